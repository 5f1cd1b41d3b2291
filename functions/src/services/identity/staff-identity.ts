/**
 * Which Firebase Auth account is a member of staff's, and when a session of it still holds
 * (docs/decisions/0033-staff-roles-cities-and-revocation.md). Like a person's account
 * (member-identity.ts) its uid is derived from the lower-cased e-mail, made only by the Admin
 * SDK, and signed in only with a custom token; it is another uid than the person's, so a
 * volunteer who also works as staff holds two accounts that never stand in for each other.
 *
 * A session holds while the staff document exists, names the account, and was signed in no
 * earlier than the document's `accessSince`: changing a role or cities, or removing someone,
 * moves `accessSince` past every sign-in so far (and revokes the account's refresh tokens), so
 * an open page loses its access at once, in the api and in firestore.rules alike, instead of at
 * the next hourly renewal. Pure functions: the clock is a parameter.
 */
import { createHash } from 'node:crypto';
import type { StaffAccess, StaffDoc, StaffRole } from '@gh/common/staff';
import type { TokenIdentity } from './member-identity.ts';

/** The claims of a staff account and its custom token; firestore.rules read `staff` to find the document. */
export interface StaffClaims {
  [claim: string]: unknown;
  /** The lower-cased e-mail: the id of the staff document. */
  staff: string;
  staffRole: StaffRole;
  cities: string[];
  /** The document's `accessSince` these claims were given under. */
  accessSince: number;
}

export function staffUid(email: string): string {
  return `s-${createHash('sha256').update(`golden-hearts staff\n${email.toLowerCase()}`).digest('base64url')}`;
}

export const staffClaims = ({ email, role, cities, accessSince }: StaffDoc): StaffClaims => ({
  staff: email,
  staffRole: role,
  cities: [...cities],
  accessSince,
});

/**
 * The `accessSince` of a change made at `nowMs`: the next whole second. Every session signed in
 * so far has an `auth_time` (whole seconds, rounded down) before it, even one that signed in
 * within the same second as the change; a session is given only from that second on
 * (`waitForAccess`), so the next sign-in is never refused.
 */
export const accessSinceAt = (nowMs: number): number => Math.floor(nowMs / 1000) + 1;

/** How long a sign-in must wait before its session can hold (at most a second after a change). */
export const waitForAccess = (doc: Pick<StaffDoc, 'accessSince'>, nowMs: number): number => Math.max(0, doc.accessSince * 1000 - nowMs);

/** A staff session: whose, and what it may see and do. */
export interface StaffSession extends StaffAccess {
  email: string;
}

/** The e-mail a token claims to be staff for, or null: only a custom sign-in's `staff` claim. */
export function staffEmailOf(token: TokenIdentity & { staff?: unknown }): string | null {
  return token.firebase.sign_in_provider === 'custom' && typeof token.staff === 'string' ? token.staff : null;
}

/**
 * Whether a verified token is a session of the member `doc` describes, as it is now: their
 * account, signed in since their access last changed. Null for anything else (no document:
 * removed, or never staff).
 */
export function staffSessionOf(token: TokenIdentity & { staff?: unknown }, doc: StaffDoc | null): StaffSession | null {
  const email = staffEmailOf(token);
  if (!email || !doc || doc.email !== email) return null;
  if (token.uid !== staffUid(email) || doc.uid !== token.uid) return null;
  if (!(token.auth_time >= doc.accessSince)) return null;
  return { email, role: doc.role, cities: [...doc.cities] };
}
