/**
 * The application journey in the browser, with two pages open at once: an applicant
 * applies with a PDF while the admin dashboard is open, the application shows in Pending
 * without a reload, the admin approves, the applicant gets the e-mail, registers and reaches
 * /dashboard, and the resume opened from /admin/profile is byte for byte the one uploaded.
 */
import { describe, expect, it } from 'vitest';
import { DECISION_UNDO_MS } from '@gh/common/constants';
import { messages as apply } from '@gh/web/messages/en/apply';
import { messages as ADMIN } from '@gh/web/messages/en/admin';
import { mailbox, webUrl } from '@gh/testkit/stack';
import { chromiumForFile } from '../src/visitor.ts';
import { expectCode, fillPersonFields, newEmail, newVisitor } from '../src/identity.ts';
import { entry, fillApplication, openAdminDashboard, panel, resumePdf, showPanel } from '../src/admin.ts';

const chromium = chromiumForFile();

describe('applying and being approved', () => {
  it('goes from /apply through the live admin dashboard to a registered volunteer, resume intact', { timeout: 120_000 }, async () => {
    const admin = await openAdminDashboard(chromium());
    const applicantContext = await newVisitor(chromium());
    const applicant = await applicantContext.newPage();
    const email = newEmail('journey');
    const fullName = `Meera ${email.slice(8, 16)}`;
    const resume = resumePdf();

    await applicant.goto(`${webUrl}/apply`);
    await fillApplication(applicant, email, fullName);
    await applicant.locator('input[type=file]').setInputFiles({ name: 'meera-resume.pdf', mimeType: 'application/pdf', buffer: resume });
    await applicant.getByText('meera-resume.pdf').waitFor();
    await applicant.getByRole('button', { name: 'Submit Application' }).click();
    const received = applicant.getByRole('alertdialog');
    await received.waitFor();
    expect(await received.textContent()).toContain(apply['apply.received']);
    expect(await received.getByRole('heading').textContent()).toBe(apply['apply.receivedTitle']);
    await mailbox.waitFor(email, /received your Golden Hearts application/);

    // The admin's open dashboard shows it without a reload.
    const pending = entry(admin, 'Pending Volunteer Applications', email);
    await pending.waitFor();
    expect(await pending.textContent()).toContain(fullName);
    await pending.getByRole('button', { name: /^Approve/ }).click();
    await admin.getByRole('status').filter({ hasText: ADMIN['admin.volunteerApproved'] }).waitFor();
    await showPanel(admin, 'Accepted Volunteer Applications');
    await entry(admin, 'Accepted Volunteer Applications', email).waitFor();
    await pending.waitFor({ state: 'detached' });

    // Once the Undo time has passed, the page makes the decision final: the applicant is told and registers.
    const approval = await mailbox.waitFor(email, /accepted/, DECISION_UNDO_MS + 10_000);
    expect(approval.text).toMatch(/volunteer-registration/);
    await received.getByRole('link', { name: 'Go to Volunteer Registration' }).click();
    await applicant.waitForURL(`${webUrl}/volunteer-registration`);
    // No acceptance link in hand: the page says registration waits for it, and she says she was accepted.
    await applicant.getByRole('heading', { level: 2, name: 'Registration opens once your application is accepted' }).waitFor();
    await applicant.getByRole('button', { name: 'My application is accepted' }).click();
    await fillPersonFields(applicant, email);
    const code = await expectCode(email);
    await applicant.getByRole('button', { name: 'Create my account' }).click();
    await applicant.getByRole('textbox', { name: /one-time code/i }).fill(await code());
    await applicant.getByRole('button', { name: 'Register' }).click();
    await applicant.waitForURL(`${webUrl}/dashboard`);

    // The admin opens the resume from the applicant's profile.
    await entry(admin, 'Accepted Volunteer Applications', email)
      .getByRole('link', { name: /View Profile/ })
      .click();
    await admin.waitForURL(`${webUrl}/admin/profile?email=${encodeURIComponent(email)}`);
    await admin.getByRole('heading', { level: 1, name: 'Applicant Profile' }).waitFor();
    // Registered by now, so the e-mail is also under the registration: read the application's.
    const profile = admin.getByRole('region', { name: 'Application', exact: true }).getByRole('definition');
    await profile.filter({ hasText: fullName }).waitFor();
    await profile.filter({ hasText: email }).waitFor();
    await profile.filter({ hasText: '+91 98220 44444' }).waitFor();
    const view = admin.getByRole('link', { name: /View Resume/ });
    expect(await view.getAttribute('target')).toBe('_blank');
    expect(await view.getAttribute('rel')).toContain('noopener');
    const resumeAsked = admin.context().waitForEvent('request', (request) => /\/api\/files\/resume\?/.test(request.url()));
    const [tab] = await Promise.all([admin.context().waitForEvent('page'), view.click()]);
    // The new tab asks for the file; a browser without a PDF viewer saves it, its address staying blank.
    const asked = await resumeAsked;
    expect(asked.frame().page()).toBe(tab);
    const opened = await admin.context().request.get(asked.url());
    expect(opened.status()).toBe(200);
    expect(Buffer.from(await opened.body()).equals(resume)).toBe(true);

    await admin.getByRole('link', { name: 'Go back' }).click();
    await admin.waitForURL(`${webUrl}/admin`);
    await panel(admin, 'Admin Analytics').waitFor();
  });
});
