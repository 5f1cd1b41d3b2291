/**
 * Whether this phone keeps the signed-in person's dashboard (lib/lastSeen.ts), known before
 * first paint by a tiny script in the head of the dashboard's shell (keptCopyScript.ts,
 * web/prerender.ts). With a copy, the shell fetches only what paints it (app/firstPaint.ts),
 * and the app's own files once it has painted (first what opens the dashboard's listeners, then
 * the rest), so the phone parses a few dozen kB before the person's data shows, not the whole
 * app. Without one, it fetches every file the page loads at once, as none of it can show before.
 * The script marks `<html>` with its answer for main.tsx, which paints only then.
 */
import { preloadListed } from '../lib/listedPreloads';

export const KEPT_COPY_MARK = 'data-kept-copy';

/** The shell's meta tag listing what paints the kept copy: the entry's imports, firstPaint's, its words. */
export const FIRST_PAINT_FILES = 'gh-first-paint-files';
/** ...the one listing what opens the dashboard's listeners (app/earlyStart.ts), Firebase's SDKs among them... */
export const LISTEN_FILES = 'gh-listen-files';
/** ...and the one listing every other file the page loads. */
export const APP_FILES = 'gh-app-files';

/** Whether the head script found a copy to paint. */
export const keptCopyMarked = (): boolean => document.documentElement.hasAttribute(KEPT_COPY_MARK);

/** Fetches what opens the dashboard's listeners, once the copy has painted. */
export const preloadListenFiles = (): void => preloadListed(LISTEN_FILES);

/** Fetches the rest of the app's files, once the listeners have answered. */
export const preloadAppFiles = (): void => preloadListed(APP_FILES);
