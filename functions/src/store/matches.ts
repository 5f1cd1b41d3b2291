/**
 * What matching reads and writes: the other side's people in one city who share a skill or an
 * interest (an indexed query on cityKey and array-contains-any, never a scan of all users; see
 * firestore.indexes.json), and `matches/{email}`, the list a dashboard listens to.
 */
import { COLLECTIONS, type UserType } from '@gh/common/constants';
import type { MatchItem, MatchesDoc } from '@gh/common/documents';
import { typedCollection } from './converters.ts';
import { emailKey, firestore } from './firebase.ts';
import type { PersonDocs } from './people.ts';

/** Firestore's limit on the values of one array-contains-any filter. */
const ANY_LIMIT = 30;

const SIDE: Record<UserType, { collection: string; topics: 'skills' | 'interests' }> = {
  volunteer: { collection: COLLECTIONS.volunteers, topics: 'skills' },
  senior: { collection: COLLECTIONS.seniors, topics: 'interests' },
};

const matchesRef = (email: string) => typedCollection<MatchesDoc>(COLLECTIONS.matches).doc(emailKey(email));

export interface Found<T> {
  people: T[];
  /** Documents the queries returned: what Firestore bills as reads. */
  reads: number;
}

/** People of `side` in the city whose skills (volunteers) or interests (seniors) include any of `topics`. */
export async function peopleSharing<T extends UserType>(
  side: T,
  cityKey: string,
  topics: readonly string[],
): Promise<Found<PersonDocs[T]>> {
  const wanted = [...new Set(topics)];
  const chunks: string[][] = [];
  for (let i = 0; i < wanted.length; i += ANY_LIMIT) chunks.push(wanted.slice(i, i + ANY_LIMIT));
  const { collection, topics: field } = SIDE[side];
  const snapshots = await Promise.all(
    chunks.map((chunk) =>
      typedCollection<PersonDocs[T]>(collection).where('cityKey', '==', cityKey).where(field, 'array-contains-any', chunk).get(),
    ),
  );
  const byEmail = new Map<string, PersonDocs[T]>();
  for (const doc of snapshots.flatMap((snapshot) => snapshot.docs)) byEmail.set(doc.id, doc.data());
  return { people: [...byEmail.values()], reads: snapshots.reduce((sum, snapshot) => sum + snapshot.size, 0) };
}

export async function readMatches(email: string): Promise<MatchesDoc | null> {
  return (await matchesRef(email).get()).data() ?? null;
}

export async function writeMatches(email: string, items: MatchItem[], now = Date.now()): Promise<void> {
  const doc: MatchesDoc = { items, updatedAt: now };
  await matchesRef(email).set(doc);
}

/**
 * Rewrites `matches/{email}` with `change(items)` in a transaction. `change` answers null when
 * the stored list alone cannot say (or there is none): then nothing is written and this
 * answers false, so the caller ranks that person again from a query.
 */
export function changeMatches(email: string, change: (items: MatchItem[]) => MatchItem[] | null, now = Date.now()): Promise<boolean> {
  const ref = matchesRef(email);
  return firestore().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const stored = snapshot.data();
    const items = stored ? change(stored.items) : null;
    if (!items) return false;
    const doc: MatchesDoc = { items, updatedAt: now };
    tx.set(ref, doc);
    return true;
  });
}
