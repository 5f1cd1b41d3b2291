/**
 * Smoke test of the offline Storage emulator (devstack/src/stack/storage.ts). That module drives
 * firebase-tools INTERNALS (StorageEmulator, createApp, EmulatorRegistry): this test fails
 * loudly if a firebase-tools upgrade changes them. Run it after every firebase-tools bump.
 *
 * It starts its own emulator (port 19199, shifted by GH_PORT_OFFSET), so it needs no running stack, and talks to it the
 * way the functions do: firebase-admin with FIREBASE_STORAGE_EMULATOR_HOST.
 */
import { Agent, get } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { startStorage, type StorageHandle } from '../src/stack/storage.ts';
import { portOffset } from '../src/stack/config.ts';

const HOST = '127.0.0.1';
const PORT = 19199 + portOffset();
const PROJECT_ID = 'demo-golden-hearts';
const BUCKET = 'demo-golden-hearts.appspot.com';

const savedEnv = {
  FIREBASE_STORAGE_EMULATOR_HOST: process.env.FIREBASE_STORAGE_EMULATOR_HOST,
  STORAGE_EMULATOR_HOST: process.env.STORAGE_EMULATOR_HOST,
};

let emulator: StorageHandle | undefined;
let app: App | undefined;

function bucket() {
  if (!app) throw new Error('firebase-admin app not initialized');
  return getStorage(app).bucket();
}

describe('startStorage on a busy port', () => {
  it('rejects with an error that names the port', async () => {
    // A port the system gives: a fixed one may be held by another process of the machine already.
    const blocker = createServer();
    await new Promise<void>((resolve, reject) => blocker.once('error', reject).listen(0, HOST, resolve));
    const busy = (blocker.address() as AddressInfo).port;
    try {
      await expect(startStorage({ host: HOST, port: busy, projectId: PROJECT_ID })).rejects.toThrow(String(busy));
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });
});

describe('offline Storage emulator (firebase-tools internals)', () => {
  beforeAll(async () => {
    emulator = await startStorage({ host: HOST, port: PORT, projectId: PROJECT_ID });
    // Before initializing firebase-admin. It copies this into STORAGE_EMULATOR_HOST only when
    // that is unset, so clear a value inherited from a surrounding stack.
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = `${HOST}:${PORT}`;
    delete process.env.STORAGE_EMULATOR_HOST;
    app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, `storage-smoke-${process.pid}-${Date.now()}`);
  });

  afterAll(async () => {
    if (app) await deleteApp(app);
    await emulator?.stop();
    for (const [key, value] of Object.entries(savedEnv)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  const dir = `smoke/${Date.now()}`;
  const path = `${dir}/bytes.bin`;
  const bytes = Buffer.from([...Array.from({ length: 256 }, (_, i) => i), 0, 255, 10, 13]);

  it('uploads, reads back, describes, lists and deletes a binary file', async () => {
    const file = bucket().file(path);
    await file.save(bytes, {
      contentType: 'application/pdf',
      metadata: { metadata: { filename: 'résumé.pdf', owner: 'a@example.com' } },
    });

    const [downloaded] = await file.download();
    expect(Buffer.compare(downloaded, bytes)).toBe(0);

    const [metadata] = await file.getMetadata();
    expect(metadata.contentType).toBe('application/pdf');
    expect(Number(metadata.size)).toBe(bytes.length);
    expect(metadata.metadata).toMatchObject({ filename: 'résumé.pdf', owner: 'a@example.com' });

    const [files] = await bucket().getFiles({ prefix: `${dir}/` });
    expect(files.map((f) => f.name)).toEqual([path]);

    await file.delete();
    const [exists] = await file.exists();
    expect(exists).toBe(false);
    const [after] = await bucket().getFiles({ prefix: `${dir}/` });
    expect(after).toEqual([]);
  });

  it('rejects the download of a missing file', async () => {
    await expect(bucket().file(`${dir}/missing.bin`).download()).rejects.toMatchObject({ code: 404 });
  });

  it('keeps an idle connection open past five seconds, so a client reusing it is not hung up on', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    // Whether the request went out on a socket the agent kept from the one before.
    const reused = () =>
      new Promise<boolean>((resolve, reject) => {
        const request = get(`http://${HOST}:${PORT}/b/${BUCKET}/o?prefix=${dir}/`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(request.reusedSocket));
        });
        request.on('error', reject);
      });
    try {
      expect(await reused()).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(await reused()).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it('refuses a second emulator in the same process', async () => {
    await expect(startStorage({ host: HOST, port: PORT + 1, projectId: PROJECT_ID })).rejects.toThrow(/already running/);
  });
});
