/**
 * Payload schemas of spec sections 3 and 5. Functions validate requests with them; forms use
 * them for inline messages, so both sides say the same thing.
 */
import { z } from 'zod';
import {
  APPLICATION_REPLACEMENT,
  COLLECTIONS,
  INTRO_MAX,
  INTRO_MAX_LINES,
  OTP_LENGTH,
  REJECTION_REASON_MAX,
  SENIOR_ANSWERS,
  USER_TYPES,
  VISIT_TIME_ZONE,
} from './constants.ts';
import { ID_DOCUMENTS, ID_NOTE_MAX, ID_SEEN, looksLikeIdNumber } from './identity-check.ts';
import { isPersonName, notANameMessage } from './person-name.ts';
import {
  CANCEL_REASON_MAX,
  CONCERN_NOTE_MAX,
  HELP_MESSAGE_MAX,
  MAX_REPEAT_WEEKS,
  UNLINK_REASON_MAX,
  VISIT_MOODS,
  visitTimeProblem,
} from './visits.ts';
import { SERVER_MESSAGES } from './messages.ts';
import { NOTICE_VERSION, consentProblem } from './consent.ts';
import { NOTICE_CHOICES } from './notices.ts';
import { OPTIONAL_USES } from './optional-uses.ts';
import { CITY_LISTS, DISTRICT_KEY, STAFF_CITIES_MAX, STAFF_NOTICE_VERSION, STAFF_ROLES } from './staff.ts';
import { GRIEVANCE_ANSWER_MAX, GRIEVANCE_CATEGORIES, GRIEVANCE_TEXT_MAX, NOMINEE_NOTE_MAX, NOMINEE_REASONS } from './grievances.ts';
import { dateInZone, isCalendarDate } from './time.ts';
import { DEFAULT_LANG, LANGS } from './i18n.ts';
import {
  APPLICATION_LANGUAGES,
  AVAILABILITY_SLOTS,
  INDIAN_STATES,
  SENIOR_INTERESTS,
  SENIOR_SERVICES,
  VOLUNTEER_SKILLS,
} from './options.ts';

import { EMAIL_MAX_LENGTH, isEmailAddress } from './patterns.ts';

/** Any control character or Unicode line/paragraph separator: a one-line field has none. */
const NOT_ONE_LINE = /[\p{Cc}\p{Zl}\p{Zp}]/u;
/** Control characters other than tab and line breaks: free text keeps its lines, nothing else. */
const NOT_TEXT = /(?![\t\n\r])\p{Cc}/u;

// The web app runs under a Content-Security-Policy without 'unsafe-eval' (firebase.json): zod
// must not even try `new Function` for its faster object parser, or every form page reports a
// violation.
z.config({ jitless: true });

const oneLine = (label: string) =>
  [(value: string) => !NOT_ONE_LINE.test(value), `${label} must be one line, without line breaks or control characters`] as const;
const plainText = (label: string) => [(value: string) => !NOT_TEXT.test(value), `${label} may not contain control characters`] as const;

const present = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

/** A required one-line field (a name, a city, a task): it ends up in mail headers and calendars. */
const required = (label: string, max = 200) => present(label, max).refine(...oneLine(label));

/** A person's name: one line, and a name, not a web or e-mail address or markup (person-name.ts). */
const personName = (label: string, max = 200) => required(label, max).refine(isPersonName, notANameMessage(label));

/** A required answer that may run over several lines. */
const requiredText = (label: string, max: number) => present(label, max).refine(...plainText(label));

const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(...oneLine(label))
    .optional()
    .default('');

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const optionalText = (label: string, max = 2000) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(...plainText(label))
    .optional()
    .default('');

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .refine(isEmailAddress, 'Please enter a valid email address')
  .transform((value) => value.toLowerCase());

export const userTypeSchema = z.enum(USER_TYPES, { error: 'User type must be senior or volunteer' });

const choices = <T extends readonly [string, ...string[]]>(options: T) =>
  z.array(z.enum(options)).max(options.length).optional().default([]);

export const EMERGENCY_CONTACT_FIELDS = ['emergencyContactName', 'emergencyContactPhone', 'emergencyContactRelation'] as const;

export const emergencyContactSchema = z.object(
  {
    emergencyContactName: personName('Emergency contact name'),
    emergencyContactPhone: required('Emergency contact phone', 40),
    emergencyContactRelation: required('Emergency contact relationship', 80),
  },
  { error: 'Emergency contact is required' },
);

/** The emergency contact's e-mail, which only a senior gives: '' when none. Worded as `emailSchema`, and told at its own field. */
const contactEmail = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .refine((value) => value === '' || isEmailAddress(value), 'Please enter a valid email address')
  .transform((value) => value.toLowerCase());
const contactEmailSchema = contactEmail.optional().default('');

/**
 * A senior's emergency contact may have an e-mail, which she may invite into her family circle.
 * Nobody proves that address by typing it, so nothing is mailed to it but that invitation.
 */
const seniorContactSchema = emergencyContactSchema.extend({ emergencyContactEmail: contactEmailSchema });

/**
 * Fields that fit India: a phone of 10 digits after an optional +91 or 0 (spaces and
 * dashes allowed), a 6-digit PIN code (the spec's `zipcode`), a State from INDIAN_STATES, and a
 * date of birth stored as the spec's payload carries it, YYYY-MM-DD, a real day in the past.
 */
const INDIAN_PHONE = /^(?:\+91|0)?[1-9]\d{9}$/;
/** Lenient on purpose: a mobile or a landline with its STD code, written with spaces or dashes. */
export const isIndianPhone = (value: string) => INDIAN_PHONE.test(value.replace(/[\s-]/g, ''));
/**
 * One Indian number however it is written (+91, a leading 0, spaces, dashes): `+91` and its ten
 * digits, as Firebase Auth writes a verified `phone_number`; null for anything else.
 */
export function indianPhoneKey(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '');
  return INDIAN_PHONE.test(compact) ? `+91${compact.slice(-10)}` : null;
}
export const isPinCode = (value: string) => /^[1-9]\d{5}$/.test(value);
/** GET /places/{pin}: a PIN code as a path names it. */
export const pinParamSchema = z.string().refine(isPinCode, 'PIN code must be 6 digits, e.g. 411001');
/** The earliest year of birth we accept: an older one is a typing slip (19 for 1950). */
export const FIRST_BIRTH_YEAR = 1900;

const phoneSchema = (label: string) =>
  required(label, 40).refine(isIndianPhone, `${label} must be an Indian number: 10 digits, after +91 or 0 if you like`);
/** A mobile number as the phone sign-in takes it, stored as its key (`+91` and ten digits: indianPhoneKey). */
export const mobileKeySchema = phoneSchema('Mobile number').transform((value) => indianPhoneKey(value) ?? value);
/** The ID token of a fresh Firebase phone sign-in, sent as a proof of the number (identity.ts provePhone). */
export const phoneProofSchema = z
  .string({ error: 'phoneProof is required' })
  .min(1, 'phoneProof is required')
  .max(4096, 'phoneProof is too long');
const pinCodeSchema = required('PIN code', 20).refine(isPinCode, 'PIN code must be 6 digits, e.g. 411001');
const isIndianState = (value: string) => (INDIAN_STATES as readonly string[]).includes(value);
const stateSchema = required('State', 100).refine(isIndianState, 'State: please choose your state or union territory from the list');

/** YYYY-MM-DD, a real calendar day, not after today in India and not before FIRST_BIRTH_YEAR. */
export function dateOfBirthProblem(value: string, now = Date.now()): string | null {
  if (!DATE_PATTERN.test(value)) return 'Date of birth needs a day, a month and a four-digit year';
  if (!isCalendarDate(value)) return 'That date does not exist: please check the day and the month';
  if (value > dateInZone(now, VISIT_TIME_ZONE.offsetMinutes)) return 'Date of birth cannot be in the future';
  if (Number(value.slice(0, 4)) < FIRST_BIRTH_YEAR) return `Please check the year of birth (${FIRST_BIRTH_YEAR} or later)`;
  return null;
}
const dobSchema = required('Date of birth', 20).superRefine((value, ctx) => {
  const problem = dateOfBirthProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/**
 * The privacy notice version the person agreed to (consent.ts): every registration and
 * application needs the current one, a number or its digits (a multipart form).
 */
export const consentVersionSchema = noticeVersionSchema(NOTICE_VERSION);

/** The version of a notice of its own (the family circle's, the staff's) a request agrees to: the `current` one only. */
export function noticeVersionSchema(current: number) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const problem = consentProblem(value, current);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(() => current);
}

const personFields = {
  name: personName('Name'),
  email: emailSchema,
  phone: phoneSchema('Phone'),
  address: required('Address', 300),
  city: required('City', 100),
  state: stateSchema,
  zipcode: pinCodeSchema,
  emergencycontact: emergencyContactSchema,
  consentVersion: consentVersionSchema,
};

export const volunteerRegistrationSchema = z.object({
  ...personFields,
  dob: z
    .union([z.literal(''), dobSchema])
    .optional()
    .default(''),
  skills: choices(VOLUNTEER_SKILLS),
  availability: choices(AVAILABILITY_SLOTS),
  experience: optionalText('Experience'),
});
export type VolunteerRegistration = z.infer<typeof volunteerRegistrationSchema>;

export const seniorRegistrationSchema = z.object({
  ...personFields,
  emergencycontact: seniorContactSchema,
  dob: dobSchema,
  specialneeds: optionalText('Special needs'),
  interests: choices(SENIOR_INTERESTS),
  services: choices(SENIOR_SERVICES),
  /** Ours: the languages she speaks; none given, the page's language (SPOKEN_ON_PAGE). */
  languages: choices(APPLICATION_LANGUAGES),
  /** Ours, of before: her wish that her contact hears of arrivals; stored, and sends nothing (docs/notifications.md). */
  contactOnCheckIn: z.boolean({ error: 'contactOnCheckIn must be true or false' }).optional().default(false),
});
export type SeniorRegistration = z.infer<typeof seniorRegistrationSchema>;

export const codeSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(OTP_LENGTH, `The code has at most ${OTP_LENGTH} characters`);

/**
 * The page's language, which registration and sign-in requests carry (`lang`, optional, issue
 * 15): the code e-mail is written in it. Anything but a known language is English, so an odd
 * value never refuses a request the spec accepts.
 */
export const requestLangSchema = z.enum(LANGS).catch(DEFAULT_LANG);

/**
 * PUT /language: the signed-in person's language, for their e-mails. Unlike a
 * request's `lang`, a wrong value here is a 400: this call exists only to set it. Nothing else
 * may come with it (a 400 too), so no padding rides along (the Functions runtime takes bodies
 * of megabytes).
 */
/**
 * PUT /notices: the mails the signed-in person turns off (the rest are on), and a senior's
 * wish that her emergency contact hears when her volunteer arrives.
 */
export const noticeChoicesSchema = z.strictObject({
  off: z
    .array(z.enum(NOTICE_CHOICES, { error: `off: please choose from ${NOTICE_CHOICES.join(', ')}` }))
    .max(NOTICE_CHOICES.length * 2, 'off: too many choices')
    .transform((values) => [...new Set(values)]),
  contactOnCheckIn: z.boolean({ error: 'contactOnCheckIn must be true or false' }).optional(),
});
export type NoticeChoices = z.infer<typeof noticeChoicesSchema>;

/** POST /details/keep: nothing but the call itself (a 400 for anything riding along). */
export const keepDetailsSchema = z.strictObject({});

/**
 * POST /consent: the signed-in member agrees to the current privacy notice, shown in `lang`
 * (the page's); nothing else may come with it (a 400).
 */
export const consentAgainSchema = z.strictObject({ consentVersion: consentVersionSchema, lang: requestLangSchema });

/**
 * Ours: PUT /people/{email}/consent: withdraw (`given: false`) or give again consent to one
 * optional use, from a page in `lang`; nothing else may come with it (a 400).
 */
export const optionalUseSchema = z.strictObject({
  use: z.enum(OPTIONAL_USES, { error: `use: please choose from ${OPTIONAL_USES.join(', ')}` }),
  given: z.boolean({ error: 'given must be true or false' }),
  lang: requestLangSchema,
});

export const languageSchema = z.strictObject({ lang: z.enum(LANGS, { error: "Language must be 'en', 'hi' or 'mr'" }) });

/**
 * Ours: POST /people/{email}/erase/confirm. What erases the account: the code mailed for it, or
 * `phoneProof`, the ID token of a fresh Firebase phone sign-in of the account's own number (an
 * account whose e-mail nobody proved is mailed no code). Exactly one of them.
 */
export const eraseConfirmSchema = z
  .strictObject({
    code: codeSchema.optional(),
    phoneProof: phoneProofSchema.optional(),
  })
  .refine(({ code, phoneProof }) => (code === undefined) !== (phoneProof === undefined), 'Send either the code or the phone proof');
/** Ours: POST /volunteer/volunteer/application/erase and .../confirm: whose application, and the code mailed for it. */
export const applicationEraseRequestSchema = z.strictObject({ email: emailSchema, lang: requestLangSchema });
export const applicationEraseConfirmSchema = z.strictObject({ email: emailSchema, code: codeSchema });

/** Login request (spec section 3): the code field is `loginotp`. */
export const loginRequestSchema = z.object({ email: emailSchema });
export const loginVerifySchema = z.object({ email: emailSchema, loginotp: codeSchema });
/** Ours: POST /login/phone/request, before the browser asks Firebase Auth for an SMS. */
export const phoneCodeRequestSchema = z.object({ phone: phoneSchema('Mobile number') });
/**
 * Ours: POST /login/phone/verify: the ID token of the Firebase phone sign-in, and when the
 * number is two people's, the one chosen (sent again with the same token).
 */
export const phoneSignInSchema = z.object({
  idToken: z.string().min(1, 'idToken is required').max(4096, 'idToken is too long'),
  person: z.object({ role: userTypeSchema, email: emailSchema }).optional(),
});

/**
 * Registration verification (spec section 7): the code field is `otp`. Ours: `form`, the
 * registration as the verifying page sent it (checked by the role's schema at the route); with
 * it, those details become the account instead of the ones that waited with the code.
 */
export const registrationVerifySchema = z.object({
  email: emailSchema,
  otp: codeSchema,
  form: z.record(z.string(), z.unknown()).optional(),
});

/** The longest registration link token (an e-mail of 254 characters is about 440 with it). */
export const INVITE_TOKEN_MAX = 512;
/** The token of a link that proves an e-mail received it (a registration link, a replacement link). */
const emailLinkToken = z
  .string()
  .min(1)
  .max(INVITE_TOKEN_MAX)
  .regex(/^[\w.-]+$/);
/** POST /register/volunteer/invite: the token of the acceptance e-mail's link. */
export const volunteerInviteSchema = z.object({ token: emailLinkToken });

/**
 * Ours: POST /register/phone/verify/{type}: a phone sign-in's ID token and the registration
 * form, and the acceptance e-mail's link token (`invite`) when the form came from it, which a
 * volunteer needs: the SMS proves the phone, the link the e-mail.
 */
export const registrationByPhoneSchema = z.object({
  idToken: phoneSignInSchema.shape.idToken,
  form: z.record(z.string(), z.unknown()),
  invite: emailLinkToken.optional(),
});

/**
 * POST /volunteer/volunteer/application/replace: the token of the e-mailed link, and the
 * references (43 base64url characters) of the applications the page sent again, newest kept.
 */
export const replaceApplicationSchema = z.object({
  token: emailLinkToken,
  replacements: z.array(z.string().regex(/^[\w-]{43}$/)).max(APPLICATION_REPLACEMENT.referencesKept),
});

export const applicationSchema = z.object({
  email: emailSchema,
  fullName: personName('Full name'),
  contact: required('Contact', 40),
  motivation: requiredText('Motivation', 4000),
  companionshipMeaning: requiredText('What companionship means to you', 4000),
  excitement: requiredText('What excites you', 4000),
  handlingLoneliness: requiredText('Handling loneliness', 4000),
  experience: optionalText('Experience', 4000),
  availability: required('Availability', 500),
  languages: choices(APPLICATION_LANGUAGES),
  /** Ours: where the applicant lives, so their place is known before they register ('' when not given). */
  zipcode: z
    .union([z.literal(''), pinCodeSchema])
    .optional()
    .default(''),
  consentVersion: consentVersionSchema,
});
export type ApplicationInput = z.infer<typeof applicationSchema>;

export const contactMessageSchema = z.object({
  name: personName('Name'),
  email: emailSchema,
  message: requiredText('Message', 5000),
});

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const taskAssignmentSchema = z.object({
  vemail: emailSchema,
  semail: emailSchema,
  city: required('City', 100),
  task: required('Task', 300),
  date: z.string({ error: 'Date is required' }).regex(DATE_PATTERN, 'Date must look like YYYY-MM-DD'),
  startTime: z.string({ error: 'Start time is required' }).regex(TIME_PATTERN, 'Start time must look like HH:MM'),
  endTime: z.string({ error: 'End time is required' }).regex(TIME_PATTERN, 'End time must look like HH:MM'),
});
export type TaskAssignment = z.infer<typeof taskAssignmentSchema>;

export const adminKeySchema = z.object({ adminkey: required('Admin key', 500) });

/** The body of the admin's application calls: `{type: 'volunteer', email}` (spec section 7). */
export const applicationRefSchema = z.object({
  type: z.literal('volunteer', { error: 'Type must be volunteer' }),
  email: emailSchema,
});

/**
 * What the places job upgrades, in the order it goes through them (seniors before the visits,
 * concerns and visit feedback that take their district).
 */
export const PLACES_JOB_COLLECTIONS = [
  COLLECTIONS.applications,
  COLLECTIONS.volunteers,
  COLLECTIONS.seniors,
  COLLECTIONS.visits,
  COLLECTIONS.concerns,
  COLLECTIONS.visitFeedback,
] as const;
export type PlacesJobCollection = (typeof PLACES_JOB_COLLECTIONS)[number];

/** Where a run of the places job stopped: in `collection`, after the document `after` (null: at its start). */
export interface PlacesJobFrom {
  collection: PlacesJobCollection;
  after: string | null;
}

/** The `next` a run answers: `collection/after` (ids: e-mail addresses, a visit's or a concern's; feedback's are its visit's). */
export const placesJobNext = ({ collection, after }: PlacesJobFrom): string => `${collection}/${after ?? ''}`;

const NOT_WHERE_A_RUN_STOPPED = 'Not where a run of this job stopped';
const CONCERN_ID_MAX = 400;

/** Whether `id` can be a document of the collection (a run's `next` names one). */
const PLACES_JOB_IDS: Record<PlacesJobCollection, (id: string) => boolean> = {
  applications: isEmailAddress,
  volunteers: isEmailAddress,
  seniors: isEmailAddress,
  visits: (id) => visitIdSchema.safeParse(id).success,
  concerns: (id) => concernIdSchema.safeParse(id).success,
  visitFeedback: (id) => visitIdSchema.safeParse(id).success,
};

/** POST /{key}/jobs/places (ours): an empty body to start, or `{from}`: the `next` the last run answered. */
export const placesJobSchema = z.object({
  from: z
    .string({ error: NOT_WHERE_A_RUN_STOPPED })
    .max(CONCERN_ID_MAX + 20, NOT_WHERE_A_RUN_STOPPED)
    .transform((next, ctx): PlacesJobFrom => {
      const slash = next.indexOf('/');
      const collection = PLACES_JOB_COLLECTIONS.find((name) => name === next.slice(0, slash));
      const after = next.slice(slash + 1);
      if (!collection || (after !== '' && !PLACES_JOB_IDS[collection](after))) {
        ctx.addIssue({ code: 'custom', message: NOT_WHERE_A_RUN_STOPPED });
        return z.NEVER;
      }
      return { collection, after: after || null };
    })
    .optional(),
});

/**
 * POST /{key}/jobs/retention (ours): `{dryRun?, rules?}`; a dry run erases nothing and lists what
 * is due, `rules` names the rules to run (all when absent; functions/src/services/retention/).
 */
export const retentionJobSchema = z.object({
  dryRun: z.boolean().optional(),
  rules: z.array(z.string().max(40)).min(1).max(20).optional(),
});

/** The body of POST /{key}/person (ours): `{email}`, of an applicant, volunteer or senior. */
export const personRefSchema = z.object({ email: emailSchema });

/**
 * The body of POST /files/photo-link (ours): the volunteer's `{email}`, or `{senior}`, the
 * senior whose volunteer it is (what a member of her family circle knows: their view never
 * holds his e-mail). One of the two, nothing else.
 */
export const photoLinkSchema = z
  .strictObject({ email: emailSchema.optional(), senior: emailSchema.optional() })
  .refine((body) => (body.email === undefined) !== (body.senior === undefined), 'Send the email of the volunteer or of his senior');

/**
 * POST /admin/staff/code (ours): a one-time code for a member of staff, or for the address of
 * an invitation (`invite`: the token of its link).
 */
const staffSignIn = {
  email: emailSchema,
  invite: z.string({ error: 'The invitation must be text' }).max(1000, 'The invitation is not valid').optional(),
};

/**
 * POST /admin/staff/code (ours), continued: asking with an invitation needs agreement to the
 * staff notice (STAFF_NOTICE_VERSION); a member signing in sends none.
 */
export const staffCodeSchema = z
  .object({ ...staffSignIn, consentVersion: z.unknown().optional() })
  .superRefine(({ invite, consentVersion }, ctx) => {
    const problem = invite === undefined ? null : consentProblem(consentVersion, STAFF_NOTICE_VERSION);
    if (problem) ctx.addIssue({ code: 'custom', path: ['consentVersion'], message: problem });
  })
  .transform(({ consentVersion: _, ...request }) => request);

/** POST /admin/staff/verify (ours): the code, and the invitation it accepts, if any. */
export const staffVerifySchema = z.object({ ...staffSignIn, code: codeSchema });

/** POST /admin/staff/consent (ours): a member of staff agrees to the current staff notice, shown in `lang`. */
export const staffConsentSchema = z.strictObject({ consentVersion: noticeVersionSchema(STAFF_NOTICE_VERSION), lang: requestLangSchema });

/**
 * PUT /{key}/staff and POST /{key}/staff/invite (ours): a member of staff's role and cities
 * (district keys). An owner's cities are every city, so none are sent; a coordinator or a
 * viewer needs at least one.
 */
export const staffAccessSchema = z
  .object({
    email: emailSchema,
    role: z.enum(STAFF_ROLES, { error: 'Role must be owner, coordinator or viewer' }),
    cities: z
      .array(z.string({ error: 'A city must be text' }).regex(DISTRICT_KEY, 'A city must be a district key'), {
        error: 'Cities must be a list',
      })
      .max(STAFF_CITIES_MAX, `At most ${STAFF_CITIES_MAX} cities`)
      .default([]),
  })
  .refine(({ role, cities }) => role === 'owner' || cities.length > 0, { message: 'Please choose at least one city', path: ['cities'] });

/**
 * PUT /{key}/reject-application: the spec's body, and an optional reason for the
 * applicant's e-mail: one paragraph, so no line breaks or control characters.
 */
export const rejectionSchema = applicationRefSchema.extend({
  reason: z
    .string({ error: 'Reason must be text' })
    .trim()
    .max(REJECTION_REASON_MAX, 'Reason is too long')
    .refine(...oneLine('Reason'))
    .optional()
    .default(''),
});

/** The first problem of a failed parse, as one sentence for a person. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issue.message : 'Invalid request';
}

/** The registration forms ask for first and last name separately; payloads join them into `name`. */
export const personNameSchema = z.object({
  firstName: personName('First name', 100),
  lastName: personName('Last name', 100),
});

/**
 * POST /{key}/volunteer/assignTask: every field required, a real calendar date that is not
 * before today in India (VISIT_TIME_ZONE), and a visit that lasts (the end may be past
 * midnight, on the next day). `now` is the clock, a parameter so tests can move it.
 */
export function visitAssignmentSchema(now: () => number = Date.now) {
  return taskAssignmentSchema
    .extend({
      /** A weekly series of this many visits (1, the default, is one visit). */
      repeatWeeks: z
        .number({ error: 'Repeat weeks must be a whole number' })
        .int('Repeat weeks must be a whole number')
        .min(1, 'Repeat weeks must be at least 1')
        .max(MAX_REPEAT_WEEKS, `Repeat weeks can be at most ${MAX_REPEAT_WEEKS}`)
        .optional()
        .default(1),
    })
    .superRefine((visit, ctx) => visitTimingIssues(visit, now(), ctx));
}

/**
 * When a visit is: a real date not before today in India, a start not already past there, an
 * end other than the start, and at most MAX_VISIT_MINUTES long (visitTimeProblem). The last
 * two carry their error code in `params.code`, which the server answers with.
 */
function visitTimingIssues(visit: { date: string; startTime: string; endTime: string }, now: number, ctx: z.RefinementCtx) {
  if (!isCalendarDate(visit.date)) ctx.addIssue({ code: 'custom', message: 'Date must be a real date (YYYY-MM-DD)', path: ['date'] });
  else if (visit.date < dateInZone(now, VISIT_TIME_ZONE.offsetMinutes))
    ctx.addIssue({ code: 'custom', message: SERVER_MESSAGES.datePast, path: ['date'] });
  else if (visit.startTime !== visit.endTime) {
    const problem = visitTimeProblem(visit.date, visit.startTime, visit.endTime, now);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: SERVER_MESSAGES[problem],
        path: [problem === 'visitStartPast' ? 'startTime' : 'endTime'],
        params: { code: problem },
      });
  }
  if (visit.startTime === visit.endTime) ctx.addIssue({ code: 'custom', message: SERVER_MESSAGES.sameStartEnd, path: ['endTime'] });
}

/** PUT /{key}/visits/{id}: what changes; at least one field. */
export const visitChangeSchema = taskAssignmentSchema
  .pick({ task: true, date: true, startTime: true, endTime: true })
  .partial()
  .refine((change) => Object.values(change).some((value) => value !== undefined), 'Nothing to change: send a date, a time or a task');

/** The visit after a change, checked as an assignment is. */
export function changedVisitSchema(now: () => number = Date.now) {
  return taskAssignmentSchema
    .pick({ task: true, date: true, startTime: true, endTime: true })
    .superRefine((visit, ctx) => visitTimingIssues(visit, now(), ctx));
}

/** A visit's id in a path: Firestore's auto ids (20 letters and digits), nothing that names another document. */
export const visitIdSchema = z.string().regex(/^[A-Za-z0-9]{20}$/, 'This is not a visit id');

/** When a step was tapped, if the phone kept it offline (ms since 1970, checked against TAPPED_MOMENT by the service). */
const tappedAt = z.number().int('This is not a moment').positive('This is not a moment').optional();

/** POST /visits/{id}/check-in. */
export const checkInSchema = z.object({ at: tappedAt });

/** POST /visits/{id}/check-out. */
export const checkOutSchema = z.object({ note: optionalText('Note', 1000), at: tappedAt });

/** POST /visits/{id}/feedback. */
export const feedbackSchema = z.object({
  mood: z.enum(VISIT_MOODS, { error: "Mood must be 'good', 'okay' or 'bad'" }),
  text: optionalText('Feedback', 1000),
});

/** POST /{key}/link. */
export const pairRefSchema = z.object({ vemail: emailSchema, semail: emailSchema });

/** POST /{key}/unlink. */
export const unlinkSchema = pairRefSchema.extend({ reason: requiredText('Reason', UNLINK_REASON_MAX) });

/**
 * DELETE /{key}/visits/{id}: the admin's reason, which both people read in their mail. Optional,
 * as the specification's route takes no body; the admin's page always asks for one.
 */
export const visitCancelSchema = z.object({ reason: optionalText('Reason', CANCEL_REASON_MAX) });

/** The admin's page asks for the reason before it cancels. */
export const cancelReasonSchema = requiredText('Reason', CANCEL_REASON_MAX);

/** POST /senior/help: the senior's own words, optional. */
export const seniorHelpSchema = z.object({ message: optionalText('Message', HELP_MESSAGE_MAX) });

/** POST /family/help: the senior a member of her family circle raises a concern for, and their words (optional). */
export const familyHelpSchema = z.strictObject({ senior: emailSchema, message: optionalText('Message', HELP_MESSAGE_MAX) });

/** POST /family/nominee-request: her nominee asks to act for her, why, in a short note, and the language of the answer. */
export const nomineeRequestSchema = z.strictObject({
  senior: emailSchema,
  reason: z.enum(NOMINEE_REASONS, { error: 'Reason: choose whether she has died or cannot act for herself' }),
  note: requiredText('Your note', NOMINEE_NOTE_MAX),
  lang: requestLangSchema.optional(),
});

/**
 * POST /{key}/concerns/{id}/handled: the admin's note (the admin's own record), and for a
 * senior's call for help, optionally, words for her, which her dashboard shows.
 */
export const concernHandledSchema = z.object({
  note: requiredText('Note', CONCERN_NOTE_MAX),
  forSenior: optionalText('The note for the senior', CONCERN_NOTE_MAX),
});

/** POST /{key}/identity-check: what the admin saw of a volunteer's identity, never its number. */
export const identityCheckSchema = z.object({
  email: emailSchema,
  document: z.enum(ID_DOCUMENTS, { error: `Document must be one of ${ID_DOCUMENTS.join(', ')}` }),
  seen: z.enum(ID_SEEN, { error: "Seen must be 'inPerson' or 'video'" }),
  date: z
    .string()
    .regex(DATE_PATTERN, 'Date must be YYYY-MM-DD')
    .refine(isCalendarDate, 'Date must be a real day')
    .refine((date) => date <= dateInZone(Date.now(), VISIT_TIME_ZONE.offsetMinutes), 'The check cannot be in the future'),
  note: optionalLine('Note', ID_NOTE_MAX).refine(
    (note) => !looksLikeIdNumber(note),
    'Please write no ID number: the check records only what was seen',
  ),
});

/** A concern's id as the services write it (`feedback:{visit}`, `lapsed:{pair}>{since}`, ...). */
export const concernIdSchema = z
  .string()
  .max(CONCERN_ID_MAX)
  .regex(/^(feedback|missed|lapsed|help|welcome):[^/]+$/, 'Not a concern');

/** Where a page of a list starts: after the entry of this time and key (`<time>~<key>`). */
const pageCursor = (time: number, key: string): string => `${time}~${key}`;

/** A cursor's time and key (no key without `~`); the key may hold `~` itself, as an e-mail can. */
function cursorParts(cursor: string): { time: number; key?: string } {
  const split = cursor.indexOf('~');
  return split < 0 ? { time: Number(cursor) } : { time: Number(cursor.slice(0, split)), key: cursor.slice(split + 1) };
}

/** The `nextBefore` of a page of GET /visits: the next page starts after this visit (its end, its id). */
export const visitCursor = ({ endAt, id }: { endAt: number; id: string }): string => pageCursor(endAt, id);

/**
 * GET /visits?limit=&before=: a page of past visits, latest first. `before` is a time (epoch ms:
 * the visits that ended before it) or the `nextBefore` of the page before, which names a visit
 * too, so visits that ended in the same millisecond are split across pages, not lost.
 */
export const visitsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).optional().default(20),
  before: z
    .string()
    .regex(/^\d{1,15}(~[A-Za-z0-9]{20})?$/, 'Not a page of these visits')
    .transform((cursor) => {
      const { time, key } = cursorParts(cursor);
      return { endAt: time, ...(key && { id: key }) };
    })
    .optional(),
});
export type VisitsQuery = z.output<typeof visitsQuerySchema>;

/** How many entries a page of GET /{key}/volunteers or /{key}/applications holds, unless `limit` asks for fewer or more. */
export const ADMIN_LIST_PAGE = { default: 100, max: 200 } as const;

/** The `next` of a page of the admin's lists: where the next page starts, after this entry (its time, its e-mail). */
export const listCursor = ({ at, email }: { at: number; email: string }): string => pageCursor(at, email);

/** GET /{key}/volunteers and /{key}/applications: newest first, a page at a time, after `next` of the page before. */
export const adminListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ADMIN_LIST_PAGE.max).optional().default(ADMIN_LIST_PAGE.default),
  after: z
    .string()
    .max(EMAIL_MAX_LENGTH + 16, 'Not a page of this list')
    .regex(/^\d{1,15}~.+$/s, 'Not a page of this list')
    .transform((cursor) => {
      const { time, key = '' } = cursorParts(cursor);
      return { at: time, email: key };
    })
    .refine(({ email }) => isEmailAddress(email), 'Not a page of this list')
    .optional(),
});
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

/** POST /grievances: what it is about, the person's words, and the language the answer is mailed in. */
export const grievanceFileSchema = z.strictObject({
  category: z.enum(GRIEVANCE_CATEGORIES, { error: 'Subject: please choose what your grievance is about' }),
  text: requiredText('Your grievance', GRIEVANCE_TEXT_MAX),
  lang: requestLangSchema.optional(),
});

/** POST /{key}/grievances/{id}/answer: the officer's answer, mailed to the person. */
export const grievanceAnswerSchema = z.strictObject({ answer: requiredText('Answer', GRIEVANCE_ANSWER_MAX) });

/** A grievance's id: a Firestore auto-id. */
export const grievanceIdSchema = z.string().regex(/^[A-Za-z0-9]{20}$/, 'Not a grievance');

/** The `next` of a page of open grievances: after this one (its due time, its id). */
export const grievanceCursor = ({ dueBy, id }: { dueBy: number; id: string }): string => pageCursor(dueBy, id);

/** GET /{key}/grievances: the open ones, soonest due first, 20 a page, after `next` of the page before. */
export const grievanceListQuerySchema = z.object({
  after: z
    .string()
    .regex(/^\d{1,15}~[A-Za-z0-9]{20}$/, 'Not a page of this list')
    .transform((cursor) => {
      const { time, key = '' } = cursorParts(cursor);
      return { dueBy: time, id: key };
    })
    .optional(),
});

/** PUT /{key}/grievance-officer: the member of staff who answers grievances, and the contact the public pages show. */
export const grievanceOfficerSchema = z.strictObject({
  staff: emailSchema,
  name: personName('Name', 100),
  email: emailSchema,
  phone: phoneSchema('Phone'),
});

/** PUT /{key}/senior/coordinator: the senior's coordinator, and the name and phone her dashboard shows. */
export const seniorCoordinatorSchema = z.strictObject({
  semail: emailSchema,
  staff: emailSchema,
  name: personName('Name', 100),
  phone: phoneSchema('Phone'),
});

/** POST /{key}/city-list: which list, and where the page before ended (its sealed `next`). */
export const cityListSchema = z.strictObject({
  list: z.enum(CITY_LISTS, { error: `List must be one of: ${CITY_LISTS.join(', ')}` }),
  after: z.string().min(1).max(400, 'Not a page of this list').optional(),
});

/** DELETE /{key}/senior/coordinator. */
export const seniorRefSchema = z.strictObject({ semail: emailSchema });

/** POST /volunteer/matches and /senior/matches, and the connect call. */
export const matchesRequestSchema = z.object({ email: emailSchema });
export const connectRequestSchema = z.object({ volunteerEmail: emailSchema, seniorEmail: emailSchema });

/** POST /senior/answer: the senior (by token) answers the named volunteer's request. */
export const seniorAnswerSchema = z.object({
  volunteerEmail: emailSchema,
  answer: z.enum(SENIOR_ANSWERS, { error: "Answer must be 'yes' or 'no'" }),
});

/** POST /senior/take-back: the senior (by token) takes back her No to the named volunteer. */
export const seniorTakeBackSchema = z.object({ volunteerEmail: emailSchema });

const namedList = <T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z.array(z.enum(options, { error: `${label}: please choose from ${options.join(', ')}` }));
const unique = <T>(values: T[]) => [...new Set(values)];
/** Like `choices`, with a message that names the field; a choice sent twice counts once. */
const namedChoices = <T extends readonly [string, ...string[]]>(label: string, options: T) =>
  namedList(label, options).optional().default([]).transform(unique);
/** The same, for a list the spec's form does not send: absent stays undefined, and the save keeps what is stored. */
const keptUnlessSent = <T extends readonly [string, ...string[]]>(label: string, options: T) =>
  namedList(label, options).transform(unique).optional();
/** A person's languages on /profile: kept unless sent, and never emptied, since a match needs one in common. */
const spokenLanguages = keptUnlessSent('Languages', APPLICATION_LANGUAGES).refine(
  (languages) => languages === undefined || languages.length > 0,
  'Languages: please choose at least one language you speak',
);

/** The profile forms send the emergency contact as three flat fields. */
const profileFields = {
  name: personName('Name'),
  email: emailSchema.optional(),
  address: required('Address', 300),
  city: required('City', 100),
  // Checked as at registration only when changed (changedFieldIssues): a record from before
  // those checks stays savable.
  state: required('State', 100),
  zipcode: required('PIN code', 20),
  ename: personName('Emergency contact name'),
  ephone: required('Emergency contact phone', 40),
  erelation: required('Emergency contact relationship', 80),
};

/** POST /volunteer/{email} (multipart): the /profile form of a volunteer. */
export const volunteerProfileSchema = z.object({
  ...profileFields,
  skills: namedChoices('Skills', VOLUNTEER_SKILLS),
  // Additive to the spec's form: absent means "keep what is stored".
  availability: keptUnlessSent('Availability', AVAILABILITY_SLOTS),
  languages: spokenLanguages,
  hobbies: optionalLine('Hobbies', 500),
  certification: optionalLine('Certification', 500),
  experience: optionalText('Experience'),
  // Additive: the two lines the senior's card shows; absent means "keep what is stored".
  intro: z
    .string()
    .trim()
    .max(INTRO_MAX, 'Introduction is too long')
    .refine(...plainText('Introduction'))
    .refine((value) => value.split('\n').length <= INTRO_MAX_LINES, `Introduction may have at most ${INTRO_MAX_LINES} lines`)
    .optional(),
});
export type VolunteerProfile = z.infer<typeof volunteerProfileSchema>;

/** POST /senior/senior/{email} (multipart): the /profile form of a senior. */
export const seniorProfileSchema = z.object({
  ...profileFields,
  interests: namedChoices('Interests', SENIOR_INTERESTS),
  specialneeds: optionalText('Special needs'),
  // Additive to the spec's form: absent means "keep what is stored".
  services: keptUnlessSent('Services', SENIOR_SERVICES),
  languages: spokenLanguages,
  phone: z
    .string()
    .trim()
    .max(40, 'Phone is too long')
    .refine(...oneLine('Phone'))
    .optional(),
  dob: z
    .string()
    .trim()
    .max(20, 'Date of birth is too long')
    .refine(...oneLine('Date of birth'))
    .optional(),
  // Additive: the emergency contact's e-mail ('' removes it); absent means "keep what is stored".
  eemail: contactEmail.optional(),
});
export type SeniorProfile = z.infer<typeof seniorProfileSchema>;

/** The fields whose rules tightened for India, as the profile forms name them. */
const TIGHTENED = {
  phone: (value: string) => phoneSchema('Phone').safeParse(value),
  dob: (value: string) => dobSchema.safeParse(value),
  state: (value: string) => stateSchema.safeParse(value),
  zipcode: (value: string) => pinCodeSchema.safeParse(value),
} as const;
export type TightenedField = keyof typeof TIGHTENED;

/**
 * A profile save checks phone, date of birth, State and PIN code as registration does, but
 * only those the person changed: a record stored before these rules (the demo seed, an older
 * registration) can still be saved as it is, and is put right field by field.
 */
export function changedFieldIssues(
  sent: Partial<Record<TightenedField, string | undefined>>,
  stored: Partial<Record<TightenedField, string | undefined>>,
): { field: TightenedField; message: string }[] {
  const issues: { field: TightenedField; message: string }[] = [];
  for (const field of Object.keys(TIGHTENED) as TightenedField[]) {
    const value = sent[field];
    if (value === undefined || value === (stored[field] ?? '')) continue;
    const result = TIGHTENED[field](value);
    if (!result.success) issues.push({ field, message: firstIssue(result.error) });
  }
  return issues;
}
