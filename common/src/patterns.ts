/**
 * Plain patterns without zod, for pages that only need a quick check (the sign-in page would
 * otherwise download zod for one regular expression). schemas.ts builds on these.
 */

/** RFC 5321's limits: a whole address, and its local part. */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;

/** RFC 5322 atext without `/` (an address becomes a Firestore document id and a Storage folder). */
const ATOM = "[A-Za-z0-9!#$%&'*+=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/**
 * The one rule for an e-mail address, used by every route and form: exactly one plain ASCII
 * address, so no list separator, quote, angle bracket, space, control character or `/`.
 * It is the spec's sign-in rule (local part, @, domain, a top-level domain of at least two
 * letters) made strict: a dot-atom local part, host-name labels, a letters-only TLD.
 * Unicode addresses are refused on purpose (not every mail path speaks SMTPUTF8); an
 * international domain works in its ASCII (xn--) form.
 */
export const EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);

/** True when `value`, as given (no trimming), is one address by the rule above. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value) && value.indexOf('@') <= LOCAL_MAX_LENGTH;
}
