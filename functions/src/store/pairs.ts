/**
 * `pairs/{volunteer}>{senior}`: a pair's schedule (common/src/visits.ts PairDoc), read with
 * both people by id in the transaction that changes the pair's visits or links, and the
 * queries of the daily job.
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@gh/common/constants';
import type { SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { pairKey, type PairDoc } from '@gh/common/visits';
import { typedCollection } from './converters.ts';
import type { Transaction } from './firebase.ts';
import { personRef, type Pair } from './people.ts';

const pairsOf = () => typedCollection<PairDoc>(COLLECTIONS.pairs);

export interface PairRead extends Pair {
  /** `pairs/{id}`, null before the pair's first visit. */
  doc: PairDoc | null;
}

/** Both people and the pair's document as `tx` reads them, in one read. */
export async function pairIn(tx: Transaction, volunteerEmail: string, seniorEmail: string): Promise<PairRead> {
  const refs = [
    personRef('volunteer', volunteerEmail),
    personRef('senior', seniorEmail),
    pairsOf().doc(pairKey(volunteerEmail, seniorEmail)),
  ];
  const [volunteer, senior, doc] = await tx.getAll(...(refs as DocumentReference[]));
  return {
    volunteer: (volunteer?.data() as VolunteerDoc | undefined) ?? null,
    senior: (senior?.data() as SeniorDoc | undefined) ?? null,
    doc: (doc?.data() as PairDoc | undefined) ?? null,
  };
}

export function writePairIn(tx: Transaction, doc: PairDoc): void {
  tx.set(pairsOf().doc(pairKey(doc.volunteer, doc.senior)), doc);
}

/** Active pairs whose `field` time has come, earliest first. */
export async function activePairsDue(field: 'nextEndAt' | 'quietFrom', now: number, limit: number): Promise<PairDoc[]> {
  const snapshot = await pairsOf().where('active', '==', true).where(field, '<=', now).orderBy(field).limit(limit).get();
  return snapshot.docs.map((doc) => doc.data());
}
