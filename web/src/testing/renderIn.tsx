/**
 * A piece of a page rendered in a language (issue 15), under the I18nProvider the app puts above
 * every page, with every area's messages of that language from their sources.
 */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { Lang } from '@gh/common/i18n';
import { translator } from '@gh/common/translate';
import { I18nProvider } from '../i18n/I18n';
import type { MessageCatalog } from '../i18n/catalogs';
import type { MessageKey } from '../i18n/areas';

const areas = import.meta.glob<MessageCatalog>('../i18n/messages/*/*.ts', { import: 'messages', eager: true });

/** Every area's messages in `lang`. */
export const catalogIn = (lang: Lang): MessageCatalog =>
  Object.assign({}, ...Object.entries(areas).filter(([file]) => file.includes(`/messages/${lang}/`)).map(([, messages]) => messages)) as MessageCatalog;

/** `t()` in `lang`, every area's messages loaded. */
export const tIn = (lang: Lang) => translator<MessageKey>(lang, catalogIn(lang));

/** Testing Library's render, in `lang`. */
export function renderIn(lang: Lang, ui: ReactElement) {
  const messages = catalogIn(lang);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider lang={lang} messages={messages}>{children}</I18nProvider>;
  return render(ui, { wrapper });
}
