import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createEmotionCache } from './app/emotionCache';
import { AppRouter, PRERENDERED_PAGES } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A function, so the style cache (which reads the prerendered styles) is created when the page
// renders, in its own task, rather than in the long one that evaluates the modules.
const app = () => (
  <StrictMode>
    <App cache={createEmotionCache()}>
      <AppRouter />
    </App>
  </StrictMode>
);

/**
 * A prerendered page (web/prerender.ts) is already on screen: load its chunk, then hydrate it
 * in place, as a transition, so React does it in small slices rather than one long task. It was
 * rendered without a query string, so an address with one (/events?tab=parties) may render
 * differently and is rendered from scratch, as is every address served the empty shell.
 */
const prerendered = PRERENDERED_PAGES[location.pathname];
if (prerendered && root.hasChildNodes() && !location.search) {
  void prerendered.preload().finally(() => startTransition(() => void hydrateRoot(root, app())));
} else {
  createRoot(root).render(app());
}
