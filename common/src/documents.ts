/**
 * Firestore document shapes (design.md, Data). Functions write them, the web app reads them
 * through live listeners, the demo seed creates them. Times are epoch milliseconds, so both
 * SDKs read them the same way.
 */
import type { DashboardCopy } from './dashboard-copy.ts';
import type { ApplicationStatus, LinkStatus, SeniorAnswer, UserType } from './constants.ts';
import type { Lang } from './i18n.ts';
import type { ConsentRecord, Consents } from './consent.ts';
import type { NoticeChoice } from './notices.ts';
import type { ConsentChange, Withdrawn } from './optional-uses.ts';
import type { IdentityCheckDoc } from './identity-check.ts';
import type { EMERGENCY_CONTACT_FIELDS } from './schemas.ts';
import type { Place } from './places.ts';
import type { SeniorCoordinator } from './staff.ts';

/** A senior's contact may also have an e-mail (`emergencyContactEmail`, '' or absent when none). */
export type EmergencyContact = Record<(typeof EMERGENCY_CONTACT_FIELDS)[number], string> & { emergencyContactEmail?: string };

export interface StoredFile {
  path: string;
  filename: string;
  contentType: string;
  size: number;
}

/**
 * The admin's search keys as stored: each key a field name of the map, its value true, so a
 * search asks `search.<key> == true` (admin-fields.ts searchMap; docs/admin.md, Search).
 */
export type SearchKeys = Record<string, true>;

export interface ApplicationDoc {
  email: string;
  fullName: string;
  contact: string;
  motivation: string;
  companionshipMeaning: string;
  excitement: string;
  handlingLoneliness: string;
  experience: string;
  availability: string;
  languages: string[];
  /** Where the applicant lives: the PIN code they gave ('' or absent on an older application) and its place. */
  zipcode?: string;
  place?: Place | null;
  resume: StoredFile | null;
  /** The language of the page it was sent from: the applicant's e-mails are in it. */
  lang?: Lang;
  /** The applicant's agreement to the privacy notice; absent on an application older than it. */
  consent?: ConsentRecord;
  status: ApplicationStatus;
  submittedAt: number;
  decidedAt?: number;
  decidedBy?: string;
  /** Until this time (epoch ms) the decision can be undone and the applicant is not yet told. */
  finalAt?: number;
  /** True while the decision can be undone or is waiting to be made final and mailed. */
  pending?: boolean;
  /** Why a Rejected application was rejected ('' when the admin gave no reason). */
  reason?: string;
  /** What the admin's search looks up (admin-fields.ts searchMap of fullName, email and contact). */
  search: SearchKeys;
  /** The skills of the volunteer registered with this e-mail, kept here for the admin's panels. */
  volunteerSkills?: string[];
}

/**
 * The link between one volunteer and one senior, as each side stores it: each person's
 * dashboard reads only their own document, so the link carries what they may see of the other.
 */
export interface Link {
  email: string;
  name: string;
  status: LinkStatus;
  reqTime: number;
  /** On the senior's side: the volunteer's skills and languages, to answer the request with; on the volunteer's, once Assigned, hers. */
  skills?: string[];
  languages?: string[];
  /** The senior said Yes (a No ends the request, so it is never stored). */
  answer?: Extract<SeniorAnswer, 'yes'>;
  ansTime?: number;
  task?: string;
  date?: string;
  startTime?: string;
  endTime?: string;
  city?: string;
  assTime?: number;
  /** The visit (`visits/{id}`) the task, date and times above are: the next one to come. */
  visitId?: string;
  /**
   * Once Assigned: the other person's phone; on the volunteer's side the senior's address, her
   * special needs and (in `languages`) the languages she speaks.
   */
  phone?: string;
  address?: string;
  specialneeds?: string;
  /**
   * On the senior's side, for her card: the volunteer's two lines, the id of his photo's upload
   * (the photo itself only through a signed link, POST /files/photo-link), and whether the admin
   * has checked his identity (never what was seen: identityChecks/{email} is the admin's).
   */
  intro?: string;
  photoId?: string;
  checked?: boolean;
}

/** The first of a person's names, how the other side of a visit greets them ('Kamala Devi' -> 'Kamala'). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * On a senior: a volunteer she said No to. Matching never offers them to each other and he
 * cannot ask again, until she takes it back on /profile (or the admin links them on purpose).
 */
export interface DeclinedVolunteer {
  email: string;
  /** His name as it was when she said No, for /profile to list. */
  name: string;
  at: number;
}

/** What the owner of an e-mail is shown of an account a phone registered with it (PersonDoc.review). */
export interface DetailsReview {
  /** The mobile number the account was registered with, as it was typed. */
  phone: string;
  /** When it was registered, and when the owner proved the e-mail. */
  registeredAt: number;
  at: number;
}

/** On a volunteer: the senior who last said No, so the dashboard can say so kindly. */
export interface ClosedRequest {
  name: string;
  at: number;
}

interface PersonDoc {
  name: string;
  email: string;
  phone: string;
  /**
   * The phone as one Indian number (schemas.ts indianPhoneKey), what sign-in by SMS looks the
   * person up by; null when the phone is not an Indian number, absent on a document older than
   * it (the next profile save writes it).
   */
  phoneKey?: string | null;
  /**
   * false: registered with a code by SMS, so nobody has proven the e-mail yet and nothing is
   * mailed to it (docs/notifications.md); the first proof of the e-mail (a code mailed to it)
   * makes the account its owner's and removes it. Absent: proven.
   */
  emailProven?: false;
  /**
   * While the e-mail is unproven: the uid of the Firebase Auth account the phone that registered
   * it signs in to (`p-...`, never the e-mail's own member account). Its sessions hold only while
   * this names it: the owner proving the e-mail removes it, and they end at once
   * (docs/decisions/0026-a-person-is-who-they-proved.md).
   */
  phoneAccount?: string;
  /**
   * The owner proved the e-mail of an account a phone had registered with it: the details it
   * entered wait for her to keep or correct, and that phone (`phone`, as typed) signs nothing in
   * meanwhile (`phoneKey` null). Gone once she keeps them or saves her profile with a phone.
   */
  review?: DetailsReview;
  dob: string;
  address: string;
  /** As the person typed it, in any script: shown, never compared. */
  city: string;
  state: string;
  zipcode: string;
  /**
   * The PIN code's place (common/src/places.ts): what matching queries on. Written with
   * `zipcode` and kept until it changes; null when the directory does not know the PIN code (a
   * record from before the check). Absent before the places migration has run.
   */
  place?: Place | null;
  /** The languages they speak (APPLICATION_LANGUAGES): a match needs one in common. */
  languages: string[];
  emergencycontact: EmergencyContact;
  createdAt: number;
  /** What the admin's search looks up (admin-fields.ts searchMap of name, email and phones). */
  search: SearchKeys;
  /** The scheduled minutes of this person's done visits ('Volunteered'). */
  doneMinutes?: number;
  /**
   * The language their e-mails are written in; set at registration from the page's,
   * changed with the switcher (PUT /language). Absent on older documents: English.
   */
  lang?: Lang;
  /**
   * The other side's people the admin unlinked this person from: matching and Connect keep
   * them apart (common/src/matching.ts). Written with `pairs/{id}`.apart, in the unlink's commit.
   */
  apartFrom?: string[];
  /** The mails about visits they turned off on /profile (common/src/notices.ts); absent: all on. */
  mailOff?: NoticeChoice[];
  /**
   * Their agreements to the privacy notice, by version (consent.ts); absent on a document older
   * than the notice: they are asked before their dashboard.
   */
  consents?: Consents;
  /** The optional uses they withdrew consent for, with when (optional-uses.ts); absent: given. */
  withdrawn?: Withdrawn;
  /** Each withdrawal and giving again, oldest first, the newest CONSENT_CHANGES_MAX. */
  consentChanges?: ConsentChange[];
}

/**
 * What the Requested and Assigned panels filter and order on, kept on the volunteer beside
 * `senior`: `linkAt` is its assignment's time, else its request's; `linkStatus` sits beside it
 * so that the panels' query and its index name two top-level fields.
 */
export interface VolunteerLinkFields {
  linkStatus: LinkStatus | null;
  /** When the link took its status: the request's time, or the assignment's once Assigned. */
  linkAt: number | null;
}

/** `linkStatus` and `linkAt` always follow `senior` (admin-fields.ts linkFields). */
export interface VolunteerDoc extends PersonDoc, VolunteerLinkFields {
  skills: string[];
  availability: string[];
  experience: string;
  hobbies: string;
  certification: string;
  cv: StoredFile | null;
  senior: Link | null;
  closedRequest?: ClosedRequest | null;
  /** Two lines for the senior's card (INTRO_MAX). */
  intro?: string;
  /** At `photos/{email}/{photoId}.jpg`, made afresh at most PHOTO_MAX_EDGE pixels. */
  photo?: StoredPhoto | null;
  /** The admin has recorded an identity check (its details: identityChecks/{email}). */
  idChecked?: boolean;
}

/** A volunteer's photo: the stored file and the id of its upload, which his senior's link view carries. */
export interface StoredPhoto extends StoredFile {
  id: string;
}

/**
 * On a senior: one of her calls for help as her dashboard lists it, with what became of it
 * (`concerns/help:{id}` is the admin's, which she cannot read).
 */
export interface HelpRequest {
  /** The concern's id, `help:{auto id}`. */
  id: string;
  at: number;
  /** Her own words ('' when she sent none), or those of the member of her family who raised it. */
  text: string;
  /** The e-mail of the member of her family circle who raised it for her; absent: she did. */
  raisedBy?: string;
  /** Set when the admin marked it handled, with the words the admin wrote for her (if any). */
  handledAt?: number;
  note?: string;
}

/** How many of her calls for help her document keeps, newest first. */
export const HELP_REQUESTS_KEPT = 10;

export interface SeniorDoc extends PersonDoc {
  specialneeds: string;
  interests: string[];
  services: string[];
  trialEndsAt: number;
  /** The trialEndsAt the trial's end was mailed for, five days before (services/trial-reminders.ts). */
  trialRemindedFor?: number;
  volunteer: Link | null;
  /** The volunteer the admin last unlinked her from, while she has no new one: the dashboard says what happens next. */
  endedPair?: ClosedRequest | null;
  /** Her old wish that her emergency contact hears of arrivals: stored, and sends nothing (docs/notifications.md). */
  contactOnCheckIn?: boolean;
  /** The volunteers she said No to, oldest first; absent: none. */
  declined?: DeclinedVolunteer[];
  /**
   * By when our team will call her to welcome her (her registration raised the welcome call,
   * `concerns/welcome:{email}`), and when the admin marked it made; absent on older documents.
   */
  welcomeCallBy?: number;
  welcomeCalledAt?: number;
  /** Her calls for help, newest first, at most HELP_REQUESTS_KEPT. */
  helpRequests?: HelpRequest[];
  /** Her named coordinator, whom her concerns reach first; absent or null: the team's inbox. */
  coordinator?: SeniorCoordinator | null;
}

export interface MatchItem {
  name: string;
  email: string;
  city: string;
  /** The skills / interests both share. */
  shared: string[];
  /** The languages both speak (absent on a list stored before languages counted). */
  languages?: string[];
  /** How well they match (common/src/matching.ts); higher is better. */
  score?: number;
}

export interface MatchesDoc {
  items: MatchItem[];
  updatedAt: number;
}

/** `messages/{id}`: one message from the contact form. */
export interface MessageDoc {
  name: string;
  email: string;
  message: string;
  /** In Storage at contact/{id}/{filename}. */
  attachment: StoredFile | null;
  receivedAt: number;
}

/**
 * The `user` the sign-in and registration verifications answer with; the web app stores it in
 * the `user` cookie as is (spec section 3). Small on purpose: a cookie travels with every
 * request, so no phone, address, birth date or emergency contact. A volunteer has `skills`, a
 * senior `interests`: that is how the web app tells them apart.
 */
export type SessionUser =
  | { role: 'volunteer'; name: string; email: string; city: string; skills: string[] }
  | { role: 'senior'; name: string; email: string; city: string; interests: string[] };

/**
 * The answer of a verified code: `token` is a Firebase custom token to sign in with. A sign-in
 * code's answer carries the person's dashboard too (`seen`), so it shows before the session has
 * started.
 */
export interface VerifiedSession {
  message: string;
  user: SessionUser;
  token: string;
  seen?: DashboardCopy;
  /** A sign-in code's answer to someone who has joined a family circle too: they choose where to go. */
  family?: true;
}

/** One of the people a mobile number belongs to, for the person holding it to choose. */
export interface PhoneSharer {
  role: UserType;
  name: string;
  email: string;
}

/** POST /login/phone/verify: the session, or when the number is two people's, whom to choose from. */
export type PhoneSignInAnswer = VerifiedSession | { message: string; people: PhoneSharer[] };

/** What the acceptance e-mail's link fills the volunteer's registration form with. */
export interface VolunteerInvite {
  name: string;
  phone: string;
  email: string;
  /** The PIN code the application gave ('' when it gave none). */
  zipcode: string;
}

/** A file as the API shows it: its name only, never where it is stored. */
export interface FileName {
  filename: string;
}

/** GET /volunteer/{email} (spec section 3): the volunteer, their CV's name and their application. */
export interface VolunteerRecord extends Omit<VolunteerDoc, 'cv' | 'photo'> {
  /** The CV's name, and a link to open it that works for ten minutes. */
  cv: FileLink | null;
  /** The photo, likewise. */
  photo: FileLink | null;
  application: {
    data: Pick<ApplicationDoc, 'fullName' | 'email' | 'contact'>;
    resume: FileName | null;
  } | null;
  applicationStatus: ApplicationStatus | null;
}

/** GET /senior/{email}: the senior as stored. */
export type SeniorRecord = SeniorDoc;

/** GET /{key}/applications: an application as the admin lists it, without storage paths. */
export interface ApplicationSummary extends Omit<ApplicationDoc, 'resume'> {
  resume: FileName | null;
}

/** GET /{key}/volunteers: a volunteer as the admin lists it, without storage paths. */
export interface VolunteerSummary extends Omit<VolunteerDoc, 'cv' | 'photo'> {
  cv: FileName | null;
  photo: FileName | null;
}

/** A stored file offered through a signed, short-lived link relative to the site (`/api/...`). */
export interface FileLink extends FileName {
  link: string;
}

/** POST /{key}/application: one application for the admin's profile page (spec section 3). */
export interface AdminApplicationView {
  application: {
    data: Omit<ApplicationDoc, 'resume'>;
    resume: FileLink | null;
  };
}

/**
 * POST /{key}/person (ours): everything stored about one e-mail, for /admin/profile:
 * the application, if any, and the registration on whichever side it is (the volunteer's CV
 * behind a ten-minute link). At least one of the three is there, else the call is a 404.
 */
export interface AdminPersonView {
  application: AdminApplicationView['application'] | null;
  volunteer:
    | (Omit<VolunteerDoc, 'cv' | 'photo'> & {
        cv: FileLink | null;
        /** The photo behind a ten-minute link. */
        photo: FileLink | null;
        /** What the admin last recorded of the volunteer's identity. */
        identityCheck: IdentityCheckDoc | null;
      })
    | null;
  senior: SeniorDoc | null;
}

/**
 * `stats/admin`: what the Analytics panel shows, counted by the writes that change it:
 * applications by status, registered people, and volunteers by link status.
 */
export interface AdminStats {
  submitted: number;
  accepted: number;
  rejected: number;
  volunteers: number;
  seniors: number;
  requested: number;
  assigned: number;
}

/**
 * `cityStats/{cityStatsId}`: the figures of the people and applications whose place is the
 * district `districtKey`, kept by the same commits as `stats/admin`. A document of no place
 * counts in `stats/admin` alone.
 */
export interface CityStats extends Partial<AdminStats> {
  districtKey: string;
}

/** The figure of AdminStats that counts volunteers in each link status (his document carries the link). */
export const LINK_FIGURE = { Requested: 'requested', Assigned: 'assigned' } as const satisfies Record<LinkStatus, keyof AdminStats>;

/** The figure of AdminStats that counts applications in each status. */
export const STATUS_FIGURE = {
  Submitted: 'submitted',
  Accepted: 'accepted',
  Rejected: 'rejected',
} as const satisfies Record<ApplicationStatus, keyof AdminStats>;

export const AUDIT_ACTIONS = [
  'approve',
  'reject',
  'undo',
  'assign',
  'reschedule',
  'cancel',
  'unlink',
  'link',
  'handleConcern',
  'identityCheck',
  'export',
  'staffInvite',
  'staffAccess',
  'staffRemove',
  'answerGrievance',
  'nameGrievanceOfficer',
  'nameCoordinator',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * `audit/{id}`: one admin action, written in the same commit as the action, about the person
 * `email` of `type` (top-level fields, so a query can filter on them). `session` is who acted:
 * `key` for the raw admin key, the admin session's uid and session id, or a member of staff's
 * e-mail. An `export` is about no one person: its `email` is empty and `details.kind` says what
 * was downloaded. A staff action (`staffInvite`, `staffAccess`, `staffRemove`) is about a member
 * of staff (`type` 'staff'), with the role and cities given in `details`.
 */
export interface AuditEntry {
  at: number;
  action: AuditAction;
  email: string;
  type: UserType | 'staff';
  session: string;
  details: Record<string, string>;
}
