/**
 * The whole app as one element, for src/main.tsx's second start step: the styles, theme,
 * router and chrome load and evaluate together here, apart from React's DOM renderer.
 */
import { StrictMode } from 'react';
import { App } from './App';
import { createEmotionCache } from './emotionCache';
import type { Lang } from '@gh/common/i18n';
import { I18nProvider } from '../i18n/I18n';
import type { MessageCatalog } from '../i18n/catalogs';
import { AppRouter } from './router';

export { PRERENDERED_PAGES } from './router';

// A function, so the style cache (which reads the prerendered styles) is created when the
// page renders, in its own task.
export const appElement = (lang: Lang, messages: MessageCatalog) => (
  <StrictMode>
    <App cache={createEmotionCache()}>
      <I18nProvider lang={lang} messages={messages}>
        <AppRouter lang={lang} />
      </I18nProvider>
    </App>
  </StrictMode>
);
