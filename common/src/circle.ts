/**
 * A senior's family circle (docs/members.md, The family circle; docs/decisions/0037): up to
 * CIRCLE_MAX_MEMBERS people she invites by e-mail, each allowed the parts of her life with us
 * she chose. Membership lives in `circles/{senior}|{member}`, hers and the admin's to read; what
 * a member sees lives in `familyViews/{senior}|{member}`, which the api alone writes with only
 * the allowed parts, so the rules never open her own documents to anyone else.
 */
import { z } from 'zod';
import type { Consents, NoticePurpose } from './consent.ts';
import { LINK_STATUS } from './constants.ts';
import type { HelpRequest, Link } from './documents.ts';
import { LANGS, type Lang } from './i18n.ts';
import { codeSchema, emailSchema, mobileKeySchema, noticeVersionSchema, phoneProofSchema, requestLangSchema } from './schemas.ts';
import type { VisitDoc } from './visits.ts';

/** What a senior may let a member of her circle see: her visits, her volunteer's card, her calls for help. */
export const CIRCLE_PARTS = ['visits', 'volunteer', 'help'] as const;
export type CirclePart = (typeof CIRCLE_PARTS)[number];

/**
 * The family circle's own privacy notice (the `circle.notice*` messages): what we keep of a
 * member (their e-mail, their e-mail choices and language, when they joined) and why, and that
 * she can remove them and they can leave. Agreed to on joining, and kept on the membership;
 * raise it when the notice says something new.
 */
export const CIRCLE_NOTICE_VERSION = 1;
/** What a member agrees to: their place in her circle, and the e-mails about her they choose. */
export const CIRCLE_NOTICE_PURPOSES: readonly NoticePurpose[] = ['account', 'mail'];

/** Invited and joined together: a circle is a few trusted people, not a mailing list. */
export const CIRCLE_MAX_MEMBERS = 5;

/** Invitations a senior may send a day, so her account cannot be made to mail many strangers. */
export const CIRCLE_INVITE_LIMITS = { windowMs: 24 * 60 * 60 * 1000, perSenior: 10 } as const;

export type CircleStatus = 'invited' | 'joined';

/**
 * The e-mails a joined member may choose to get about her (docs/notifications.md, Her family):
 * her volunteer arrived, visits assigned, a visit moved or cancelled, a concern of hers handled,
 * her free trial ending.
 */
export const FAMILY_NOTICES = ['arrival', 'assigned', 'changed', 'handled', 'trial'] as const;
export type FamilyNotice = (typeof FAMILY_NOTICES)[number];

/** The part she must allow for each notice (null: any member may choose it). */
export const FAMILY_NOTICE_PART = {
  arrival: 'visits',
  assigned: 'visits',
  changed: 'visits',
  handled: 'help',
  trial: null,
} as const satisfies Record<FamilyNotice, CirclePart | null>;

/** The notices `parts` let a member choose, in FAMILY_NOTICES order. */
export const familyNoticesAllowed = (parts: readonly CirclePart[]): FamilyNotice[] =>
  FAMILY_NOTICES.filter((notice) => {
    const part = FAMILY_NOTICE_PART[notice];
    return part === null || parts.includes(part);
  });

/** What a member gets: what they chose (all their parts allow, until they choose), within what her parts allow now. */
export const familyNoticesOf = (membership: Pick<CircleMemberDoc, 'parts' | 'notices'>): FamilyNotice[] =>
  familyNoticesAllowed(membership.parts).filter((notice) => membership.notices?.includes(notice) ?? true);

/** The id of a membership and of its family view: her e-mail, then the member's. */
export const circleDocId = (senior: string, member: string) => `${senior}|${member}`;

/** `circles/{senior}|{member}`: one person invited into, or in, a senior's circle. */
export interface CircleMemberDoc {
  senior: string;
  /**
   * The member's proven e-mail; for an invitation by mobile (not yet joined), the number's key
   * (`+91` and ten digits), which no e-mail can be.
   */
  member: string;
  /**
   * The mobile number (its key) an invitation by mobile was for, kept on the membership its
   * holder joined with (the e-mail they proved then is `member`): it signs them in by SMS.
   */
  phoneKey?: string;
  parts: CirclePart[];
  status: CircleStatus;
  /**
   * Names this invitation in its e-mailed link and code (random, new for each invitation, so a
   * code mailed for an earlier one joins nothing).
   */
  inviteId: string;
  invitedAt: number;
  joinedAt: number | null;
  /** A joined member's choice of e-mails about her (absent: all her parts allow), kept within her parts. */
  notices?: FamilyNotice[];
  /** The language of those e-mails: the page's when they joined, then their choice. */
  lang?: Lang;
  /** A joined member's agreements to the circle's notice, by version: the one given on joining, then each one asked again. */
  consents?: Consents;
  /**
   * When she named this joined member her nominee (docs/privacy.md, Her nominee): one at most
   * in her circle; absent for everyone else. Ends with the membership.
   */
  nominatedAt?: number;
}

/** A view keeps this many of her visits still to end, soonest first, and as many ended, latest first. */
export const FAMILY_VISITS_KEPT = 5;

/** One of her visits as her family sees it: when, what became of it, when he came and left. */
export interface FamilyVisit {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  startAt: number;
  endAt: number;
  status: VisitDoc['status'];
  checkInAt: number | null;
  checkOutAt: number | null;
}

/** Her volunteer as her family sees him: his name, his photo's upload and whether our team checked his identity; never his phone or e-mail. */
export interface FamilyVolunteer {
  name: string;
  photoId: string;
  checked: boolean;
}

/**
 * `familyViews/{senior}|{member}`: what a joined member reads, and all of it: the api writes
 * it when she joins and deletes it in the commit that removes her, so a page she has open
 * loses it at once. It names the senior as she registered and holds only the parts `parts`
 * allows: her visits (FAMILY_VISITS_KEPT to come and as many past, by start), her volunteer's
 * card (null while she has none) and her calls for help with what became of them (as her own
 * document keeps them). Never her words on a visit.
 */
export interface FamilyViewDoc {
  senior: string;
  member: string;
  seniorName: string;
  parts: CirclePart[];
  joinedAt: number;
  /** The member's own choice of e-mails about her, and their language, as the membership keeps them. */
  notices: FamilyNotice[];
  lang: Lang;
  /** The latest version of the circle's notice the member agreed to: below CIRCLE_NOTICE_VERSION, the page asks again. */
  noticeVersion: number;
  /** When she named the member her nominee; absent while they are not. */
  nominatedAt?: number;
  visits?: FamilyVisit[];
  volunteer?: FamilyVolunteer | null;
  help?: HelpRequest[];
}

/** What a change gives the views: her visits as they now stand (any order), her volunteer's link, her calls for help. */
export interface FamilySource {
  visits?: readonly Pick<VisitDoc & { id: string }, keyof FamilyVisit>[];
  volunteer?: Link | null;
  help?: readonly HelpRequest[];
}

const FAMILY_VISIT_FIELDS = [
  'id',
  'date',
  'startTime',
  'endTime',
  'startAt',
  'endAt',
  'status',
  'checkInAt',
  'checkOutAt',
] as const satisfies readonly (keyof FamilyVisit)[];

/** Only the fields a family sees of a visit, whatever else it carries. */
const familyVisit = (visit: FamilyVisit): FamilyVisit =>
  Object.fromEntries(FAMILY_VISIT_FIELDS.map((field) => [field, visit[field]])) as unknown as FamilyVisit;

/** Of `visits`, the FAMILY_VISITS_KEPT to end soonest from `now` and as many ended last, by start. */
export function familyVisits(visits: FamilySource['visits'] & {}, now: number): FamilyVisit[] {
  const coming = visits.filter((visit) => visit.endAt >= now).sort((a, b) => a.endAt - b.endAt);
  const ended = visits.filter((visit) => visit.endAt < now).sort((a, b) => b.endAt - a.endAt);
  return [...coming.slice(0, FAMILY_VISITS_KEPT), ...ended.slice(0, FAMILY_VISITS_KEPT)]
    .sort((a, b) => a.startAt - b.startAt)
    .map(familyVisit);
}

/**
 * The fields of a view with `parts` that `source` gives: only the parts allowed, each only when
 * the change gives it, so a change writes nothing it did not read.
 */
export function familyViewFields(parts: readonly CirclePart[], source: FamilySource, now: number): Partial<FamilyViewDoc> {
  const { visits, volunteer, help } = source;
  return {
    ...(parts.includes('visits') && visits && { visits: familyVisits(visits, now) }),
    // A volunteer who only asked to visit her is not hers yet: her family sees the one assigned.
    ...(parts.includes('volunteer') &&
      volunteer !== undefined && {
        volunteer:
          volunteer?.status === LINK_STATUS.assigned
            ? { name: volunteer.name, photoId: volunteer.photoId ?? '', checked: volunteer.checked === true }
            : null,
      }),
    ...(parts.includes('help') &&
      help && {
        help: help.map(({ id, at, text, raisedBy, handledAt, note }) => ({
          id,
          at,
          text,
          ...(raisedBy && { raisedBy }),
          ...(handledAt && { handledAt }),
          ...(note && { note }),
        })),
      }),
  };
}

/** One member as the senior's list shows them. */
export type CircleMember = Pick<CircleMemberDoc, 'member' | 'phoneKey' | 'parts' | 'status' | 'invitedAt' | 'joinedAt' | 'nominatedAt'>;

/** A membership as her list shows it: the invitation's id and the member's own choices left out. */
export const circleMemberOf = ({ member, phoneKey, parts, status, invitedAt, joinedAt, nominatedAt }: CircleMemberDoc): CircleMember => ({
  member,
  ...(phoneKey && { phoneKey }),
  parts,
  status,
  invitedAt,
  joinedAt,
  ...(nominatedAt !== undefined && { nominatedAt }),
});

/** Her nominee as her circle's documents say it: the joined member she named, and when; null for none. */
export function nomineeOf(circle: readonly Pick<CircleMemberDoc, 'member' | 'status' | 'nominatedAt'>[]): {
  member: string;
  nominatedAt: number;
} | null {
  const named = circle.find((membership) => membership.status === 'joined' && membership.nominatedAt !== undefined);
  return named ? { member: named.member, nominatedAt: named.nominatedAt! } : null;
}

/** PUT /circle/nominee: the joined member she names her nominee, or null for none. */
export const circleNomineeSchema = z.strictObject({ member: emailSchema.nullable() });

const partsSchema = z
  .array(z.enum(CIRCLE_PARTS, { error: 'Parts: choose from visits, volunteer and help' }), { error: 'Parts: choose what they may see' })
  .min(1, 'Parts: choose at least one thing they may see')
  .max(CIRCLE_PARTS.length, 'Parts: each at most once')
  .transform((parts) => CIRCLE_PARTS.filter((part) => parts.includes(part)));

/**
 * POST /circle/invite: the invitee's e-mail or mobile number (exactly one), what they may see,
 * and the language of the invitation's mail (none goes to a number).
 */
export const circleInviteSchema = z
  .strictObject({
    email: emailSchema.optional(),
    phone: mobileKeySchema.optional(),
    parts: partsSchema,
    lang: requestLangSchema.optional(),
  })
  .refine(({ email, phone }) => (email === undefined) !== (phone === undefined), 'Please give either an e-mail or a mobile number');

/** Whether a membership's key is a mobile number's (an invitation by mobile): an e-mail never starts with +. */
export const isPhoneMember = (member: string) => member.startsWith('+');

/** DELETE /circle/members/{member}: a member's e-mail, or the number an invitation by mobile waits for. */
export const circleMemberParamSchema = z.union([emailSchema, z.string().regex(/^\+91[1-9]\d{9}$/)], {
  error: 'Please name an e-mail address, or a mobile number as +91 and 10 digits',
});

/** POST /family/phone/request: may a code go by SMS to this number for the family page? */
export const familySmsRequestSchema = z.strictObject({ phone: mobileKeySchema });

/** POST /family/phone: a fresh proof of the number (a Firebase phone sign-in's ID token). */
export const familyPhoneSchema = z.strictObject({ phoneProof: phoneProofSchema });

/** An invitation by mobile that waits for the number proven: its id and whose circle. */
export interface PhoneInvitation {
  invite: string;
  seniorName: string;
}

/**
 * POST /family/phone's answer: the invitations waiting for the number, and, when it is a joined
 * member's, the session their e-mail code would give (`email`, `token`).
 */
export interface FamilyPhoneAnswer extends Partial<Omit<FamilySession, 'message'>> {
  message: string;
  invitations: PhoneInvitation[];
}

const inviteIdSchema = z.string({ error: 'Invitation is required' }).regex(/^[a-f0-9]{32}$/, 'This invitation is not valid');

/** POST /circle/accept/phone/code: the proof of the number invited, the invitation, and the e-mail to prove. */
export const circlePhoneCodeSchema = z.strictObject({
  phoneProof: phoneProofSchema,
  invite: inviteIdSchema,
  email: emailSchema,
  lang: requestLangSchema.optional(),
});

/**
 * POST /circle/accept/phone: the proof of the number invited, the invitation, the e-mail and
 * the code mailed to it, the agreement to the circle's notice, and the page's language.
 */
export const circleAcceptPhoneSchema = z.strictObject({
  phoneProof: phoneProofSchema,
  invite: inviteIdSchema,
  email: emailSchema,
  code: codeSchema,
  consentVersion: noticeVersionSchema(CIRCLE_NOTICE_VERSION),
  lang: requestLangSchema.optional(),
});

/** POST /family/code: the member's address, and the language of the code's mail. */
export const familyCodeSchema = z.strictObject({ email: emailSchema, lang: requestLangSchema.optional() });

/** POST /family/verify: the member's address and the code mailed to it. */
export const familyVerifySchema = z.strictObject({ email: emailSchema, code: codeSchema });

/** POST /family/verify's answer: the custom token of the member's session, and their e-mail. */
export interface FamilySession {
  message: string;
  email: string;
  token: string;
}

/**
 * POST /circle/accept: the invitation's id and address from its link, the code mailed with it,
 * the version of the circle's notice the person agreed to (the current one only), and the
 * page's language (the member's e-mails about her are in it).
 */
export const circleAcceptSchema = z.strictObject({
  invite: inviteIdSchema,
  email: emailSchema,
  code: codeSchema,
  consentVersion: noticeVersionSchema(CIRCLE_NOTICE_VERSION),
  lang: requestLangSchema.optional(),
});

/** POST /family/consent: a member agrees again to the circle's notice (the current version only), shown in `lang`. */
export const familyConsentSchema = z.strictObject({ consentVersion: noticeVersionSchema(CIRCLE_NOTICE_VERSION), lang: requestLangSchema });

/** POST /family/leave: whose circle the member leaves. */
export const familyLeaveSchema = z.strictObject({ senior: emailSchema });

/** PUT /family/notices: whose circle, the e-mails the member wants about her, and their language. */
export const familyNoticesSchema = z.strictObject({
  senior: emailSchema,
  notices: z
    .array(z.enum(FAMILY_NOTICES, { error: 'Notices: choose from arrival, assigned, changed, handled and trial' }), {
      error: 'Notices: a list of the e-mails you want',
    })
    .max(FAMILY_NOTICES.length, 'Notices: each at most once')
    .transform((notices) => FAMILY_NOTICES.filter((notice) => notices.includes(notice))),
  lang: z.enum(LANGS, { error: 'Lang: choose en, hi or mr' }),
});
