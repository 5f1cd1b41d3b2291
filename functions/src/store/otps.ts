/**
 * `otps/{type}:{email}`: the one current code of a person or a member of staff (design.md, Data). Never readable by
 * clients (firestore.rules). `deleteAt` is the field of a Firestore TTL policy
 * (firestore.indexes.json) that clears spent documents.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, type UserType } from '@gh/common/constants';
import { typedCollection } from './converters.ts';
import { emailKey } from './firebase.ts';
import { guardedCommit } from './guarded-commit.ts';

/** An invitation into a family circle's code: one per invitation (its `inviteId`) and address. */
export type CircleCodeRole = `circle-${string}`;

/** Whose codes: a senior's, a volunteer's, a member of staff's, a family member's sign-in (one code each), or an invitee's. */
export type CodeRole = UserType | 'staff' | 'family' | CircleCodeRole;

export const circleCodeRole = (inviteId: string): CircleCodeRole => `circle-${inviteId}`;
export const isCircleCodeRole = (role: CodeRole): role is CircleCodeRole => role.startsWith('circle-');

export interface OtpDoc {
  purpose: 'login' | 'register' | 'staff' | 'erase' | 'eraseApplication' | 'join' | 'circle';
  codeId: string;
  salt: string;
  hash: string;
  /** The code itself, sealed under a server-side key (services/identity/otp-code.ts), to mail it again. */
  sealed: string;
  /** When it was last mailed. */
  sentAt: number;
  /** How many times it was mailed (absent on documents written before this was kept: once). */
  mails?: number;
  expiresAt: number;
  /** Tries checked so far: each try takes the next number before it is checked. */
  attempts: number;
  /** Registration: the validated form, kept until the code is verified. */
  pending: Record<string, unknown> | null;
  /** Written as a Date, read back as a Timestamp. */
  deleteAt: Date | Timestamp;
}

/** What a look at the person's code decided: its answer, and the code after it. */
export interface OtpChange<R> {
  result: R;
  /** A whole new code, some fields changed, null to delete it; left out, nothing changes. */
  next?: OtpDoc | Partial<OtpDoc> | null;
}

const otpRef = (type: CodeRole, email: string) => typedCollection<OtpDoc>(COLLECTIONS.otps).doc(`${type}:${emailKey(email)}`);

/**
 * Reads the person's code, and stores what `decide` makes of it unless the code changed in the
 * meantime (then `decide` looks again): of many calls at once, each decides on what the ones
 * before it left. `decide` may throw to refuse; then nothing changes.
 */
export function changeOtp<R>(
  type: CodeRole,
  email: string,
  decide: (current: OtpDoc | null) => OtpChange<R> | Promise<OtpChange<R>>,
): Promise<R> {
  const ref = otpRef(type, email);
  return guardedCommit(async () => {
    const read = await ref.get();
    const { result, next } = await decide(read.data() ?? null);
    return { result, changes: next === undefined ? [] : [{ read, write: next }] };
  });
}
