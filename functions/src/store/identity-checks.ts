/** `identityChecks/{email}`: the latest identity check of a volunteer, for the admin alone (firestore.rules). */
import { COLLECTIONS } from '@gh/common/constants';
import type { IdentityCheckDoc } from '@gh/common/identity-check';
import { typedCollection } from './converters.ts';
import { emailKey, type Transaction } from './firebase.ts';

const checkRef = (email: string) => typedCollection<IdentityCheckDoc>(COLLECTIONS.identityChecks).doc(emailKey(email));

export async function readIdentityCheck(email: string): Promise<IdentityCheckDoc | null> {
  return (await checkRef(email).get()).data() ?? null;
}

export async function identityCheckIn(tx: Transaction, email: string): Promise<IdentityCheckDoc | null> {
  return (await tx.get(checkRef(email))).data() ?? null;
}

export function writeIdentityCheckIn(tx: Transaction, check: IdentityCheckDoc): void {
  tx.set(checkRef(check.email), check);
}
