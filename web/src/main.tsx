import { StrictMode, startTransition } from 'react';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** A new task, so the browser can paint and answer a tap between two steps of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Starts the app in steps, each module group evaluated in its own task: React, then the style
 * engine and theme, then the router and the chrome. Evaluated in one go they hold a phone's
 * main thread for one long stretch, in which a tap on the prerendered page goes unanswered.
 *
 * A prerendered page (web/prerender.ts) is already on screen: load its chunk, then hydrate it
 * in place, as a transition, so React does it in small slices rather than one long task. It was
 * rendered without a query string, so an address with one (/events?tab=parties) may render
 * differently and is rendered from scratch, as is every address served the empty shell.
 */
async function start(root: HTMLElement): Promise<void> {
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const [{ App }, { createEmotionCache }] = await Promise.all([import('./app/App'), import('./app/emotionCache')]);
  await nextTask();
  const { AppRouter, PRERENDERED_PAGES } = await import('./app/router');

  // A function, so the style cache (which reads the prerendered styles) is created when the
  // page renders, in its own task.
  const app = () => (
    <StrictMode>
      <App cache={createEmotionCache()}>
        <AppRouter />
      </App>
    </StrictMode>
  );

  const prerendered = PRERENDERED_PAGES[location.pathname];
  if (prerendered && root.hasChildNodes() && !location.search) {
    await nextTask();
    void prerendered.preload().finally(() => startTransition(() => void hydrateRoot(root, app())));
  } else {
    createRoot(root).render(app());
  }
}

void start(root);
