/**
 * The page's language and its messages, for every component under the router. The language is
 * the address's (`/hi/...`, `/mr/...`, English without a prefix); main.tsx and the prerender
 * load its messages before the first render, so a page renders in its language at once.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LANG, type Lang } from '@gh/common/i18n';
import { translator, type Translate } from '@gh/common/translate';
import type { MessageCatalog } from './catalogs';
import type { MessageKey } from './areas';

interface I18nValue {
  lang: Lang;
  t: Translate<MessageKey>;
  /** Whether `key` is a message loaded here: for keys made at run time, such as an api answer's code. */
  has: (key: string) => key is MessageKey;
}

const hasIn =
  (messages: MessageCatalog) =>
  (key: string): key is MessageKey =>
    Object.hasOwn(messages, key);

const I18nContext = createContext<I18nValue | null>(null);

/**
 * What a component outside any I18nProvider gets. In the app nothing is outside one (appElement
 * and the prerender provide the page's language), so no bundle holds a language it does not
 * show; the component tests, which render a piece of a page, set English here
 * (src/testing/i18n.setup.ts).
 */
let outsideProvider: I18nValue | null = null;
export function setMessagesOutsideProvider(messages: MessageCatalog): void {
  outsideProvider = { lang: DEFAULT_LANG, t: translator(DEFAULT_LANG, messages), has: hasIn(messages) };
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext) ?? outsideProvider;
  if (!value) throw new Error('useT and useLang need an I18nProvider above them');
  return value;
}

export function I18nProvider({ lang, messages, children }: { lang: Lang; messages: MessageCatalog; children: ReactNode }) {
  const value = useMemo(() => ({ lang, t: translator(lang, messages), has: hasIn(messages) }), [lang, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** `t('home.title')`, in the page's language. */
export const useT = (): Translate<MessageKey> => useI18n().t;
export const useLang = (): Lang => useI18n().lang;
export const useHasMessage = (): I18nValue['has'] => useI18n().has;
