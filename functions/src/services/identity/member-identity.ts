/**
 * Which Firebase Auth account is a person's (design.md, Trust boundaries): the one whose uid
 * is derived from their lower-cased e-mail, made only by the code path (accounts.ts), signed in
 * only with the custom token a verified code earns. An account someone made another way with
 * the same e-mail (a password sign-up, another provider) has another uid and no `member`
 * claim, so nothing accepts it. The Auth record holds no e-mail: someone else's account may
 * already hold that address, so the e-mail travels as the `member` claim instead.
 *
 * The uid is an unkeyed hash on purpose: it must stay the same when the admin key or any
 * secret changes, and it is no secret (only its owner and the admin see their tokens); what
 * protects it is that only the Admin SDK can create an account with a chosen uid.
 *
 * A person whose e-mail nobody has proven (registered by SMS) is signed in to another account,
 * the phone's (`p-` and a random id, named on their document), with the claim `unproven`: its
 * sessions hold only while the document still names it, so the owner of the e-mail, proving it,
 * ends them at once and never shares an account, a refresh token or a custom token with that
 * phone (docs/decisions/0026-a-person-is-who-they-proved.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { UserType } from '@gh/common/constants';

/** The claims of a person's account and custom token. */
export interface MemberClaims {
  role: UserType;
  /** The lower-cased e-mail the code was sent to. */
  member: string;
  /** Only on a phone account: the e-mail is unproven. */
  unproven?: true;
}

export function memberUid(email: string): string {
  return `m-${createHash('sha256').update(`golden-hearts member\n${email.toLowerCase()}`).digest('base64url')}`;
}

/**
 * The claims of a member of a family circle who is neither senior nor volunteer: the proven
 * e-mail alone, which reads their family views (firestore.rules provenEmail) and no role's.
 */
export interface FamilyClaims {
  member: string;
}

export const familyClaims = (email: string): FamilyClaims => ({ member: email.toLowerCase() });

export function memberClaims(email: string, role: UserType, unproven = false): MemberClaims {
  return { role, member: email.toLowerCase(), ...(unproven && { unproven: true as const }) };
}

const PHONE_ACCOUNT = /^p-[\w-]{22}$/;

/** A new phone account's uid: random, so no two registrations by SMS ever share one. */
export const newPhoneAccount = (): string => `p-${randomBytes(16).toString('base64url')}`;

/** The parts of a decoded ID token that say whose it is. */
export interface TokenIdentity {
  uid: string;
  firebase: { sign_in_provider: string };
  member?: unknown;
  role?: unknown;
  unproven?: unknown;
  phone_number?: unknown;
  /** When the sign-in happened (seconds since 1970). */
  auth_time: number;
}

/** Whose a member session is: the e-mail, and for a phone account its uid and role, which the person's document must still name. */
export interface MemberSession {
  email: string;
  phoneAccount: { uid: string; role: UserType } | null;
}

/** Whose session a verified ID token is, or null for any other token. */
export function memberOf(token: TokenIdentity): MemberSession | null {
  const { member, role } = token;
  if (token.firebase.sign_in_provider !== 'custom' || typeof member !== 'string') return null;
  if (token.unproven === true) {
    return PHONE_ACCOUNT.test(token.uid) && (role === 'senior' || role === 'volunteer')
      ? { email: member, phoneAccount: { uid: token.uid, role } }
      : null;
  }
  return token.uid === memberUid(member) ? { email: member, phoneAccount: null } : null;
}

/**
 * The number a verified ID token proves, or null: only a phone sign-in (so never a member
 * session), and only one at most `maxAgeMs` old (an SMS proves the phone when just answered;
 * Firebase renews a phone session's tokens for as long as the browser keeps it).
 */
export function provenPhone(token: TokenIdentity, maxAgeMs: number, now: number): string | null {
  const { phone_number: phone } = token;
  if (token.firebase.sign_in_provider !== 'phone' || typeof phone !== 'string') return null;
  return now - token.auth_time * 1000 <= maxAgeMs ? phone : null;
}
