/**
 * `npm start -- --keep`: what Firestore holds when the stack stops is there at the next start
 * with the same folder, and a start without it begins empty. A lone emulator, at a port of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { portOffset } from '../src/stack/config.ts';
import { repoRoot } from '../src/stack/firebase-emulators.ts';
import { startFirestoreEmulator } from '../src/stack/firestore/emulator.ts';

const projectId = 'demo-keep';
const port = 18420 + portOffset();
const keepDir = mkdtempSync(join(tmpdir(), 'gh-keep-'));
afterAll(() => rmSync(keepDir, { recursive: true, force: true }));

const start = (keep: boolean) =>
  startFirestoreEmulator({
    host: '127.0.0.1',
    port,
    projectId,
    rules: join(repoRoot, 'firestore.rules'),
    keepDir: keep ? keepDir : undefined,
  });
const documentUrl = `http://127.0.0.1:${port}/v1/projects/${projectId}/databases/(default)/documents/probes/kept`;
const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' };

async function storedValue(): Promise<string | null> {
  const response = await fetch(documentUrl, { headers: owner });
  if (response.status === 404) return null;
  return ((await response.json()) as { fields: { value: { stringValue: string } } }).fields.value.stringValue;
}

describe('Firestore kept between starts', () => {
  it('comes back with --keep, and not without it', async () => {
    const first = await start(true);
    try {
      const written = await fetch(documentUrl, {
        method: 'PATCH',
        headers: owner,
        body: JSON.stringify({ fields: { value: { stringValue: 'survived' } } }),
      });
      expect(written.status).toBe(200);
    } finally {
      await first.stop();
    }
    const again = await start(true);
    try {
      expect(await storedValue()).toBe('survived');
    } finally {
      await again.stop();
    }
    const fresh = await start(false);
    try {
      expect(await storedValue()).toBeNull();
    } finally {
      await fresh.stop();
    }
  }, 60_000);
});
