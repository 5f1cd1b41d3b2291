/**
 * WCAG 2.4.3 for a dialog whose action may take its row off the page (Cancel visit, Unlink):
 * MUI would put focus back on the button that opened it, which may be gone a moment later. Such
 * a dialog disables that (`disableRestoreFocus`) and calls this on every way it closes, with
 * the opener or the panel's heading.
 *
 * Until the dialog has left the page, its focus trap may pull focus back in, and when it goes it
 * drops focus on the body; how long that takes depends on the device. So focus is placed again
 * whenever it is lost, until that dialog has gone (or a few seconds have passed). Focus the person
 * moved on purpose is never taken.
 */

const STEP_MS = 50;
const GIVE_UP_MS = 5000;

export function focusAfterClose(target: () => HTMLElement | null | undefined): void {
  // The dialogs on the page now are the one closing; one opened later is left alone.
  const closing = [...document.querySelectorAll('[role="dialog"]')];
  const until = Date.now() + GIVE_UP_MS;
  const lost = () => {
    const active = document.activeElement;
    return !active || active === document.body || closing.some((dialog) => dialog.contains(active));
  };
  const settle = () => {
    if (lost()) target()?.focus();
    const leaving = closing.some((dialog) => dialog.isConnected);
    if ((leaving || lost()) && Date.now() < until) setTimeout(settle, STEP_MS);
  };
  setTimeout(settle, 0);
}
