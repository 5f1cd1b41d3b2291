/** The api function over HTTP on the local stack, reached through the Hosting-style /api rewrite. */
import { describe, expect, it } from 'vitest';
import { api, uniqueId } from '@gh/testkit/stack';
import firebaseJson from '../../firebase.json' with { type: 'json' };

/** The Node major version the deployed functions run on: firebase.json's `nodejs22`. */
const deployedNode = firebaseJson.functions[0]!.runtime.replace('nodejs', '');

describe('api function: health', () => {
  it('answers GET /health', async () => {
    const { status, json } = await api('GET', '/health');
    expect(status).toBe(200);
    expect(json?.message).toBe('ok');
  });

  it('writes a probe on the emulator, on the deployed Node, and refuses a bad one', async () => {
    const probe = await api('POST', '/health/probe', { id: uniqueId('p'), value: 'v' });
    expect(probe.status).toBe(200);
    expect(probe.json?.node).toMatch(new RegExp(`^v${deployedNode}\\.`));
    // This test's own worker too.
    expect(process.version).toMatch(new RegExp(`^v${deployedNode}\\.`));
    const bad = await api('POST', '/health/probe', { id: 'bad/id', value: 'v' });
    expect(bad.status).toBe(400);
    expect(String(bad.json?.message)).toMatch(/id/);
  });

  it('answers unknown routes with a JSON 404', async () => {
    const { status, json } = await api('GET', '/no-such-route');
    expect(status).toBe(404);
    expect(json?.message).toBe('Not found');
  });
});
