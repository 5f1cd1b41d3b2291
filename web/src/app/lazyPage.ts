import { lazy, type ComponentType } from 'react';

export type LazyPage = ReturnType<typeof lazy> & {
  /** Starts (or joins) loading the page's chunk; resolves once it is loaded. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` with a handle on its chunk. The browser loads a prerendered page's chunk before
 * hydrating (main.tsx), so the page hydrates in one pass over the HTML already on screen
 * instead of suspending on its lazy chunk first.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(lazy(preload), { preload });
}
