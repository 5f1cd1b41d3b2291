/**
 * A whole collection read a page at a time (the CSV export), so no more than one page is ever
 * in memory: in `email` order (every document here is keyed by its e-mail), each page a query
 * that starts after the last document of the page before.
 */
import type { DocumentData, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { typedCollection } from './converters.ts';

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
