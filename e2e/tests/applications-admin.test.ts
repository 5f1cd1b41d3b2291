/**
 * The admin area in the browser: a wrong key is refused in the page, a
 * rejection moves the application to Rejected live, the demo seed's request and visit show in
 * their panels, and /admin/profile needs a key and says 'No profile' (Sign Out: admin-session.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_KEY_ENTRY, ADMIN_KEY_RATE_LIMITS, DAY_MS, LINK_STATUS, VISIT_TIME_ZONE } from '@gh/common/constants';
import { dateInZone } from '@gh/common/time';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { messages as ADMIN } from '@gh/web/messages/en/admin';
import { seedDemoData } from '@gh/devstack/seed';
import { addPerson, personDoc } from '@gh/testkit/identity';
import { fillLimit } from '@gh/testkit/limits';
import { mailbox, webUrl } from '@gh/testkit/stack';
import { chromiumForFile, LIVE } from '../src/visitor.ts';
import { newEmail, newVisitor } from '../src/identity.ts';
import {
  assignVisit,
  entry,
  findEntry,
  openAdminDashboard,
  openAssignForm,
  panel,
  rejectWithReason,
  showPanel,
  submitApplication,
} from '../src/admin.ts';

const chromium = chromiumForFile();

describe('the admin area', () => {
  it("refuses a wrong key with 'Invalid admin key', keeping the form", async () => {
    // Every browser test comes from 127.0.0.1: other files' wrong keys in this window must not
    // leave this one limited, so its counter starts with room for this try.
    const room = await fillLimit('adminKey', '127.0.0.1', ADMIN_KEY_RATE_LIMITS.perAddress);
    try {
      const page = await (await newVisitor(chromium())).newPage();
      await page.goto(`${webUrl}/admin`);
      await page.getByRole('heading', { level: 1, name: 'Admin Access' }).waitFor();
      await page.getByLabel('Enter Admin Key').fill('not-the-key');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('alert').filter({ hasText: SERVER_MESSAGES.invalidAdminKey }).waitFor();
      expect(await page.evaluate((name) => localStorage.getItem(name), ADMIN_KEY_ENTRY)).toBeNull();
      expect(await page.getByLabel('Enter Admin Key').inputValue()).toBe('not-the-key');
      expect(await page.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/');
    } finally {
      await room.release();
    }
  });

  it('moves a rejected application from Pending to Rejected without a reload', async () => {
    const admin = await openAdminDashboard(chromium());
    const email = newEmail('reject');
    expect(await submitApplication(email)).toBe(200);
    const pending = entry(admin, 'Pending Volunteer Applications', email);
    await pending.waitFor(LIVE);
    // An application carries no skills: what it does carry instead.
    expect(await pending.textContent()).toContain('Languages: Not mentioned');
    expect(await pending.textContent()).toContain('Available: Weekday mornings');
    await rejectWithReason(pending, 'Meera Iyer');
    await admin.getByRole('status').filter({ hasText: ADMIN['admin.volunteerRejected'] }).waitFor();
    await showPanel(admin, 'Rejected Volunteer Applications');
    await entry(admin, 'Rejected Volunteer Applications', email).waitFor();
    expect(await pending.count()).toBe(0);
  });

  it('shows the seeded request with its Assign Task inputs, the seeded visit, and the analytics', async () => {
    await seedDemoData();
    const admin = await openAdminDashboard(chromium());
    const request = await findEntry(admin, 'Volunteer Requested Seniors', 'rohan@example.com');
    await request.waitFor();
    expect(await request.textContent()).toContain('ramesh@example.com');
    expect(await request.textContent()).toContain('Games, Exercise, Technology');
    // The inputs sit behind "Assign a visit", which opens them in place.
    expect(await request.getByLabel(/^Task/).count()).toBe(0);
    const form = await openAssignForm(request);
    for (const label of [/^Task/, /^Date/, /^Start time/, /^End time/, /^Repeat weekly for N weeks/])
      expect(await form.getByLabel(label).count()).toBe(1);
    expect(await form.getByRole('button', { name: /^Assign Task/ }).count()).toBe(1);
    // A date in the past is refused in the page before anything is sent.
    await assignVisit(form, { task: 'Chess in the garden', date: '2020-01-01', startTime: '16:00', endTime: '17:30' });
    await request.getByText(SERVER_MESSAGES.datePast).waitFor();

    const visit = await findEntry(admin, 'Assigned Tasks & Locations', 'aditi@example.com');
    await visit.waitFor();
    expect(await visit.textContent()).toContain('Task: Read the morning newspaper together');
    expect(await visit.textContent()).toContain('Location: Pune');

    // The kept figures (stats/admin, recounted after the seed) arrive by their own listener.
    const figures = () => panel(admin, 'Admin Analytics').locator('dd').allTextContents();
    expect(await figures()).toHaveLength(5);
    // Grouped as India reads them (1,23,456).
    await expect.poll(async () => (await figures()).every((figure) => Number(figure.replaceAll(',', '')) >= 1)).toBe(true);
  });

  it('assigns a task to a requested volunteer, who moves to Assigned live, and both get the visit by e-mail', async () => {
    const [volunteer, senior] = await Promise.all([addPerson('volunteer'), addPerson('senior')]);
    const requested = (email: string, name: string) => ({ email, name, status: LINK_STATUS.requested, reqTime: Date.now() });
    await Promise.all([
      personDoc('volunteer', volunteer).update({
        senior: requested(senior, 'Kamala Rao'),
        linkStatus: LINK_STATUS.requested,
        linkAt: Date.now(),
      }),
      personDoc('senior', senior).update({ volunteer: requested(volunteer, 'Aditi Sharma') }),
    ]);
    const admin = await openAdminDashboard(chromium());
    await showPanel(admin, 'Volunteer Requested Seniors');
    const request = entry(admin, 'Volunteer Requested Seniors', volunteer);
    await assignVisit(await openAssignForm(request), {
      task: 'Tea and the crossword',
      date: dateInZone(Date.now() + DAY_MS, VISIT_TIME_ZONE.offsetMinutes),
      startTime: '15:00',
      endTime: '16:30',
    });
    await admin.getByRole('status').filter({ hasText: SERVER_MESSAGES.taskAssigned }).waitFor();

    await showPanel(admin, 'Assigned Tasks & Locations');
    const visit = entry(admin, 'Assigned Tasks & Locations', volunteer);
    await visit.waitFor();
    expect(await visit.textContent()).toContain('Task: Tea and the crossword');
    expect(await visit.textContent()).toContain('3:00 PM to 4:30 PM');
    await request.waitFor({ state: 'detached' });
    for (const mail of await Promise.all([mailbox.waitFor(volunteer), mailbox.waitFor(senior)])) {
      expect(mail.text).toContain('Tea and the crossword');
      expect(mail.attachments?.some((file) => file.filename.endsWith('.ics'))).toBe(true);
    }
  });

  it("/admin/profile sends a visitor without a key to /admin, and says 'No profile' for an unknown e-mail", async () => {
    const visitor = await (await newVisitor(chromium())).newPage();
    await visitor.goto(`${webUrl}/admin/profile?email=neha%40example.com`);
    await visitor.waitForURL(`${webUrl}/admin`);
    await visitor.context().close();

    const admin = await openAdminDashboard(chromium());
    await admin.goto(`${webUrl}/admin/profile?email=${encodeURIComponent(newEmail('nobody'))}`);
    await admin.getByText('No profile', { exact: true }).waitFor();
    await admin.getByRole('link', { name: 'Go back' }).click();
    await admin.waitForURL(`${webUrl}/admin`);
  });
});
