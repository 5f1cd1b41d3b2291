/**
 * An axe-core scan of /apply and the admin pages in the states a person meets: the
 * application with every message showing, Admin Access with a refused key, the live
 * dashboard, an applicant's profile and a registered volunteer's whole profile; at desktop
 * and phone width. No violations of any rule axe runs by default.
 */
import { expect } from 'vitest';
import { scanAtEachWidth, type PageState } from '../src/axe.ts';
import { webUrl } from '@gh/testkit/stack';
import { addPerson } from '@gh/testkit/identity';
import { chromiumForFile, newEmail } from '../src/identity.ts';
import { signInAtAdmin, submitApplication } from '../src/admin.ts';

const chromium = chromiumForFile();
const registeredVolunteer = () => addPerson('volunteer', newEmail('a11y-volunteer'));

const STATES: PageState[] = [
  ['/apply with every message', async (page) => {
    await page.goto(`${webUrl}/apply`);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Full name is required').waitFor();
  }],
  ['/admin refusing a key', async (page) => {
    await page.goto(`${webUrl}/admin`);
    await page.getByLabel('Enter Admin Key').fill('wrong');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').waitFor();
  }],
  ['the admin dashboard', signInAtAdmin],
  ['the admin dashboard offering Undo after an approval', async (page) => {
    const email = newEmail('a11y-undo');
    expect(await submitApplication(email)).toBe(200);
    await signInAtAdmin(page);
    await page.getByRole('button', { name: /^Approve/ }).first().click();
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).waitFor();
  }],
  ['an applicant profile', async (page) => {
    const email = newEmail('a11y-applicant');
    expect(await submitApplication(email)).toBe(200);
    await signInAtAdmin(page);
    await page.goto(`${webUrl}/admin/profile?email=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: /View Resume/ }).waitFor();
  }],
  ["a registered volunteer's whole profile", async (page) => {
    const email = await registeredVolunteer();
    await signInAtAdmin(page);
    await page.goto(`${webUrl}/admin/profile?email=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: /View CV/ }).waitFor();
  }],
];

scanAtEachWidth(STATES, chromium);
