/**
 * The admin session in the browser: after the key is exchanged the browser keeps no key (the
 * `adminkey` entry holds ADMIN_SESSION_KEY) and the admin calls work from the session alone;
 * Sign Out ends the Firebase session; off the dashboard the top bar shows the admin signed in
 * (Sign Out, not Sign In), and its Sign Out does the same; an entry a sign-in has just written
 * is given a minute for the tab's Auth to read its session; a session past its twelve hours asks
 * for the key again.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_KEY_ENTRY, ADMIN_SESSION_KEY, ADMIN_SESSION_TTL_MS } from '@gh/common/constants';
import { adminKey, webUrl } from '@gh/testkit/stack';
import { chromiumForFile } from '../src/visitor.ts';
import { newEmail, newVisitor } from '../src/identity.ts';
import { openAdminDashboard, panel, signInAtAdmin, submitApplication } from '../src/admin.ts';

const chromium = chromiumForFile();
const ENDED = 'Your admin session has ended. Please enter the admin key again.';

/** Everything the page could keep: local and session storage, cookies, and Firebase's IndexedDB. */
async function storedEverywhere(page: Page): Promise<string> {
  const inPage = await page.evaluate(async () => {
    const users = await new Promise<unknown[]>((resolve) => {
      const open = indexedDB.open('firebaseLocalStorageDb');
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('firebaseLocalStorage')) return resolve([]);
        const all = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
        all.onsuccess = () => resolve(all.result as unknown[]);
      };
    });
    return JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie, users });
  });
  return inPage;
}

const firebaseUsers = async (page: Page) => (JSON.parse(await storedEverywhere(page)) as { users: unknown[] }).users.length;

describe('the admin session in the browser', () => {
  it('keeps no key after the exchange, and the admin calls work from the session', async () => {
    const admin = await openAdminDashboard(chromium());
    expect(await admin.evaluate((name) => localStorage.getItem(name), ADMIN_KEY_ENTRY)).toBe(ADMIN_SESSION_KEY);
    expect(await storedEverywhere(admin)).not.toContain(adminKey);
    expect(await firebaseUsers(admin)).toBe(1);

    // POST /{key}/application through the session: the applicant's profile opens.
    const email = newEmail('session');
    expect(await submitApplication(email, 'Sushila Menon')).toBe(200);
    await admin.goto(`${webUrl}/admin/profile?email=${encodeURIComponent(email)}`);
    await admin.getByText('Sushila Menon').first().waitFor();
  });

  it('Sign Out ends the Firebase session, so /admin asks for the key again', async () => {
    const admin = await openAdminDashboard(chromium());
    await admin.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await admin.waitForURL(`${webUrl}/`);
    expect(await admin.evaluate((name) => localStorage.getItem(name), ADMIN_KEY_ENTRY)).toBeNull();
    expect(await firebaseUsers(admin)).toBe(0);
    // Even with the entry put back by hand there is no session behind it. It is put back as
    // the next page starts, once: put back in the page left behind, it was once gone by then.
    await admin.addInitScript(
      ([name, value]) => {
        if (sessionStorage.getItem('put back')) return;
        sessionStorage.setItem('put back', 'yes');
        localStorage.setItem(name, value);
      },
      [ADMIN_KEY_ENTRY, ADMIN_SESSION_KEY] as const,
    );
    await admin.goto(`${webUrl}/admin`);
    await admin.getByRole('alert').filter({ hasText: ENDED }).waitFor();
    await admin.getByLabel('Enter Admin Key').waitFor();
    expect(await admin.evaluate((name) => localStorage.getItem(name), ADMIN_KEY_ENTRY)).toBeNull();
  });

  it('shows the admin signed in in the top bar off the dashboard, whose Sign Out ends the session too', async () => {
    const admin = await openAdminDashboard(chromium());
    const bar = admin.getByRole('banner');
    // The dashboard has its own Sign Out; the bar adds none there.
    expect(await bar.getByRole('button', { name: 'Sign Out' }).count()).toBe(0);
    await admin.goto(`${webUrl}/admin/profile?email=${encodeURIComponent('nobody@example.com')}`);
    for (const width of [390, 1280]) {
      await admin.setViewportSize({ width, height: 800 });
      await bar.getByRole('button', { name: 'Sign Out' }).waitFor();
      expect(await bar.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
      expect(await bar.getByRole('link', { name: 'Register' }).count()).toBe(0);
    }
    await bar.getByRole('button', { name: 'Sign Out' }).click();
    await admin.waitForURL(`${webUrl}/`);
    expect(await admin.evaluate((name) => localStorage.getItem(name), ADMIN_KEY_ENTRY)).toBeNull();
    expect(await firebaseUsers(admin)).toBe(0);
    await bar.getByRole('link', { name: 'Sign In' }).first().waitFor();
  });

  it('waits up to a minute after a sign-in for this tab’s Auth to read its session, then ends an entry with none', async () => {
    // As a tab sees the entry another tab's sign-in wrote 40 s ago, its own Auth still lagging
    // (web/src/lib/adminAuth.ts): ending it at once would sign that other tab out too.
    const page = await (await newVisitor(chromium())).newPage();
    await page.goto(`${webUrl}/admin`);
    const signedInAt = Date.now() - 40_000;
    await page.evaluate(
      ([entry, value, at]) => {
        localStorage.setItem(entry, value);
        localStorage.setItem('gh:signed-in-at', at);
      },
      [ADMIN_KEY_ENTRY, ADMIN_SESSION_KEY, String(signedInAt)] as const,
    );
    await page.reload();
    await page.getByRole('alert').filter({ hasText: ENDED }).waitFor({ timeout: 45_000 });
    expect(Date.now() - signedInAt).toBeGreaterThanOrEqual(60_000);
    expect(await page.evaluate((name) => localStorage.getItem(name), ADMIN_KEY_ENTRY)).toBeNull();
  });

  it('ends after twelve hours: the page signs out and asks for the key again', async () => {
    const context = await newVisitor(chromium());
    const page = await context.newPage();
    await page.clock.install();
    await signInAtAdmin(page);
    await page.clock.fastForward(ADMIN_SESSION_TTL_MS + 60_000);
    await page.getByRole('alert').filter({ hasText: ENDED }).waitFor();
    await page.getByLabel('Enter Admin Key').waitFor();
    expect(await panel(page, 'Admin Analytics').count()).toBe(0);
    expect(await page.evaluate((name) => localStorage.getItem(name), ADMIN_KEY_ENTRY)).toBeNull();
  });
});
