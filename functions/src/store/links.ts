/**
 * The volunteer-senior link on both people's documents (design.md, Data), and the claims in
 * `linkClaims` that decide races: a volunteer, a senior and a visit can each be claimed once.
 * The local emulator neither isolates transactions nor applies a commit's writes all or none,
 * so each claim is its own create() (whose precondition it does check); on Firestore the same
 * code is correct as well.
 */
import { COLLECTIONS } from '@gh/common/constants';
import { linkClaimId, type Link, type LinkClaimKind } from '@gh/common/documents';
import { emailKey, firestore } from './firebase.ts';
import { createIfAbsent } from './writes.ts';

const claimRef = (kind: LinkClaimKind, emails: string[]) => firestore().collection(COLLECTIONS.linkClaims).doc(linkClaimId(kind, ...emails.map(emailKey)));

/** Makes the claim; true when this call made it, false when it was made before. */
export function claim(kind: LinkClaimKind, emails: string[], data: Record<string, unknown>): Promise<boolean> {
  return createIfAbsent(claimRef(kind, emails), data);
}

/** Gives up a claim this call made but could not complete. */
export async function release(kind: LinkClaimKind, emails: string[]): Promise<void> {
  await claimRef(kind, emails).delete();
}

/** Writes each side's view of the link onto both documents at once. */
export async function writeLinks(volunteerEmail: string, seniorEmail: string, onVolunteer: Link, onSenior: Link): Promise<void> {
  const db = firestore();
  await db.runTransaction(async (tx) => {
    tx.update(db.collection(COLLECTIONS.volunteers).doc(emailKey(volunteerEmail)), { senior: onVolunteer });
    tx.update(db.collection(COLLECTIONS.seniors).doc(emailKey(seniorEmail)), { volunteer: onSenior });
  });
}
