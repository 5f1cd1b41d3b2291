/**
 * The page's language and its messages, for every component under the router. The language is
 * the address's (`/hi/...`, `/mr/...`, English without a prefix); main.tsx and the prerender
 * load its messages before the first render, so a page renders in its language at once.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LANG, type Lang } from '@gh/common/i18n';
import { translator, type Translate } from '@gh/common/translate';
import type { MessageCatalog } from './catalogs';
import { en, type MessageKey } from './messages/en';

interface I18nValue {
  lang: Lang;
  t: Translate<MessageKey>;
}

const I18nContext = createContext<I18nValue>({ lang: DEFAULT_LANG, t: translator(DEFAULT_LANG, en) });

export function I18nProvider({ lang, messages, children }: { lang: Lang; messages: MessageCatalog; children: ReactNode }) {
  const value = useMemo(() => ({ lang, t: translator(lang, messages) }), [lang, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** `t('home.title')`, in the page's language. */
export const useT = (): Translate<MessageKey> => useContext(I18nContext).t;
export const useLang = (): Lang => useContext(I18nContext).lang;
