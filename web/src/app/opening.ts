/**
 * How the app opens the signed-in dashboard (main.tsx), at its own address or from the code
 * e-mail's one-tap link: with the phone's copy of the person's dashboard, it is painted first
 * (firstPaint.ts), the app's files are fetched once the browser has shown it, and the app is
 * to take over the painted page (takeover.ts); the dashboard's listeners open meanwhile
 * (earlyStart.ts). Its own chunk, so the pages that open otherwise carry none of it.
 */
import { localizedPath, type Lang } from '@gh/common/i18n';
import { PAGES } from '@gh/common/routes';
import { keptCopyMarked, preloadAppFiles, preloadListenFiles } from './keptCopyMark';

/** How the app renders over the painted page: into its own element, which takes the page's place. */
export type TakeOver = (root: HTMLElement, render: (container: HTMLElement) => void) => void;

export interface Opening {
  /** The page the app opens. */
  path: string;
  /** Set when the dashboard is painted already: how the app takes it over. */
  takeOver: TakeOver | null;
}

/** What a browser does between frames: here, let the page paint before the app's files load. */
const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * The dashboard's listeners (earlyStart.ts), started once; settled when each has answered once.
 * What the server confirms is painted live while the painted page is on screen (firstPaint.ts).
 */
let listening: Promise<void> | null = null;
const startListening = (lang: Lang): Promise<void> =>
  (listening ??= import('./earlyStart').then(
    ({ startDashboardEarly }) =>
      startDashboardEarly((live) => void import('./firstPaint').then(({ paintLiveDashboard }) => paintLiveDashboard(lang, live))),
    () => {},
  ));

/** How long the app's files wait for the listeners' first answers at most (a cache that is slow to open). */
const LISTEN_FIRST_MS = 1_000;

/**
 * Paints the kept copy in `lang`; once shown, the dashboard's listeners start, and the app's
 * files load once they have answered (the phone's cache), and its way to take over is answered:
 * evaluating the app's files at once would hold Firestore's start, and with it the listen
 * stream's round trips, behind them.
 */
async function paintKept(lang: Lang): Promise<TakeOver | null> {
  const painted = await import('./firstPaint').then(({ paintKeptDashboard }) => paintKeptDashboard(lang)).catch(() => false);
  if (!painted) return null;
  await afterNextPaint();
  preloadListenFiles();
  await Promise.race([startListening(lang), new Promise((resolve) => setTimeout(resolve, LISTEN_FIRST_MS))]);
  preloadAppFiles();
  return (await import('./takeover')).renderBehind;
}

/** Opens `path`, /dashboard or the one-tap link's /login, in `lang`. */
export async function openDashboard(lang: Lang, path: string): Promise<Opening> {
  let takeOver: TakeOver | null = null;
  if (path === PAGES.dashboard) {
    // The shell's head script saw a copy of the cookie's person (keptCopyMark.ts).
    if (keptCopyMarked()) takeOver = await paintKept(lang);
  } else {
    const signedIn = await import('./earlyStart').then(
      ({ startOneTapEarly }) => startOneTapEarly(),
      () => false,
    );
    if (!signedIn) return { path, takeOver: null };
    // A reload from now on opens the dashboard: the code is spent.
    history.replaceState(null, '', localizedPath(PAGES.dashboard, lang));
    takeOver = await paintKept(lang);
  }
  void startListening(lang);
  return { path: PAGES.dashboard, takeOver };
}
