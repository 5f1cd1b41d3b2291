/**
 * Formats messages in ICU MessageFormat (issue 15), for the web app's pages and the api's
 * e-mails alike, with intl-messageformat (README, "Hindi and Marathi": why this library).
 * A message is its ICU source, parsed once, on first use (the e-mails, the unit tests), or the
 * parsed form itself: the web build compiles its catalogs so, and ships no parser
 * (web/compiledMessages.ts).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES, type Lang } from './i18n.ts';

/** ICU source, or the form intl-messageformat parses it to (its AST). */
export type Message = ConstructorParameters<typeof IntlMessageFormat>[0];
export type Catalog<Key extends string> = Readonly<Record<Key, Message>>;
export type MessageValues = Record<string, string | number>;
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

/** A message in `lang`'s parsed form: what the web build ships for it. */
export const parseMessage = (lang: Lang, message: string): Message => new IntlMessageFormat(message, LOCALES[lang]).getAst();

export function translator<Key extends string>(lang: Lang, messages: Catalog<Key>): Translate<Key> {
  const formats = new Map<Key, IntlMessageFormat>();
  return (key, values) => {
    let format = formats.get(key);
    if (!format) {
      const message = messages[key];
      // A message not loaded (web/src/i18n/catalogs.ts) or not written fails loudly, never shows its key.
      if (message === undefined) throw new Error(`no message '${key}' in ${lang}`);
      formats.set(key, (format = new IntlMessageFormat(message, LOCALES[lang])));
    }
    return String(format.format(values));
  };
}
