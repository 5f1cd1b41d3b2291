/**
 * Collections keyed by e-mail, read a page at a time, so no more than one page is ever in
 * memory: each page a query that starts after the last document of the page before.
 */
import { FieldPath, type DocumentData, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { DISTRICT_FIELD } from '@gh/common/staff';
import { typedCollection } from './converters.ts';

/** Where a page starts: after the document of this time and e-mail (its id). */
export interface PageStart {
  at: number;
  email: string;
}

/**
 * One page of `collection`, newest first by the time field `by` (ties by e-mail), after `after`,
 * and where the next page starts (null: none follows; one document read beyond the page tells).
 * `inDistricts`: only the documents whose place is one of them.
 */
export async function newestFirst<T extends DocumentData>(
  collection: string,
  by: string,
  limit: number,
  after?: PageStart,
  inDistricts?: readonly string[],
): Promise<{ page: T[]; next: PageStart | null }> {
  const all = typedCollection<T>(collection);
  const chosen = inDistricts ? all.where(DISTRICT_FIELD, 'in', inDistricts) : all;
  const ordered = chosen.orderBy(by, 'desc').orderBy(FieldPath.documentId(), 'desc');
  const { docs } = await (after ? ordered.startAfter(after.at, after.email) : ordered).limit(limit + 1).get();
  const last = docs.length > limit ? docs[limit - 1] : undefined;
  return { page: docs.slice(0, limit).map((doc) => doc.data()), next: last ? { at: last.get(by) as number, email: last.id } : null };
}

/** A whole collection in `email` order (the CSV export). */
export async function* documentsInPages<T extends DocumentData & { email: string }>(
  collection: string,
  pageSize: number,
): AsyncGenerator<T[]> {
  const ordered = typedCollection<T>(collection).orderBy('email').limit(pageSize);
  let last: QueryDocumentSnapshot<T> | undefined;
  for (;;) {
    const snapshot = await (last ? ordered.startAfter(last) : ordered).get();
    if (snapshot.size) yield snapshot.docs.map((doc) => doc.data());
    if (snapshot.size < pageSize) return;
    last = snapshot.docs.at(-1);
  }
}
