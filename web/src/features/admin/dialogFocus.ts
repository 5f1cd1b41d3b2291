/**
 * WCAG 2.4.3 for a dialog whose action may take its row off the page (Cancel visit, Unlink):
 * MUI would put focus back on the button that opened it, which may be gone a moment later. Such
 * a dialog disables that (`disableRestoreFocus`) and calls this on every way it closes, with
 * the opener or the panel's heading. It runs once React has committed the close, so the
 * dialog's focus trap has let go (and a row that left has unmounted).
 */
export function focusAfterClose(target: () => HTMLElement | null | undefined): void {
  setTimeout(() => target()?.focus(), 0);
}
