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
 */
import { createHash } from 'node:crypto';
import type { UserType } from '@gh/common/constants';

/** The claims of a person's account and custom token. */
export interface MemberClaims {
  role: UserType;
  /** The lower-cased e-mail the code was sent to. */
  member: string;
}

export function memberUid(email: string): string {
  return `m-${createHash('sha256').update(`golden-hearts member\n${email.toLowerCase()}`).digest('base64url')}`;
}

export function memberClaims(email: string, role: UserType): MemberClaims {
  return { role, member: email.toLowerCase() };
}

/** The parts of a decoded ID token that say whose it is. */
export interface TokenIdentity {
  uid: string;
  firebase: { sign_in_provider: string };
  member?: unknown;
  phone_number?: unknown;
  /** When the sign-in happened (seconds since 1970). */
  auth_time: number;
}

/** The e-mail of the person a verified ID token belongs to, or null for any other token. */
export function memberOf(token: TokenIdentity): string | null {
  const { member } = token;
  if (token.firebase.sign_in_provider !== 'custom' || typeof member !== 'string') return null;
  return token.uid === memberUid(member) ? member : null;
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
