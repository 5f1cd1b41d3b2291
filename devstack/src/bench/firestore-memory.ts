/**
 * What the local Firestore holds: starts a Cloud Firestore emulator of its own, writes
 * documents to it with firebase-admin while a live query of a page (20, as the admin's panels
 * read) listens to each collection written, waits until every document is stored and each
 * listener has its page, and reads the emulator process's resident memory (now and at its
 * peak) from /proc.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { writeDocuments } from '../seed/bulk-write.ts';
import type { SeedDocument } from '../seed/generate-people.ts';
import { repoRoot } from '../stack/firebase-emulators.ts';
import { startFirestoreEmulator } from '../stack/firestore/emulator.ts';

export interface ProcessMemory {
  rss: number;
  /** The most this process has held since it started. */
  peakRss: number;
}

export interface MemoryFigures {
  documents: number;
  /** Time to write every document and have the listeners see them. */
  ms: number;
  before: ProcessMemory;
  after: ProcessMemory;
}

function memoryOf(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kB('VmRSS'), peakRss: kB('VmHWM') };
}

/** firebase-admin reads FIRESTORE_EMULATOR_HOST when it makes the client, and it beats settings(). */
export function onEmulator<T>(target: string, make: () => T): T {
  const saved = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = target;
  try {
    return make();
  } finally {
    if (saved === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = saved;
  }
}

/** A panel's page. */
const PAGE = 20;

export async function measureFirestoreMemory(documents: readonly SeedDocument[], port: number): Promise<MemoryFigures> {
  const projectId = 'demo-memory';
  const emulator = await startFirestoreEmulator({ host: '127.0.0.1', port, projectId, rules: `${repoRoot}/firestore.rules` });
  const pid = emulator.child.process.pid!;
  const app = initializeApp({ projectId }, `memory-${port}`);
  try {
    const db = onEmulator(emulator.target, () => getFirestore(app));
    const collections = [...new Set(documents.map((doc) => doc.collection))];
    const pagesSeen = Promise.all(
      collections.map(
        (name) =>
          new Promise<void>((resolve, reject) => {
            const unsubscribe = db
              .collection(name)
              .limit(PAGE)
              .onSnapshot((snapshot) => {
                if (snapshot.size < Math.min(PAGE, documents.filter((doc) => doc.collection === name).length)) return;
                unsubscribe();
                resolve();
              }, reject);
          }),
      ),
    );
    const before = memoryOf(pid);
    const started = performance.now();
    await writeDocuments(db, documents);
    await pagesSeen;
    const counts = await Promise.all(collections.map(async (name) => (await db.collection(name).count().get()).data().count));
    const stored = counts.reduce((sum, count) => sum + count, 0);
    if (stored !== new Set(documents.map((doc) => `${doc.collection}/${doc.id}`)).size)
      throw new Error(`the emulator holds ${stored} documents`);
    const ms = performance.now() - started;
    return { documents: documents.length, ms, before, after: memoryOf(pid) };
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\nThe emulator's last words:\n${emulator.child.output().slice(-3000)}`,
      { cause: error },
    );
  } finally {
    await deleteApp(app);
    await emulator.stop();
  }
}

const MB = 1024 * 1024;

export function describeMemory(figures: MemoryFigures): string {
  const { before, after, documents } = figures;
  return [
    `${documents} documents written (a live page of each collection open) in ${(figures.ms / 1000).toFixed(1)} s`,
    `  emulator RSS ${(before.rss / MB).toFixed(0)} MB before, ${(after.rss / MB).toFixed(0)} MB after, peak ${(after.peakRss / MB).toFixed(0)} MB`,
  ].join('\n');
}
