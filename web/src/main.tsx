import { startTransition } from 'react';
import { PAGES } from '@gh/common/routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** A new task, so the browser can paint and answer a tap between two steps of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Starts the app in steps, each evaluated in its own task: React's DOM renderer, then the
 * styles, theme, router and chrome (app/appElement.tsx), then the page. Evaluated in one go
 * they hold a phone's main thread for one long stretch, in which a tap goes unanswered. And as
 * dynamic imports they stay out of the HTML: Vite puts a modulepreload link there for every
 * static import, ~139 kB gzip fetched before first paint (README, Benchmarks).
 *
 * A prerendered page (web/prerender.ts) is already on screen: load its chunk, then hydrate it
 * in place, as a transition, so React does it in small slices rather than one long task. It was
 * rendered without a query string, so an address with one (/events?tab=parties) may render
 * differently and is rendered from scratch, as is every address served the empty shell.
 */
async function start(root: HTMLElement): Promise<void> {
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { appElement, PRERENDERED_PAGES } = await import('./app/appElement');
  const prerendered = PRERENDERED_PAGES[location.pathname];
  if (prerendered && root.hasChildNodes() && !location.search) {
    await nextTask();
    void prerendered.preload().finally(() => startTransition(() => void hydrateRoot(root, appElement())));
  } else {
    createRoot(root).render(appElement());
  }
}

if (location.pathname === PAGES.dashboard) void import('./app/earlyStart').then(({ startDashboardEarly }) => startDashboardEarly());
void start(root);
