/**
 * Renders one public page at build time (web/prerender.ts runs this after the SSR build): the
 * same App and routes as the browser, signed out (a build has no visitor, and useSession's
 * server snapshot is the signed-out session), with MUI's CSS pulled out of the emotion cache so
 * the page paints before any script runs.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer, { type EmotionCriticalToChunks } from '@emotion/server/create-instance';
import { App } from './app/App';
import { createEmotionCache } from './app/emotionCache';
import { AppRoutes, PRERENDERED_PAGES } from './app/router';
import { Layout } from './app/layout';
import { PAGES } from '@gh/common/routes';
import { PrerenderTitle } from './components/useDocumentTitle';
import { LANGS, langBase, localizedPath, type Lang } from '@gh/common/i18n';
import { I18nProvider } from './i18n/I18n';
import { areaLoader, loadMessages, setPageLang } from './i18n/catalogs';
import { translator } from '@gh/common/translate';
import { CODE_LINK_MARK_SCRIPT } from './features/auth/codeLinkMark';
import { SIGNED_IN_MARK_SCRIPT } from './app/signedInMark';
import { APP_FILES, FIRST_PAINT_FILES, LISTEN_FILES } from './app/keptCopyMark';
import { KEPT_COPY_SCRIPT } from './app/keptCopyScript';
import { FIRST_PAINT_HEAD } from './app/firstPaintShell';
import { OPENING_LANG_SCRIPT, openingShell } from './app/openingShell';

export const PRERENDERED_PATHS = Object.keys(PRERENDERED_PAGES);
/** The signed-in pages that get a shell of their own, by their source (web/pageShell.ts). */
export const SHELL_PAGES: Readonly<Record<string, string>> = { [PAGES.dashboard]: 'src/features/dashboard/DashboardPage.tsx' };
/** Preloaded by those shells. */
export { FIREBASE_CONFIG_URL } from './lib/firebase';
/** Goes in each prerendered page's head, before first paint (signedInMark.ts, codeLinkMark.ts). */
export const HEAD_SCRIPT = `${SIGNED_IN_MARK_SCRIPT};${CODE_LINK_MARK_SCRIPT}`;
/** Goes in the head of the dashboard's shells (keptCopyMark.ts), with the names of the lists it reads. */
export const DASHBOARD_HEAD_SCRIPT = `${SIGNED_IN_MARK_SCRIPT};${KEPT_COPY_SCRIPT}`;
/** FIRST_PAINT_HEAD goes in the head of the pages that may paint the dashboard before the app (firstPaintShell.ts). */
export { APP_FILES, FIRST_PAINT_FILES, FIRST_PAINT_HEAD, LISTEN_FILES };

/** What the signed-in pages' shells show before their scripts arrive (openingShell.ts). */
export async function renderOpening(): Promise<{ script: string; style: string; html: string }> {
  const words = await Promise.all(LANGS.map(async (lang) => [lang, (await loadMessages(lang))['chrome.loading']] as const));
  return { script: OPENING_LANG_SCRIPT, ...openingShell(Object.fromEntries(words) as Record<Lang, string>) };
}

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** `<style>` tags with the CSS that HTML uses, for the head. */
  styles: string;
  title: string;
  /** The page's description for the head, in its language. */
  description: string;
}

/** The site's description: the head's alone, so no browser chunk holds it. */
const loadSiteMessages = areaLoader(import.meta.glob('./i18n/messages/*/site.ts'));

/** The page at `path` (unprefixed, '/about') in `lang`, as served at localizedPath(path, lang). */
export async function render(path: string, lang: Lang): Promise<RenderedPage> {
  const page = PRERENDERED_PAGES[path];
  if (!page) throw new Error(`prerender: ${path} is not a prerendered page`);
  setPageLang(lang);
  await Promise.all([page.loadIn(lang), loadSiteMessages(lang)]);
  const messages = await loadMessages(lang);
  let title = '';
  const { html, styles } = await renderWithStyles(
    <PrerenderTitle value={(pageTitle) => (title = pageTitle)}>
      <I18nProvider lang={lang} messages={messages}>
        <StaticRouter basename={langBase(lang)} location={localizedPath(path, lang)}>
          <AppRoutes />
        </StaticRouter>
      </I18nProvider>
    </PrerenderTitle>,
  );
  const description = translator(lang, messages)('site.description');
  return { html, styles, title, description };
}

/**
 * A signed-in page's frame at `path` in `lang`: the chrome (top bar, footer) around an empty
 * `<main>`, which the app fills, or first the dashboard's paint of the phone's copy
 * (app/firstPaint.ts). Rendered signed out: the signed-in mark hides what only visitors see
 * and keeps the account buttons' room (signedInMark.ts).
 */
export async function renderFrame(path: string, lang: Lang): Promise<{ html: string; styles: string; siteName: string }> {
  setPageLang(lang);
  const messages = await loadMessages(lang);
  const rendered = await renderWithStyles(
    <I18nProvider lang={lang} messages={messages}>
      <StaticRouter basename={langBase(lang)} location={localizedPath(path, lang)}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="*" element={null} />
          </Route>
        </Routes>
      </StaticRouter>
    </I18nProvider>,
  );
  return { ...rendered, siteName: translator(lang, messages)('site.name') };
}

/** `element` in the app's frame (theme, styles) as HTML, with the CSS it uses as `<style>` tags. */
async function renderWithStyles(element: ReactNode): Promise<{ html: string; styles: string }> {
  const cache = createEmotionCache();
  // In compat mode emotion keeps each rule in the cache for extraction below, instead of
  // writing `<style>` tags into the middle of the HTML.
  cache.compat = true;
  // `prerender` waits for every lazy page to load, where renderToString would emit the fallback.
  // An unlimited chunk size keeps each page inline in its Suspense boundary, rather than in a
  // hidden element that an inline script moves into place (streaming's way to show it early).
  const { prelude } = await prerender(
    <StrictMode>
      <App cache={cache}>{element}</App>
    </StrictMode>,
    { progressiveChunkSize: Infinity },
  );
  const html = await new Response(prelude).text();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const critical = withComposedStyles(extractCriticalToChunks(html), cache);
  return { html, styles: constructStyleTagsFromChunks(critical) };
}

/**
 * MUI builds components on other styled components (Button on ButtonBase): the outer one's
 * class only feeds the inner one and never reaches the HTML, so the extraction leaves it out,
 * and the browser would compile its CSS again while hydrating. Shipping those rules too lets
 * the browser's cache find them already present (a cost on the main thread, not the wire).
 */
function withComposedStyles(critical: EmotionCriticalToChunks, cache: EmotionCache): EmotionCriticalToChunks {
  const styles = critical.styles.map((chunk) => {
    if (chunk.key !== cache.key) return chunk;
    const shipped = new Set(chunk.ids);
    const composed = Object.entries(cache.inserted).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && !shipped.has(entry[0]) && cache.registered[`${cache.key}-${entry[0]}`] !== undefined,
    );
    return {
      ...chunk,
      ids: [...chunk.ids, ...composed.map(([id]) => id)],
      css: chunk.css + composed.map(([, rules]) => rules).join(''),
    };
  });
  return { ...critical, styles };
}
