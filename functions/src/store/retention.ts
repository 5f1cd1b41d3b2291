/**
 * What the retention job (services/retention/) reads and erases in Firestore: the documents a
 * rule finds due, a bounded page at a time, each erased only if it is still due when erased,
 * with the figures it counted in the same commit; and where a scan of Firebase Auth goes on
 * (`retention/{rule}`, never readable by clients).
 */
import type { DocumentData } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@gh/common/constants';
import { addToRecord, cityOf, type FigureChanges } from './admin-record.ts';
import { firestore } from './firebase.ts';
import { guardedCommit } from './guarded-commit.ts';

/** Where a rule looks: `field` (epoch ms) at or before the cut-off, and optionally one field equal to a value. */
export interface DueQuery {
  collection: string;
  field: string;
  equal?: { field: string; value: unknown };
}

/** At most `limit` documents of `query` due at `cutoff`. */
export async function dueDocuments(query: DueQuery, cutoff: number, limit: number): Promise<{ id: string; data: DocumentData }[]> {
  const { collection, field, equal } = query;
  let found = firestore().collection(collection).where(field, '<=', cutoff);
  if (equal) found = found.where(equal.field, '==', equal.value);
  // Newest first: the order of the index the admin's Rejected panel already has.
  const snapshot = await found.orderBy(field, 'desc').limit(limit).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
}

/**
 * Deletes `collection/id` if `due` still holds of it, with `figures` of it in the same commit;
 * answers what it deleted, or null when it was gone or no longer due. Of runs at once, one does.
 */
export function eraseIfDue(
  collection: string,
  id: string,
  due: (data: DocumentData) => boolean,
  figures?: (data: DocumentData) => FigureChanges,
): Promise<DocumentData | null> {
  const ref = firestore().collection(collection).doc(id);
  return guardedCommit(async () => {
    const read = await ref.get();
    const data = read.data();
    if (!data || !due(data)) return { result: null };
    const counted = figures?.(data);
    return {
      result: data,
      changes: [{ read, write: null }],
      alongside: counted && ((batch) => addToRecord(batch, { figures: counted, city: cityOf(data) })),
    };
  });
}

const cursorRef = (rule: string) => firestore().collection(COLLECTIONS.retention).doc(rule);

/** Where the rule's scan goes on (a page token), or null: from the start. */
export async function readCursor(rule: string): Promise<string | null> {
  return ((await cursorRef(rule).get()).get('next') as string | undefined) ?? null;
}

export async function writeCursor(rule: string, next: string | null): Promise<void> {
  await cursorRef(rule).set({ next });
}
