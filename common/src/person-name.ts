/**
 * Names are names: a person's name is shown to other people and goes into our mails (a
 * volunteer's first name even to an emergency contact nobody has proven), so it may not carry
 * what would make our words a link or a lure. The one rule, in every script, used by every name
 * field's schema and by the mails that name someone.
 */

/** The full stops of the world's scripts that a domain name may be written with (IDNA), read as `.`. */
const FULL_STOPS = /[\u3002\uFF61\uFE52]/g;

/** A scheme (`https://`, `hxxp://`, `file:\\`), an `@` (an e-mail address, a handle) or markup (`<b>`, `&lt;`). */
const NOT_IN_A_NAME = /:\/\/|:\\\\|@|[<>]|&#?\w+;/u;

/**
 * Two labels of two or more letters or digits joined by a full stop with no space after it:
 * `pension-kyc.in`, `www.x`, `पेंशन.भारत`, `xn--h2brj9c`. Initials keep their dots
 * (`A.P.J. Abdul Kalam`, `R. K. Laxman`); a title before a name wants its space (`Dr. Sharma`).
 */
// Each label is tried from its start only (the look-behind), so a long name costs one pass.
const DOMAIN = /(?<![\p{L}\p{M}\p{N}_-])[\p{L}\p{M}\p{N}_-]{2,}\.[\p{L}\p{M}][\p{L}\p{M}\p{N}-]+/u;

/** Whether `name` may be a person's name: no web address, domain, e-mail address or markup, as written or in full-width forms. */
export function isPersonName(name: string): boolean {
  const plain = name.normalize('NFKC').replace(FULL_STOPS, '.');
  return !NOT_IN_A_NAME.test(plain) && !DOMAIN.test(plain);
}

/** What a name field says when its value is no name; `label` is the field's, as the schemas name it. */
export const notANameMessage = (label: string) =>
  `${label} must be a person's name, without a web address, an e-mail address or markup; after a full stop, leave a space (Dr. Sharma)`;
