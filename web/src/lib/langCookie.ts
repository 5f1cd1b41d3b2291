/** The visitor's language choice, kept in the cookie that Hosting's i18n rewrites read (common/src/i18n.ts). */
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, type Lang } from '@gh/common/i18n';

export function rememberLang(lang: Lang): void {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${LANG_COOKIE_MAX_AGE}; samesite=lax`;
}
