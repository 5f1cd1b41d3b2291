/**
 * `staff/{email}`: the members of staff (@gh/common/staff StaffDoc), readable by owners and by
 * the member themselves (firestore.rules); and `staffInvites/{email}`, an address's open
 * invitation, readable by no client. Both written only here.
 */
import { COLLECTIONS } from '@gh/common/constants';
import type { AuditEntry } from '@gh/common/documents';
import { consentKey, type ConsentRecord } from '@gh/common/consent';
import type { StaffDoc, StaffInviteDoc } from '@gh/common/staff';
import { addToRecord } from './admin-record.ts';
import { typedCollection } from './converters.ts';
import { emailKey, inTransaction, type Transaction } from './firebase.ts';

const staffCollection = () => typedCollection<StaffDoc>(COLLECTIONS.staff);
const staffRef = (email: string) => staffCollection().doc(emailKey(email));
const inviteRef = (email: string) => typedCollection<StaffInviteDoc>(COLLECTIONS.staffInvites).doc(emailKey(email));

export async function readStaff(email: string): Promise<StaffDoc | null> {
  return (await staffRef(email).get()).data() ?? null;
}

/** A member of staff as `tx` reads them (null: not staff). */
export async function staffIn(tx: Transaction, email: string): Promise<StaffDoc | null> {
  return (await tx.get(staffRef(email))).data() ?? null;
}

/** The owners' addresses, at most `limit` of them. */
export async function ownerAddresses(limit: number): Promise<string[]> {
  const snapshot = await staffCollection().where('role', '==', 'owner').limit(limit).get();
  return snapshot.docs.map((doc) => doc.data().email);
}

/** Stores the address's invitation, in place of any earlier one. */
export async function putStaffInvite(invite: StaffInviteDoc): Promise<void> {
  await inviteRef(invite.email).set(invite);
}

/**
 * Keeps `consent` on the address's invitation if it is still the one with `tokenHash`, in place
 * of an earlier agreement to it; false when it is not (taken back, replaced or accepted).
 */
export function agreeToStaffInvite(email: string, tokenHash: string, consent: ConsentRecord): Promise<boolean> {
  const ref = inviteRef(email);
  return inTransaction(async (tx) => {
    if ((await tx.get(ref)).data()?.tokenHash !== tokenHash) return false;
    tx.update(ref, { consent });
    return true;
  });
}

/**
 * Adds `consent` to the member's agreements unless they hold one to its version already:
 * answers false when `email` is not staff.
 */
export function addStaffConsent(email: string, consent: ConsentRecord): Promise<boolean> {
  const ref = staffRef(email);
  return inTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) return false;
    const key = consentKey(consent.version);
    if (!current.consents?.[key]) tx.update(ref, { [`consents.${key}`]: consent });
    return true;
  });
}

/** Deletes the address's invitation if it is still the one with `tokenHash` (a newer one stays). */
export async function dropStaffInvite(email: string, tokenHash: string): Promise<void> {
  const ref = inviteRef(email);
  await inTransaction(async (tx) => {
    if ((await tx.get(ref)).data()?.tokenHash === tokenHash) tx.delete(ref);
  });
}

/** What a change sees: the member as stored, how many other owners there are, and the address's invitation. */
export interface StaffState {
  current: StaffDoc | null;
  otherOwners: number;
  invite: StaffInviteDoc | null;
}

/** What a change decided: the member's document as it is to be, null to remove them, undefined to leave it. */
type StaffDecision = StaffDoc | null | undefined;

/** A member before and after a change (the same when nothing changed). */
export interface StaffChange {
  before: StaffDoc | null;
  after: StaffDoc | null;
}

/**
 * Changes one member in a transaction that reads them, the owners (at most two: enough to tell
 * whether anyone but this member is an owner) and the address's invitation. `decide` may throw
 * to refuse; then nothing changes. `acceptsInvite`: a member it writes takes the invitation,
 * which is deleted in the same commit, so of acceptances at once exactly one finds it. Of two
 * owners removing each other at once, the first commit changes what the other read, so the
 * other looks again and sees itself the last owner. `audit`: the entry a change keeps, in its commit.
 */
export function changeStaff(
  email: string,
  decide: (state: StaffState) => StaffDecision,
  { acceptsInvite = false, audit }: { acceptsInvite?: boolean; audit?: AuditEntry } = {},
): Promise<StaffChange> {
  const ref = staffRef(email);
  const invitation = inviteRef(email);
  return inTransaction(async (tx) => {
    const [current, owners, invite] = await Promise.all([
      tx.get(ref),
      tx.get(staffCollection().where('role', '==', 'owner').limit(2)),
      tx.get(invitation),
    ]);
    const before = current.data() ?? null;
    const next = decide({
      current: before,
      otherOwners: owners.docs.filter((owner) => owner.id !== email).length,
      invite: invite.data() ?? null,
    });
    if (next === undefined) return { before, after: before };
    if (next === null) tx.delete(ref);
    else tx.set(ref, next);
    if (next && acceptsInvite) tx.delete(invitation);
    addToRecord(tx, { audit });
    return { before, after: next };
  });
}
