/**
 * WCAG 2.4.3 for a dialog whose action may take its row off the page (Cancel visit, Unlink):
 * MUI would put focus back on the button that opened it, which may be gone a moment later. Such
 * a dialog disables that (`disableRestoreFocus`) and calls this on every way it closes, with
 * the opener or the panel's heading. It runs once React has committed the close, so the
 * dialog's focus trap has let go (and a row that left has unmounted).
 */

/** A little longer than a dialog's exit (MUI's leavingScreen, 195 ms). */
const DIALOG_EXIT_MS = 300;

export function focusAfterClose(target: () => HTMLElement | null | undefined): void {
  setTimeout(() => target()?.focus(), 0);
  // On a busy device React may commit the close after that first try, and the dialog, still
  // leaving, then keeps focus and drops it on the body as it goes: place it again if so.
  setTimeout(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('[role="dialog"]')) target()?.focus();
  }, DIALOG_EXIT_MS);
}
