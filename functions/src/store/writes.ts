/**
 * Writes whose preconditions decide races. A failed precondition is ALREADY_EXISTS or NOT_FOUND
 * on Firestore but an UNKNOWN error on the local emulator, so the outcome is confirmed by
 * reading the document again rather than by the error code; any other failure is rethrown.
 */
import type { DocumentData, DocumentReference, UpdateData, WithFieldValue } from 'firebase-admin/firestore';

/** Creates the document unless it exists; true when this call created it. */
export async function createIfAbsent<T extends DocumentData>(ref: DocumentReference<T>, data: WithFieldValue<T>): Promise<boolean> {
  try {
    await ref.create(data);
    return true;
  } catch (error) {
    if ((await ref.get()).exists) return false;
    throw error;
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
