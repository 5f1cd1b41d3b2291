/**
 * Every area (../areas.ts) in every language, each with every key of English's and the same ICU
 * arguments, no key in two areas, and no English left in Hindi or Marathi (a placeholder or an
 * untranslated message fails here).
 */
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { LANGS, LOCALES, type Lang } from '@gh/common/i18n';
import { messageArguments, translator } from '@gh/common/translate';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { CATALOG_MODULE, compileCatalog } from '../../../compiledMessages';
import { NETWORK_ERROR_MESSAGE, tryAgainText } from '../../lib/api';

type Messages = Readonly<Record<string, string>>;
/** Every area module, by its file: `./hi/about.ts`. */
const MODULES = import.meta.glob<Messages>('./*/*.ts', { import: 'messages', eager: true });
const areaOf = (file: string) => /^\.\/[a-z]+\/([A-Za-z-]+)\.ts$/.exec(file)?.[1] ?? file;
const AREAS = [...new Set(Object.keys(MODULES).map(areaOf))].sort();
const area = (lang: Lang, name: string): Messages => MODULES[`./${lang}/${name}.ts`] ?? {};
/** A language's messages, every area's together. */
const CATALOGS = Object.fromEntries(
  LANGS.map((lang) => [lang, Object.assign({}, ...AREAS.map((name) => area(lang, name))) as Messages]),
) as Record<Lang, Messages>;
const en = CATALOGS.en;

const sampleValues = (message: string) => Object.fromEntries(messageArguments(message).map((name) => [name, 2]));

describe('the message catalogs', () => {
  it.each(LANGS)('%s has every area, each with every English key and no other', (lang) => {
    expect(AREAS).toContain('chrome');
    // Named as the build's compiler finds them (web/compiledMessages.ts): a file it misses ships unparsed and fails to format.
    for (const name of AREAS) expect(`/web/src/i18n/messages/${lang}/${name}.ts`).toMatch(CATALOG_MODULE);
    for (const name of AREAS) {
      expect({ name, keys: Object.keys(area(lang, name)).sort() }).toEqual({ name, keys: Object.keys(area('en', name)).sort() });
    }
  });

  it("names each key in one area only, an area's keys starting with its name (the chrome's excepted)", () => {
    const keys = AREAS.flatMap((name) => Object.keys(area('en', name)));
    expect(keys.length).toBe(new Set(keys).size);
    for (const name of AREAS.filter((name) => name !== 'chrome')) {
      expect(Object.keys(area('en', name)).filter((key) => !key.startsWith(`${name}.`))).toEqual([]);
    }
  });

  it.each(LANGS)('%s messages take the same arguments as English', (lang) => {
    for (const [key, message] of Object.entries(CATALOGS[lang])) {
      expect({ key, args: messageArguments(message) }).toEqual({ key, args: messageArguments(en[key] ?? '') });
    }
  });

  it.each(['hi', 'mr'] as const)('%s has no English left: no Latin letters in any formatted message', (lang) => {
    const english = Object.entries(CATALOGS[lang])
      .map(([key, message]) => [key, new IntlMessageFormat(message, LOCALES[lang]).format(sampleValues(message))] as const)
      .filter(([, text]) => /[A-Za-z]/.test(String(text)) || String(text).trim() === '');
    expect(english).toEqual([]);
  });

  it("keeps the api's answers in English as the server words them (spec section 8), letter for letter", () => {
    // Two are the browser side's words (lib/api.ts): the server not reached, and a limit's minute.
    const browserWords: Readonly<Record<string, string>> = { unreachable: NETWORK_ERROR_MESSAGE, tryAgainAfter: tryAgainText('{time}') };
    for (const [key, message] of Object.entries(area('en', 'api'))) {
      const name = key.slice('api.'.length);
      expect({ key, message }).toEqual({ key, message: browserWords[name] ?? SERVER_MESSAGES[name as keyof typeof SERVER_MESSAGES] });
    }
  });

  it('formats ICU plurals in each language', () => {
    const stars = (lang: 'hi' | 'mr', count: number) =>
      new IntlMessageFormat(CATALOGS[lang]['home.ratingLabel'] ?? '', LOCALES[lang]).format({ stars: count, outOf: 5 });
    expect(stars('hi', 1)).toBe('5 में से 1 सितारा');
    expect(stars('hi', 4)).toBe('5 में से 4 सितारे');
    expect(stars('mr', 1)).toBe('5 पैकी 1 तारा');
    expect(stars('mr', 4)).toBe('5 पैकी 4 तारे');
  });

  it.each(LANGS)('%s formats the same from the form the build ships (parsed, for a bundle without the parser)', (lang) => {
    const source = translator(lang, CATALOGS[lang]);
    const compiled = translator(lang, compileCatalog(lang, CATALOGS[lang]));
    for (const [key, message] of Object.entries(CATALOGS[lang])) {
      for (const count of [0, 1, 2, 5, 21]) {
        const values = Object.fromEntries(messageArguments(message).map((name) => [name, count]));
        expect({ key, count, text: compiled(key, values) }).toEqual({ key, count, text: source(key, values) });
      }
    }
    expect(compileCatalog(lang, CATALOGS[lang])['home.ratingLabel']).toEqual(expect.any(Array));
  });
});
