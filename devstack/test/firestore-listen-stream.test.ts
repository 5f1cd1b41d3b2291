/**
 * The local Firestore's Listen stream, read as the bridge reads it (grpc-client.ts): one stream
 * carries many targets, added and removed, and its read times are in step with the writes, so
 * the web SDK never takes a snapshot that missed a write as newer than that write
 * (emulator.ts, lean-state.ts). An emulator of its own, in this process, at ports of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentials } from '@grpc/grpc-js';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { portOffset } from '../src/config.ts';
import { startFirestoreEmulator, type FirestoreEmulator } from '../src/firestore/emulator.ts';
import { createListenClient, openListenStream, type ListenClient } from '../src/firestore/grpc-client.ts';
import { onEmulator } from '../src/firestore/memory.ts';

const PROJECT = 'demo-listen-stream';
const DATABASE = `projects/${PROJECT}/databases/(default)`;

type Json = Record<string, unknown>;
type Timestamp = { seconds?: string; nanos?: number };

let emulator: FirestoreEmulator;
let app: App;
let db: Firestore;
let client: ListenClient;

beforeAll(async () => {
  emulator = await startFirestoreEmulator('127.0.0.1', 18400 + portOffset());
  app = initializeApp({ projectId: PROJECT }, 'listen-stream');
  db = onEmulator(emulator.target, () => getFirestore(app));
  client = createListenClient(emulator.target, credentials.createInsecure());
});
afterAll(async () => {
  client.close();
  await deleteApp(app);
  await emulator.stop();
});

/** Nanoseconds since the epoch, as a bigint: a timestamp's order. */
function nanosOf(time: Timestamp | undefined): bigint {
  return BigInt(time?.seconds ?? '0') * 1_000_000_000n + BigInt(time?.nanos ?? 0);
}

/** A Listen stream and everything it answered, in order. */
function openStream() {
  const stream = openListenStream(client);
  const answers: Json[] = [];
  const waiters: (() => void)[] = [];
  stream.on('data', (answer: Json) => {
    answers.push(answer);
    for (const wake of waiters.splice(0)) wake();
  });
  stream.on('error', () => {});
  const until = async (done: () => boolean, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`never saw ${what}; the stream answered ${JSON.stringify(answers)}`);
      await new Promise<void>((wake) => {
        waiters.push(wake);
        setTimeout(wake, 100);
      });
    }
  };
  const changes = (type: string, targetId: number) =>
    answers.filter((a) => {
      const change = a.targetChange as Json | undefined;
      return change?.targetChangeType === type && (change.targetIds as number[] | undefined)?.includes(targetId);
    });
  return {
    answers,
    until,
    changes,
    addDocument: (targetId: number, path: string) =>
      stream.write({ database: DATABASE, addTarget: { targetId, documents: { documents: [`${DATABASE}/documents/${path}`] } } }),
    remove: (targetId: number) => stream.write({ database: DATABASE, removeTarget: targetId }),
    documentsOf: (targetId: number, among = answers) =>
      among.filter((a) => ((a.documentChange as Json | undefined)?.targetIds as number[] | undefined)?.includes(targetId))
        .map((a) => (a.documentChange as { document: { name: string; updateTime: Timestamp; fields: unknown } }).document),
    close: () => {
      stream.end();
      stream.cancel();
    },
  };
}

describe("the local Firestore's Listen stream", () => {
  it('carries many targets, each removed on request, and only the live ones hear of writes', async () => {
    const stream = openStream();
    stream.addDocument(1, 'many/one');
    stream.addDocument(2, 'many/two');
    await stream.until(() => stream.changes('CURRENT', 1).length === 1 && stream.changes('CURRENT', 2).length === 1, 'both targets current');
    stream.remove(1);
    await stream.until(() => stream.changes('REMOVE', 1).length === 1, 'target 1 removed');
    await db.doc('many/one').set({ n: 1 });
    await db.doc('many/two').set({ n: 2 });
    await stream.until(() => stream.documentsOf(2).length === 1, "target 2's document");
    expect(stream.documentsOf(1)).toEqual([]);
    stream.close();
  });

  it('gives every global snapshot a later read time than the one before', async () => {
    const stream = openStream();
    const targets = Array.from({ length: 10 }, (_, i) => i + 1);
    for (const targetId of targets) stream.addDocument(targetId, `order/d${targetId}`);
    await Promise.all(targets.map((targetId) => db.doc(`order/d${targetId}`).set({ targetId })));
    await stream.until(() => targets.every((targetId) => stream.documentsOf(targetId).length === 1), 'every document');
    const markers = stream.answers
      .map((a) => a.targetChange as Json | undefined)
      .filter((change) => change && !change.targetChangeType && !(change.targetIds as unknown[] | undefined)?.length)
      .map((change) => nanosOf(change!.readTime as Timestamp));
    expect(markers.length).toBeGreaterThanOrEqual(targets.length);
    markers.slice(1).forEach((marker, i) => expect(marker).toBeGreaterThan(markers[i]!));
    stream.close();
  });

  // What lost a document in the page: the SDK keeps a missing document's snapshot read time as
  // its version and ignores a later document that is not newer. Listening and writing at once,
  // then writing again, 40 times each, puts writes and snapshots in the same milliseconds.
  it("orders each target's documents and snapshots in time: a snapshot is later than what it saw, earlier than what it missed", async () => {
    const stream = openStream();
    const targets = Array.from({ length: 40 }, (_, i) => i + 1);
    const writeAll = (round: number) => Promise.all(targets.map((targetId) => db.doc(`race/d${targetId}`).set({ round })));
    for (const targetId of targets) stream.addDocument(targetId, `race/d${targetId}`);
    await writeAll(1);
    await writeAll(2);
    /** A target's documents (their rounds) and CURRENT markers, in the stream's order, with their times. */
    const timeline = (targetId: number) => stream.answers.flatMap((answer) => {
      const [document] = stream.documentsOf(targetId, [answer]);
      if (document) return [{ time: nanosOf(document.updateTime), round: (document.fields as { round: { integerValue: string } }).round.integerValue }];
      const change = answer.targetChange as Json | undefined;
      const current = change?.targetChangeType === 'CURRENT' && (change.targetIds as number[]).includes(targetId);
      return current ? [{ time: nanosOf(change.readTime as Timestamp), round: 'CURRENT' }] : [];
    });
    const settled = (targetId: number) => timeline(targetId).slice(-2).map((entry) => entry.round).join() === '2,CURRENT';
    await stream.until(() => targets.every(settled), "every target's second round, current");
    for (const targetId of targets) {
      const times = timeline(targetId).map((entry) => entry.time);
      times.slice(1).forEach((time, i) => expect(time, `target ${targetId}: ${times.join(', ')}`).toBeGreaterThan(times[i]!));
    }
    stream.close();
  });
});
