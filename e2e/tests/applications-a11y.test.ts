/**
 * An axe-core scan of /apply and the admin pages in the states a person meets: the
 * application with every message showing, Admin Access with a refused key, the live
 * dashboard (with the visit panels, an open Assign a visit and each visit dialog),
 * an applicant's profile and a registered volunteer's whole profile; at desktop and phone width. No violations of any rule axe runs by default.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { scanAtEachWidth, type PageState } from '../src/axe.ts';
import { webUrl } from '@gh/testkit/stack';
import { addPerson } from '@gh/testkit/identity';
import { chromiumForFile } from '../src/visitor.ts';
import { newEmail } from '../src/identity.ts';
import { seedDemoData } from '@gh/devstack/seed';
import { panel, showPanel, signInAtAdmin, submitApplication } from '../src/admin.ts';

const chromium = chromiumForFile();
const UNDO_SHOWN_MS = 10 * 60 * 1000;
const registeredVolunteer = () => addPerson('volunteer', newEmail('a11y-volunteer'));

/** /admin with the demo seed's request and visit listed, and Upcoming visits and Concerns answered. */
async function visitPanels(page: Page): Promise<void> {
  await seedDemoData();
  await signInAtAdmin(page);
  // Panels listen once they come near the screen: each is brought there first.
  for (const title of ['Upcoming visits', 'Volunteer Requested Seniors'])
    await (await showPanel(page, title)).getByRole('listitem').first().waitFor();
  await (await showPanel(page, 'Concerns')).getByText(/Loading/).waitFor({ state: 'detached' });
}

/** Opens a dialog from the first row of `title` with the button named `button`. */
const dialogFrom =
  (title: string, button: RegExp): PageState[1] =>
  async (page) => {
    await visitPanels(page);
    await panel(page, title).getByRole('button', { name: button }).first().click();
    await page.getByRole('dialog').waitFor();
  };

const STATES: PageState[] = [
  [
    '/apply with every message',
    async (page) => {
      await page.goto(`${webUrl}/apply`);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await page.getByText('Full name is required').waitFor();
    },
  ],
  [
    '/admin refusing a key',
    async (page) => {
      await page.goto(`${webUrl}/admin`);
      await page.getByLabel('Enter Admin Key').fill('wrong');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('alert').waitFor();
    },
  ],
  ['the admin dashboard', signInAtAdmin],
  [
    'the admin dashboard with its visit panels and Assign a visit open',
    async (page) => {
      await visitPanels(page);
      await panel(page, 'Volunteer Requested Seniors')
        .getByRole('button', { name: /^Assign a visit/ })
        .first()
        .click();
      await page.getByRole('form', { name: /^Assign a task to/ }).waitFor();
    },
  ],
  ['the Reschedule dialog', dialogFrom('Upcoming visits', /^Reschedule/)],
  ['the Cancel visit dialog', dialogFrom('Upcoming visits', /^Cancel visit/)],
  [
    'the Unlink dialog saying a reason is required',
    async (page) => {
      await dialogFrom('Volunteer Requested Seniors', /^Unlink/)(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Unlink the pair' }).click();
      await page.getByRole('dialog').getByText('Reason is required').waitFor();
    },
  ],
  [
    'the admin dashboard offering Undo after an approval',
    async (page) => {
      const email = newEmail('a11y-undo');
      expect(await submitApplication(email)).toBe(200);
      await signInAtAdmin(page);
      // The scan looks at the offer, not its timing: the test stack's Undo time is seconds, shorter
      // than reaching and scanning the state takes on a loaded machine, so the page is told a long one.
      await page.route('**/approve-application', async (route) => {
        const answer = await route.fetch();
        await route.fulfill({ response: answer, json: { ...(await answer.json()), undoMs: UNDO_SHOWN_MS } });
      });
      await page
        .getByRole('button', { name: /^Approve/ })
        .first()
        .click();
      await page.getByRole('status').getByRole('button', { name: 'Undo' }).waitFor();
    },
  ],
  [
    'an applicant profile',
    async (page) => {
      const email = newEmail('a11y-applicant');
      expect(await submitApplication(email)).toBe(200);
      await signInAtAdmin(page);
      await page.goto(`${webUrl}/admin/profile?email=${encodeURIComponent(email)}`);
      await page.getByRole('link', { name: /View Resume/ }).waitFor();
    },
  ],
  [
    "a registered volunteer's whole profile",
    async (page) => {
      const email = await registeredVolunteer();
      await signInAtAdmin(page);
      await page.goto(`${webUrl}/admin/profile?email=${encodeURIComponent(email)}`);
      await page.getByRole('link', { name: /View CV/ }).waitFor();
    },
  ],
];

scanAtEachWidth(STATES, chromium);
