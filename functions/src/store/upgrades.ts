/**
 * Upgrades of stored documents, a page at a time (the admin's jobs for data written before a
 * field existed): each document of the page that needs it gets its new fields, written only if
 * it is still as it was read, so a save meanwhile (which writes its own) is never overwritten.
 */
import { FieldPath, FieldValue, type DocumentData, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { firestore } from './firebase.ts';

/** gRPC's FAILED_PRECONDITION: an update of a document changed since it was read. */
const FAILED_PRECONDITION = 9;

/** A document before and after its upgrade. */
export interface Upgraded<T> {
  before: T;
  after: T;
}

/** A stored document as read for its upgrade. */
export type StoredDocument = QueryDocumentSnapshot<DocumentData>;

/** One page of `collection` in document id order, after `after`; `last`: the page's last id (null: no more). */
export async function readPage(
  collection: string,
  pageSize: number,
  after: string | null,
): Promise<{ docs: StoredDocument[]; last: string | null }> {
  let query = firestore().collection(collection).orderBy(FieldPath.documentId()).limit(pageSize);
  if (after) query = query.startAfter(after);
  const { docs } = await query.get();
  return { docs, last: docs.length === pageSize ? docs.at(-1)!.id : null };
}

/**
 * Gives `doc` the fields `upgrade` answers for it (a field answered `undefined` is removed), if
 * any and if it is still as it was read. Answers it before and after, or null when nothing was written.
 */
export async function upgradeDocument<T extends DocumentData>(
  doc: StoredDocument,
  upgrade: (doc: T) => Record<string, unknown> | null,
): Promise<Upgraded<T> | null> {
  const before = doc.data() as T;
  const fields = upgrade(before);
  if (!fields) return null;
  const written = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value === undefined ? FieldValue.delete() : value]),
  );
  try {
    await doc.ref.update(written, { lastUpdateTime: doc.updateTime });
  } catch (error) {
    // Changed since it was read: the save that changed it wrote its own fields.
    if ((error as { code?: unknown }).code === FAILED_PRECONDITION) return null;
    throw error;
  }
  const after = Object.fromEntries(Object.entries({ ...before, ...fields }).filter(([, value]) => value !== undefined)) as unknown as T;
  return { before, after };
}

/** One page of `collection` after `after`, each of its documents upgraded (upgradeDocument) at once. */
export async function upgradePage<T extends DocumentData>(
  collection: string,
  upgrade: (doc: T) => Record<string, unknown> | null,
  pageSize: number,
  after: string | null,
): Promise<{ upgraded: Upgraded<T>[]; last: string | null }> {
  const { docs, last } = await readPage(collection, pageSize, after);
  const upgraded = await Promise.all(docs.map((doc) => upgradeDocument(doc, upgrade)));
  return { upgraded: upgraded.filter((entry) => entry !== null), last };
}
