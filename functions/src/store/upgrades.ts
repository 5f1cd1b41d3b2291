/**
 * Upgrades of stored documents, a page at a time (the admin's jobs for data written before a
 * field existed): each document of the page that needs it gets its new fields, written only if
 * it is still as it was read, so a save meanwhile (which writes its own) is never overwritten.
 */
import { FieldPath, FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { firestore } from './firebase.ts';

/** gRPC's FAILED_PRECONDITION: an update of a document changed since it was read. */
const FAILED_PRECONDITION = 9;

/** A document before and after its upgrade. */
export interface Upgraded<T> {
  before: T;
  after: T;
}

/**
 * One page of `collection` in document id order, after `after`: each document for which
 * `upgrade` answers fields gets them (a field answered `undefined` is removed). Answers the
 * documents upgraded and the last id of the page (null: no more).
 */
export async function upgradePage<T extends DocumentData>(
  collection: string,
  upgrade: (doc: T) => Record<string, unknown> | null,
  pageSize: number,
  after: string | null,
): Promise<{ upgraded: Upgraded<T>[]; last: string | null }> {
  let query = firestore().collection(collection).orderBy(FieldPath.documentId()).limit(pageSize);
  if (after) query = query.startAfter(after);
  const { docs } = await query.get();
  const upgraded = await Promise.all(
    docs.map(async (doc) => {
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
    }),
  );
  return { upgraded: upgraded.filter((entry) => entry !== null), last: docs.length === pageSize ? docs.at(-1)!.id : null };
}
