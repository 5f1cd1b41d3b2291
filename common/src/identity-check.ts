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

/** Four digits in a row, spaces, dots or dashes between them allowed: Aadhaar is 12, a licence 13. */
const DIGIT_RUN = /\d(?:[\s.-]?\d){3}/u;

/**
 * Whether `text` carries what could be a paper's number (then the check refuses it): a run of
 * digits, or a word of six or more letters and digits mixed (PAN ABCDE1234F, a passport's
 * K1234567, a voter ID, a licence). Word by word, so a long text costs one pass, never more.
 */
export function looksLikeIdNumber(text: string): boolean {
  return DIGIT_RUN.test(text) || text.split(/[^A-Za-z0-9]+/).some((word) => word.length >= 6 && /\d/.test(word) && /[A-Za-z]/.test(word));
}
