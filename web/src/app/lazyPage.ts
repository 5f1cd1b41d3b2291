import { lazy, type ComponentType } from 'react';
import type { Area } from '../i18n/areas';
import { loadPageAreas } from '../i18n/catalogs';

/** A chunk's module once `areas`' messages, in the page's language, are loaded too: it never renders without its words. */
export const withAreas = <M>(module: Promise<M>, areas: readonly Area[]): Promise<M> =>
  Promise.all([module, loadPageAreas(areas)]).then(([loaded]) => loaded);

export type LazyPage = ReturnType<typeof lazy> & {
  /** Starts (or joins) loading the page's chunk and its messages; resolves once both are loaded. */
  preload: () => Promise<unknown>;
  /** The message areas the page shows, beside the chrome's (i18n/areas.ts). */
  areas: readonly Area[];
};

/**
 * `React.lazy` with a handle on its chunk. The browser loads a prerendered page's chunk before
 * hydrating (main.tsx), so the page hydrates in one pass over the HTML already on screen
 * instead of suspending on its lazy chunk first. The page's messages, in the page's language,
 * load with its chunk: the page never renders before its words are there.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, areas: readonly Area[] = []): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= withAreas(load(), areas));
  return Object.assign(lazy(preload), { preload, areas });
}
