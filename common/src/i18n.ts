/**
 * The languages of the app and how a request or an address names one: the web app,
 * the api (a request's `lang`, the language of its e-mail) and the local web server share this.
 * English is the source language: its texts are the spec's, and it has no address prefix.
 */
export const LANGS = ['en', 'hi', 'mr'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export const isLang = (value: unknown): value is Lang => (LANGS as readonly unknown[]).includes(value);

/** Each language named in its own script, as the switcher shows it. */
export const LANG_NAMES: Readonly<Record<Lang, string>> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' };

/**
 * The Intl locale of each language: India's conventions. Digits are Latin in every language
 * (glossary.md): Marathi's own default is Devanagari digits, so its tag asks for `latn`.
 */
export const LOCALES: Readonly<Record<Lang, string>> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN-u-nu-latn' };

/**
 * The visitor's choice. Firebase Hosting's i18n rewrites read this very cookie before
 * Accept-Language, so Hosting and the local web server serve `/` the same way for it.
 */
export const LANG_COOKIE = 'firebase-language-override';
/** A year: the choice outlives the session. */
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Where Hosting's i18n rewrites look for a language's copy of a page (`hosting.i18n.root`). */
export const I18N_ROOT = '/intl';

/** `/hi/about` to `{ lang: 'hi', path: '/about' }`; an address without a prefix is English. */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  const match = /^\/(hi|mr)(\/.*)?$/.exec(pathname);
  if (!match) return { lang: DEFAULT_LANG, path: pathname };
  return { lang: match[1] as Lang, path: match[2] ?? '/' };
}

/** The router's base for a language: '' for English, '/hi' for Hindi. */
export const langBase = (lang: Lang): string => (lang === DEFAULT_LANG ? '' : `/${lang}`);

/** The address of `path` in `lang`: ('/about', 'hi') is '/hi/about', ('/', 'hi') is '/hi'. */
export function localizedPath(path: string, lang: Lang): string {
  const base = langBase(lang);
  if (!base) return path;
  return path === '/' ? base : `${base}${path}`;
}
