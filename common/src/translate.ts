/**
 * Formats messages in ICU MessageFormat (issue 15), for the web app's pages and the api's
 * e-mails alike, with intl-messageformat (README, "Hindi and Marathi": why this library).
 * Each message is parsed once, on first use.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES, type Lang } from './i18n.ts';

export type MessageValues = Record<string, string | number>;
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

export function translator<Key extends string>(lang: Lang, messages: Readonly<Record<Key, string>>): Translate<Key> {
  const formats = new Map<Key, IntlMessageFormat>();
  return (key, values) => {
    let format = formats.get(key);
    if (!format) formats.set(key, (format = new IntlMessageFormat(messages[key], LOCALES[lang])));
    return String(format.format(values));
  };
}
