/**
 * What the admin area keeps beside the data: `stats/admin`, the Analytics figures, the same
 * figures of each district in `cityStats` (what a coordinator's or viewer's page counts), and
 * `audit/{id}`, one entry per admin action. All are written by the commit that makes the
 * change they describe, and Firestore applies a commit all or none, so a change refused or
 * failed adds no count and no entry.
 */
import { FieldValue, type Firestore, type Query, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { ADMIN_STATS_ID, COLLECTIONS, LINK_STATUS, type ApplicationStatus } from '@gh/common/constants';
import { STATUS_FIGURE, type AdminStats, type AuditEntry, type CityStats } from '@gh/common/documents';
import { cityStatsId, type Place } from '@gh/common/places';
import { firestore } from './firebase.ts';

/** How much each figure changes (+1, -1); figures not named stay. */
export type FigureChanges = Partial<Record<keyof AdminStats, number>>;

/**
 * What a change adds to the record: its effect on the figures, the district they count in (the
 * place of the document counted; none for a document of no place), and its audit entry if a
 * member of staff made it.
 */
export interface RecordedChange {
  figures?: FigureChanges;
  city?: string | null;
  audit?: AuditEntry;
}

const statsRef = (db: Firestore = firestore()) => db.collection(COLLECTIONS.stats).doc(ADMIN_STATS_ID);
const cityRef = (districtKey: string, db: Firestore = firestore()) => db.collection(COLLECTIONS.cityStats).doc(cityStatsId(districtKey));

/** The district a document counts in: its place's, or none. */
export const cityOf = (doc: { place?: Place | null } | null | undefined): string | null => doc?.place?.districtKey ?? null;

const increments = (figures: FigureChanges) =>
  Object.fromEntries(Object.entries(figures).map(([figure, by]) => [figure, FieldValue.increment(by)]));

/** An application moving from one status to another (or appearing: `from` null, or leaving: `to` null). */
export function statusMove(from: ApplicationStatus | null, to: ApplicationStatus | null): FigureChanges {
  return {
    ...(from && { [STATUS_FIGURE[from]]: -1 }),
    ...(to && { [STATUS_FIGURE[to]]: 1 }),
  };
}

/** Adds the change's counts and audit entry to the batch or transaction that makes the change. */
export function addToRecord(writer: WriteBatch | Transaction, { figures = {}, city = null, audit }: RecordedChange): void {
  const db = firestore();
  if (Object.keys(figures).length) {
    (writer as WriteBatch).set(statsRef(db), increments(figures), { merge: true });
    if (city) addToCity(writer, city, figures);
  }
  if (audit) (writer as WriteBatch).create(db.collection(COLLECTIONS.audit).doc(), audit);
}

function addToCity(writer: WriteBatch | Transaction, city: string, figures: FigureChanges): void {
  (writer as WriteBatch).set(cityRef(city), { ...increments(figures), districtKey: city }, { merge: true });
}

/**
 * A counted document moving from one district to another (a new PIN code, a place found for an
 * old record): its figures leave `from` and join `to`; the whole's stay.
 */
export function moveInRecord(writer: WriteBatch | Transaction, figures: FigureChanges, from: string | null, to: string | null): void {
  if (from === to || !Object.keys(figures).length) return;
  if (from) addToCity(writer, from, Object.fromEntries(Object.entries(figures).map(([figure, by]) => [figure, -by])));
  if (to) addToCity(writer, to, figures);
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
  await recountCities(db);
  return stats;
}

const NO_FIGURES: AdminStats = { submitted: 0, accepted: 0, rejected: 0, volunteers: 0, seniors: 0, requested: 0, assigned: 0 };

/**
 * Each district's figures, tallied from the place and status fields of every application and
 * person, replace the kept ones (a district left with nobody keeps zeros). A backfill: it
 * reads every such document once, which the pages never do.
 */
async function recountCities(db: Firestore): Promise<void> {
  const tally = new Map<string, AdminStats>();
  const count = (districtKey: unknown, figure: keyof AdminStats | undefined) => {
    if (typeof districtKey !== 'string' || !figure) return;
    const figures = tally.get(districtKey) ?? { ...NO_FIGURES };
    figures[figure] += 1;
    tally.set(districtKey, figures);
  };
  const place = 'place.districtKey';
  const [applications, volunteers, seniors, kept] = await Promise.all([
    db.collection(COLLECTIONS.applications).select(place, 'status').get(),
    db.collection(COLLECTIONS.volunteers).select(place, 'senior.status').get(),
    db.collection(COLLECTIONS.seniors).select(place).get(),
    db.collection(COLLECTIONS.cityStats).select('districtKey').get(),
  ]);
  for (const doc of applications.docs) count(doc.get(place), STATUS_FIGURE[doc.get('status') as ApplicationStatus]);
  for (const doc of volunteers.docs) {
    count(doc.get(place), 'volunteers');
    const status = doc.get('senior.status') as string | undefined;
    count(doc.get(place), status === LINK_STATUS.requested ? 'requested' : status === LINK_STATUS.assigned ? 'assigned' : undefined);
  }
  for (const doc of seniors.docs) count(doc.get(place), 'seniors');
  const writer = db.bulkWriter();
  for (const doc of kept.docs) {
    const districtKey = doc.get('districtKey') as string;
    if (!tally.has(districtKey)) void writer.set(doc.ref, { ...NO_FIGURES, districtKey } satisfies CityStats);
  }
  for (const [districtKey, figures] of tally) void writer.set(cityRef(districtKey, db), { ...figures, districtKey } satisfies CityStats);
  await writer.close();
}
