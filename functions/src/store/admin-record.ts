/**
 * What the admin area keeps beside the data: `stats/admin`, the Analytics figures,
 * and `audit/{id}`, one entry per admin action. Both are written by the commit that makes the
 * change they describe, and Firestore applies a commit all or none, so a change refused or
 * failed adds no count and no entry.
 */
import { FieldValue, type Firestore, type Query, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { ADMIN_STATS_ID, COLLECTIONS, LINK_STATUS, type ApplicationStatus } from '@gh/common/constants';
import { STATUS_FIGURE, type AdminStats, type AuditEntry } from '@gh/common/documents';
import { firestore } from './firebase.ts';

/** How much each figure changes (+1, -1); figures not named stay. */
export type FigureChanges = Partial<Record<keyof AdminStats, number>>;

/** What a change adds to the record: its effect on the figures, and its audit entry if an admin made it. */
export interface RecordedChange {
  figures?: FigureChanges;
  audit?: AuditEntry;
}

const statsRef = (db: Firestore = firestore()) => db.collection(COLLECTIONS.stats).doc(ADMIN_STATS_ID);

/** An application moving from one status to another (or appearing: `from` null, or leaving: `to` null). */
export function statusMove(from: ApplicationStatus | null, to: ApplicationStatus | null): FigureChanges {
  return {
    ...(from && { [STATUS_FIGURE[from]]: -1 }),
    ...(to && { [STATUS_FIGURE[to]]: 1 }),
  };
}

/** Adds the change's counts and audit entry to the batch or transaction that makes the change. */
export function addToRecord(writer: WriteBatch | Transaction, { figures = {}, audit }: RecordedChange): void {
  const db = firestore();
  const increments = Object.fromEntries(Object.entries(figures).map(([figure, by]) => [figure, FieldValue.increment(by)]));
  if (Object.keys(increments).length) (writer as WriteBatch).set(statsRef(db), increments, { merge: true });
  if (audit) (writer as WriteBatch).create(db.collection(COLLECTIONS.audit).doc(), audit);
}

/** Keeps an audit entry that goes with no other change (a download). */
export async function keepAuditEntry(audit: AuditEntry): Promise<void> {
  const batch = firestore().batch();
  addToRecord(batch, { audit });
  await batch.commit();
}

async function countOf(query: Query): Promise<number> {
  return (await query.count().get()).data().count;
}

/**
 * Counts every figure from the documents with count() and stores the result (the backfill for
 * data written before the figures were kept, or by a seed). Run it while nothing else writes:
 * a change made during the recount may be missed.
 */
export async function recountAdminStats(db: Firestore = firestore()): Promise<AdminStats> {
  const applications = db.collection(COLLECTIONS.applications);
  const volunteers = db.collection(COLLECTIONS.volunteers);
  const byStatus = (status: ApplicationStatus) => countOf(applications.where('status', '==', status));
  const linked = (status: string) => countOf(volunteers.where('senior.status', '==', status));
  const [submitted, accepted, rejected, seniors, volunteerCount, requested, assigned] = await Promise.all([
    byStatus('Submitted'),
    byStatus('Accepted'),
    byStatus('Rejected'),
    countOf(db.collection(COLLECTIONS.seniors)),
    countOf(volunteers),
    linked(LINK_STATUS.requested),
    linked(LINK_STATUS.assigned),
  ]);
  const stats: AdminStats = { submitted, accepted, rejected, seniors, volunteers: volunteerCount, requested, assigned };
  await statsRef(db).set(stats);
  return stats;
}
