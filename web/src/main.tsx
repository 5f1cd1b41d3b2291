import { startTransition } from 'react';
import { PAGES } from '@gh/common/routes';
import { DEFAULT_LANG, isLang, localizedPath, splitLangPath, type Lang } from '@gh/common/i18n';
import { loadMessages, setPageLang } from './i18n/catalogs';
import { holdInstallPrompt, linkManifest, registerServiceWorker } from './lib/installable';
import { watchSignOuts } from './lib/signOutWatch';
import { OPENING_CLASS } from './app/firstChunk';
import type { Opening } from './app/opening';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** A new task, so the browser can paint and answer a tap between two steps of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Starts the app in steps, each evaluated in its own task: React's DOM renderer, then the
 * styles, theme, router and chrome (app/appElement.tsx), then the page. Evaluated in one go
 * they hold a phone's main thread for one long stretch, in which a tap goes unanswered. And as
 * dynamic imports they stay out of the HTML: Vite puts a modulepreload link there for every
 * static import, ~139 kB gzip fetched before first paint (docs/benchmarks.md).
 *
 * A prerendered page (web/prerender.ts) is already on screen: load its chunk, then hydrate it
 * in place, as a transition, so React does it in small slices rather than one long task. It was
 * rendered without a query string, so an address with one (/events?tab=parties) may render
 * differently and is rendered from scratch, as is every address served the shell (openingShell.ts).
 * The dashboard painted from the phone's copy is on screen too: its files load once it has
 * painted, and the app renders off screen and takes its place when ready (app/takeover.ts).
 */
async function start(root: HTMLElement, lang: Lang, opened: string, opening: Promise<Opening>): Promise<void> {
  // The chrome's messages in the page's language load beside React and the chrome; the page's
  // own load with its chunk (app/lazyPage.ts).
  setPageLang(lang);
  const { path, takeOver } = await opening;
  const messages = loadMessages(lang);
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { appElement, PRERENDERED_PAGES } = await import('./app/appElement');
  // A one-tap link that signed the person in opens their dashboard; the login page, still saying
  // "Signing you in...", is never started.
  if (path !== opened) history.replaceState(null, '', localizedPath(path, lang));
  const prerendered = PRERENDERED_PAGES[path];
  if (takeOver) {
    const element = appElement(lang, await messages);
    takeOver(root, (container) => createRoot(container).render(element));
  } else if (prerendered && root.hasChildNodes() && !root.querySelector(`.${OPENING_CLASS}`) && !location.search) {
    await nextTask();
    const [loaded] = await Promise.all([messages, prerendered.preload().catch(() => undefined)]);
    startTransition(() => void hydrateRoot(root, appElement(lang, loaded)));
  } else {
    createRoot(root).render(appElement(lang, await messages));
  }
}

/**
 * The page's language: the address's prefix (/hi/about). Where Hosting's i18n
 * rewrite served a Hindi or Marathi page at an English address (`/` for a visitor whose cookie
 * or Accept-Language names the language: devstack/src/stack/web-server.ts does the same), the page's
 * own `<html lang>` says so, and the address gets its prefix, so the router and the page agree.
 */
function pageLanguage(): { lang: Lang; path: string } {
  const { lang, path } = splitLangPath(location.pathname);
  const served = document.documentElement.lang;
  if (lang === DEFAULT_LANG && isLang(served) && served !== DEFAULT_LANG) {
    history.replaceState(history.state, '', `${localizedPath(path, served)}${location.search}${location.hash}`);
    return { lang: served, path };
  }
  // The app shell is the same file for every language.
  document.documentElement.lang = lang;
  linkManifest(lang);
  return { lang, path };
}

const { lang, path } = pageLanguage();
// /dashboard in any language (/hi/dashboard), or the one-tap link of a code e-mail
// (common/code-link.ts), which signs in and opens the dashboard (app/opening.ts).
const opening: Promise<Opening> =
  path === PAGES.dashboard || (path === PAGES.login && location.hash.includes('code='))
    ? import('./app/opening').then(({ openDashboard }) => openDashboard(lang, path)).catch(() => ({ path, takeOver: null }))
    : Promise.resolve({ path, takeOver: null });
holdInstallPrompt();
// A person signed out in another tab: this one forgets what it kept of them too, whatever page
// it shows; and a start without a session finishes what a Sign Out left.
watchSignOuts();
void start(root, lang, path, opening);
registerServiceWorker();
