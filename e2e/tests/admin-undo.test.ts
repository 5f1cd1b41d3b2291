/**
 * The admin's decisions in the browser: Approve and Reject confirm at once with an Undo in a polite
 * live region; focus moves to the next applicant (or the panel heading with none left) and,
 * after Undo, back to the applicant who returns; the e-mail goes only once the Undo time has
 * passed. A Requested row names both people, their cities, what they share and when the
 * volunteer is free. Screenshots at 390 and 1280 px go to GH_SHOTS_DIR when it is set.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COLLECTIONS, DECISION_UNDO_MS } from '@gh/common/constants';
import { messages as ADMIN } from '@gh/web/messages/en/admin';
import { seedDemoData } from '@gh/devstack/seed';
import { db } from '@gh/testkit/identity';
import { mailbox } from '@gh/testkit/stack';
import { chromiumForFile } from '../src/visitor.ts';
import { newEmail } from '../src/identity.ts';
import {
  entry,
  findEntry,
  openAdminDashboard,
  panel,
  panelAnswered,
  rejectWithReason,
  submitApplication,
  showPanel,
} from '../src/admin.ts';
import { keepAtEachWidth } from '../src/shots.ts';

const chromium = chromiumForFile();
const PENDING = 'Pending Volunteer Applications';

/** The text of the focused element, or its tag when it has none. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.tagName);

/**
 * Open concerns and grievances sit on top of /admin, between Undo and Pending in the tab order;
 * those that other files left open are closed (a grievance as if its answer had been mailed, so
 * nobody is mailed), so the Shift+Tabs counted here are this page's own and reach Undo well
 * within its time.
 */
async function closeOpenItems(): Promise<void> {
  const open = (name: string) => db().collection(name).where('status', '==', 'open').limit(500).get();
  const [concerns, grievances] = await Promise.all([open(COLLECTIONS.concerns), open(COLLECTIONS.grievances)]);
  const now = Date.now();
  await Promise.all([
    ...concerns.docs.map((concern) => concern.ref.update({ status: 'handled' })),
    ...grievances.docs.map((grievance) =>
      grievance.ref.update({ status: 'answered', answer: 'Closed by a test.', answeredAt: now, answeredBy: 'key', mailedAt: now }),
    ),
  ]);
}

describe('Undo after Approve and Reject', () => {
  it('offers Undo, moves focus to the next applicant, and mails nobody when undone; Undo brings focus back', {
    timeout: 90_000,
  }, async () => {
    const first = newEmail('undo-first');
    const second = newEmail('undo-second');
    expect(await submitApplication(first, 'Asha First')).toBe(200);
    expect(await submitApplication(second, 'Bina Second')).toBe(200);
    await closeOpenItems();
    const admin = await openAdminDashboard(chromium());
    const row = entry(admin, PENDING, first);
    await row.waitFor();
    await entry(admin, PENDING, second).waitFor();
    // The next applicant after Asha in the list (oldest first) is whoever follows her row.
    const names = await panel(admin, PENDING).getByRole('listitem').locator('p:first-child').allTextContents();
    const next = names[names.indexOf('Asha First') + 1] ?? names[names.indexOf('Asha First') - 1];

    await row.getByRole('button', { name: 'Approve Asha First' }).focus();
    await admin.keyboard.press('Enter');
    const decidedAt = Date.now();
    const status = admin.getByRole('status').filter({ hasText: ADMIN['admin.volunteerApproved'] });
    await status.waitFor();
    const undo = status.getByRole('button', { name: 'Undo' });
    await undo.waitFor();
    await expect.poll(() => focusedText(admin)).toBe(next);

    // Shift+Tab from the applicant that has focus reaches Undo, and Enter takes the decision back.
    for (let presses = 0; presses < 60 && (await focusedText(admin)) !== 'Undo'; presses++) await admin.keyboard.press('Shift+Tab');
    expect(await focusedText(admin)).toBe('Undo');
    expect(Date.now() - decidedAt, 'the keyboard reached Undo within its time').toBeLessThan(DECISION_UNDO_MS);
    await admin.keyboard.press('Enter');
    await admin.getByRole('status').filter({ hasText: ADMIN['admin.decisionUndone'] }).waitFor();
    // Once the Undo time is over the page asks the server to mail due decisions: had the Undo
    // not taken the decision back, that call would have mailed it.
    const finalized = admin.waitForResponse((answer) => answer.url().endsWith('/finalize-decisions'), {
      timeout: DECISION_UNDO_MS + 10_000,
    });
    await row.waitFor();
    await expect.poll(() => focusedText(admin)).toBe('Asha First');
    await panelAnswered(await showPanel(admin, 'Accepted Volunteer Applications'));
    expect(await entry(admin, 'Accepted Volunteer Applications', first).count()).toBe(0);

    expect((await finalized).ok()).toBe(true);
    expect((await mailbox.to(first)).filter((mail) => !/received/.test(mail.subject))).toHaveLength(0);
    await admin.context().close();
  });

  it('sends the one decision e-mail after the Undo time, and then offers Undo no more', { timeout: 90_000 }, async () => {
    const email = newEmail('undo-final');
    expect(await submitApplication(email, 'Chitra Final')).toBe(200);
    const admin = await openAdminDashboard(chromium());
    const row = entry(admin, PENDING, email);
    await rejectWithReason(row, 'Chitra Final');
    const status = admin.getByRole('status').filter({ hasText: ADMIN['admin.volunteerRejected'] });
    await status.getByRole('button', { name: 'Undo' }).waitFor();
    // Kept here, where nothing races the Undo time: the first test needs every second of it.
    await keepAtEachWidth(admin, 'admin-undo');
    expect((await mailbox.to(email)).filter((mail) => /About your/.test(mail.subject))).toHaveLength(0);
    await status.getByRole('button', { name: 'Undo' }).waitFor({ state: 'detached', timeout: DECISION_UNDO_MS + 2000 });
    await mailbox.waitFor(email, /About your/, 15_000);
    await showPanel(admin, 'Rejected Volunteer Applications');
    await entry(admin, 'Rejected Volunteer Applications', email).waitFor();
    await admin.context().close();
  });
});

describe('a Requested row', () => {
  it("names both people with their cities, what they share and the volunteer's availability", async () => {
    await seedDemoData();
    const admin = await openAdminDashboard(chromium());
    const request = await findEntry(admin, 'Volunteer Requested Seniors', 'rohan@example.com');
    await request.getByText('Ramesh Iyer, Pune').waitFor();
    const facts = Object.fromEntries(
      await request.locator('dt').evaluateAll((terms) => terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])),
    );
    expect(facts).toMatchObject({
      Volunteer: 'Rohan Mehta, Pune (rohan@example.com)',
      Senior: 'Ramesh Iyer, Pune (ramesh@example.com)',
      'They share': 'Games, Technology, Exercise',
      'Volunteer is free': 'Evening (4PM-8PM)',
      Skills: 'Games, Exercise, Technology',
    });
    await request.scrollIntoViewIfNeeded();
    await keepAtEachWidth(admin, 'admin-request');
    await admin.context().close();
  });
});
