/**
 * A whole collection read a page at a time (the CSV export), so no more than one page is ever
 * in memory. Every document here is keyed by its `email` field (the document id), so the
 * cursor is a keyset on it: `email > last` in `email` order. Not startAfter(): the local
 * Firestore ignores query cursors (and orders by no `__name__`), so it would answer the first
 * page forever; a range filter on a plain field works the same there and on Firestore.
 */
import type { DocumentData } from 'firebase-admin/firestore';
import { typedCollection } from './converters.ts';

export async function* documentsInPages<T extends DocumentData & { email: string }>(
  collection: string,
  pageSize: number,
): AsyncGenerator<T[]> {
  let after: string | null = null;
  for (;;) {
    const ordered = typedCollection<T>(collection).orderBy('email');
    const snapshot = await (after === null ? ordered : ordered.where('email', '>', after)).limit(pageSize).get();
    const page = snapshot.docs.map((doc) => doc.data());
    if (page.length) yield page;
    if (page.length < pageSize) return;
    after = page[page.length - 1]!.email;
  }
}
