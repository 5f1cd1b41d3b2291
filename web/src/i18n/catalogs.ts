/**
 * A language's messages, an area at a time (areas.ts): each area of each language is a chunk of
 * its own. main.tsx loads the chrome's beside React; a page module names its own areas
 * (`export const loadMessages = areaLoader(import.meta.glob(...))`), which load with the page's
 * chunk, in the page's language, before it renders (app/lazyPage.ts, and the prerender). So no
 * message is missing when a page renders, and a page ships only its language's words. The
 * loaders of a page's areas are in the page's chunk, not in the one every page loads: each is
 * ~30 bytes gzip a language, and `/` has no room for every page's (docs/benchmarks.md, bench:web).
 * A build ships the messages parsed (web/compiledMessages.ts); the tests load the sources.
 */
import { DEFAULT_LANG, type Lang } from '@gh/common/i18n';
import { translator, type Catalog, type Message, type Translate } from '@gh/common/translate';
import type { MessageKey } from './areas';

/** A language's messages as the app gets them: ICU sources, or parsed by the build. */
export type MessageCatalog = Catalog<MessageKey>;

/** What `import.meta.glob('<path to>/messages/*\/<area>.ts')` gives: each area module's loader. */
type AreaModules = Readonly<Record<string, () => Promise<unknown>>>;
interface AreaModule {
  messages: Catalog<string>;
}
/** Loads a page's areas in a language, into that language's catalog. */
export type AreaLoader = (lang: Lang) => Promise<void>;

/** Each language's messages loaded so far, one object that grows as areas arrive. */
const catalogs: Readonly<Record<Lang, Record<string, Message>>> = { en: {}, hi: {}, mr: {} };
/**
 * The loader of the areas `modules` holds (one glob can match several), for a page module. A
 * module loads once (a second import() is the same module), so a second call costs nothing. An
 * area missing in a language shows as its keys missing: the translator throws (and the prerender
 * and messages.test.ts with it).
 */
export const areaLoader =
  (modules: AreaModules): AreaLoader =>
  async (lang) => {
    const files = Object.entries(modules).filter(([file]) => file.includes(`/messages/${lang}/`));
    await Promise.all(
      files.map(([, load]) => load().then((module) => void Object.assign(catalogs[lang], (module as AreaModule).messages))),
    );
  };

/** The chrome's messages: every page shows them, so their loaders are in the entry. */
const loadChrome = areaLoader(import.meta.glob('./messages/*/chrome.ts'));

/** `lang`'s catalog once the chrome's messages are in it (a page's own come with the page). */
export async function loadMessages(lang: Lang): Promise<MessageCatalog> {
  await loadChrome(lang);
  return catalogs[lang] as MessageCatalog;
}

/**
 * `t()` in `lang`, from its messages loaded so far: for words written outside React (the
 * dashboard's first paint, app/firstPaint.ts); React's own come from I18nProvider.
 */
export const translatorOf = (lang: Lang): Translate<MessageKey> => translator(lang, catalogs[lang] as MessageCatalog);

/**
 * `lang`'s messages as loaded so far, for words shown in a language other than the page's (the
 * offer of the visitor's language, app/LanguageOffer.tsx), once their area is loaded.
 */
export const loadedMessages = (lang: Lang): MessageCatalog => catalogs[lang] as MessageCatalog;

/**
 * The language of the page, for the areas of a page reached in the app (app/lazyPage.ts).
 * Set once by main.tsx, and by the prerender before each page (which loads the page's areas
 * itself: a lazy page loads once, in the first language rendered).
 */
let pageLang: Lang = DEFAULT_LANG;
export const setPageLang = (lang: Lang): void => void (pageLang = lang);
export const getPageLang = (): Lang => pageLang;
