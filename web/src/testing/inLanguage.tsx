/**
 * Component tests of a page in a language: every area's messages of that language
 * from their sources, under the I18nProvider the app puts above every page.
 */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { Lang } from '@gh/common/i18n';
import { translator } from '@gh/common/translate';
import { I18nProvider } from '../i18n/I18n';
import type { MessageCatalog } from '../i18n/catalogs';
import type { MessageKey } from '../i18n/areas';

const areas = import.meta.glob<MessageCatalog>('../i18n/messages/*/*.ts', { import: 'messages', eager: true });

const catalogs = new Map<Lang, MessageCatalog>();
/** Every area's messages in `lang`, one object per language (a provider's messages stay the same across renders). */
export function catalogIn(lang: Lang): MessageCatalog {
  const made =
    catalogs.get(lang) ??
    (Object.assign(
      {},
      ...Object.entries(areas)
        .filter(([file]) => file.includes(`/messages/${lang}/`))
        .map(([, messages]) => messages),
    ) as MessageCatalog);
  catalogs.set(lang, made);
  return made;
}

/** `t()` in `lang`, every area's messages loaded. */
export const tIn = (lang: Lang) => translator<MessageKey>(lang, catalogIn(lang));

export function InLanguage({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <I18nProvider lang={lang} messages={catalogIn(lang)}>
      {children}
    </I18nProvider>
  );
}

/** Testing Library's render, in `lang`. */
export function renderIn(lang: Lang, ui: ReactElement) {
  return render(ui, { wrapper: ({ children }: { children: ReactNode }) => <InLanguage lang={lang}>{children}</InLanguage> });
}

/** The Latin words left in `element`'s text and aria-labels, less `data` (what the person typed). */
export function englishIn(element: HTMLElement, data: readonly string[] = []): string[] {
  const labels = Array.from(element.querySelectorAll('[aria-label]'), (node) => node.getAttribute('aria-label') ?? '');
  let text = [element.textContent ?? '', ...labels].join('\n');
  for (const said of data) text = text.split(said).join(' ');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}
