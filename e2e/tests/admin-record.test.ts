/**
 * The admin's record in the browser: Reject asks for an optional reason in a dialog (keyboard
 * only here); the reason shows on the Rejected panel and in the Activity panel, live, and the
 * applicant's e-mail carries it once the Undo time has passed. The Analytics figures follow the
 * decision. Screenshots of the dialog and the Activity panel at 1280 and 390 px go to GH_SHOTS_DIR
 * when it is set.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DECISION_UNDO_MS } from '@gh/common/constants';
import { messages as ADMIN } from '@gh/web/messages/en/admin';
import { removeWhenDone } from '@gh/testkit/admin-record';
import { mailbox } from '@gh/testkit/stack';
import { chromiumForFile } from '../src/visitor.ts';
import { newEmail } from '../src/identity.ts';
import { entry, openAdminDashboard, panel, submitApplication, showPanel } from '../src/admin.ts';
import { keepAtEachWidth } from '../src/shots.ts';

const chromium = chromiumForFile();
const REASON = 'We need volunteers for weekday mornings just now; please apply again when you can.';

/** The page at both widths, with the panel titled `scrollTo` just below the sticky top bar. */
const shoot = (page: Page, name: string, scrollTo?: string) =>
  keepAtEachWidth(page, name, async () => {
    if (scrollTo)
      await panel(page, scrollTo).evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80));
  });

const figure = async (page: Page, label: string) =>
  Number(
    await panel(page, 'Admin Analytics')
      .locator('div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd')
      .textContent(),
  );

describe('Reject with a reason, and the Activity panel', () => {
  it('rejects with a reason from the keyboard: shown on Rejected and in Activity, and mailed', { timeout: 120_000 }, async () => {
    const email = newEmail('reason');
    expect(await submitApplication(email, 'Devika Reason')).toBe(200);
    const admin = await openAdminDashboard(chromium());
    const row = entry(admin, 'Pending Volunteer Applications', email);
    await row.waitFor();
    await expect.poll(() => figure(admin, 'Rejected Applications')).not.toBeNaN();
    const rejectedBefore = await figure(admin, 'Rejected Applications');

    await row.getByRole('button', { name: 'Reject Devika Reason' }).focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'Reject Devika Reason?' });
    await dialog.waitFor();
    // Focus starts in the reason; typing then Enter rejects.
    await admin.keyboard.type(REASON);
    await shoot(admin, 'reject-dialog');
    await admin.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await admin.getByRole('status').filter({ hasText: ADMIN['admin.volunteerRejected'] }).waitFor();

    await showPanel(admin, 'Rejected Volunteer Applications');
    const rejected = entry(admin, 'Rejected Volunteer Applications', email);
    await rejected.getByText(`Reason: ${REASON}`).waitFor();
    await showPanel(admin, 'Activity');
    // By the applicant's name, read live, and by the admin: no e-mail, no session id.
    const activity = entry(admin, 'Activity', ['Rejected Devika Reason.', `Reason: ${REASON}`]);
    await activity.waitFor();
    expect(await activity.textContent()).toContain('by the admin');
    expect(await activity.textContent()).not.toContain(email);
    await expect.poll(() => figure(admin, 'Rejected Applications')).toBe(rejectedBefore + 1);
    await shoot(admin, 'activity-panel', 'Activity');

    // The page asks for the decision to be made final once the Undo time has passed.
    const mail = await mailbox.waitFor(email, /About your/, DECISION_UNDO_MS + 20_000);
    expect(mail.text).toContain(REASON);
  });

  it('Escape closes the dialog and rejects nobody; focus returns to Reject', { timeout: 60_000 }, async () => {
    const email = newEmail('reason-cancel');
    expect(await submitApplication(email, 'Esha Cancel')).toBe(200);
    removeWhenDone(email);
    const admin = await openAdminDashboard(chromium());
    const row = entry(admin, 'Pending Volunteer Applications', email);
    const reject = row.getByRole('button', { name: 'Reject Esha Cancel' });
    await reject.click();
    const dialog = admin.getByRole('dialog', { name: 'Reject Esha Cancel?' });
    await dialog.waitFor();
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => reject.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await row.count()).toBe(1);
  });
});
