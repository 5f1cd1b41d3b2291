/**
 * The CSV downloads in the browser: on /admin, each "Download ... (CSV)" button fetches its
 * file with the admin session and hands it to Chromium's downloads; the downloaded file, parsed,
 * starts with the byte order mark, keeps a Devanagari name and makes a formula name text.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COLLECTIONS } from '@gh/common/constants';
import { parseCsv } from '@gh/testkit/csv';
import { addApplication, addPerson, db, personDoc } from '@gh/testkit/identity';
import { newEmail } from '../src/identity.ts';
import { openAdminDashboard, panel } from '../src/admin.ts';
import { PHONE, chromiumForFile } from '../src/visitor.ts';

const chromium = chromiumForFile();
const HINDI_NAME = 'सावित्री बाई फुले';
const FORMULA_NAME = '=HYPERLINK("http://evil.example","Open")';

let senior: string;
let volunteer: string;
let applicant: string;

beforeAll(async () => {
  senior = await addPerson('senior', newEmail('export-senior'));
  volunteer = await addPerson('volunteer', newEmail('export-volunteer'));
  applicant = newEmail('export-applicant');
  await addApplication(applicant);
  await Promise.all([
    personDoc('senior', senior).update({ name: HINDI_NAME }),
    personDoc('volunteer', volunteer).update({ name: FORMULA_NAME }),
    db()
      .collection(COLLECTIONS.applications)
      .doc(applicant)
      .update({ fullName: `@${HINDI_NAME}` }),
  ]);
});

/**
 * Presses the panel's button from the keyboard: the panels above it fill in as they come near
 * the screen and push it down, so a pointer's click can land on the panel above (a CI run's second
 * download never came, its page left showing the panels above), while a key goes to the focused
 * button wherever it moved.
 */
const press = (page: Page, button: string) => panel(page, 'Download \\(CSV\\)').getByRole('button', { name: button }).press('Enter');

/** Presses the button and answers the file Chromium saved, parsed. */
async function downloadWith(page: Page, button: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), press(page, button)]);
  const path = await download.path();
  return { name: download.suggestedFilename(), csv: parseCsv(await readFile(path)) };
}

describe('the CSV downloads on /admin', () => {
  it('downloads each file with the session, parsed back intact', async () => {
    const page = await openAdminDashboard(chromium());

    const seniors = await downloadWith(page, 'Download seniors (CSV)');
    expect(seniors.name).toMatch(/^golden-hearts-seniors-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(seniors.csv.bom).toBe(true);
    expect(seniors.csv.rows.find((row) => row.Email === senior)).toMatchObject({ Name: HINDI_NAME, 'PIN code': '411004' });

    const volunteers = await downloadWith(page, 'Download volunteers (CSV)');
    expect(volunteers.name).toMatch(/^golden-hearts-volunteers-/);
    expect(volunteers.csv.rows.find((row) => row.Email === volunteer)).toMatchObject({
      Name: `'${FORMULA_NAME}`,
      Skills: 'Reading, Music',
    });

    const applications = await downloadWith(page, 'Download applications (CSV)');
    expect(applications.csv.rows.find((row) => row.Email === applicant)).toMatchObject({
      'Full name': `'@${HINDI_NAME}`,
      Status: 'Accepted',
    });
    // The buttons are ready again, and nothing went wrong on the way.
    await expect(panel(page, 'Download \\(CSV\\)').getByRole('alert').count()).resolves.toBe(0);
    await expect(panel(page, 'Download \\(CSV\\)').getByRole('button', { disabled: true }).count()).resolves.toBe(0);
  });

  it('fits a phone: the three buttons are whole, one above the other', async () => {
    const page = await openAdminDashboard(chromium());
    await page.setViewportSize(PHONE);
    const boxes = await Promise.all(
      ['volunteers', 'seniors', 'applications'].map((kind) =>
        panel(page, 'Download \\(CSV\\)')
          .getByRole('button', { name: `Download ${kind} (CSV)` })
          .boundingBox(),
      ),
    );
    for (const box of boxes) expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y);
    expect(boxes[2]!.y).toBeGreaterThan(boxes[1]!.y);
    const { csv } = await downloadWith(page, 'Download seniors (CSV)');
    expect(csv.rows.some((row) => row.Email === senior)).toBe(true);
  });

  it('says so when the session has ended, and downloads nothing', async () => {
    const page = await openAdminDashboard(chromium());
    let downloads = 0;
    page.on('download', () => void downloads++);
    // The session's ID token, refused by the api: as after the twelve hours.
    await page.route('**/api/session/export/**', (route) =>
      route.continue({ headers: { ...route.request().headers(), authorization: 'Bearer ended' } }),
    );
    await press(page, 'Download seniors (CSV)');
    await expect(panel(page, 'Download \\(CSV\\)').getByRole('alert').textContent()).resolves.toBe(
      'The file could not be downloaded. Invalid admin key',
    );
    expect(downloads).toBe(0);
  });
});
