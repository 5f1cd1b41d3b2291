/**
 * Formats messages in ICU MessageFormat, for the web app's pages and the api's e-mails alike,
 * with intl-messageformat (why: docs/decisions/0010-intl-messageformat-compiled.md).
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

/**
 * Plain text: a message without ICU's syntax characters (arguments, quoting, plural's #, tags)
 * formats to itself, so it needs no parsing, and the build ships it as it is, not as an AST
 * (most messages are such: the wrapper was ~10% of a language's chunk, gzip).
 */
const isPlainText = (message: Message): message is string => typeof message === 'string' && !/[{}'#<>]/.test(message);

/** A message in `lang`'s parsed form, or the plain text itself: what the web build ships for it. */
export const parseMessage = (lang: Lang, message: string): Message =>
  isPlainText(message) ? message : new IntlMessageFormat(message, LOCALES[lang]).getAst();

export function translator<Key extends string>(lang: Lang, messages: Catalog<Key>): Translate<Key> {
  const formats = new Map<Key, IntlMessageFormat>();
  return (key, values) => {
    const plain = messages[key];
    if (isPlainText(plain)) return plain;
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

type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }>; children?: Element[] };

/**
 * The names of the arguments an ICU message takes ({name}, {weeks, plural, ...}, however deep),
 * sorted: a translation must take the same ones as its English.
 */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      if (typeof element.value === 'string' && element.type !== 0) names.add(element.value); // 0: literal text
      Object.values(element.options ?? {}).forEach((option) => walk(option.value));
      walk(element.children ?? []);
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst() as Element[]);
  return [...names].sort();
}
