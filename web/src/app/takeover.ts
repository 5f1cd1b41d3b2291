/**
 * The app taking over the dashboard's first paint (firstPaint.ts): it renders into an element
 * of its own, off the page, and replaces the painted page in one step once its render shows
 * what the painted one did (the page and the account buttons: lib/takeover.ts), so nothing
 * flashes or moves, and the page never holds two of anything. Should the session end meanwhile
 * (the app then leads to /login), it takes over at once; should a part never show, after a while.
 */
import { SESSION_CHANGED } from '../lib/session';
import { partsShown } from '../lib/takeover';
import { FIRST_PAINT, SIGNED_IN_MARK } from './firstChunk';

/** The longest a painted page waits for the app's render of it. */
const LONGEST_WAIT_MS = 20_000;

/** Renders the app through `render` into a new element, which takes `root`'s place when ready. */
export function renderBehind(root: HTMLElement, render: (container: HTMLElement) => void): void {
  const app = document.createElement('div');
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = () => {};
  void Promise.race([
    partsShown(['page', 'account']),
    new Promise<void>((resolve) => {
      ended = resolve;
      timer = setTimeout(resolve, LONGEST_WAIT_MS);
      addEventListener(SESSION_CHANGED, ended);
    }),
  ]).then(() => {
    clearTimeout(timer);
    removeEventListener(SESSION_CHANGED, ended);
    app.id = root.id;
    root.replaceWith(app);
    document.querySelector(`style[${FIRST_PAINT}]`)?.remove();
    // The app's bar is live (TopBar.tsx left the mark while the painted page was on screen).
    document.documentElement.removeAttribute(SIGNED_IN_MARK);
  });
  render(app);
}
