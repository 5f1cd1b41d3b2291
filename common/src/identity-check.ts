/**
 * The admin's identity check of a volunteer (docs/admin.md, Identity checks): which paper was
 * seen, in person or on a video call, on which day, by which admin session. Never the paper's
 * number: a stored number is a number that can leak, and the check needs only that it was seen.
 */

/** The papers an Indian volunteer can show, by their stored values. */
export const ID_DOCUMENTS = ['aadhaar', 'pan', 'passport', 'voterId', 'drivingLicence'] as const;
export type IdDocument = (typeof ID_DOCUMENTS)[number];

export const ID_SEEN = ['inPerson', 'video'] as const;
export type IdSeen = (typeof ID_SEEN)[number];

/** The admin's note beside a check: a few words, never the paper's number. */
export const ID_NOTE_MAX = 200;

/** `identityChecks/{email}`: the latest check of a volunteer, readable by the admin alone. */
export interface IdentityCheckDoc {
  email: string;
  document: IdDocument;
  seen: IdSeen;
  /** The day it was seen, YYYY-MM-DD in India. */
  date: string;
  note: string;
  /** Who recorded it: `key`, or the admin session's uid and session id (as the audit log names it). */
  by: string;
  at: number;
}

/** How many digits make a number a paper may carry (Aadhaar has 12, a licence 13; four already tell too much). */
const DIGITS_OF_A_NUMBER = 4;
/** A word of this many letters and digits mixed may be a PAN, a passport's, a voter ID or a licence. */
const MIXED_WORD = 6;

/**
 * Whether the text has DIGITS_OF_A_NUMBER decimal digits, of any script (Devanagari `२`, Bengali
 * `২`, ...), with nothing but separators between them:
 * any run of spaces, dots, dashes, slashes or other marks between digit groups is part of one
 * number (`23/45/67`, `23 - 45`); a letter ends it. One pass, however long the text.
 */
function hasDigitRun(text: string): boolean {
  let digits = 0;
  for (const char of text) {
    if (/\p{Nd}/u.test(char)) digits += 1;
    else if (/[\p{L}\p{M}]/u.test(char)) digits = 0;
    if (digits >= DIGITS_OF_A_NUMBER) return true;
  }
  return false;
}

/**
 * Whether `text` carries what could be a paper's number (then the check refuses it): a run of
 * digits, or a word of six or more letters and digits mixed (PAN ABCDE1234F, a passport's
 * K1234567, a voter ID, a licence), in any script's digits and in full-width characters.
 * Word by word, so a long text costs one pass, never more.
 */
export function looksLikeIdNumber(text: string): boolean {
  // NFKC reads full-width and other compatibility forms (`１２３`, `ＡＢＣ`) as the plain ones.
  const plain = text.normalize('NFKC');
  return (
    hasDigitRun(plain) ||
    plain.split(/[^\p{L}\p{M}\p{Nd}]+/u).some((word) => word.length >= MIXED_WORD && /\p{Nd}/u.test(word) && /\p{L}/u.test(word))
  );
}
