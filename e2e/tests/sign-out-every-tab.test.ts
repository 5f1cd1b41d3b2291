/**
 * Sign Out on a shared phone is for every tab: a wife signed in with /mr/dashboard open in a
 * second tab and her /profile half-edited in a third signs out in the first; every tab forgets
 * her at once, none writes anything of hers again (not even as it closes), and nothing of her is
 * left in localStorage, sessionStorage, IndexedDB or Cache Storage for the next person. When her
 * husband then signs in, the tabs she left open follow him, and none ends his session.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ID_TOKEN_ENTRY } from '@gh/common/constants';
import { translator } from '@gh/common/translate';
import { messages as mrMember } from '@gh/web/messages/mr/member';
import { adminCall } from '@gh/testkit/applicant';
import { api, newClientAddress, webUrl } from '@gh/testkit/stack';
import { expectCodeLink, newEmail } from '../src/identity.ts';
import { registerSenior, registerVolunteer, newCity, tomorrow } from '../src/member.ts';
import { chromiumForFile, closeAfterTest, grownIn, PHONE, visit, LIVE } from '../src/visitor.ts';
import { keepShot } from '../src/shots.ts';

const chromium = chromiumForFile();
const t = translator('mr', mrMember);

/** The one-tap link of a sign-in code mailed in Marathi: it opens /mr/dashboard. */
async function marathiLink(email: string): Promise<string> {
  const link = await expectCodeLink(email);
  expect((await api('POST', '/login/senior', { email, lang: 'mr' }, newClientAddress())).status).toBe(200);
  return link();
}

/** Everything this origin keeps in the page's storage areas, as text: keys and values. */
function storedText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [];
    for (const area of [localStorage, sessionStorage]) {
      for (let i = 0; i < area.length; i += 1) {
        const key = area.key(i) ?? '';
        parts.push(`${key}=${area.getItem(key) ?? ''}`);
      }
    }
    for (const { name, version } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name, version);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        parts.push(
          `indexedDB ${name}/${store}: ${JSON.stringify(all, (_key, value: unknown) => (value instanceof Blob ? `blob ${value.size}` : value))}`,
        );
      }
      db.close();
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        parts.push(`cache ${cacheName} ${request.url}: ${response ? await response.text() : ''}`);
      }
    }
    return parts.join('\n');
  });
}

/** Signs out through the Marathi account menu. */
async function signOutInMarathi(page: Page, email: string): Promise<void> {
  const account = t('member.accountMenuLabel', { email }).split(' (')[0]!;
  await page.getByRole('button', { name: new RegExp(`^${account}`) }).click();
  const menu = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: t('member.signOut') }) });
  await grownIn(menu);
  await menu.getByRole('button', { name: t('member.signOut') }).click();
}

describe('Sign Out on a shared phone', { timeout: 180_000 }, () => {
  it('in one tab, in Marathi at 390 px: every tab forgets her at once, and nothing of her is left', async () => {
    const name = `Sunanda ${newEmail('x')
      .replace(/[^a-z]/g, '')
      .slice(0, 8)}`;
    const senior = await registerSenior(newCity(), name);
    const url = await marathiLink(senior.email);
    // With the app's service worker, so Cache Storage holds what it would on her phone.
    const context = await closeAfterTest(await visit(chromium(), { viewport: PHONE, serviceWorkers: 'allow' }));
    const first = await context.newPage();
    await first.goto(url);
    await first.waitForURL(`${webUrl}/mr/dashboard`, LIVE);
    await first.getByRole('heading', { level: 1, name: new RegExp(name) }).waitFor(LIVE);

    // A second tab on the dashboard, live; a third with her profile half-edited (its draft is that tab's).
    const second = await context.newPage();
    await second.goto(`${webUrl}/mr/dashboard`);
    await second.getByRole('heading', { level: 1, name: new RegExp(name) }).waitFor(LIVE);
    await expect.poll(() => second.evaluate(() => localStorage.getItem('gh:last-live')), LIVE).toContain(senior.email);
    const third = await context.newPage();
    await third.goto(`${webUrl}/mr/profile`);
    const address = third.locator('input[name="address"]');
    await address.waitFor(LIVE);
    await address.fill('7 Draft Lane');
    await expect.poll(() => third.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('gh:draft:'))), LIVE).toBe(true);

    // Her account's uid, as the kept ID token names it: nothing may be left under it either.
    const uid = await first.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { uid?: string }).uid, ID_TOKEN_ENTRY);
    expect(uid).toMatch(/^m-/);
    await signOutInMarathi(first, senior.email);
    await first.waitForURL(`${webUrl}/mr/login`, LIVE);
    // The other tabs follow: signed out, their own storage forgotten (the storage event and Auth's
    // own notice each forget it, whichever comes first).
    for (const page of [second, third]) {
      await page.waitForURL(`${webUrl}/mr/login`, LIVE);
      await expect.poll(() => page.evaluate(() => JSON.stringify(sessionStorage)), LIVE).not.toContain('gh:draft:');
    }
    await keepShot(second, 'sign-out-second-tab-mr-390');
    // Every tab stopped its Firestore, so the cache of her documents could go while they stay open.
    const firestoreCaches = () =>
      first.evaluate(async () => (await indexedDB.databases()).filter((db) => db.name?.startsWith('firestore/')).length);
    await expect.poll(firestoreCaches, LIVE).toBe(0);

    // Closing the tabs writes nothing of hers again. What is left is read from a file of the site
    // that runs none of the app's scripts, which would tidy up after a Sign Out themselves.
    for (const page of [second, third, first]) await page.close({ runBeforeUnload: true });
    const left = await context.newPage();
    await left.goto(`${webUrl}/__/firebase/init.json`);
    expect(await left.evaluate(() => localStorage.getItem('gh:last-live'))).toBeNull();
    // The service worker has kept the app's files (and, below, nothing of hers).
    await expect.poll(() => left.evaluate(async () => (await caches.keys()).length), LIVE).toBeGreaterThan(0);
    const text = await storedText(left);
    expect([senior.email, uid!, name, '7 Draft Lane'].filter((part) => text.includes(part))).toEqual([]);
  });

  it('then her husband signs in, and the tabs she left open follow him without ending his session', async () => {
    const city = newCity();
    const [wife, husband, volunteer] = await Promise.all([
      registerSenior(city, 'Sunanda Patil'),
      registerSenior(city, 'Vasant Patil'),
      registerVolunteer(city, 'Aditi Kulkarni'),
    ]);
    const linked = await adminCall('POST', '/link', { vemail: volunteer.email, semail: husband.email });
    expect(linked.status, linked.text).toBe(200);
    const context = await closeAfterTest(await visit(chromium(), { viewport: PHONE }));
    const first = await context.newPage();
    await first.goto(await marathiLink(wife.email));
    await first.waitForURL(`${webUrl}/mr/dashboard`, LIVE);
    const second = await context.newPage();
    await second.goto(`${webUrl}/mr/dashboard`);
    await second.getByRole('heading', { level: 1, name: /Sunanda/ }).waitFor(LIVE);

    await signOutInMarathi(first, wife.email);
    for (const page of [first, second]) await page.waitForURL(`${webUrl}/mr/login`, LIVE);
    // On the same phone, in a new tab: each tab left open sees his cookie before its own Auth
    // has read his session from the storage they share.
    const next = await context.newPage();
    await next.goto(await marathiLink(husband.email));
    await next.getByRole('heading', { level: 1, name: /Vasant/ }).waitFor(LIVE);
    for (const page of [first, second]) await page.getByRole('heading', { level: 1, name: /Vasant/ }).waitFor(LIVE);

    // Still signed in, and still live: a visit assigned now shows without a reload.
    const assigned = await adminCall('POST', '/volunteer/assignTask', {
      vemail: volunteer.email,
      semail: husband.email,
      city,
      task: 'Reading the newspaper',
      date: tomorrow(),
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(assigned.status, assigned.text).toBe(200);
    await next.getByTestId('visit').waitFor(LIVE);
    expect(new URL(next.url()).pathname).toBe('/mr/dashboard');
  });
});
