/**
 * Whether to offer the site in the browser's language: Hindi or Marathi ranked above English in
 * navigator.languages (the rule Hosting applies to Accept-Language on a first visit to `/`), to a
 * visitor who has chosen no language (the switcher's cookie) and has not closed the offer before
 * (this browser's localStorage). Storage that throws means no offer: better none than one that
 * comes back after every Close.
 */
import { DEFAULT_LANG, type Lang } from '@gh/common/i18n';
import { langFromAcceptLanguage, langFromCookie } from '@gh/common/lang-choice';

const CLOSED = 'gh:language-offer-closed';

export function offeredLang(): Lang | null {
  try {
    if (langFromCookie(document.cookie) || localStorage.getItem(CLOSED)) return null;
  } catch {
    return null;
  }
  const lang = langFromAcceptLanguage(navigator.languages.join(','));
  return lang === DEFAULT_LANG ? null : lang;
}

export function closeLanguageOffer(): void {
  try {
    localStorage.setItem(CLOSED, '1');
  } catch {
    // Not remembered: the offer is gone from this page, and may come back on the next.
  }
}
