/** Business constants of spec section 9 and the identity rules of design.md. */
export const USER_TYPES = ['senior', 'volunteer'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const LINK_STATUS = { requested: 'Requested', assigned: 'Assigned' } as const;
export type LinkStatus = (typeof LINK_STATUS)[keyof typeof LINK_STATUS];

/** A senior's answer to a volunteer's request to visit (docs/members.md, The senior's answer). */
export const SENIOR_ANSWERS = ['yes', 'no'] as const;
export type SeniorAnswer = (typeof SENIOR_ANSWERS)[number];

export const APPLICATION_STATUS = {
  submitted: 'Submitted',
  accepted: 'Accepted',
  rejected: 'Rejected',
} as const;
export type ApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];

export const TRIAL_DAYS = 30;
/** A senior is e-mailed this many days before her free trial ends (services/trial-reminders.ts). */
export const TRIAL_REMINDER_DAYS = 5;
export const DAY_MS = 24 * 60 * 60 * 1000;

export const OTP_LENGTH = 6;
/** Verify is enabled from this many characters (spec section 5). */
export const OTP_MIN_INPUT = 2;
/** A code works for this long after it was last mailed. */
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_WRONG_TRIES = 5;
/**
 * What keeps mail to one person bounded (docs/security-codes-and-applications.md, One-time codes),
 * while nobody is kept from a working code for more than a minute: asking again while the code
 * mailed last still works mails that same code again, at most once a minute (a double tap or an
 * impatient press mails nothing more) and at most OTP_MAILS_PER_CODE times in all (a slow or lost
 * mail is covered twice; more copies of one code help nobody); past that the answer is that the
 * code sent still works. A new code is made only once the last can no longer be used (used,
 * expired, or its tries spent), again at most once a minute. So asking alone mails one role of an
 * address at most 3 times per code and a code lives at most 12 minutes: about 15 mails an hour at
 * the very most.
 */
export const OTP_RESEND_COOLDOWN_MS = 60 * 1000;
export const OTP_MAILS_PER_CODE = 3;

/** Resumes, CVs, photos and contact attachments. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** A volunteer's photo is stored at most this many pixels on its longer edge (docs/members.md). */
export const PHOTO_MAX_EDGE = 512;
/** A volunteer's introduction, as the senior's card shows it: two short lines. */
export const INTRO_MAX = 200;
export const INTRO_MAX_LINES = 2;

/** Names of what the browser stores (spec section 3). */
export const USER_COOKIE = 'user';
export const ADMIN_KEY_ENTRY = 'adminkey';
/** The dashboard's copy of the person's documents (web/src/lib/lastSeen.ts), in localStorage. */
export const LAST_SEEN_ENTRY = 'gh:last-seen';
/** The member's last ID token, for Firestore before Auth has restored the session (web/src/lib/firestoreToken.ts), in localStorage. */
export const ID_TOKEN_ENTRY = 'gh:id-token';
/** The custom token of a member's session still starting behind their cookie (web/src/lib/firebase.ts), in sessionStorage. */
export const SESSION_START_ENTRY = 'gh:session-start';

/** Firestore collections (design.md, Data). */
export const COLLECTIONS = {
  applications: 'applications',
  volunteers: 'volunteers',
  seniors: 'seniors',
  matches: 'matches',
  otps: 'otps',
  messages: 'messages',
  probes: 'probes',
  /** Fixed-window counters: code requests per client address, wrong tries per e-mail, forms. */
  rateLimits: 'rateLimits',
  /**
   * `applicationReplacements/{sha256 of the link's token}`: an application sent again for an
   * address that has one, waiting for the address's owner to follow the e-mailed link.
   */
  applicationReplacements: 'applicationReplacements',
  /** `stats/admin`: the Analytics figures, kept by the writes that change them. */
  stats: 'stats',
  /** `cityStats/{cityStatsId}`: the same figures of one district, for its coordinators and viewers. */
  cityStats: 'cityStats',
  /** One entry per admin action, written with the action itself. */
  audit: 'audit',
  /** `visits/{id}`: one visit of a pair. */
  visits: 'visits',
  /** `pairs/{volunteer}>{senior}`: the linked pair as the daily job queries it. */
  pairs: 'pairs',
  /** `concerns/{id}`: bad feedback, missed visits and lapsed pairs for the admin. */
  concerns: 'concerns',
  /** `visitFeedback/{visitId}`: the senior's word on a visit, for the senior and the admin only. */
  visitFeedback: 'visitFeedback',
  /** `identityChecks/{email}`: what the admin saw of a volunteer's identity, for the admin only. */
  identityChecks: 'identityChecks',
  /** `staff/{email}`: the members of staff, their role and cities (staff.ts StaffDoc). */
  staff: 'staff',
  /** `staffInvites/{email}`: an address's open invitation to the staff (staff.ts StaffInviteDoc). */
  staffInvites: 'staffInvites',
  /** `circles/{senior}|{member}`: one person invited into, or in, a senior's family circle (circle.ts). */
  circles: 'circles',
  /** `familyViews/{senior}|{member}`: what a member of her circle reads, only the parts she allowed. */
  familyViews: 'familyViews',
  /** `retention/{rule}`: where the retention job's scan of Firebase Auth goes on at its next run. */
  retention: 'retention',
  /**
   * `erasures/{id}`: an account's erasure, claimed with the deletion of the person's document and
   * finished by the passes that take the rest (functions' store/erasure.ts); gone once finished.
   */
  erasures: 'erasures',
  /** `grievances/{id}`: a person's grievance, its 90-day clock and the officer's answer (grievances.ts). */
  grievances: 'grievances',
  /** `settings/grievanceOfficer`: who answers grievances, and their public contact (grievances.ts). */
  settings: 'settings',
} as const;

/** The id of the stats document the Analytics panel listens to. */
export const ADMIN_STATS_ID = 'admin';

/** A rejection's optional reason: one paragraph, at most this many characters. */
export const REJECTION_REASON_MAX = 500;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Limits on one-time codes in fixed one-hour windows (docs/security-reference.md, Limits).
 * Wrong tries per e-mail: once 20 tries of its codes were wrong within the hour, no new code is
 * made for it until the hour ends (the code already sent keeps working). Without this, a
 * stranger could spend each new code's five tries and ask for the next one a minute later: 300
 * guesses an hour at a person's code. With it, at most 20 wrong tries plus the last code's
 * five, about one chance in 40,000 an hour; and asking for codes, however often, counts nothing.
 * Per client address, generous: Indian mobile networks, old-age homes and housing societies put
 * many people behind one address. A care home at its busiest (about 150 residents, staff and
 * visiting volunteers signing in on one morning, some asking twice) stays well under 300, while
 * one machine still cannot walk through thousands of e-mail addresses.
 */
export const OTP_RATE_LIMITS = {
  windowMs: HOUR_MS,
  wrongTriesPerEmail: 20,
  perAddress: 300,
} as const;

/**
 * Sign-in by SMS (docs/security-phone-sign-in.md). Codes are bounded like the e-mail codes, and
 * SMS costs money, so also for the whole app: per number, a handful an hour (a slow SMS asked for
 * again, a typo); per client address, the e-mail codes' own count (OTP_RATE_LIMITS.perAddress,
 * shared); for everyone, a daily ceiling far above a normal day that caps what a flood costs.
 * The verified phone sign-in is exchanged for a member session only while fresh, and one number
 * finds at most `sharersMax` people (a couple sharing a phone is two).
 */
export const PHONE_SIGN_IN = {
  windowMs: HOUR_MS,
  codesPerNumber: 5,
  dailyWindowMs: DAY_MS,
  dailyCeiling: 2000,
  proofMaxAgeMs: 10 * 60 * 1000,
  sharersMax: 4,
} as const;

/**
 * The two forms anyone may send without signing in (docs/security-reference.md, Limits), per
 * client address and for everyone together, in fixed one-hour windows. Per address: a volunteer
 * drive at a college or a housing society (a few dozen applicants on one network) fits; one
 * machine cannot flood. Global: far above a normal day, low enough that a flood from many
 * addresses cannot fill the review queue, the support inbox or our mail quota.
 */
/** A senior's calls for help (POST /senior/help): per senior, per hour. */
export const HELP_RATE_LIMITS = { windowMs: HOUR_MS, perSenior: 5 } as const;

export const FORM_RATE_LIMITS = {
  windowMs: HOUR_MS,
  applicationsPerAddress: 30,
  applicationsGlobal: 300,
  contactPerAddress: 30,
  contactGlobal: 300,
} as const;

/**
 * An application sent again for an address that already has one is kept aside this long, and
 * the e-mailed link that lets the address's owner put it in place of the first works as long
 * (a day: time to find the mail; the sweep then removes it and its resume). At most one such
 * mail goes to an address every two minutes, so strangers applying with it cannot flood its
 * inbox (at most 30 an hour); an application sent again inside those two minutes is still kept
 * aside, and the link of the mail that went, which proves the address, serves it too.
 */
export const APPLICATION_REPLACEMENT = {
  ttlMs: 24 * 60 * 60 * 1000,
  mailEveryMs: 2 * 60 * 1000,
  /** How many references of applications sent again a page keeps (the newest) and sends with the link. */
  referencesKept: 5,
} as const;

/**
 * The one admin account the admin key signs in as: a custom token with the claims admin: true
 * and adminUntil (epoch ms), after which neither the api nor the rules accept the session.
 */
export const ADMIN_UID = 'golden-hearts-admin';

/** How long an admin session lasts after the key was exchanged. */
export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * The `{key}` of the spec's `/{key}/...` admin calls made with the admin session (its ID token
 * as `Authorization: Bearer`) instead of the key, and what the `adminkey` entry holds after the
 * exchange, so the browser never keeps the key itself.
 */
export const ADMIN_SESSION_KEY = 'session';

/**
 * Wrong admin keys per client address, in fixed windows: enough for a person who mistypes, far
 * too few to guess a long random key. A right key is never counted.
 */
export const ADMIN_KEY_RATE_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perAddress: 10,
} as const;

/**
 * How long an admin's Approve or Reject can be undone: until then nothing is final and nobody
 * is e-mailed.
 */
export const DECISION_UNDO_MS = 8 * 1000;

/** How long a signed resume link works (design.md: short-lived, opened in a new tab at once). */
export const RESUME_LINK_TTL_MS = 10 * 60 * 1000;

/**
 * How long the acceptance e-mail's registration link fills in the volunteer's form: long
 * enough to register some days later; after it the form is simply typed.
 */
export const VOLUNTEER_INVITE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Visits happen in India: dates and times the admin enters are Indian Standard Time (UTC+05:30,
 * no daylight saving), which is also the zone that decides whether a date is in the past.
 */
export const VISIT_TIME_ZONE = { name: 'Asia/Kolkata', offsetMinutes: 330 } as const;
