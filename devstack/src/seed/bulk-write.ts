/**
 * Writes many documents with firebase-admin as fast as the local stack takes them: batches of
 * 500 (Firestore's limit), a few in flight at once so the client encodes one while the
 * emulator stores another.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { SeedDocument } from './generate-people.ts';

const BATCH = 500;
const IN_FLIGHT = 4;

export async function writeDocuments(
  db: Firestore,
  documents: readonly SeedDocument[],
  onProgress?: (written: number) => void,
): Promise<void> {
  let nextStart = 0;
  let written = 0;
  const worker = async () => {
    while (nextStart < documents.length) {
      const start = nextStart;
      nextStart += BATCH;
      const batch = db.batch();
      for (const { collection, id, data } of documents.slice(start, start + BATCH)) batch.set(db.collection(collection).doc(id), data);
      await batch.commit();
      written += Math.min(BATCH, documents.length - start);
      onProgress?.(written);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

/** Runs `task` over `items`, `limit` at a time. */
export async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}
