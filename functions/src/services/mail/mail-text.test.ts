import { describe, expect, it } from 'vitest';
import { LANGS } from '@gh/common/i18n';
import { messageArguments, translator } from '@gh/common/translate';
import { MAIL_MESSAGES, letter, mailT, type MailKey } from './mail-text.ts';

const KEYS = Object.keys(MAIL_MESSAGES.en).sort() as MailKey[];
const message = (lang: (typeof LANGS)[number], key: MailKey) => String(MAIL_MESSAGES[lang][key]);

describe('the e-mails in every language', () => {
  it.each(LANGS)('%s has every key, each with the same ICU arguments as English', (lang) => {
    expect(Object.keys(MAIL_MESSAGES[lang]).sort()).toEqual(KEYS);
    for (const key of KEYS) {
      expect({ key, args: messageArguments(message(lang, key)) }).toEqual({ key, args: messageArguments(message('en', key)) });
    }
  });

  it.each(['hi', 'mr'] as const)('%s has no English left: no Latin letters in any formatted message', (lang) => {
    const t = translator(lang, MAIL_MESSAGES[lang]);
    const english = KEYS.map((key) => [
      key,
      t(key, Object.fromEntries(messageArguments(message(lang, key)).map((name) => [name, 2]))),
    ]).filter(([, text]) => /[A-Za-z]/.test(text!) || text!.trim() === '');
    expect(english).toEqual([]);
  });

  it('counts weeks with ICU plurals in each language', () => {
    expect(mailT('en')('visit.weekly', { when: 'X', weeks: 4 })).toBe('X, then every week: 4 visits');
    expect(mailT('hi')('visit.weekly', { when: 'X', weeks: 4 })).toBe('X, फिर हर हफ़्ते: कुल 4 मुलाकातें');
    expect(mailT('mr')('visit.weekly', { when: 'X', weeks: 1 })).toBe('X, नंतर दर आठवड्याला: एकूण 1 भेट');
  });

  it('writes a letter with its greeting and our wishes', () => {
    expect(letter(mailT('hi'), 'कमला', ['x'])).toBe('नमस्ते कमला जी,\n\nx\n\nशुभकामनाओं सहित,\nगोल्डन हार्ट्स');
    expect(letter(mailT('en'), null, ['x'])).toBe('Hello,\n\nx\n\nWith warm wishes,\nGolden Hearts');
  });
});
