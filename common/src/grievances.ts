/**
 * Grievances (docs/privacy.md, Grievances; docs/decisions/0038): a signed-in person files one
 * from /profile; the grievance officer, a member of staff the owners name, answers it within
 * GRIEVANCE_ANSWER_DAYS; the answer is mailed to the person in their language and shown on
 * their page. `grievances/{id}` is read by its person, the officer and the owners; only the api
 * writes it.
 */

/** What a grievance is about, as the form offers it. */
export const GRIEVANCE_CATEGORIES = ['myData', 'consent', 'visits', 'staff', 'other'] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

/**
 * A senior's nominee asks to act for her (docs/privacy.md, Her nominee): why, as they choose it
 * on /family. Not on the grievance form: only her current nominee files one, from /family.
 */
export const NOMINEE_REASONS = ['died', 'incapacity'] as const;
export type NomineeReason = (typeof NOMINEE_REASONS)[number];

/** The nominee's short note with the request. */
export const NOMINEE_NOTE_MAX = 1000;

/** Requests a nominee may send for one senior in a day, so a nominee cannot flood the officer. */
export const NOMINEE_REQUEST_LIMITS = { windowMs: 24 * 60 * 60 * 1000, perNominee: 3 } as const;

/** Of a nominee's request to act for a senior: whom it is for and why. */
export interface NomineeRequest {
  senior: string;
  seniorName: string;
  reason: NomineeReason;
}

/** The person's words and the officer's answer: a letter, not a book. */
export const GRIEVANCE_TEXT_MAX = 2000;
export const GRIEVANCE_ANSWER_MAX = 4000;

/** Days the officer has to answer, from the day it was filed. */
export const GRIEVANCE_ANSWER_DAYS = 90;
export const GRIEVANCE_ANSWER_MS = GRIEVANCE_ANSWER_DAYS * 24 * 60 * 60 * 1000;

/** The officer is reminded once of a grievance still open this many days before it is due. */
export const GRIEVANCE_REMIND_DAYS = 14;

/** Grievances a person may have open at once, so an account cannot flood the officer. */
export const GRIEVANCES_OPEN_MAX = 5;

/** How many of her grievances /profile lists, newest first; the officer's list is paged by 20. */
export const GRIEVANCES_LISTED = 10;

export type GrievanceStatus = 'open' | 'answered';

/** `grievances/{id}`: one grievance, its 90-day clock and its answer. */
export interface GrievanceDoc {
  id: string;
  /** The person: the e-mail their session proves (their document's id) and their side. */
  email: string;
  /** `family`: a member of a senior's family circle, her nominee, with no side of their own here. */
  role: 'volunteer' | 'senior' | 'family';
  /** `nominee`: her nominee asks to act for her (`nominee` says whom for and why). */
  category: GrievanceCategory | 'nominee';
  nominee?: NomineeRequest;
  text: string;
  /** The language the answer is mailed in: the page's when it was filed. */
  lang: string;
  status: GrievanceStatus;
  filedAt: number;
  dueBy: number;
  answer: string | null;
  answeredAt: number | null;
  /** Who answered: the officer's or an owner's e-mail, or `key`. */
  answeredBy: string | null;
  /** When the answer's mail went; null until then (a failed send is tried again by the sweep). */
  mailedAt: number | null;
  /** A send holds the mail until then, so sends at once mail it once. */
  mailingUntil: number | null;
  /** When the officer was reminded that it is nearly due (the evening job); absent: not yet. */
  remindedAt?: number;
}

/** The grievance officer as the public pages show them. */
export interface GrievanceOfficerContact {
  name: string;
  email: string;
  phone: string;
}

/**
 * `settings/grievanceOfficer`: the member of staff the owners named to answer grievances
 * (`staff`, their staff e-mail) and the contact the public pages show.
 */
export interface GrievanceOfficerDoc extends GrievanceOfficerContact {
  staff: string;
  namedAt: number;
  namedBy: string;
}

/** The id of the document that names the officer, in COLLECTIONS.settings. */
export const GRIEVANCE_OFFICER_ID = 'grievanceOfficer';
