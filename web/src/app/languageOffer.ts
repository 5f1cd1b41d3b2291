/**
 * Whether to offer the site in the browser's language: Hindi or Marathi ranked above English in
 * navigator.languages (the rule Hosting applies to Accept-Language on a first visit to `/`), to a
 * visitor who has chosen no language (the switcher's cookie) and has not closed the offer before
 * (this browser's localStorage). Storage that throws means no offer: better none than one that
 * comes back after every Close.
 */
import { DEFAULT_LANG, type Lang } from '@gh/common/i18n';
import { langFromAcceptLanguage, langFromCookie } from '@gh/common/lang-choice';
import { deviceStore } from '../lib/browserStore';
import { DEVICE_CHOICES } from '../lib/personKeys';

const CLOSED = DEVICE_CHOICES.languageOfferClosed;

export function offeredLang(): Lang | null {
  if (!deviceStore.usable() || langFromCookie(document.cookie) || deviceStore.read(CLOSED) !== null) return null;
  const lang = langFromAcceptLanguage(navigator.languages.join(','));
  return lang === DEFAULT_LANG ? null : lang;
}

/** Not remembered when the browser refuses: the offer may come back on the next page. */
export const closeLanguageOffer = (): void => void deviceStore.keep(CLOSED, true);
