/**
 * `otps/{type}:{email}`: the one current code of a person (design.md, Data), and
 * `otpUses/{codeId}`: a marker per used code. Never readable by clients (firestore.rules).
 * `deleteAt` is the field of a Firestore TTL policy (firestore.indexes.json) that clears
 * spent documents.
 */
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, type UserType } from '@gh/common/constants';
import { typedCollection } from './converters.ts';
import { firestore } from './firebase.ts';
import { createIfAbsent, updateIfPresent } from './writes.ts';

export interface OtpDoc {
  purpose: 'login' | 'register';
  codeId: string;
  salt: string;
  hash: string;
  sentAt: number;
  expiresAt: number;
  /** Tries so far, counted before each check (services/otp.ts). */
  attempts: number;
  /** Registration: the validated form, kept until the code is verified. */
  pending: Record<string, unknown> | null;
  /** Written as a Date, read back as a Timestamp. */
  deleteAt: Date | Timestamp;
}

const otpRef = (type: UserType, email: string) => typedCollection<OtpDoc>(COLLECTIONS.otps).doc(`${type}:${email}`);

export async function readOtp(type: UserType, email: string): Promise<OtpDoc | null> {
  const snapshot = await otpRef(type, email).get();
  return snapshot.data() ?? null;
}

/** Replaces the person's code: a new code voids the one before. */
export async function writeOtp(type: UserType, email: string, doc: OtpDoc): Promise<void> {
  await otpRef(type, email).set(doc);
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
