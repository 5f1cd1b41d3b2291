/**
 * What the trial job reads and writes of `seniors/{email}`: the seniors whose free trial ends in
 * a window, a page at a time (a range on `trialEndsAt`, its single-field index, each page
 * starting after the last senior of the page before), and the claim of one senior's reminder.
 */
import { COLLECTIONS } from '@gh/common/constants';
import type { SeniorDoc } from '@gh/common/documents';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { typedCollection } from './converters.ts';
import { inTransaction } from './firebase.ts';
import { personRef } from './people.ts';

/** A page of seniors whose trial ends after `from` and no later than `to`, soonest first, after `cursor`. */
export async function seniorsTrialEnding(from: number, to: number, limit: number, cursor?: QueryDocumentSnapshot<SeniorDoc>) {
  const query = typedCollection<SeniorDoc>(COLLECTIONS.seniors)
    .where('trialEndsAt', '>', from)
    .where('trialEndsAt', '<=', to)
    .orderBy('trialEndsAt')
    .limit(limit);
  return (await (cursor ? query.startAfter(cursor) : query).get()).docs;
}

/**
 * Marks the senior reminded of her trial's end in a transaction that reads her first, so of
 * runs at once exactly one claims her; answers her as read when this call did, else null.
 */
export function claimTrialReminder(email: string, from: number, to: number): Promise<SeniorDoc | null> {
  const ref = personRef('senior', email);
  return inTransaction(async (tx) => {
    const senior = (await tx.get(ref)).data();
    if (!senior || senior.trialEndsAt <= from || senior.trialEndsAt > to || senior.trialRemindedFor === senior.trialEndsAt) return null;
    // Nothing goes to an e-mail nobody proved; a later run reminds her once she has.
    if (senior.emailProven === false) return null;
    tx.update(ref, { trialRemindedFor: senior.trialEndsAt });
    return senior;
  });
}
