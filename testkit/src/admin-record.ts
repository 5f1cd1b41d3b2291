/**
 * The admin area's record as the tests check it: the figures recounted from the
 * documents with the Admin SDK (by reading them, independently of the functions' own recount),
 * the stored `stats/admin` and `cityStats`, and the audit entries about one person.
 */
import { ADMIN_STATS_ID, APPLICATION_STATUS, COLLECTIONS, LINK_STATUS } from '@gh/common/constants';
import type { AdminStats, AuditEntry } from '@gh/common/documents';
import { cityStatsId } from '@gh/common/places';
import type { Query } from 'firebase-admin/firestore';
import { onTestFinished } from 'vitest';
import { db } from './identity.ts';

const statsDoc = () => db().collection(COLLECTIONS.stats).doc(ADMIN_STATS_ID);
const cityDoc = (districtKey: string) => db().collection(COLLECTIONS.cityStats).doc(cityStatsId(districtKey));

/** The figures of the documents each query answers. */
async function countIn(narrow: (query: Query) => Query): Promise<AdminStats> {
  const [applications, volunteers, seniors] = await Promise.all(
    [COLLECTIONS.applications, COLLECTIONS.volunteers, COLLECTIONS.seniors].map((name) => narrow(db().collection(name)).get()),
  );
  const where = (snapshot: typeof applications, field: string, value: string) =>
    snapshot!.docs.filter((doc) => doc.get(field) === value).length;
  return {
    submitted: where(applications, 'status', APPLICATION_STATUS.submitted),
    accepted: where(applications, 'status', APPLICATION_STATUS.accepted),
    rejected: where(applications, 'status', APPLICATION_STATUS.rejected),
    volunteers: volunteers!.size,
    seniors: seniors!.size,
    requested: where(volunteers, 'senior.status', LINK_STATUS.requested),
    assigned: where(volunteers, 'senior.status', LINK_STATUS.assigned),
  };
}

export const recountFigures = (): Promise<AdminStats> => countIn((query) => query);

/** The figures of the documents whose place is the district `districtKey`. */
export const recountCity = (districtKey: string): Promise<AdminStats> =>
  countIn((query) => query.where('place.districtKey', '==', districtKey));

/** The district's stored figures, without the key they carry. */
export async function storedCityFigures(districtKey: string): Promise<Partial<AdminStats> | undefined> {
  const { districtKey: _key, ...figures } = (await cityDoc(districtKey).get()).data() ?? {};
  return _key === undefined ? undefined : (figures as Partial<AdminStats>);
}

/** Makes the district's stored figures its recount, as startFromRecount does for the whole. */
export async function startCityFromRecount(districtKey: string): Promise<AdminStats> {
  const figures = await recountCity(districtKey);
  await cityDoc(districtKey).set({ ...figures, districtKey });
  return figures;
}

export async function storedFigures(): Promise<AdminStats | undefined> {
  return (await statsDoc().get()).data() as AdminStats | undefined;
}

/**
 * Makes the stored figures the recount: the starting point of a test, since other tests' helpers
 * write people and applications straight to Firestore, around the counting writes.
 */
export async function startFromRecount(): Promise<AdminStats> {
  const figures = await recountFigures();
  await statsDoc().set(figures);
  return figures;
}

/** The audit entries about `email`, oldest first. */
export async function auditAbout(email: string): Promise<AuditEntry[]> {
  const snapshot = await db().collection(COLLECTIONS.audit).where('email', '==', email).get();
  return snapshot.docs.map((doc) => doc.data() as AuditEntry).sort((a, b) => a.at - b.at);
}

/**
 * Removes these applications, if still Submitted, when the test finishes: applications left
 * pending lengthen the Pending panel that later browser tests walk with the keyboard. A decided
 * one stays (its pending decision is made final by the next admin call, which needs it).
 */
export function removeWhenDone(...emails: string[]): void {
  onTestFinished(async () => {
    await Promise.all(
      emails.map(async (email) => {
        const ref = db().collection(COLLECTIONS.applications).doc(email);
        if ((await ref.get()).get('status') === APPLICATION_STATUS.submitted) await ref.delete();
      }),
    );
  });
}
