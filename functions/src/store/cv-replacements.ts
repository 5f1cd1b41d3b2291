/**
 * `cvReplacements/{id}`: one marker per CV that was replaced, naming the upload that replaced
 * it. Creating the marker is what lets exactly one upload replace a given CV, so of uploads at
 * once each replaces the one before it and deletes that file: none is left that nothing names.
 * A create() precondition, because the local emulator does not isolate transactions.
 * `deleteAt` is the field of a TTL policy (firestore.indexes.json): a marker matters only while
 * the CV it names is current, and every upload has a path of its own.
 */
import { createHash } from 'node:crypto';
import { COLLECTIONS } from '@gh/common/constants';
import { emailKey, firestore } from './firebase.ts';
import { createIfAbsent } from './writes.ts';

/** Markers are kept a day for the TTL policy; only the one naming the current CV matters. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** A path may hold any character of a file name; the id is a digest of the person and the path. */
export const cvReplacementId = (email: string, replaced: string | null) =>
  createHash('sha256').update(`${emailKey(email)}\n${replaced ?? ''}`).digest('hex');

const markerRef = (email: string, replaced: string | null) =>
  firestore().collection(COLLECTIONS.cvReplacements).doc(cvReplacementId(email, replaced));

/**
 * A claim older than this belongs to a request that died between its claim and its write (a
 * function times out after 60 s), so the CV it named is still current and may be claimed again.
 */
const STALE_MS = 2 * 60 * 1000;

/** True when this call may replace `replaced` (null: no CV yet) with `path`; false when another did. */
export async function claimCvReplacement(email: string, replaced: string | null, path: string, now = Date.now()): Promise<boolean> {
  const ref = markerRef(email, replaced);
  const marker = { email, replaced, path, at: now, deleteAt: new Date(now + KEEP_MS) };
  if (await createIfAbsent(ref, marker)) return true;
  const at: unknown = (await ref.get()).get('at');
  if (typeof at !== 'number' || now - at < STALE_MS) return false;
  await ref.delete();
  return createIfAbsent(ref, marker);
}

/** Gives up a claim whose replacement could not be saved, so another upload may make it. */
export async function releaseCvReplacement(email: string, replaced: string | null): Promise<void> {
  await markerRef(email, replaced).delete();
}
