import { describe, expect, it } from 'vitest';
import { langFromAcceptLanguage, langFromCookie } from './lang-choice.ts';

describe('langFromAcceptLanguage', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['mr', 'mr'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en-GB;q=0.5, mr-IN;q=0.7', 'mr'],
    ['fr-FR, de', 'en'],
    ['HI-in', 'hi'],
    ['hi;q=0, mr;q=0.1', 'mr'],
    ['hi;q=abc', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ] as const)('%s is %s', (header, lang) => {
    expect(langFromAcceptLanguage(header)).toBe(lang);
  });
});

describe('langFromCookie', () => {
  it('reads the override cookie among others, its first language when it lists several', () => {
    expect(langFromCookie('a=1; firebase-language-override=mr; b=2')).toBe('mr');
    expect(langFromCookie('firebase-language-override=hi,en')).toBe('hi');
    expect(langFromCookie('firebase-language-override=en')).toBe('en');
  });

  it('ignores other cookies, unknown languages and no header', () => {
    expect(langFromCookie('lang=hi')).toBeNull();
    expect(langFromCookie('firebase-language-override=fr')).toBeNull();
    expect(langFromCookie('firebase-language-override=<script>')).toBeNull();
    expect(langFromCookie(undefined)).toBeNull();
  });
});
