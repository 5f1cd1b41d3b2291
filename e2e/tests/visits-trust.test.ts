/**
 * Visits that really happened, and feedback that stays with the senior, in Hindi and Marathi
 * at 390 px against the stack. A volunteer who arrived early and taps "Visit finished" is asked
 * once (a dialog, "Not yet" focused) and refused before the start; the senior is asked "How
 * was your visit?" only once it is done, and their words never show on the volunteer's page.
 * The admin's Assign and Reschedule forms refuse a start already past in India and a visit
 * over 8 hours, in Marathi. Screenshots go to GH_SHOTS_DIR when it is set.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DAY_MS } from '@gh/common/constants';
import { translator } from '@gh/common/translate';
import { bearer, signIn } from '@gh/testkit/identity';
import { api, uniqueId, webUrl } from '@gh/testkit/stack';
import { assignAt, dateInIndia, timeInIndia, visitBegun } from '@gh/testkit/visits';
import { messages as HI_API } from '@gh/web/messages/hi/api';
import { messages as HI_DASHBOARD } from '@gh/web/messages/hi/dashboard';
import { messages as MR_ADMIN } from '@gh/web/messages/mr/admin';
import { messages as MR_VISITS } from '@gh/web/messages/mr/adminVisits';
import { entry, findEntry, showPanel, signInAtAdmin } from '../src/admin.ts';
import { axeViolations } from '../src/axe.ts';
import { newVisitor } from '../src/identity.ts';
import { dashboardOf, newCity, registerSenior, registerVolunteer, type Person } from '../src/member.ts';
import { PHONE, chromiumForFile, LIVE } from '../src/visitor.ts';
import { keepShot } from '../src/shots.ts';

const chromium = chromiumForFile();
const hi = translator('hi', { ...HI_DASHBOARD, ...HI_API });
const mr = translator('mr', { ...MR_ADMIN, ...MR_VISITS });

const region = (page: Page, name: string) => page.getByRole('region', { name });

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** A senior and a volunteer of one city, the volunteer's request to visit made. */
async function requested(volunteerName: string, seniorName: string) {
  const city = newCity();
  const senior = await registerSenior(city, seniorName);
  const volunteer = await registerVolunteer(city, volunteerName);
  const { idToken } = await signIn('volunteer', volunteer.email);
  const connected = await api(
    'POST',
    '/volunteer/volunteer/connect',
    { volunteerEmail: volunteer.email, seniorEmail: senior.email },
    bearer(idToken),
  );
  expect(connected.status, connected.text).toBe(200);
  return { city, senior, volunteer, volunteerToken: idToken };
}

/** A person's dashboard in `lang` at 390 px. */
async function dashboardIn(person: Person, type: 'Senior Citizen' | 'Volunteer', lang: 'hi' | 'mr'): Promise<Page> {
  const page = await dashboardOf(chromium(), person, type, PHONE);
  await page.goto(`${webUrl}/${lang}/dashboard`);
  return page;
}

describe('visits that really happened, in Hindi at 390 px', { timeout: 240_000 }, () => {
  it('Visit finished asks once and waits for the start; the senior is asked once it is done; their words stay theirs', async () => {
    const task = 'सुबह की सैर';
    const pair = await requested('अदिति कुलकर्णी', 'सावित्री जोशी');
    const id = await assignAt(pair, Date.now() + 10 * 60_000, task);
    const volunteerPage = await dashboardIn(pair.volunteer, 'Volunteer', 'hi');
    const seniorPage = await dashboardIn(pair.senior, 'Senior Citizen', 'hi');

    // Arrived 10 minutes early: the senior sees the visit, and is not asked about it yet.
    // On its day the visit's steps are in the first card.
    await region(volunteerPage, hi('dashboard.nextVisitTitle'))
      .getByRole('button', { name: hi('dashboard.arrived') })
      .click(LIVE);
    await volunteerPage.getByTestId('arrived-at').waitFor(LIVE);
    await region(seniorPage, hi('dashboard.upcomingTitle')).getByText(task).waitFor(LIVE);
    expect(await region(seniorPage, hi('dashboard.feedbackTitle')).count()).toBe(0);

    // "Visit finished" asks once: a dialog named by its question, the safe "Not yet" focused.
    const finished = volunteerPage.getByRole('button', { name: hi('dashboard.finished') });
    await finished.click();
    const confirm = volunteerPage.getByRole('dialog', { name: hi('dashboard.finishTitle') });
    await confirm.waitFor(LIVE);
    expect(await confirm.textContent()).toContain(hi('dashboard.finishText', { task }));
    expect(await volunteerPage.evaluate(() => document.activeElement?.textContent)).toBe(hi('dashboard.finishNo'));
    expect(await scrollsSideways(volunteerPage)).toBe(false);
    expect(await axeViolations(volunteerPage)).toEqual([]);
    await keepShot(volunteerPage, 'trust1-hi-finish-confirm-390');
    // Escape is "Not yet": nothing sent, focus back on the page.
    await volunteerPage.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached', ...LIVE });

    // Yes, before the visit has begun: refused, in Hindi, and nothing recorded.
    await finished.click();
    await confirm.getByRole('button', { name: hi('dashboard.finishYes') }).click();
    await volunteerPage
      .getByRole('alert')
      .filter({ hasText: hi('dashboard.visitNotStarted') })
      .waitFor(LIVE);
    await keepShot(volunteerPage, 'trust1-hi-finish-refused-390');
    const listed = await api('GET', '/visits', undefined, bearer(pair.volunteerToken));
    expect((listed.json?.visits as { id: string; status: string }[]).find((visit) => visit.id === id)?.status).toBe('Scheduled');
    expect(await region(seniorPage, hi('dashboard.feedbackTitle')).count()).toBe(0);

    // Once it has begun, Yes records it; only now is the senior asked.
    await visitBegun(id);
    await finished.click();
    await confirm.getByRole('button', { name: hi('dashboard.finishYes') }).click();
    await volunteerPage
      .getByRole('alert')
      .filter({ hasText: hi('api.checkedOut') })
      .waitFor(LIVE);
    const ask = region(seniorPage, hi('dashboard.feedbackTitle'));
    await ask.waitFor(LIVE);
    const words = `उन्होंने मुझ पर चिल्लाया ${uniqueId('w').slice(-6)}`;
    await ask.getByLabel(hi('dashboard.feedbackTextLabel')).fill(words);
    await ask.getByRole('button', { name: hi('dashboard.mood', { mood: 'bad' }) }).click();
    await seniorPage.getByTestId('feedback-thanks').waitFor(LIVE);
    await keepShot(seniorPage, 'trust1-hi-senior-thanks-390');
    // The senior reads their own words back, live, from where only they and the admin may.
    const seniorPast = region(seniorPage, hi('dashboard.pastTitle')).getByTestId('past-visit');
    await expect.poll(() => seniorPast.textContent(), LIVE).toContain(words);

    // The volunteer's page, live and reloaded, shows the visit done and nothing of the answer.
    const volunteerPast = region(volunteerPage, hi('dashboard.pastTitle')).getByTestId('past-visit');
    await expect.poll(() => volunteerPast.textContent(), LIVE).toContain(hi('dashboard.visitStatus', { status: 'Done' }));
    await volunteerPage.reload();
    await volunteerPast.waitFor(LIVE);
    const volunteerText = await volunteerPage.locator('body').textContent();
    expect(volunteerText).not.toContain(words);
    expect(volunteerText).not.toContain(hi('dashboard.feedbackOf'));
  });
});

describe('the admin refuses a visit that cannot happen, in Marathi at 390 px', { timeout: 240_000 }, () => {
  it('Assign and Reschedule say a start already past and a visit over 8 hours in Marathi; nothing is stored', async () => {
    const volunteerName = `Meera ${uniqueId('v').slice(-6).replace(/\d/g, 'x')}`;
    const pair = await requested(volunteerName, 'Kusum Patil');
    const admin = await (await newVisitor(chromium(), PHONE)).newPage();
    await signInAtAdmin(admin, 'mr');

    await showPanel(admin, mr('adminVisits.requestedTitle'));
    const request = entry(admin, mr('adminVisits.requestedTitle'), pair.volunteer.email);
    await request.waitFor(LIVE);
    await request.getByRole('button', { name: mr('adminVisits.assignLabel', { name: volunteerName }) }).click();
    const form = request.getByRole('form', { name: mr('adminVisits.formLabel', { name: volunteerName, email: pair.volunteer.email }) });
    const field = (key: Parameters<typeof mr>[0]) => form.getByLabel(new RegExp(`^${mr(key)}`));
    const submit = form.getByRole('button', { name: mr('adminVisits.submitLabel', { name: volunteerName }) });

    // "10 AM assigns 6 PM" the other way round: a start a minute ago, today in India.
    const minuteAgo = Date.now() - 60_000;
    await field('adminVisits.task').fill('वर्तमानपत्र वाचन');
    await field('adminVisits.date').fill(dateInIndia(minuteAgo));
    await field('adminVisits.startTime').fill(timeInIndia(minuteAgo));
    await field('adminVisits.endTime').fill(timeInIndia(minuteAgo + 60 * 60_000));
    await submit.click();
    // Just after midnight a minute ago was yesterday: then it is the date that is refused.
    const pastText = dateInIndia(minuteAgo) === dateInIndia(Date.now()) ? mr('adminVisits.startPast') : mr('adminVisits.datePast');
    await form.getByText(pastText).waitFor(LIVE);

    // "Rescheduled to 7:00 PM-6:00 PM, a 23-hour visit": tomorrow, over 8 hours.
    const tomorrow = dateInIndia(Date.now() + DAY_MS);
    await field('adminVisits.date').fill(tomorrow);
    await field('adminVisits.startTime').fill('19:00');
    await field('adminVisits.endTime').fill('18:00');
    await submit.click();
    await form.getByText(mr('adminVisits.tooLong')).waitFor(LIVE);
    await form.getByText(mr('adminVisits.tooLong')).scrollIntoViewIfNeeded();
    expect(await scrollsSideways(admin)).toBe(false);
    await keepShot(admin, 'trust1-mr-admin-assign-refused-390');
    expect(await axeViolations(admin)).toEqual([]);
    const nothing = await api('GET', '/visits', undefined, bearer(pair.volunteerToken));
    expect(nothing.json?.visits).toEqual([]);

    // Over midnight and at most 8 hours is a visit.
    await field('adminVisits.startTime').fill('22:00');
    await field('adminVisits.endTime').fill('01:00');
    await submit.click();
    await request.waitFor({ state: 'detached', ...LIVE });

    // Reschedule it to 7 PM-6 PM: refused in the dialog, in Marathi; the visit as it was.
    // Other tests' visits, on a shared stack, may come sooner: Show more until it is listed.
    const upcoming = mr('adminVisits.upcomingTitle');
    const row = await findEntry(admin, upcoming, volunteerName, mr('admin.showMoreLabel', { title: upcoming }));
    await row.waitFor(LIVE);
    await row.getByRole('button', { name: new RegExp(`^${mr('adminVisits.reschedule')}`) }).click();
    const dialog = admin.getByRole('dialog', { name: mr('adminVisits.rescheduleTitle') });
    await dialog.getByLabel(new RegExp(`^${mr('adminVisits.startTime')}`)).fill('19:00');
    await dialog.getByLabel(new RegExp(`^${mr('adminVisits.endTime')}`)).fill('18:00');
    await dialog.getByRole('button', { name: mr('adminVisits.saveTime') }).click();
    await dialog.getByText(mr('adminVisits.tooLong')).waitFor(LIVE);
    expect(await scrollsSideways(admin)).toBe(false);
    await keepShot(admin, 'trust1-mr-admin-reschedule-refused-390');
    const [visit] = (await api('GET', '/visits', undefined, bearer(pair.volunteerToken))).json?.visits as {
      startTime: string;
      endTime: string;
    }[];
    expect(visit).toMatchObject({ startTime: '22:00', endTime: '01:00' });
  });
});
