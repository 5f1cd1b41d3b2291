/**
 * Writes generate-people.ts's population into a running local stack with firebase-admin (its env must
 * be set first, stackEnv): every document in batches, and each application's PDF resume to
 * Storage alongside; then the admin's kept figures are recounted.
 */
import { performance } from 'node:perf_hooks';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { PROJECT_ID, bucketName } from '../stack/config.ts';
import { generatePeople, type People } from './generate-people.ts';
import { eachLimited, writeDocuments } from './bulk-write.ts';
import { recountAdminStats } from '@gh/functions/testing';

const RESUME_UPLOADS_IN_FLIGHT = 16;

export interface SeededPeople {
  counts: People['counts'];
  documents: number;
  resumes: number;
  ms: number;
}

/** The seed's own firebase-admin app, on the stack its env names. */
const seedApp = () =>
  getApps().find((a) => a.name === 'seed-people') ?? initializeApp({ projectId: PROJECT_ID, storageBucket: bucketName }, 'seed-people');

/** The stack's Firestore, as the seed writes it. */
export const seededFirestore = () => getFirestore(seedApp());

export async function seedPeople(people: number, seed = 13, log: (line: string) => void = () => {}): Promise<SeededPeople> {
  const app = seedApp();
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const { documents, resumes, counts } = generatePeople(people, Date.now(), seed);
  log(`${people} people: ${documents.length} documents and ${resumes.length} resumes to write (drawn in ${seconds()} s)`);

  const bucket = getStorage(app).bucket(bucketName);
  const uploads = eachLimited(resumes, RESUME_UPLOADS_IN_FLIGHT, ({ file, bytes }) =>
    bucket.file(file.path).save(bytes, { contentType: file.contentType, resumable: false }),
  ).then(() => log(`${resumes.length} resumes uploaded (${seconds()} s)`));
  let reported = 0;
  await writeDocuments(getFirestore(app), documents, (written) => {
    if (written - reported < 10_000 && written < documents.length) return;
    reported = written;
    log(`${written} documents written (${seconds()} s)`);
  });
  await uploads;
  // The admin's figures are kept counts (stats/admin): count what was written, once.
  await recountAdminStats(getFirestore(app));
  log(`admin figures recounted (${seconds()} s)`);
  return { counts, documents: documents.length, resumes: resumes.length, ms: performance.now() - started };
}

export function describeSeeded({ counts, ms }: SeededPeople): string {
  const { applications: a } = counts;
  return (
    `${(ms / 1000).toFixed(1)} s: ${counts.seniors} seniors, ${counts.volunteers} volunteers, ` +
    `applications ${a.Submitted} Submitted / ${a.Accepted} Accepted / ${a.Rejected} Rejected, ` +
    `links ${counts.requested} Requested / ${counts.assigned} Assigned`
  );
}
