/**
 * `grievances/{id}` (@gh/common/grievances GrievanceDoc), read by its person, the officer and
 * the owners (firestore.rules); and `settings/grievanceOfficer`, who the officer is, read by no
 * client (the public pages ask the api). Both written only here.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@gh/common/constants';
import type { AuditEntry } from '@gh/common/documents';
import { GRIEVANCE_OFFICER_ID, GRIEVANCES_OPEN_MAX, type GrievanceDoc, type GrievanceOfficerDoc } from '@gh/common/grievances';
import { addToRecord } from './admin-record.ts';
import { typedCollection } from './converters.ts';
import { emailKey, inTransaction, type Transaction } from './firebase.ts';

const grievances = () => typedCollection<GrievanceDoc>(COLLECTIONS.grievances);
const officerRef = () => typedCollection<GrievanceOfficerDoc>(COLLECTIONS.settings).doc(GRIEVANCE_OFFICER_ID);

/** A fresh auto id for a grievance. */
export const newGrievanceId = () => grievances().doc().id;

export async function readGrievanceOfficer(): Promise<GrievanceOfficerDoc | null> {
  return (await officerRef().get()).data() ?? null;
}

/** Names the officer, with the audit entry, in one commit. */
export async function putGrievanceOfficer(officer: GrievanceOfficerDoc, audit: AuditEntry): Promise<void> {
  await inTransaction(async (tx) => {
    tx.set(officerRef(), officer);
    addToRecord(tx, { audit });
  });
}

/**
 * Stores `grievance` unless its person has GRIEVANCES_OPEN_MAX open already ('openMax'), or
 * `allowed`, reading in the same transaction, makes it something else (`refused`: nothing is
 * stored). Decided in the commit, so of filings at once none passes the limit.
 */
export function fileGrievanceIn(
  grievance: GrievanceDoc,
  allowed: (tx: Transaction) => Promise<GrievanceDoc | null> = async () => grievance,
): Promise<'filed' | 'openMax' | 'refused'> {
  const open = grievances().where('email', '==', emailKey(grievance.email)).where('status', '==', 'open').limit(GRIEVANCES_OPEN_MAX);
  return inTransaction(async (tx) => {
    const [count, filed] = await Promise.all([tx.get(open), allowed(tx)]);
    if (!filed) return 'refused';
    if (count.size >= GRIEVANCES_OPEN_MAX) return 'openMax';
    tx.create(grievances().doc(filed.id), filed);
    return 'filed';
  });
}

/** Open grievances, soonest due first, `limit` of them after `after` (its due time and id). */
export async function openGrievances(limit: number, after?: { dueBy: number; id: string }): Promise<GrievanceDoc[]> {
  let query = grievances().where('status', '==', 'open').orderBy('dueBy').orderBy('__name__');
  if (after) query = query.startAfter(after.dueBy, after.id);
  return (await query.limit(limit).get()).docs.map((doc) => doc.data());
}

/**
 * Records the answer of open grievance `id` with its audit entry, once: null when there is no
 * such grievance; the grievance as it was when it was answered already.
 */
export function answerGrievanceIn(
  id: string,
  answer: (current: GrievanceDoc) => { fields: Partial<GrievanceDoc>; audit: AuditEntry },
): Promise<{ before: GrievanceDoc; answered: boolean } | null> {
  const ref = grievances().doc(id);
  return inTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) return null;
    if (before.status !== 'open') return { before, answered: false };
    const { fields, audit } = answer(before);
    tx.update(ref, fields);
    addToRecord(tx, { audit });
    return { before: { ...before, ...fields }, answered: true };
  });
}

/** Claims the answer's mail of grievance `id` until `until`, unless it went or a send holds it. */
export function claimAnswerMail(id: string, now: number, until: number): Promise<GrievanceDoc | null> {
  const ref = grievances().doc(id);
  return inTransaction(async (tx) => {
    const grievance = (await tx.get(ref)).data();
    if (grievance?.status !== 'answered' || grievance.mailedAt !== null || (grievance.mailingUntil ?? 0) > now) return null;
    tx.update(ref, { mailingUntil: until });
    return grievance;
  });
}

export async function markAnswerMailed(id: string, at: number): Promise<void> {
  await grievances().doc(id).update({ mailedAt: at, mailingUntil: null });
}

/** Answered grievances whose mail has not gone, answered up to `until`, oldest first. */
export async function unmailedAnswers(until: number, limit: number): Promise<GrievanceDoc[]> {
  const found = await grievances().where('mailedAt', '==', null).where('answeredAt', '<=', until).orderBy('answeredAt').limit(limit).get();
  return found.docs.map((doc) => doc.data());
}

/**
 * Claims the reminder of each open grievance due by `until` whose officer was not reminded yet
 * (at most `limit`, soonest due first), marking it `remindedAt`, so runs at once remind of each
 * one once. The claimed ones, soonest due first.
 */
export async function claimDueReminders(until: number, now: number, limit: number): Promise<GrievanceDoc[]> {
  const due = grievances().where('status', '==', 'open').where('dueBy', '<=', until).orderBy('dueBy').limit(limit);
  return inTransaction(async (tx) => {
    const unreminded = (await tx.get(due)).docs.filter((doc) => doc.data().remindedAt === undefined);
    for (const doc of unreminded) tx.update(doc.ref, { remindedAt: now });
    return unreminded.map((doc) => doc.data());
  });
}

/** Gives back the reminders of `ids` whose mail could not go, for the next run. */
export async function releaseReminders(ids: readonly string[]): Promise<void> {
  await Promise.all(ids.map((id) => grievances().doc(id).update({ remindedAt: FieldValue.delete() })));
}
