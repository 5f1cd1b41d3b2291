import { lazy, type ComponentType } from 'react';
import type { Lang } from '@gh/common/i18n';
import { getPageLang, type AreaLoader } from '../i18n/catalogs';

/** A page's module: the page, and the loader of its message areas if it has any beside the chrome's. */
interface PageModule {
  default: ComponentType;
  loadMessages?: AreaLoader;
}

export type LazyPage = ReturnType<typeof lazy> & {
  /** Starts (or joins) loading the page's chunk and its messages; resolves once both are loaded. */
  preload: () => Promise<unknown>;
  /** Loads the page's chunk, then its messages in `lang` (the prerender, a language at a time). */
  loadIn: (lang: Lang) => Promise<void>;
};

/**
 * `React.lazy` with a handle on its chunk. The browser loads a prerendered page's chunk before
 * hydrating (main.tsx), so the page hydrates in one pass over the HTML already on screen
 * instead of suspending on its lazy chunk first. The page's messages, in the page's language,
 * load with its chunk (i18n/catalogs.ts): the page never renders before its words are there.
 */
/** A lazily loaded module once its own messages (its `loadMessages`), in the page's language, are in: it never renders without its words. */
export const withOwnMessages = async <M extends { loadMessages?: AreaLoader }>(module: M): Promise<M> => {
  await module.loadMessages?.(getPageLang());
  return module;
};

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  const loadIn = async (lang: Lang) => void (await (await load()).loadMessages?.(lang));
  let loading: Promise<PageModule> | undefined;
  const preload = () => (loading ??= load().then(withOwnMessages));
  return Object.assign(lazy(preload), { preload, loadIn });
}
