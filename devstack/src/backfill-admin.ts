/**
 * One-shot backfill of the fields the admin area queries on (issue 13; common/admin-fields.ts)
 * for documents stored before the services wrote them: `searchKeys` on applications,
 * volunteers and seniors, `linkStatus`/`linkAt` on volunteers, and a registered volunteer's
 * skills on their application. Derives them afresh from the stored fields, so running it twice
 * changes nothing more.
 */
import type { Firestore, QueryDocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import { linkFields, searchKeys } from '@gh/common/admin-fields';
import { COLLECTIONS } from '@gh/common/constants';
import type { ApplicationDoc, SeniorDoc, VolunteerDoc } from '@gh/common/documents';

/** Firestore takes at most 500 writes in one batch. */
const BATCH_SIZE = 400;

export interface BackfillSummary {
  applications: number;
  volunteers: number;
  seniors: number;
}

export async function backfillAdminFields(db: Firestore): Promise<BackfillSummary> {
  let batch: WriteBatch = db.batch();
  let pending = 0;
  const write = async (path: string, fields: Record<string, unknown>) => {
    batch.update(db.doc(path), fields);
    if (++pending < BATCH_SIZE) return;
    await batch.commit();
    batch = db.batch();
    pending = 0;
  };
  const every = (name: string) => db.collection(name).stream() as AsyncIterable<QueryDocumentSnapshot>;
  const summary: BackfillSummary = { applications: 0, volunteers: 0, seniors: 0 };

  // Streamed one document at a time (the local emulator knows no query cursors to page with).
  for await (const snapshot of every(COLLECTIONS.volunteers)) {
    const volunteer = snapshot.data() as VolunteerDoc;
    await write(snapshot.ref.path, { searchKeys: searchKeys(volunteer.name, volunteer.email), ...linkFields(volunteer.senior ?? null) });
    const application = db.collection(COLLECTIONS.applications).doc(snapshot.id);
    if ((await application.get()).exists) await write(application.path, { volunteerSkills: volunteer.skills ?? [] });
    summary.volunteers++;
  }
  for await (const snapshot of every(COLLECTIONS.seniors)) {
    const senior = snapshot.data() as SeniorDoc;
    await write(snapshot.ref.path, { searchKeys: searchKeys(senior.name, senior.email) });
    summary.seniors++;
  }
  for await (const snapshot of every(COLLECTIONS.applications)) {
    const application = snapshot.data() as ApplicationDoc;
    await write(snapshot.ref.path, { searchKeys: searchKeys(application.fullName, application.email) });
    summary.applications++;
  }
  if (pending) await batch.commit();
  return summary;
}
