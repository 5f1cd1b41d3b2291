/**
 * The one-tap link in the code e-mail opens the prerendered /login, whose HTML is the empty
 * form: until the app is live and reads the link, a person would see it and type their e-mail
 * again. A tiny script in the prerendered page's head (prerender.ts) marks `<html>` before
 * first paint when the address's fragment carries a code, and the sign-in page's CSS then shows
 * "Signing you in..." in place of the form. The live page says the same from the link itself,
 * and clears the mark, so a failed link shows the form with its reason.
 */
import { PRELOAD_LISTED_SOURCE } from '../../lib/listedPreloads.ts';

const MARK = 'data-code-link';

/** Prefix for styles that apply while the page opened from a code link is not live yet. */
export const WHILE_MARKED_CODE_LINK = `html[${MARK}] &`;

/**
 * The name of the login page's meta tag listing what the dashboard renders with (web/prerender.ts):
 * a one-tap link opens the dashboard straight from the code's check (app/earlyStart.ts), so
 * those files are worth fetching from the first byte, not one `import()` after another.
 */
export const CODE_LINK_PRELOADS = 'gh-code-link-preloads';

/**
 * The mark's script, which also starts those files' download where the page lists them. The
 * live page checks the whole link (readCodeLink); this only needs a code.
 */
export const CODE_LINK_MARK_SCRIPT = `if(/(^#|&)code=/.test(location.hash)){document.documentElement.setAttribute('${MARK}','');(${PRELOAD_LISTED_SOURCE})('${CODE_LINK_PRELOADS}')}`;

export function clearCodeLinkMark(): void {
  document.documentElement.removeAttribute(MARK);
}
