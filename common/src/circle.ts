/**
 * A senior's family circle (docs/members.md, The family circle; docs/decisions/0037): up to
 * CIRCLE_MAX_MEMBERS people she invites by e-mail, each allowed the parts of her life with us
 * she chose. Membership lives in `circles/{senior}|{member}`, hers and the admin's to read; what
 * a member sees lives in `familyViews/{senior}|{member}`, which the api alone writes with only
 * the allowed parts, so the rules never open her own documents to anyone else.
 */
import { z } from 'zod';
import { codeSchema, emailSchema, requestLangSchema } from './schemas.ts';

/** What a senior may let a member of her circle see: her visits, her volunteer's card, her calls for help. */
export const CIRCLE_PARTS = ['visits', 'volunteer', 'help'] as const;
export type CirclePart = (typeof CIRCLE_PARTS)[number];

/** Invited and joined together: a circle is a few trusted people, not a mailing list. */
export const CIRCLE_MAX_MEMBERS = 5;

/** Invitations a senior may send a day, so her account cannot be made to mail many strangers. */
export const CIRCLE_INVITE_LIMITS = { windowMs: 24 * 60 * 60 * 1000, perSenior: 10 } as const;

export type CircleStatus = 'invited' | 'joined';

/** The id of a membership and of its family view: her e-mail, then the member's. */
export const circleDocId = (senior: string, member: string) => `${senior}|${member}`;

/** `circles/{senior}|{member}`: one person invited into, or in, a senior's circle. */
export interface CircleMemberDoc {
  senior: string;
  member: string;
  parts: CirclePart[];
  status: CircleStatus;
  /**
   * Names this invitation in its e-mailed link and code (random, new for each invitation, so a
   * code mailed for an earlier one joins nothing).
   */
  inviteId: string;
  invitedAt: number;
  joinedAt: number | null;
}

/**
 * `familyViews/{senior}|{member}`: what a joined member reads, and all of it: the api writes
 * it when she joins and deletes it in the commit that removes her, so a page she has open
 * loses it at once. It names the senior as she registered; later parts (her visits, her
 * volunteer, her calls for help) are copied in only when `parts` allows them.
 */
export interface FamilyViewDoc {
  senior: string;
  member: string;
  seniorName: string;
  parts: CirclePart[];
  joinedAt: number;
}

/** One member as the senior's list shows them. */
export type CircleMember = Pick<CircleMemberDoc, 'member' | 'parts' | 'status' | 'invitedAt' | 'joinedAt'>;

const partsSchema = z
  .array(z.enum(CIRCLE_PARTS, { error: 'Parts: choose from visits, volunteer and help' }), { error: 'Parts: choose what they may see' })
  .min(1, 'Parts: choose at least one thing they may see')
  .max(CIRCLE_PARTS.length, 'Parts: each at most once')
  .transform((parts) => CIRCLE_PARTS.filter((part) => parts.includes(part)));

/** POST /circle/invite: the invitee's e-mail, what they may see, and the language of the invitation's mail. */
export const circleInviteSchema = z.strictObject({ email: emailSchema, parts: partsSchema, lang: requestLangSchema.optional() });

/** POST /circle/accept: the invitation's id and address from its link, and the code mailed with it. */
export const circleAcceptSchema = z.strictObject({
  invite: z.string({ error: 'Invitation is required' }).regex(/^[a-f0-9]{32}$/, 'This invitation is not valid'),
  email: emailSchema,
  code: codeSchema,
});
