/**
 * Which language a visitor chose or prefers, as Firebase Hosting's i18n rewrites decide it: the
 * language cookie, else Accept-Language. Apart from i18n.ts, which every page's entry holds, as
 * only the local web server and the offer of the browser's language (a chunk of its own) read
 * these.
 */
import { DEFAULT_LANG, LANG_COOKIE, isLang, type Lang } from './i18n.ts';

/**
 * The first of Hindi or Marathi that an Accept-Language header prefers (by q, then order), if it
 * names either above English; otherwise English. `hi-IN`, `hi` and `mr-IN;q=0.8` all count.
 */
export function langFromAcceptLanguage(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      // A weight that is not a number (q=abc) rules the entry out, as a malformed one should.
      const weight = params.map((param) => /^\s*q=(.*)$/.exec(param)?.[1]).find((value) => value !== undefined);
      const q = weight === undefined ? 1 : /^\s*[01](\.\d{0,3})?\s*$/.test(weight) ? Number(weight) : 0;
      return { primary: tag.trim().toLowerCase().split('-')[0], q, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked.find((entry) => isLang(entry.primary));
  return first && isLang(first.primary) ? first.primary : DEFAULT_LANG;
}

/** The language a cookie header chose, if it holds our cookie with a known value. */
export function langFromCookie(header: string | undefined): Lang | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    // Hosting's override may list several, "hi,en": the first one is the choice.
    const first = value?.split(',')[0]?.trim();
    if (name === LANG_COOKIE && isLang(first)) return first;
  }
  return null;
}
