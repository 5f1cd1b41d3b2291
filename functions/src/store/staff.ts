/**
 * `staff/{email}`: the members of staff (@gh/common/staff StaffDoc). Readable by owners and by
 * the member themselves (firestore.rules); written only here.
 */
import { COLLECTIONS } from '@gh/common/constants';
import type { StaffDoc } from '@gh/common/staff';
import { typedCollection } from './converters.ts';
import { emailKey, inTransaction } from './firebase.ts';

const staffCollection = () => typedCollection<StaffDoc>(COLLECTIONS.staff);
const staffRef = (email: string) => staffCollection().doc(emailKey(email));

export async function readStaff(email: string): Promise<StaffDoc | null> {
  return (await staffRef(email).get()).data() ?? null;
}

/** What a change decided: the member's document as it is to be, null to remove them, undefined to leave it. */
type StaffDecision = StaffDoc | null | undefined;

/** A member before and after a change (the same when nothing changed). */
export interface StaffChange {
  before: StaffDoc | null;
  after: StaffDoc | null;
}

/**
 * Changes one member in a transaction that reads them and the owners (at most two: enough to
 * tell whether anyone but this member is an owner). `decide` sees the member as stored and how
 * many other owners there are, and may throw to refuse; then nothing changes. Of two owners
 * removing each other at once, the first commit changes what the other read, so the other
 * looks again and sees itself the last owner.
 */
export function changeStaff(email: string, decide: (current: StaffDoc | null, otherOwners: number) => StaffDecision): Promise<StaffChange> {
  const ref = staffRef(email);
  return inTransaction(async (tx) => {
    const [current, owners] = await Promise.all([tx.get(ref), tx.get(staffCollection().where('role', '==', 'owner').limit(2))]);
    const before = current.data() ?? null;
    const next = decide(before, owners.docs.filter((owner) => owner.id !== email).length);
    if (next === undefined) return { before, after: before };
    if (next === null) tx.delete(ref);
    else tx.set(ref, next);
    return { before, after: next };
  });
}
