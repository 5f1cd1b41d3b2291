/**
 * Going to this page in another language, for the language links (LanguageSwitcher, and
 * LanguageOffer): the link's address, and a click that stores the choice in the cookie Hosting
 * reads (LANG_COOKIE), so `/` opens in it next time. A signed-in volunteer or senior's choice is
 * also saved on their document, for their e-mails, before the page changes (lib/saveLanguage.ts).
 */
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { localizedPath, type Lang } from '@gh/common/i18n';
import { rememberLang } from '../lib/langCookie';
import { useSession } from '../lib/useSession';

export function useChooseLanguage() {
  // Inside the router the address comes without its language prefix.
  const { pathname, search, hash } = useLocation();
  const hrefIn = (lang: Lang) => `${localizedPath(pathname, lang)}${search}${hash}`;
  const signedIn = useSession().role !== null;
  const choose = (lang: Lang) => (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLang(lang);
    if (!signedIn || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void import('../lib/saveLanguage').then(({ saveLanguage }) => saveLanguage(lang)).finally(() => window.location.assign(hrefIn(lang)));
  };
  return { hrefIn, choose };
}
