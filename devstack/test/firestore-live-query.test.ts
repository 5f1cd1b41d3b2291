/**
 * A live query whose filter the local Firestore cannot run (a nested field) on an empty
 * collection: the first document it meets ends the listener with the cause, and the emulator
 * keeps serving (lean-state.ts). An emulator of its own, in this process, at ports of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { portOffset } from '../src/config.ts';
import { startFirestoreEmulator, type FirestoreEmulator } from '../src/firestore/emulator.ts';
import { onEmulator } from '../src/firestore/memory.ts';

let emulator: FirestoreEmulator;
let app: App;
let db: Firestore;

beforeAll(async () => {
  emulator = await startFirestoreEmulator('127.0.0.1', 18395 + portOffset());
  app = initializeApp({ projectId: 'demo-live-query' }, 'live-query');
  db = onEmulator(emulator.target, () => getFirestore(app));
});
afterAll(async () => {
  await deleteApp(app);
  await emulator.stop();
});

describe('a live query the local Firestore cannot run', () => {
  it('ends with its cause once a document arrives, and the emulator keeps serving', async () => {
    const people = db.collection('people');
    const failed = new Promise<Error>((resolve) => {
      people.where('senior.status', '==', 'Requested').onSnapshot(() => {}, resolve);
    });
    await new Promise((resolve) => setTimeout(resolve, 500)); // the listener is current on no documents
    await people.doc('a').set({ senior: { status: 'Requested' } });
    expect((await failed).message).toMatch(/Not implemented/);
    await people.doc('b').set({ name: 'still served' });
    expect((await people.doc('b').get()).get('name')).toBe('still served');
  });
});
