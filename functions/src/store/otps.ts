/**
 * `otps/{type}:{email}`: the one current code of a person (design.md, Data), and
 * `otpUses/{codeId}`: a marker per used code, `otpTries/{codeId}:{n}`: a marker per checked
 * try of a code, which gives each try its number, and `otpSends/{id}`: a marker per sending of
 * a code, which decides which of many simultaneous requests sends. Never readable by clients
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
  /**
   * Tries checked so far: raised by each try once it has claimed its number (`claimTry`), so it
   * never runs ahead of the claimed numbers (services/otp.ts).
   */
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

const tryRef = (codeId: string, n: number) => firestore().collection(COLLECTIONS.otpTries).doc(`${codeId}:${n}`);

/**
 * Gives a try of code `codeId` the first free number above `after` up to `max`, or null when
 * all are taken: each number goes to exactly one try, however many race, even where
 * transactions are not isolated. The numbers taken are always 1 up to some n, so `after` may
 * be any count read before (at most the numbers taken).
 */
export async function claimTry(codeId: string, after: number, max: number, deleteAt: Date): Promise<number | null> {
  for (let n = after + 1; n <= max; n++) {
    if (await createIfAbsent(tryRef(codeId, n), { triedAt: Date.now(), deleteAt })) return n;
  }
  return null;
}

/**
 * Counts a try that claimed its number in the person's code, if it is still `codeId`; false
 * when it is gone (used meanwhile) or replaced. The increment is atomic at commit.
 */
export function countTry(type: UserType, email: string, codeId: string): Promise<boolean> {
  const ref = otpRef(type, email);
  return firestore().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.data()?.codeId !== codeId) return false;
    tx.update(ref, { attempts: FieldValue.increment(1) });
    return true;
  });
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
