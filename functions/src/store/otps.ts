/**
 * `otps/{type}:{email}`: the one current code of a person (design.md, Data), and
 * `otpUses/{codeId}`: a marker per used code, and `otpSends/{id}`: a marker per sending of a
 * code, which decides which of many simultaneous requests sends. Never readable by clients
 * (firestore.rules).
 * `deleteAt` is the field of a Firestore TTL policy (firestore.indexes.json) that clears
 * spent documents.
 */
import { createHash } from 'node:crypto';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, type UserType } from '@gh/common/constants';
import { typedCollection } from './converters.ts';
import { emailKey, firestore } from './firebase.ts';
import { createIfAbsent, updateIfPresent } from './writes.ts';

export interface OtpDoc {
  purpose: 'login' | 'register';
  codeId: string;
  salt: string;
  hash: string;
  /** The code itself, sealed under a server-side key (services/otp-code.ts), to mail it again. */
  sealed: string;
  sentAt: number;
  expiresAt: number;
  /** Tries so far, counted before each check (services/otp.ts). */
  attempts: number;
  /** Registration: the validated form, kept until the code is verified. */
  pending: Record<string, unknown> | null;
  /** Written as a Date, read back as a Timestamp. */
  deleteAt: Date | Timestamp;
}

const otpRef = (type: UserType, email: string) => typedCollection<OtpDoc>(COLLECTIONS.otps).doc(`${type}:${emailKey(email)}`);

export async function readOtp(type: UserType, email: string): Promise<OtpDoc | null> {
  const snapshot = await otpRef(type, email).get();
  return snapshot.data() ?? null;
}

/** Replaces the person's code: a new code voids the one before. */
export async function writeOtp(type: UserType, email: string, doc: OtpDoc): Promise<void> {
  await otpRef(type, email).set(doc);
}

/** Stores the person's first code; false when another request stored one meanwhile. */
export function createOtp(type: UserType, email: string, doc: OtpDoc): Promise<boolean> {
  return createIfAbsent(otpRef(type, email), { ...doc });
}

/** Changes fields of the person's code; false when it is gone (used meanwhile). */
export function updateOtp(type: UserType, email: string, fields: Partial<OtpDoc>): Promise<boolean> {
  return updateIfPresent(otpRef(type, email), { ...fields });
}

const sendRef = (type: UserType, email: string, after: OtpDoc) =>
  firestore().collection(COLLECTIONS.otpSends).doc(createHash('sha256').update(`${type}\n${email}\n${after.codeId}\n${after.sentAt}`).digest('hex'));

/**
 * Claims the one sending that may follow `after` (the code as this request read it): of many
 * requests that read the same code, exactly one gets true, even where transactions are not
 * isolated. `release` gives the claim back when that sending fails.
 */
export function claimSend(type: UserType, email: string, after: OtpDoc, deleteAt: Date): Promise<boolean> {
  return createIfAbsent(sendRef(type, email, after), { claimedAt: Date.now(), deleteAt });
}

export async function releaseSend(type: UserType, email: string, after: OtpDoc): Promise<void> {
  await sendRef(type, email, after).delete();
}

/** Counts one try, atomically at commit; false when there is no code any more. */
export function countTry(type: UserType, email: string): Promise<boolean> {
  return updateIfPresent(otpRef(type, email), { attempts: FieldValue.increment(1) });
}

/** Marks a code used; exactly one caller gets true for a code, however many race. */
export function markUsed(codeId: string, deleteAt: Date): Promise<boolean> {
  return createIfAbsent(firestore().collection(COLLECTIONS.otpUses).doc(codeId), { usedAt: Date.now(), deleteAt });
}

/** Deletes the person's code if it is still `codeId` (not a newer one sent meanwhile). */
export async function deleteOtp(type: UserType, email: string, codeId: string): Promise<void> {
  const ref = otpRef(type, email);
  await firestore().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.data()?.codeId === codeId) tx.delete(ref);
  });
}
