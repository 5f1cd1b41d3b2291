/**
 * Writes whose preconditions decide races. A failed precondition is ALREADY_EXISTS or NOT_FOUND
 * on Firestore but an UNKNOWN error on the local emulator, so the outcome is confirmed by
 * reading the document again rather than by the error code; any other failure is rethrown.
 */
import type { DocumentData, DocumentReference, UpdateData, WithFieldValue, WriteBatch } from 'firebase-admin/firestore';

/**
 * Creates the document unless it exists; true when this call created it. A create refused for
 * a document that is gone by the time it is read again (a claim another caller made and
 * released meanwhile) is tried again, a few times. `alongside` adds writes that happen only
 * with the create, in the same commit after it (so a refused create stops them too).
 */
export async function createIfAbsent<T extends DocumentData>(
  ref: DocumentReference<T>, data: WithFieldValue<T>, alongside?: (batch: WriteBatch) => void,
): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      const batch = ref.firestore.batch().create(ref, data);
      alongside?.(batch);
      await batch.commit();
      return true;
    } catch (error) {
      if ((await ref.get()).exists) return false;
      if (attempt >= 3) throw error;
    }
  }
}

/** Updates the document if it exists; false when it does not. */
export async function updateIfPresent<T extends DocumentData>(ref: DocumentReference<T>, data: UpdateData<DocumentData>): Promise<boolean> {
  try {
    await ref.update(data);
    return true;
  } catch (error) {
    if (!(await ref.get()).exists) return false;
    throw error;
  }
}
