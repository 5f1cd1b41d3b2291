/**
 * `probes/{id}`: throw-away documents the emulator-only probe route writes, to prove that the
 * function reaches Firestore. The only module that touches this collection.
 */
import { COLLECTIONS } from '@gh/common/constants';
import { firestore, serverTimestamp } from './firebase.ts';

export async function writeProbe(id: string, value: string): Promise<void> {
  await firestore().collection(COLLECTIONS.probes).doc(id).set({ value, writtenAt: serverTimestamp() });
}
