/**
 * Plain patterns without zod, for pages that only need a quick check (the sign-in page would
 * otherwise download zod for one regular expression). schemas.ts builds on these.
 */

/** local part, @, domain, a top-level domain of at least two letters (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
