/**
 * A language's messages, an area at a time (areas.ts): each area of each language is a chunk of
 * its own. main.tsx and the prerender load the chrome's and the page's areas before the page
 * renders; a page reached in the app loads its areas with its own chunk (app/lazyPage.ts). So
 * no message is missing when a page renders, and a page ships only its language's words. A
 * build ships them parsed (web/compiledMessages.ts); the tests load the sources.
 */
import type { Lang } from '@gh/common/i18n';
import { DEFAULT_LANG } from '@gh/common/i18n';
import type { Catalog, Message } from '@gh/common/translate';
import { CHROME_AREA, type Area, type MessageKey } from './areas';

/** A language's messages as the app gets them: ICU sources, or parsed by the build. */
export type MessageCatalog = Catalog<MessageKey>;

const AREA_MODULES = import.meta.glob<Readonly<Record<string, Message>>>('./messages/*/*.ts', { import: 'messages' });

/** Each language's messages loaded so far, one object that grows as areas arrive. */
const catalogs: Readonly<Record<Lang, Record<string, Message>>> = { en: {}, hi: {}, mr: {} };
const loading = new Map<string, Promise<void>>();

function loadArea(lang: Lang, area: Area): Promise<void> {
  const file = `./messages/${lang}/${area}.ts`;
  let loaded = loading.get(file);
  if (!loaded) {
    const load = AREA_MODULES[file];
    if (!load) throw new Error(`no messages for ${area} in ${lang} (${file})`);
    loaded = load().then((messages) => void Object.assign(catalogs[lang], messages));
    loading.set(file, loaded);
  }
  return loaded;
}

/** The chrome's and `areas`' messages in `lang`: the language's catalog once they are in it. */
export async function loadAreas(lang: Lang, areas: readonly Area[] = []): Promise<MessageCatalog> {
  await Promise.all([CHROME_AREA, ...areas].map((area) => loadArea(lang, area)));
  return catalogs[lang] as MessageCatalog;
}

/**
 * The language of the page, for the areas a page reached in the app loads (app/lazyPage.ts).
 * Set once by main.tsx; by the prerender before each page, which also loads the page's areas
 * itself (a lazy page loads once, in the first language rendered).
 */
let pageLang: Lang = DEFAULT_LANG;
export const setPageLang = (lang: Lang): void => void (pageLang = lang);
export const loadPageAreas = (areas: readonly Area[]): Promise<MessageCatalog> => loadAreas(pageLang, areas);
