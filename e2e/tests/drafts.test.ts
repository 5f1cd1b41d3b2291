/**
 * Nothing typed is lost: a senior half-way through /mr/senior-registration on a phone reloads,
 * goes Back and Forward, and finds what they typed, told so quietly in Marathi with Start again
 * beside it; axe finds nothing on the restored form. A finished registration forgets the draft.
 * An applicant at /hi/apply finds her chosen resume again after a reload and Back, in that tab
 * only, and Start again forgets it.
 * GH_SHOTS_DIR keeps the restored form at 390 and 1280 px.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages as hiApply } from '@gh/web/messages/hi/apply';
import { messages as hiFields } from '@gh/web/messages/hi/fields';
import { webUrl } from '@gh/testkit/stack';
import { resumePdf } from '../src/admin.ts';
import { axeViolations } from '../src/axe.ts';
import { choice, expectCode, fillPersonFields, newEmail } from '../src/identity.ts';
import { labelled, registrationWords } from '../src/pageWords.ts';
import { DESKTOP, PHONE, browserForFile, waitUntilLive, LIVE } from '../src/visitor.ts';
import { keepShot } from '../src/shots.ts';

const browser = browserForFile();
const t = registrationWords('mr');
const FORM = '/mr/senior-registration';

const firstName = (page: Page) => page.getByLabel(labelled(t('fields.field', { field: 'firstName' })));
const city = (page: Page) => page.getByLabel(labelled(t('fields.field', { field: 'city' })));
const kept = (page: Page) => page.getByRole('status').filter({ hasText: t('fields.draftKept') });

/** Types part of the form as a person would: a name, a city, one interest. */
async function fillPart(page: Page): Promise<void> {
  await firstName(page).fill('सावित्री');
  await city(page).fill('पुणे');
  await choice(page, 'Music').check();
}

async function expectPart(page: Page): Promise<void> {
  await kept(page).waitFor(LIVE);
  expect(await firstName(page).inputValue()).toBe('सावित्री');
  expect(await city(page).inputValue()).toBe('पुणे');
  expect(await choice(page, 'Music').isChecked()).toBe(true);
}

describe('the senior registration keeps a draft for the tab, in Marathi', { timeout: 180_000 }, () => {
  it.each([PHONE, DESKTOP])('survives a reload, Back and Forward at %j, axe clean, and Start again empties it', async (viewport) => {
    const { page } = await browser.open({ viewport }, FORM);
    await waitUntilLive(page);
    expect(await kept(page).count()).toBe(0);
    await fillPart(page);

    await page.reload();
    await waitUntilLive(page);
    await expectPart(page);
    expect(await axeViolations(page)).toEqual([]);
    await keepShot(page, `mr-senior-registration-draft-${viewport.width}`);

    await page.goto(`${webUrl}/mr/about`);
    await page.goBack();
    await waitUntilLive(page);
    await expectPart(page);
    await page.goForward();
    await page.waitForURL(`${webUrl}/mr/about`);
    await page.goBack();
    await waitUntilLive(page);
    await expectPart(page);

    await page.getByRole('button', { name: t('fields.draftStartAgain') }).click();
    expect(await firstName(page).inputValue()).toBe('');
    expect(await kept(page).count()).toBe(0);
    await page.reload();
    await waitUntilLive(page);
    expect(await firstName(page).inputValue()).toBe('');
    expect(await kept(page).count()).toBe(0);
  });

  it('a finished registration forgets the draft', async () => {
    const email = newEmail('senior-mr-draft');
    const { page } = await browser.open({ viewport: PHONE }, FORM);
    await waitUntilLive(page);
    await fillPersonFields(page, email, 'mr');
    await choice(page, 'Music').check();
    await page.reload();
    await waitUntilLive(page);
    await kept(page).waitFor(LIVE);
    const code = await expectCode(email);
    await page.getByRole('button', { name: t('registration.startTrial') }).click();
    await page.locator('input[autocomplete="one-time-code"]').fill(await code());
    await page.getByRole('button', { name: t('registration.verify'), exact: true }).click();
    await page.waitForURL(`${webUrl}/mr/dashboard`, LIVE);
    // The form itself now sends a member to the dashboard: the tab's storage tells.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('gh:draft:')))).toEqual([]);
  });
});

/**
 * The draft files this browser keeps in IndexedDB (lib/draftFiles.ts): `count` them, `hold` a
 * copy in the page, or `restore` the copy held, as a delete the page did not live to finish
 * leaves them. Files do not cross into the test, so the copy stays in the page.
 */
const draftFiles = (page: Page, action: 'count' | 'hold' | 'restore') =>
  page.evaluate(
    (what) =>
      new Promise<number>((resolve, reject) => {
        const held = window as unknown as { heldDraftFiles?: [IDBValidKey, unknown][] };
        const open = indexedDB.open('gh-drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (what === 'restore') {
            const tx = db.transaction('files', 'readwrite');
            for (const [key, value] of held.heldDraftFiles ?? []) tx.objectStore('files').put(value, key);
            tx.oncomplete = () => (db.close(), resolve(held.heldDraftFiles?.length ?? 0));
            return;
          }
          const store = db.transaction('files').objectStore('files');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            if (what === 'hold') held.heldDraftFiles = keys.result.map((key, i) => [key, values.result[i]]);
            db.close();
            resolve(keys.result.length);
          };
        };
      }),
    action,
  );

describe('the application keeps the chosen resume for the tab, in Hindi', { timeout: 120_000 }, () => {
  const hiKept = (page: Page) => page.getByRole('status').filter({ hasText: hiFields['fields.draftKept'] });
  const chosen = (page: Page) => page.getByText('meera-resume.pdf');
  /**
   * The resume field once it knows whether the tab kept a file: busy until then, and a file kept
   * comes back in the same update that ends it.
   */
  const fileLookedFor = (page: Page) => {
    const said = (key: 'apply.resume.none' | 'apply.resume.chosen') => page.getByRole('status').filter({ hasText: hiApply[key] });
    return said('apply.resume.none').or(said('apply.resume.chosen')).and(page.locator(':not([aria-busy])')).waitFor(LIVE);
  };

  it('brings it back after a reload and Back, not in another tab, and Start again forgets it', async () => {
    const { page, context } = await browser.open({ viewport: PHONE }, '/hi/apply');
    await waitUntilLive(page);
    await page.getByLabel(labelled(hiApply['apply.label.fullName'])).fill('मीरा जोशी');
    await page.locator('input[type=file]').setInputFiles({ name: 'meera-resume.pdf', mimeType: 'application/pdf', buffer: resumePdf() });
    await chosen(page).waitFor(LIVE);
    // IndexedDB keeps the file a moment after it shows (lib/draftFiles.ts); a person's reload comes later.
    await expect.poll(() => draftFiles(page, 'count'), LIVE).toBe(1);

    await page.reload();
    await waitUntilLive(page);
    await hiKept(page).waitFor(LIVE);
    await chosen(page).waitFor(LIVE);
    await page.goto(`${webUrl}/hi/about`);
    await page.goBack();
    await waitUntilLive(page);
    await chosen(page).waitFor(LIVE);

    // Another tab of the same browser: its own, empty form.
    const other = await context.newPage();
    await other.goto(`${webUrl}/hi/apply`);
    await waitUntilLive(other);
    await fileLookedFor(other);
    expect(await chosen(other).count()).toBe(0);
    await other.close();

    // A reload can end the page before IndexedDB has deleted the file: it is put back by hand,
    // as such a lost delete leaves it, and must not come back all the same.
    expect(await draftFiles(page, 'hold')).toBe(1);
    await page.getByRole('button', { name: hiFields['fields.draftStartAgain'] }).click();
    expect(await chosen(page).count()).toBe(0);
    await expect.poll(() => draftFiles(page, 'count')).toBe(0);
    expect(await draftFiles(page, 'restore')).toBe(1);
    await page.reload();
    await waitUntilLive(page);
    await fileLookedFor(page);
    expect(await chosen(page).count()).toBe(0);
    expect(await hiKept(page).count()).toBe(0);
  });
});
