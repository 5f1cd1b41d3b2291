/**
 * `visits/{id}`, their markers and the `pairs` and `concerns` the daily job reads (issue 14).
 * Every list is a query with a limit. Races are decided by create() markers (`visitMarks`,
 * `visitSlots`), since the local emulator neither isolates transactions nor applies a commit
 * all or none.
 */
import { COLLECTIONS } from '@gh/common/constants';
import { visitSlotId, type ConcernDoc, type PairDoc, type VisitDoc, type VisitStatus } from '@gh/common/visits';
import { FieldValue, type UpdateData } from 'firebase-admin/firestore';
import { typedCollection } from './converters.ts';
import { emailKey } from './firebase.ts';
import { createIfAbsent } from './writes.ts';

const visitsOf = () => typedCollection<VisitDoc>(COLLECTIONS.visits);
const marksOf = () => typedCollection<Record<string, unknown>>(COLLECTIONS.visitMarks);
const slotsOf = () => typedCollection<Record<string, unknown>>(COLLECTIONS.visitSlots);
const pairsOf = () => typedCollection<PairDoc>(COLLECTIONS.pairs);
const concernsOf = () => typedCollection<ConcernDoc>(COLLECTIONS.concerns);

export interface StoredVisit extends VisitDoc {
  id: string;
}

const withId = (snapshot: { id: string; data: () => VisitDoc }): StoredVisit => ({ ...snapshot.data(), id: snapshot.id });

/** A fresh auto id for a visit (20 letters and digits). */
export const newVisitId = () => visitsOf().doc().id;

export async function readVisit(id: string): Promise<StoredVisit | null> {
  const snapshot = await visitsOf().doc(id).get();
  return snapshot.exists ? withId(snapshot as { id: string; data: () => VisitDoc }) : null;
}

/** Creates the visit; false when the id is taken (it never is: ids are fresh). */
export function createVisit(id: string, visit: VisitDoc): Promise<boolean> {
  return createIfAbsent(visitsOf().doc(id), visit);
}

export async function updateVisit(id: string, fields: UpdateData<VisitDoc>): Promise<void> {
  await visitsOf().doc(id).update(fields);
}

export async function deleteVisit(id: string): Promise<void> {
  await visitsOf().doc(id).delete();
}

/** Marks `{visitId}:{kind}` once; true when this call made it. */
export function markVisit(visitId: string, kind: string, data: Record<string, unknown>): Promise<boolean> {
  return createIfAbsent(marksOf().doc(`${visitId}:${kind}`), data);
}

export async function unmarkVisit(visitId: string, kind: string): Promise<void> {
  await marksOf().doc(`${visitId}:${kind}`).delete();
}

const slotId = (volunteer: string, senior: string, date: string, startTime: string) =>
  visitSlotId(emailKey(volunteer), emailKey(senior), date, startTime);

/** Claims a pair's date and start for `visitId`; false when another visit holds it. */
export function claimSlot(volunteer: string, senior: string, date: string, startTime: string, visitId: string): Promise<boolean> {
  return createIfAbsent(slotsOf().doc(slotId(volunteer, senior, date, startTime)), { visitId });
}

export async function releaseSlot(volunteer: string, senior: string, date: string, startTime: string): Promise<void> {
  await slotsOf().doc(slotId(volunteer, senior, date, startTime)).delete();
}

type Side = 'volunteer' | 'senior';

/** A person's visits ending at or after `from`, soonest first. */
export async function visitsFrom(side: Side, email: string, from: number, limit: number): Promise<StoredVisit[]> {
  const snapshot = await visitsOf().where(side, '==', emailKey(email)).where('endAt', '>=', from)
    .orderBy('endAt').limit(limit).get();
  return snapshot.docs.map(withId);
}

/** A person's visits ending before `before`, latest first. */
export async function visitsBefore(side: Side, email: string, before: number, limit: number): Promise<StoredVisit[]> {
  const snapshot = await visitsOf().where(side, '==', emailKey(email)).where('endAt', '<', before)
    .orderBy('endAt', 'desc').limit(limit).get();
  return snapshot.docs.map(withId);
}

/**
 * A pair's visits in `status` by end: 'asc' from `from` on (the next ones), 'desc' (the latest
 * ones).
 */
export async function pairVisits(pair: string, status: VisitStatus, order: 'asc' | 'desc', limit: number, from = 0): Promise<StoredVisit[]> {
  const snapshot = await visitsOf().where('pair', '==', pair).where('status', '==', status).where('endAt', '>=', from)
    .orderBy('endAt', order).limit(limit).get();
  return snapshot.docs.map(withId);
}

/** Scheduled visits on `date` (the reminders of the day before), a page after `afterId`. */
export async function scheduledOn(date: string, limit: number, afterId?: string): Promise<StoredVisit[]> {
  let query = visitsOf().where('date', '==', date).where('status', '==', 'Scheduled').orderBy('startAt');
  if (afterId) {
    const after = await visitsOf().doc(afterId).get();
    if (after.exists) query = query.startAfter(after);
  }
  const snapshot = await query.limit(limit).get();
  return snapshot.docs.map(withId);
}

/** Scheduled visits whose day is over (to be marked Missed), oldest first. */
export async function scheduledDayOver(now: number, limit: number): Promise<StoredVisit[]> {
  const snapshot = await visitsOf().where('status', '==', 'Scheduled').where('dayOverAt', '<=', now)
    .orderBy('dayOverAt').limit(limit).get();
  return snapshot.docs.map(withId);
}

export async function readPair(pair: string): Promise<PairDoc | null> {
  return (await pairsOf().doc(pair).get()).data() ?? null;
}

export async function writePair(pair: string, fields: Partial<PairDoc>): Promise<void> {
  await pairsOf().doc(pair).set(fields, { merge: true });
}

/** Active pairs whose `field` time has come, earliest first. */
export async function activePairsDue(field: 'nextEndAt' | 'quietFrom', now: number, limit: number): Promise<PairDoc[]> {
  const snapshot = await pairsOf().where('active', '==', true).where(field, '<=', now).orderBy(field).limit(limit).get();
  return snapshot.docs.map((doc) => doc.data());
}

/** Records a concern once under `id`; true when this call made it. */
export function raiseConcern(id: string, concern: ConcernDoc): Promise<boolean> {
  return createIfAbsent(concernsOf().doc(id), concern);
}

/** Adds the minutes of a done visit to a person's total (issue 14's 'Volunteered'). */
export async function addDoneMinutes(collection: string, email: string, minutes: number): Promise<void> {
  await typedCollection(collection).doc(emailKey(email)).update({ doneMinutes: FieldValue.increment(minutes) });
}
