/**
 * `visits/{id}` and `concerns/{id}`. Every change is made in a transaction (the
 * `...In` functions, given one by inTransaction) that read what it decides on by id, so of
 * racing changes each sees what the one before it wrote. Every list is a query with a limit.
 */
import { COLLECTIONS } from '@gh/common/constants';
import { VISIT_STATUS, type ConcernDoc, type VisitDoc, type VisitFeedback, type VisitFeedbackDoc } from '@gh/common/visits';
import { FieldPath, FieldValue, type UpdateData } from 'firebase-admin/firestore';
import { typedCollection } from './converters.ts';
import { emailKey, inTransaction, type Transaction } from './firebase.ts';

const visitsOf = () => typedCollection<VisitDoc>(COLLECTIONS.visits);
const concernsOf = () => typedCollection<ConcernDoc>(COLLECTIONS.concerns);
const feedbackDocs = () => typedCollection<VisitFeedbackDoc>(COLLECTIONS.visitFeedback);

export interface StoredVisit extends VisitDoc {
  id: string;
}

const withId = (snapshot: { id: string; data: () => VisitDoc }): StoredVisit => ({ ...snapshot.data(), id: snapshot.id });

/** A fresh auto id for a visit (20 letters and digits). */
export const newVisitId = () => visitsOf().doc().id;

/** The visit as `tx` reads it, or null. */
export async function visitIn(tx: Transaction, id: string): Promise<StoredVisit | null> {
  const snapshot = await tx.get(visitsOf().doc(id));
  return snapshot.exists ? withId(snapshot as { id: string; data: () => VisitDoc }) : null;
}

export function createVisitIn(tx: Transaction, { id, ...visit }: StoredVisit): void {
  tx.create(visitsOf().doc(id), visit);
}

export function updateVisitIn(tx: Transaction, id: string, fields: UpdateData<VisitDoc>): void {
  tx.update(visitsOf().doc(id), fields);
}

/** The visits of `ids` as `tx` reads them, in one read (those that exist). */
export async function visitsIn(tx: Transaction, ids: readonly string[]): Promise<StoredVisit[]> {
  if (ids.length === 0) return [];
  const snapshots = await tx.getAll(...ids.map((id) => visitsOf().doc(id)));
  return snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => withId(snapshot as { id: string; data: () => VisitDoc }));
}

type Side = 'volunteer' | 'senior';

/** A person's visits ending at or after `from`, soonest first (read in `tx` when given). */
export async function visitsFrom(side: Side, email: string, from: number, limit: number, tx?: Transaction): Promise<StoredVisit[]> {
  const query = visitsOf().where(side, '==', emailKey(email)).where('endAt', '>=', from).orderBy('endAt').limit(limit);
  const snapshot = await (tx ? tx.get(query) : query.get());
  return snapshot.docs.map(withId);
}

/**
 * A person's visits ending before `before.endAt`, latest first (ties by id), or with `before.id`
 * after that visit in this order (read in `tx` when given).
 */
export async function visitsBefore(
  side: Side,
  email: string,
  before: { endAt: number; id?: string },
  limit: number,
  tx?: Transaction,
): Promise<StoredVisit[]> {
  const ordered = visitsOf().where(side, '==', emailKey(email)).orderBy('endAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  const query = (before.id ? ordered.startAfter(before.endAt, before.id) : ordered.where('endAt', '<', before.endAt)).limit(limit);
  const snapshot = await (tx ? tx.get(query) : query.get());
  return snapshot.docs.map(withId);
}

/** Scheduled visits on `date` (the reminders of the day before), a page after `after`. */
export async function scheduledOn(date: string, limit: number, after?: StoredVisit): Promise<StoredVisit[]> {
  const query = visitsOf()
    .where('date', '==', date)
    .where('status', '==', VISIT_STATUS.scheduled)
    .orderBy('startAt')
    .orderBy(FieldPath.documentId());
  const snapshot = await (after ? query.startAfter(after.startAt, after.id) : query).limit(limit).get();
  return snapshot.docs.map(withId);
}

/** Scheduled visits whose day is over (to be marked Missed), oldest first. */
export async function scheduledDayOver(now: number, limit: number): Promise<StoredVisit[]> {
  const snapshot = await visitsOf()
    .where('status', '==', VISIT_STATUS.scheduled)
    .where('dayOverAt', '<=', now)
    .orderBy('dayOverAt')
    .limit(limit)
    .get();
  return snapshot.docs.map(withId);
}

export async function concernExistsIn(tx: Transaction, id: string): Promise<boolean> {
  return (await tx.get(concernsOf().doc(id))).exists;
}

/** A concern as it is raised: open, not yet mailed unless `mailedAt` says it was told otherwise, in its senior's district. */
export function raiseConcernIn(tx: Transaction, id: string, concern: ConcernDoc & { districtKey: string | null }): void {
  tx.set(concernsOf().doc(id), { status: 'open', mailedAt: null, ...concern });
}

/** The senior's word on a visit, `visitFeedback/{visitId}`: once (the visit's feedbackGiven says so). */
export function createFeedbackIn(tx: Transaction, feedback: VisitFeedbackDoc & { districtKey: string | null }): void {
  tx.create(feedbackDocs().doc(feedback.visitId), feedback);
}

/** The senior's words on the visits of `ids`, by visit id, in one read. */
export async function feedbackOf(ids: readonly string[]): Promise<Map<string, VisitFeedback>> {
  if (ids.length === 0) return new Map();
  const snapshots = await feedbackDocs().firestore.getAll(...ids.map((id) => feedbackDocs().doc(id)));
  return new Map(
    snapshots.flatMap((snapshot) => {
      const data = snapshot.data() as VisitFeedbackDoc | undefined;
      return data ? [[snapshot.id, { mood: data.mood, text: data.text, at: data.at }] as const] : [];
    }),
  );
}

export interface StoredConcern extends ConcernDoc {
  id: string;
}

/** The concern as `tx` reads it, or null. */
export async function concernIn(tx: Transaction, id: string): Promise<StoredConcern | null> {
  const snapshot = await tx.get(concernsOf().doc(id));
  const concern = snapshot.data();
  return concern ? { ...concern, id } : null;
}

export function updateConcernIn(tx: Transaction, id: string, fields: UpdateData<ConcernDoc>): void {
  tx.update(concernsOf().doc(id), fields);
}

/**
 * Claims the concern's mail until `until` in a transaction that reads it first, so of a send and
 * sweeps at once exactly one mails it; answers the concern when this call claimed it, else null
 * (mailed already, or another send holds it). A send that fails leaves its claim to lapse.
 */
export function claimConcernMail(id: string, now: number, until: number): Promise<StoredConcern | null> {
  const ref = concernsOf().doc(id);
  return inTransaction(async (tx) => {
    const concern = (await tx.get(ref)).data();
    if (!concern || concern.mailedAt !== null || (concern.mailingUntil ?? 0) > now) return null;
    tx.update(ref, { mailingUntil: until });
    return { ...concern, id };
  });
}

/** Concerns raised up to `until` that the admin inbox has not been told of, oldest first. */
export async function unmailedConcerns(until: number, limit: number): Promise<StoredConcern[]> {
  const snapshot = await concernsOf().where('mailedAt', '==', null).where('at', '<=', until).orderBy('at').limit(limit).get();
  return snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
}

/** Marks the concern mailed (to the senior's coordinator, `waiting` says, and when the owners hear of it); its send's claim goes with it. */
export async function markConcernMailed(id: string, at: number, waiting?: { coordinator: string; escalateAt: number }): Promise<void> {
  await concernsOf()
    .doc(id)
    .update({ mailedAt: at, mailingUntil: FieldValue.delete(), ...waiting });
}

/** Concerns whose owners are to be told by `now` (a coordinator's, unhandled), soonest first. */
export async function concernsToEscalate(now: number, limit: number): Promise<StoredConcern[]> {
  const snapshot = await concernsOf().where('escalateAt', '<=', now).orderBy('escalateAt').limit(limit).get();
  return snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
}

/**
 * Claims the telling of the owners until `until`, as claimConcernMail claims a mail: null when it
 * is not due (told, claimed, or handled: then it waits no more).
 */
export function claimConcernEscalation(id: string, now: number, until: number): Promise<StoredConcern | null> {
  const ref = concernsOf().doc(id);
  return inTransaction(async (tx) => {
    const concern = (await tx.get(ref)).data();
    if (!concern || concern.escalateAt == null || concern.escalateAt > now) return null;
    const open = concern.status !== 'handled';
    tx.update(ref, { escalateAt: open ? until : null });
    return open ? { ...concern, id } : null;
  });
}

/** Marks the owners told of the concern. */
export async function markConcernEscalated(id: string, at: number): Promise<void> {
  await concernsOf().doc(id).update({ escalateAt: null, escalatedAt: at });
}

export async function readConcern(id: string): Promise<ConcernDoc | null> {
  return (await concernsOf().doc(id).get()).data() ?? null;
}

export async function readVisit(id: string): Promise<StoredVisit | null> {
  const snapshot = await visitsOf().doc(id).get();
  return snapshot.exists ? withId(snapshot as { id: string; data: () => VisitDoc }) : null;
}

/** A fresh auto id for a senior's call for help. */
export const newConcernId = () => concernsOf().doc().id;
