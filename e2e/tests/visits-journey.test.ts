/**
 * Visits over time with two pages open and the admin's page beside them: the admin
 * assigns a weekly series to a Requested pair, the volunteer's dashboard shows it without a
 * reload, the volunteer checks in and out, a 'bad' answer from the senior reaches the admin's
 * Concerns panel live, the admin reschedules (an invite with SEQUENCE:1) and cancels (a
 * METHOD:CANCEL invite) visits, then unlinks the pair, who are not offered each other again.
 * Every step is a click on the page of the person who takes it.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { VISIT_TIME_ZONE } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { dateInZone, to12Hour, visitDateText } from '@gh/common/time';
import { bearer, signIn } from '@gh/testkit/identity';
import { api, icsLines, mailbox, uniqueId } from '@gh/testkit/stack';
import { visitBegun } from '@gh/testkit/visits';
import { translator } from '@gh/common/translate';
import { messages as ADMIN_VISITS } from '@gh/web/messages/en/adminVisits';
import { messages as DASHBOARD } from '@gh/web/messages/en/dashboard';
import { assignVisit, entry, findEntry, openAdminDashboard, openAssignForm, panel, showPanel } from '../src/admin.ts';
import { chromiumForFile, LIVE } from '../src/visitor.ts';
import { dashboardOf, newCity, registerSenior, registerVolunteer } from '../src/member.ts';

const chromium = chromiumForFile();
const IST = VISIT_TIME_ZONE.offsetMinutes;
/** 'HH:MM' in India at `ms`. */
const timeInIndia = (ms: number) => new Date(ms + IST * 60_000).toISOString().slice(11, 16);

async function invite(email: string, subject: RegExp): Promise<string> {
  const mail = await mailbox.waitFor(email, subject);
  return (await mailbox.attachment(mail, 'invite.ics')).toString('utf8');
}

const region = (page: Page, name: string) => page.getByRole('region', { name });

/** The visits of the signed-in person, as GET /visits answers them. */
async function visitsOf(token: string): Promise<{ id: string; date: string; startTime: string; status: string }[]> {
  const answer = await api('GET', '/visits', undefined, bearer(token));
  expect(answer.status, answer.text).toBe(200);
  return answer.json?.visits as { id: string; date: string; startTime: string; status: string }[];
}

/** The admin's notice at the foot of the page, once it says `message`. */
const notice = (admin: Page, message: string) => admin.getByRole('status').filter({ hasText: message }).waitFor(LIVE);

describe('visits over time, in the browser', { timeout: 300_000 }, () => {
  it('a weekly series from assignment to check-out, a concern, a move, a cancel and an unlink', async () => {
    const city = newCity();
    const senior = await registerSenior(city, 'Savitri Joshi');
    const volunteerName = `Aditi ${uniqueId('v').slice(-6).replace(/\d/g, 'x')}`;
    const volunteer = await registerVolunteer(city, volunteerName);
    const { idToken: volunteerToken } = await signIn('volunteer', volunteer.email);
    const connected = await api(
      'POST',
      '/volunteer/volunteer/connect',
      { volunteerEmail: volunteer.email, seniorEmail: senior.email },
      bearer(volunteerToken),
    );
    expect(connected.status, connected.text).toBe(200);

    const volunteerPage = await dashboardOf(chromium(), volunteer, 'Volunteer');
    const seniorPage = await dashboardOf(chromium(), senior, 'Senior Citizen');
    const admin = await openAdminDashboard(chromium());
    let reloads = 0;
    for (const page of [volunteerPage, seniorPage, admin]) page.on('load', () => reloads++);

    // The admin assigns three weekly visits, the first today in India, starting in ten minutes
    // (check-in opens 30 minutes before the start).
    const start = Date.now() + 10 * 60_000;
    const today = dateInZone(start, IST);
    await showPanel(admin, 'Volunteer Requested Seniors');
    const request = entry(admin, 'Volunteer Requested Seniors', volunteer.email);
    await request.waitFor(LIVE);
    await assignVisit(await openAssignForm(request), {
      task: 'Tea and the newspaper',
      date: today,
      startTime: timeInIndia(start),
      endTime: timeInIndia(start + 60 * 60_000),
      repeatWeeks: 3,
    });
    await notice(admin, SERVER_MESSAGES.visitsAssigned);
    const series = await invite(volunteer.email, /^Your Golden Hearts visit on /);
    expect(icsLines(series, 'RRULE')).toEqual(['FREQ=WEEKLY;COUNT=3']);

    // The volunteer's dashboard shows it without a reload.
    await expect
      .poll(
        () =>
          volunteerPage
            .getByTestId('visit')
            .textContent()
            .catch(() => ''),
        LIVE,
      )
      .toContain('Tea and the newspaper');
    const visits = await visitsOf(volunteerToken);
    expect(visits.map((visit) => visit.status)).toEqual(['Scheduled', 'Scheduled', 'Scheduled']);
    const [first, second, third] = visits;

    // The volunteer checks in and out on their dashboard (the first visit is within its window:
    // its steps are in the next visit's card, which shows it).
    const firstVisit = region(volunteerPage, DASHBOARD['dashboard.nextVisitTitle'])
      .getByTestId('visit')
      .filter({ hasText: visitDateText(first!.date) });
    await firstVisit.getByRole('button', { name: DASHBOARD['dashboard.arrived'] }).click(LIVE);
    await volunteerPage.getByTestId('arrived-at').waitFor(LIVE);
    await volunteerPage.getByLabel(DASHBOARD['dashboard.noteLabel']).fill('We read the news together.');
    // The visit has begun (the clock, written to the store); "Visit finished" asks once.
    await visitBegun(first!.id);
    await volunteerPage.getByRole('button', { name: DASHBOARD['dashboard.finished'] }).click();
    await volunteerPage
      .getByRole('dialog', { name: DASHBOARD['dashboard.finishTitle'] })
      .getByRole('button', { name: DASHBOARD['dashboard.finishYes'] })
      .click();
    await volunteerPage.getByRole('alert').getByText('Thank you! The visit is recorded as done.').waitFor(LIVE);

    // The senior's "How was your visit?" appears live; they choose "Not good" with a few words.
    const words = `He seemed in a hurry ${uniqueId('w').slice(-6)}.`;
    const ask = region(seniorPage, DASHBOARD['dashboard.feedbackTitle']);
    await ask.waitFor(LIVE);
    await ask.getByLabel(DASHBOARD['dashboard.feedbackTextLabel']).fill(words);
    await ask.getByRole('button', { name: 'Not good' }).click();
    await seniorPage.getByTestId('feedback-thanks').waitFor(LIVE);
    // The admin's Concerns panel shows it live (newest first), in plain words.
    await showPanel(admin, 'Concerns');
    const concern = entry(admin, 'Concerns', words);
    await concern.waitFor(LIVE);
    // The row names people by their e-mails until their names arrive from their own documents.
    await expect
      .poll(() => concern.textContent(), LIVE)
      .toContain(
        translator('en', ADMIN_VISITS)('adminVisits.concern', { kind: 'feedback', volunteer: volunteerName, senior: 'Savitri Joshi' }),
      );

    // The admin moves the second visit an hour later: both get an invite with the same UID and SEQUENCE:1.
    // The name and the day together: a later week may sit a page further down than the first.
    const row = (date: string) => findEntry(admin, 'Upcoming visits', [volunteerName, visitDateText(date)]);
    const secondRow = await row(second!.date);
    await secondRow.getByRole('button', { name: /^Reschedule/ }).click();
    const moveDialog = admin.getByRole('dialog', { name: 'Reschedule the visit' });
    const later = (time: string) => `${String((Number(time.slice(0, 2)) + 1) % 24).padStart(2, '0')}${time.slice(2)}`;
    await moveDialog.getByLabel(/^Start time/).fill(later(second!.startTime));
    await moveDialog.getByLabel(/^End time/).fill(later(later(second!.startTime)));
    await moveDialog.getByRole('button', { name: 'Save the new time' }).click();
    await notice(admin, SERVER_MESSAGES.visitRescheduled);
    await moveDialog.waitFor({ state: 'detached' });
    for (const email of [volunteer.email, senior.email]) expect(icsLines(await invite(email, /moved/), 'SEQUENCE')).toEqual(['1']);
    await expect.poll(() => secondRow.textContent(), LIVE).toContain(`${to12Hour(later(second!.startTime))} to`);

    // The same time again is refused in plain words, in the dialog.
    await secondRow.getByRole('button', { name: /^Reschedule/ }).click();
    await moveDialog.getByRole('button', { name: 'Save the new time' }).click();
    await moveDialog.getByRole('alert').filter({ hasText: SERVER_MESSAGES.visitUnchanged }).waitFor(LIVE);
    await moveDialog.getByRole('button', { name: 'Keep as it is' }).click();

    // The admin cancels the third, saying why: a METHOD:CANCEL invite to both with the reason,
    // and it leaves the panel.
    const thirdRow = await row(third!.date);
    await thirdRow.getByRole('button', { name: /^Cancel visit/ }).click();
    const cancelDialog = admin.getByRole('dialog', { name: 'Cancel this visit?' });
    await cancelDialog.getByRole('button', { name: 'Cancel visit' }).click();
    await cancelDialog.getByText('Reason is required').waitFor();
    await cancelDialog.getByLabel(/^Reason/).fill('The senior is travelling that week.');
    await cancelDialog.getByRole('button', { name: 'Cancel visit' }).click();
    await notice(admin, SERVER_MESSAGES.visitCancelled);
    await thirdRow.waitFor({ state: 'detached', ...LIVE });
    for (const email of [volunteer.email, senior.email]) {
      expect(icsLines(await invite(email, /^Cancelled/), 'METHOD')).toEqual(['CANCEL']);
      expect((await mailbox.waitFor(email, /^Cancelled/)).text).toContain('The admin’s reason: “The senior is travelling that week.”');
    }

    // The admin unlinks the pair with a reason; it leaves Assigned live, the senior is told what
    // happens next, and neither is offered the other again.
    const assigned: Locator = await findEntry(admin, 'Assigned Tasks & Locations', volunteer.email);
    await assigned.getByRole('button', { name: /^Unlink/ }).click();
    const unlink = admin.getByRole('dialog', { name: /^End the pair of/ });
    await unlink.getByLabel('Reason (required)').fill('Savitri is moving in with her daughter.');
    await unlink.getByRole('button', { name: 'Unlink the pair' }).click();
    await notice(admin, SERVER_MESSAGES.pairUnlinked);
    await assigned.waitFor({ state: 'detached', ...LIVE });
    await region(seniorPage, 'Notifications').getByText('Your visits with Aditi have come to an end').waitFor(LIVE);
    await region(volunteerPage, 'Your Matches').getByText(DASHBOARD['dashboard.noMatches']).waitFor(LIVE);
    expect(await region(seniorPage, 'Your Matches').getByText(volunteerName).count()).toBe(0);
    // The pair's visits leave the admin's Upcoming visits live too.
    await expect.poll(() => panel(admin, 'Upcoming visits').getByRole('listitem').filter({ hasText: volunteerName }).count(), LIVE).toBe(0);
    expect(reloads).toBe(0);
  });
});
