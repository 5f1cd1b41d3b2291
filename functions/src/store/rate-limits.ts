/**
 * `rateLimits/{id}`: one counter per key and time window. The id is a hash of the key, so
 * e-mail and client addresses are not stored in the clear. `deleteAt` feeds a TTL policy.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@gh/common/constants';
import { firestore } from './firebase.ts';

const counter = (id: string) => firestore().collection(COLLECTIONS.rateLimits).doc(id);

/**
 * Adds one hit and answers the count read back after it. The increment is atomic, so the count
 * read is at least this hit's place in line: deciding on it never lets more through than the
 * limit, and a hit takes no lock that a flood of others would queue behind.
 */
export async function countHit(id: string, deleteAt: Date): Promise<number> {
  const ref = counter(id);
  await ref.set({ count: FieldValue.increment(1), deleteAt }, { merge: true });
  return readHits(id);
}

/** The hits counted so far (0 for none; a counter that cannot be read counts as full). */
export async function readHits(id: string): Promise<number> {
  const snapshot = await counter(id).get();
  if (!snapshot.exists) return 0;
  const count: unknown = snapshot.get('count');
  return typeof count === 'number' ? count : Number.POSITIVE_INFINITY;
}
