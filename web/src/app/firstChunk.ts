/**
 * What the app's first chunk (main.tsx's, which every page loads) holds for the scripts that
 * come after it: the marks a page's HTML carries before the app has taken it over, and what the
 * dashboard's first paint (firstPaint.ts) shares with every page. Imported from here, they load
 * with that chunk: shared between the first paint and the pages' own chunks any other way, the
 * bundler would give each a small chunk of its own, which every public page would then fetch
 * (their weight: e2e/tests/public-weight.test.ts). What the first paint draws the same for
 * everyone (its style, the support line) comes in the page's HTML instead (firstPaintShell.ts).
 */

/** The class of the shells' "Loading…" block (openingShell.ts): main.tsx renders over it, never hydrates it. */
export const OPENING_CLASS = 'gh-opening';

/** On `<html>` while a signed-in visitor's page is not live yet (signedInMark.ts, firstPaint.ts). */
export const SIGNED_IN_MARK = 'data-signed-in';

/** The room the prerendered top bar keeps for the bell and the avatar, which the first paint fills (TopBar.tsx). */
export const ACTIONS_ROOM = 'data-actions-room';

/** On the page's root, and its style, while the dashboard painted before the app is on screen (firstPaint.ts, takeover.ts). */
export const FIRST_PAINT = 'data-first-paint';

/** The name of the meta tag holding the 24/7 support line the first paint shows (firstPaintShell.ts). */
export const SUPPORT_LINE = 'gh-support-line';

/** The bell's shape (icons.tsx), which the first paint draws too. */
export const BELL_PATH = 'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15zM10 20.5a2.2 2.2 0 0 0 4 0';
