/**
 * The dashboard shell's head script (keptCopyMark.ts), for the prerender only. Its test is
 * lib/lastSeen.ts's (a copy whose owner is the cookie's person), with session.ts's own cookie
 * reader inlined as signedInMark.ts does.
 */
import { LAST_SEEN_ENTRY, USER_COOKIE } from '@gh/common/constants';
import { PRELOAD_LISTED_SOURCE } from '../lib/listedPreloads';
import { userInCookies } from '../lib/session';
import { APP_FILES, FIRST_PAINT_FILES, KEPT_COPY_MARK, LISTEN_FILES } from './keptCopyMark';

export const KEPT_COPY_SCRIPT =
  `(function(){var u=(${userInCookies.toString()})(document.cookie,${JSON.stringify(USER_COOKIE)}),k=null;` +
  `try{k=JSON.parse(localStorage.getItem(${JSON.stringify(LAST_SEEN_ENTRY)}))}catch(e){}` +
  `var kept=!!(u&&k&&k.email===u.email&&k.results&&Object.keys(k.results).length),load=${PRELOAD_LISTED_SOURCE};` +
  `if(kept)document.documentElement.setAttribute('${KEPT_COPY_MARK}','');load('${FIRST_PAINT_FILES}');if(!kept){load('${LISTEN_FILES}');load('${APP_FILES}')}})()`;
