/** For component tests of a page in Hindi or Marathi: the language's messages, every area's, from their sources. */
import type { ReactNode } from 'react';
import type { Lang } from '@gh/common/i18n';
import type { MessageCatalog } from '../i18n/catalogs';
import { I18nProvider } from '../i18n/I18n';

const areas = import.meta.glob<MessageCatalog>('../i18n/messages/*/*.ts', { import: 'messages', eager: true });

const catalogIn = (lang: Lang): MessageCatalog =>
  Object.assign({}, ...Object.entries(areas).filter(([file]) => file.includes(`/messages/${lang}/`)).map(([, messages]) => messages)) as MessageCatalog;

export function InLanguage({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <I18nProvider lang={lang} messages={catalogIn(lang)}>
      {children}
    </I18nProvider>
  );
}

/** The Latin words left in `element`'s text and aria-labels, less `data` (what the person typed). */
export function englishIn(element: HTMLElement, data: readonly string[] = []): string[] {
  const labels = Array.from(element.querySelectorAll('[aria-label]'), (node) => node.getAttribute('aria-label') ?? '');
  let text = [element.textContent ?? '', ...labels].join('\n');
  for (const said of data) text = text.split(said).join(' ');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}
