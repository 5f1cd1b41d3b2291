/**
 * The words of every e-mail to a person but the code e-mail (otp-mail.ts): one
 * catalog per language in mail-text/, formatted with ICU (@gh/common/translate). The admin's
 * own mails (the digest, contact messages) stay English.
 */
import { DEFAULT_LANG, isLang, type Lang } from '@gh/common/i18n';
import { translator, type Catalog, type Translate } from '@gh/common/translate';
import { en, type MailKey } from './mail-text/en.ts';
import { hi } from './mail-text/hi.ts';
import { mr } from './mail-text/mr.ts';

export type { MailKey };
export type MailT = Translate<MailKey>;

/** Every key in every language, with the same arguments (mail-text.test.ts). */
export const MAIL_MESSAGES: Readonly<Record<Lang, Catalog<MailKey>>> = { en, hi, mr };

const translators = new Map<Lang, MailT>();

/** The mails' words in `lang`, each message parsed once per instance. */
export function mailT(lang: Lang): MailT {
  let t = translators.get(lang);
  if (!t) translators.set(lang, (t = translator(lang, MAIL_MESSAGES[lang])));
  return t;
}

/** A stored language, or English for a document written before people had one. */
export const langOf = (stored: unknown): Lang => (isLang(stored) ? stored : DEFAULT_LANG);

/** A letter: the greeting (with the name when it is known to be theirs), the body, our wishes. */
export function letter(t: MailT, name: string | null, body: readonly string[]): string {
  return [name === null ? t('hello') : t('helloName', { name }), '', ...body, '', t('wishes'), t('team')].join('\n');
}
