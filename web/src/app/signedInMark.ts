/**
 * The public pages are prerendered signed out, and React reads the `user` cookie only once it
 * has hydrated the page. So that a signed-in visitor never sees Sign In, Register, Careers and
 * Admin flash by, a tiny script in the prerendered page's head (prerender.ts) marks `<html>`
 * before first paint when the cookie holds a session, and the top bar's CSS hides the
 * signed-out entries under that mark and keeps room for the account buttons. Once the page is
 * live the top bar is the visitor's own and the mark goes, so a later sign-out in the same tab
 * shows Sign In again. Only an attribute outside React's root changes, so hydration matches.
 */
import { USER_COOKIE } from '@gh/common/constants';
import { userInCookies } from '../lib/session';
import { SIGNED_IN_MARK as MARK } from './firstChunk';

/** Prefix for styles that apply while a signed-in visitor's page is not live yet. */
export const WHILE_MARKED_SIGNED_IN = `html[${MARK}] &`;

/**
 * The mark's script: session.ts's own userInCookies, its source inlined, so the mark and
 * readUser cannot disagree, and a public page learns this without Firebase or a module load.
 */
export const SIGNED_IN_MARK_SCRIPT =
  `if((${userInCookies.toString()})(document.cookie,${JSON.stringify(USER_COOKIE)}))` +
  `document.documentElement.setAttribute('${MARK}','')`;

export function clearSignedInMark(): void {
  document.documentElement.removeAttribute(MARK);
}
