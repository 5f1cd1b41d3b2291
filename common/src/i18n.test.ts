import { describe, expect, it } from 'vitest';
import { localizedPath, splitLangPath } from './i18n.ts';

describe('language addresses', () => {
  it('splits a prefixed address into its language and the page', () => {
    expect(splitLangPath('/hi/about')).toEqual({ lang: 'hi', path: '/about' });
    expect(splitLangPath('/mr')).toEqual({ lang: 'mr', path: '/' });
    expect(splitLangPath('/hi/')).toEqual({ lang: 'hi', path: '/' });
    expect(splitLangPath('/about')).toEqual({ lang: 'en', path: '/about' });
    // Only a whole segment is a prefix.
    expect(splitLangPath('/hindi')).toEqual({ lang: 'en', path: '/hindi' });
    expect(splitLangPath('/en/about')).toEqual({ lang: 'en', path: '/en/about' });
  });

  it('prefixes a page for Hindi and Marathi, never for English', () => {
    expect(localizedPath('/about', 'hi')).toBe('/hi/about');
    expect(localizedPath('/', 'mr')).toBe('/mr');
    expect(localizedPath('/about', 'en')).toBe('/about');
    expect(localizedPath('/', 'en')).toBe('/');
  });
});
