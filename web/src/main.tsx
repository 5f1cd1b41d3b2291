import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createEmotionCache } from './app/emotionCache';
import { AppRouter, PRERENDERED_PAGES } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App cache={createEmotionCache()}>
      <AppRouter />
    </App>
  </StrictMode>
);

/**
 * A prerendered page (web/prerender.ts) is already on screen: load its chunk, then hydrate it
 * in place. Every other address gets the empty shell and renders from scratch.
 */
const prerendered = PRERENDERED_PAGES[location.pathname];
if (prerendered && root.hasChildNodes()) {
  void prerendered.preload().finally(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
