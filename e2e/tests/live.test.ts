/**
 * The path proven end to end: the built SPA on the local stack, the api function writing to
 * Firestore, and an open page showing the write through a live listener, with no reload.
 */
import { describe, expect, it } from 'vitest';
import { newVisitorPage } from '../src/identity.ts';
import { api, uniqueId, webUrl } from '@gh/testkit/stack';
import { chromiumForFile, LIVE } from '../src/visitor.ts';

const chromium = chromiumForFile();

describe('live updates', () => {
  it("a function's write appears in an open page without a reload", async () => {
    const page = await newVisitorPage(chromium());
    const probe = uniqueId('live');
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto(`${webUrl}/status?probe=${probe}`);
    await expect.poll(() => page.getByTestId('api-health').textContent(), LIVE).toMatch(/ok|up|healthy/i);
    const value = page.getByTestId('probe-value');
    expect(await value.textContent()).toBe('');

    for (const text of ['first', 'second']) {
      expect((await api('POST', '/health/probe', { id: probe, value: text })).status).toBe(200);
      await expect.poll(() => value.textContent(), LIVE).toBe(text);
    }
    expect(loads).toBe(1);
  });
});
