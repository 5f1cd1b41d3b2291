/** `applications/{email}` (design.md, Data): volunteer applications. */
import { COLLECTIONS } from '@gh/common/constants';
import type { ApplicationDoc } from '@gh/common/documents';
import { firestore } from './firebase.ts';

export async function readApplication(email: string): Promise<ApplicationDoc | null> {
  const snapshot = await firestore().collection(COLLECTIONS.applications).doc(email).get();
  return snapshot.exists ? (snapshot.data() as ApplicationDoc) : null;
}
