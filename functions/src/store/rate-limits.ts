/**
 * `rateLimits/{id}`: one counter per key and time window, or the time of a key's last turn. The
 * id is a hash of the key, so e-mail and client addresses are not stored in the clear.
 * `deleteAt` feeds a TTL policy.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@gh/common/constants';
import { firestore } from './firebase.ts';
import { guardedCommit } from './guarded-commit.ts';

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

/**
 * Takes the turn of `id` unless one was taken within `gapMs` before `now`; true when this call
 * took it. A gap, not a window of the clock: two turns are never closer than `gapMs` (a window
 * lets one through on each side of its edge). Of many calls at once exactly one takes it.
 */
export function takeTurn(id: string, now: number, gapMs: number): Promise<boolean> {
  const ref = counter(id);
  return guardedCommit(async () => {
    const read = await ref.get();
    const last: unknown = read.get('at');
    // A turn that cannot be read counts as just taken, as a counter that cannot be read is full.
    if (read.exists && (typeof last !== 'number' || last > now - gapMs)) return { result: false };
    return { result: true, changes: [{ read, write: { at: now, deleteAt: new Date(now + gapMs) } }] };
  });
}

/**
 * Takes one of the `limit` places of the counter, if one is left; true when this call took it.
 * Unlike countHit, of many calls at once exactly `limit` succeed (each writes only the count it
 * read plus one), and a call that finds none left counts nothing.
 */
export function takeHit(id: string, deleteAt: Date, limit: number): Promise<boolean> {
  const ref = counter(id);
  return guardedCommit(async () => {
    const read = await ref.get();
    const count: unknown = read.get('count') ?? 0;
    if (typeof count !== 'number' || count >= limit) return { result: false };
    return { result: true, changes: [{ read, write: { count: count + 1, deleteAt } }] };
  });
}
