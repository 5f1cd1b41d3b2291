/**
 * What the local Firestore holds: starts a Cloud Firestore emulator of its own, writes
 * documents to it with firebase-admin while a live query listens to each collection written,
 * waits until the listeners have every document, and reads the emulator process's resident
 * memory (now and at its peak) from /proc.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { writeDocuments } from '../bulk-write.ts';
import type { SeedDocument } from '../people.ts';
import { repoRoot } from '../firebase-emulators.ts';
import { startFirestoreEmulator } from './emulator.ts';

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

export async function measureFirestoreMemory(documents: readonly SeedDocument[], port: number): Promise<MemoryFigures> {
  const projectId = 'demo-memory';
  const emulator = await startFirestoreEmulator({ host: '127.0.0.1', port, projectId, rules: `${repoRoot}/firestore.rules` });
  const pid = emulator.child.process.pid!;
  const app = initializeApp({ projectId }, `memory-${port}`);
  try {
    const db = onEmulator(emulator.target, () => getFirestore(app));
    const collections = [...new Set(documents.map((doc) => doc.collection))];
    const expected = new Map(collections.map((name) => [name, new Set(documents.filter((doc) => doc.collection === name).map((doc) => doc.id)).size]));
    const seen = new Map<string, number>();
    const allSeen = new Promise<void>((resolve, reject) => {
      const unsubscribes = collections.map((name) => db.collection(name).onSnapshot((snapshot) => {
        seen.set(name, snapshot.size);
        if (collections.every((c) => seen.get(c) === expected.get(c))) {
          for (const unsubscribe of unsubscribes) unsubscribe();
          resolve();
        }
      }, reject));
    });
    const before = memoryOf(pid);
    const started = performance.now();
    await writeDocuments(db, documents);
    await allSeen;
    const ms = performance.now() - started;
    return { documents: documents.length, ms, before, after: memoryOf(pid) };
  } finally {
    await deleteApp(app);
    await emulator.stop();
  }
}

const MB = 1024 * 1024;

export function describeMemory(figures: MemoryFigures): string {
  const { before, after, documents } = figures;
  return [
    `${documents} documents written and seen by a live query per collection in ${(figures.ms / 1000).toFixed(1)} s`,
    `  emulator RSS ${(before.rss / MB).toFixed(0)} MB before, ${(after.rss / MB).toFixed(0)} MB after, peak ${(after.peakRss / MB).toFixed(0)} MB`,
  ].join('\n');
}
