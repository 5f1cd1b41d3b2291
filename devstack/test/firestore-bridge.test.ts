/**
 * The WebChannel bridge, tested the way the app uses it: the Firestore web SDK in Chromium
 * listens through the bridge while firebase-admin writes to the emulator over gRPC.
 * This file starts its own emulator and bridge (on its own ports) so it can restart them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../src/browser.ts';
import { portOffset } from '../src/config.ts';
import { startFirestoreEmulator, type FirestoreEmulator } from '../src/firestore/emulator.ts';
import { startFirestoreBridge, type FirestoreBridge } from '../src/firestore/bridge.ts';
import type { HarnessEvent } from './harness/page.ts';

const HOST = '127.0.0.1';
// Ports of their own, shifted like the stack's so parallel runs (GH_PORT_OFFSET) do not clash.
const GRPC_PORT = 18380 + portOffset();
const BRIDGE_PORT = 18385 + portOffset();
const PROJECT = 'demo-bridge-test';

let emulator: FirestoreEmulator;
let bridge: FirestoreBridge;
let pageServer: Server;
let pageUrl: string;
let browser: Browser;
let adminApp: App;
let db: Firestore;

async function harnessServer(): Promise<Server> {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('./harness/page.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    write: false,
    target: 'es2022',
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.text;
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/harness.js')) {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>bridge harness</title><script type="module" src="/harness.js"></script>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  return server;
}

/** Each page's console (the Firestore SDK logs why it is offline there), for a failure's message. */
const consoles = new WeakMap<Page, string[]>();

async function openPage(): Promise<Page> {
  const page = await browser.newPage();
  const lines: string[] = [];
  consoles.set(page, lines);
  page.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`));
  await page.goto(`${pageUrl}/?project=${PROJECT}&host=${HOST}&port=${BRIDGE_PORT}`);
  await page.waitForFunction(() => 'harness' in window);
  return page;
}

type HarnessWindow = { harness: { events: HarnessEvent[] } & Record<string, (...args: string[]) => unknown> };

function call(page: Page, method: string, ...args: string[]) {
  return page.evaluate(
    ([name, params]) => (window as unknown as HarnessWindow).harness[name as string]!(...(params as string[])),
    [method, args] as const,
  );
}

/**
 * Waits until the latest event of listener `id` satisfies `check`. A timeout says what the
 * listener did see and what the page logged, so a rare failure under load can be read from CI's log.
 */
async function waitFor(page: Page, id: string, check: string, timeout = 20_000): Promise<HarnessEvent> {
  try {
    const handle = await page.waitForFunction(
      ([listener, body]) => {
        const events = (window as unknown as HarnessWindow).harness.events.filter((e) => e.id === listener);
        const last = events[events.length - 1];
        return last && new Function('e', `return (${body});`)(last) ? last : null;
      },
      [id, check] as const,
      { timeout },
    );
    return (await handle.jsonValue()) as HarnessEvent;
  } catch (error) {
    const events = await page.evaluate(() => (window as unknown as HarnessWindow).harness.events).catch(() => 'page gone');
    const logged = (consoles.get(page) ?? []).slice(-20).join('\n');
    throw new Error(`listener '${id}' never met ${check}; its events: ${JSON.stringify(events)}; the page logged:\n${logged}`, { cause: error });
  }
}

beforeAll(async () => {
  emulator = await startFirestoreEmulator(HOST, GRPC_PORT);
  bridge = await startFirestoreBridge({ host: HOST, port: BRIDGE_PORT, grpcTarget: emulator.target });
  pageServer = await harnessServer();
  pageUrl = `http://${HOST}:${(pageServer.address() as AddressInfo).port}`;
  browser = await launchChromium();
  process.env.FIRESTORE_EMULATOR_HOST = emulator.target;
  adminApp = initializeApp({ projectId: PROJECT }, 'bridge-test');
  db = getFirestore(adminApp);
});

afterAll(async () => {
  await browser?.close();
  await deleteApp(adminApp);
  await bridge?.stop();
  await emulator?.stop();
  pageServer?.close();
});

describe('Firestore WebChannel bridge', () => {
  it('a document listener sees create, change and delete', async () => {
    const page = await openPage();
    await call(page, 'listenDoc', 'd', 'things/one');
    await waitFor(page, 'd', 'e.kind === "doc" && e.exists === false');
    await db.doc('things/one').set({ n: 1 });
    await waitFor(page, 'd', 'e.exists && e.data.n === 1');
    await db.doc('things/one').set({ n: 2 });
    await waitFor(page, 'd', 'e.exists && e.data.n === 2');
    await db.doc('things/one').delete();
    await waitFor(page, 'd', 'e.kind === "doc" && e.exists === false');
    await page.close();
  });

  it('a query listener sees a document enter and leave its results', async () => {
    const page = await openPage();
    await db.doc('people/a').set({ city: 'pune' });
    await call(page, 'listenWhere', 'q', 'people', 'city', 'pune');
    await waitFor(page, 'q', 'e.kind === "query" && e.ids.join() === "a"');
    await db.doc('people/b').set({ city: 'pune' });
    await waitFor(page, 'q', 'e.ids.join() === "a,b"');
    await db.doc('people/a').set({ city: 'mumbai' });
    await waitFor(page, 'q', 'e.ids.join() === "b"');
    await db.doc('people/b').delete();
    await waitFor(page, 'q', 'e.kind === "query" && e.ids.length === 0');
    await page.close();
  });

  // What the admin dashboard listens to. (A filter on a nested field, e.g. 'link.status', is
  // answered INVALID_ARGUMENT "Not implemented" by the emulator itself, so the app filters in the page.)
  it('a whole-collection listener follows documents added, changed and deleted', async () => {
    const page = await openPage();
    await db.doc('crew/a').set({ link: { status: 'Requested' } });
    await call(page, 'listenCollection', 'all', 'crew');
    await waitFor(page, 'all', 'e.kind === "query" && e.ids.join() === "a"');
    await db.doc('crew/b').set({ link: null });
    await waitFor(page, 'all', 'e.ids.join() === "a,b"');
    await db.doc('crew/a').delete();
    await waitFor(page, 'all', 'e.ids.join() === "b"');
    await page.close();
  });

  it('getDoc reads a present and a missing document', async () => {
    const page = await openPage();
    await db.doc('things/present').set({ label: 'here' });
    expect(await call(page, 'get', 'things/present')).toEqual({ exists: true, data: { label: 'here' } });
    expect(await call(page, 'get', 'things/missing')).toEqual({ exists: false, data: null });
    await page.close();
  });

  it('two pages listen at once', async () => {
    const [first, second] = await Promise.all([openPage(), openPage()]);
    await call(first, 'listenDoc', 'x', 'shared/doc');
    await call(second, 'listenDoc', 'x', 'shared/doc');
    await db.doc('shared/doc').set({ v: 'both' });
    await Promise.all([
      waitFor(first, 'x', 'e.exists && e.data.v === "both"'),
      waitFor(second, 'x', 'e.exists && e.data.v === "both"'),
    ]);
    await Promise.all([first.close(), second.close()]);
  });

  // The SDK keeps a missing document's snapshot time as its version and ignores a later version
  // that is not newer: a write landing while its listener starts must still reach the page.
  it('documents written while their listeners start reach the page, 20 at once', async () => {
    const page = await openPage();
    const ids = Array.from({ length: 20 }, (_, i) => `s${i}`);
    await Promise.all(ids.flatMap((id) => [call(page, 'listenDoc', id, `starting/${id}`), db.doc(`starting/${id}`).set({ id })]));
    for (const id of ids) await waitFor(page, id, `e.exists && e.data.id === "${id}"`);
    await page.close();
  });

  it('a client write fails with a visible error instead of retrying silently', async () => {
    const page = await openPage();
    expect(await call(page, 'write', 'things/from-browser')).toBe('permission-denied');
    expect((await db.doc('things/from-browser').get()).exists).toBe(false);
    await page.close();
  });

  it('serves no REST aggregation route: nothing in the app sends count() to it', async () => {
    const url = `http://${HOST}:${BRIDGE_PORT}/v1/projects/${PROJECT}/databases/(default)/documents:runAggregationQuery`;
    const body = JSON.stringify({ structuredAggregationQuery: { structuredQuery: { from: [{ collectionId: 'things' }] }, aggregations: [{ alias: 'n', count: {} }] } });
    expect((await fetch(url, { method: 'POST', body })).status).toBe(404);
  });

  it("a gRPC error reaches the listener's error callback", async () => {
    const page = await openPage();
    await db.doc('odd/one').set({ a: 1 });
    await call(page, 'listenUnsupported', 'u', 'odd');
    const event = await waitFor(page, 'u', 'e.kind === "error"');
    expect(event.code).toBe('invalid-argument');
    await page.close();
  });

  it('a listener recovers by itself after the bridge restarts', async () => {
    const page = await openPage();
    await call(page, 'listenDoc', 'r', 'things/restart');
    await waitFor(page, 'r', 'e.kind === "doc" && e.exists === false');
    await bridge.stop();
    await db.doc('things/restart').set({ after: 'restart' });
    bridge = await startFirestoreBridge({ host: HOST, port: BRIDGE_PORT, grpcTarget: emulator.target });
    await waitFor(page, 'r', 'e.exists && e.data.after === "restart"', 30_000);
    await page.close();
  }, 45_000);

  it('a query listened to again with its resume token drops a document deleted meanwhile', async () => {
    const page = await openPage();
    await Promise.all(['a', 'b'].map((id) => db.doc(`resumed/${id}`).set({ k: 'x' })));
    await call(page, 'listenWhere', 'q', 'resumed', 'k', 'x');
    await waitFor(page, 'q', 'e.kind === "query" && e.ids.join() === "a,b"');
    await bridge.stop();
    await db.doc('resumed/b').delete();
    bridge = await startFirestoreBridge({ host: HOST, port: BRIDGE_PORT, grpcTarget: emulator.target });
    await waitFor(page, 'q', 'e.kind === "query" && e.ids.join() === "a"', 30_000);
    await page.close();
  }, 45_000);
});
