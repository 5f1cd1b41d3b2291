/**
 * What the local Firestore holds per document: writes documents with firebase-admin to an
 * emulator in a child process (emulator-process.ts) while a live query listens to each
 * collection written (as the admin page listened to whole collections), waits until the
 * listeners have every document, and reads the child's heap and RSS after garbage collection.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { writeDocuments } from '../bulk-write.ts';
import type { SeedDocument } from '../people.ts';
import type { EmulatorMemory } from './emulator-process.ts';

export interface MemoryFigures {
  documents: number;
  /** Time to write every document and have the listeners see them. */
  ms: number;
  /** The emulator process before any write, and after (both after garbage collection). */
  before: EmulatorMemory;
  after: EmulatorMemory;
}

function ask(child: ChildProcess): Promise<EmulatorMemory> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as EmulatorMemory));
    child.send('memory');
  });
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

/** Gives up (and stops the emulator process) after `deadlineMs`. */
export async function measureFirestoreMemory(documents: readonly SeedDocument[], port: number, deadlineMs = 600_000): Promise<MemoryFigures> {
  const script = fileURLToPath(new URL('./emulator-process.ts', import.meta.url));
  const child = fork(script, [String(port)], { execArgv: ['--expose-gc', '--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the emulator process ended (${code})`))));
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not done within ${deadlineMs / 1000} s`)), deadlineMs);
  });
  // Both are raced below; between races (and after the planned stop) their rejection is no news.
  exited.catch(() => {});
  timedOut.catch(() => {});
  const within = <T>(work: Promise<T>) => Promise.race([work, exited, timedOut]);
  const app = initializeApp({ projectId: 'demo-memory' }, `memory-${port}`);
  try {
    await within(new Promise((resolve) => child.once('message', resolve)));
    const db = onEmulator(`127.0.0.1:${port}`, () => getFirestore(app));
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
    const before = await within(ask(child));
    const started = performance.now();
    await within(writeDocuments(db, documents));
    await within(allSeen);
    const ms = performance.now() - started;
    return { documents: documents.length, ms, before, after: await within(ask(child)) };
  } finally {
    clearTimeout(timer);
    child.removeAllListeners('exit');
    await deleteApp(app);
    if (child.exitCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.send('stop');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref(); // a process too busy to read 'stop'
      });
    }
  }
}

const MB = 1024 * 1024;

export function describeMemory(figures: MemoryFigures): string {
  const { before, after, documents } = figures;
  const perDoc = (from: number, to: number) => `${((to - from) / documents / 1024).toFixed(1)} KB/document`;
  return [
    `${documents} documents written and seen by a live query per collection in ${(figures.ms / 1000).toFixed(1)} s`,
    `  heap ${(after.heapUsed / MB).toFixed(0)} MB (${perDoc(before.heapUsed, after.heapUsed)})`,
    `  RSS  ${(after.rss / MB).toFixed(0)} MB (${perDoc(before.rss, after.rss)}), peak ${(after.peakRss / MB).toFixed(0)} MB`,
  ].join('\n');
}
