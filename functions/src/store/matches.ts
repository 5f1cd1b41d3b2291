/**
 * What matching reads and writes: the other side's people near a place who share a skill or an
 * interest (indexed queries on the place's geohash or district and array-contains-any, never a
 * scan of all users; see firestore.indexes.json), and `matches/{email}`, the list a dashboard
 * listens to.
 */
import { COLLECTIONS, type UserType } from '@gh/common/constants';
import type { MatchItem, MatchesDoc } from '@gh/common/documents';
import { geohashRanges, positionOf, type Place } from '@gh/common/places';
import type { Query } from 'firebase-admin/firestore';
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

/**
 * People of `side` near `place` whose skills (volunteers) or interests (seniors) include any of
 * `topics`: with a position, those whose geohash falls in the ranges around it (a few more than
 * within reach, which the ranking drops) and those of the same district who have no position;
 * without one, everyone of the district. Each query is one index's range, so what it reads
 * follows the people nearby, never the total.
 */
export async function peopleNear<T extends UserType>(side: T, place: Place, topics: readonly string[]): Promise<Found<PersonDocs[T]>> {
  const wanted = [...new Set(topics)];
  const { collection, topics: field } = SIDE[side];
  const people = typedCollection<PersonDocs[T]>(collection);
  const at = positionOf(place);
  // Each area narrows a query that already has its topics (a range comes after every filter).
  const areas: ((query: Query<PersonDocs[T]>) => Query<PersonDocs[T]>)[] = at
    ? [
        ...geohashRanges(at).map(
          ([start, end]) =>
            (query: Query<PersonDocs[T]>) =>
              query.orderBy('place.geohash').startAt(start).endAt(end),
        ),
        (query: Query<PersonDocs[T]>) => query.where('place.districtKey', '==', place.districtKey).where('place.geohash', '==', null),
      ]
    : [(query: Query<PersonDocs[T]>) => query.where('place.districtKey', '==', place.districtKey)];
  const queries: Query<PersonDocs[T]>[] = [];
  for (let i = 0; i < wanted.length; i += ANY_LIMIT) {
    const withTopics = people.where(field, 'array-contains-any', wanted.slice(i, i + ANY_LIMIT));
    queries.push(...areas.map((area) => area(withTopics)));
  }
  const snapshots = await Promise.all(queries.map((query) => query.get()));
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
