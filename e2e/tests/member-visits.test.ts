/**
 * Visits over time on the dashboards, two pages open: the admin assigns a visit for
 * today, a few minutes from now in India, and the volunteer's Upcoming Visits shows it without a
 * reload; the volunteer checks in and out; the senior's "How was your visit?" appears live, a
 * 'Not good' answer is thanked with the promise of a call, and Past visits shows it all. An axe
 * scan of both dashboards with these cards at phone and desktop width. The volunteer connects
 * from their matches, as people do.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { assignStartingIn, visitBegun } from '@gh/testkit/visits';
import { messages as DASHBOARD } from '@gh/web/messages/en/dashboard';
import { axeViolations } from '../src/axe.ts';
import { chromiumForFile, LIVE } from '../src/visitor.ts';
import { dashboardOf, newCity, registerSenior, registerVolunteer, type Person } from '../src/member.ts';

const chromium = chromiumForFile();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

interface Pair {
  city: string;
  volunteer: Person;
  senior: Person;
  volunteerPage: Page;
  seniorPage: Page;
}

/** Both dashboards open (registered through the mail); the volunteer connects from their matches. */
async function linkedPair(seniorViewport = PHONE): Promise<Pair> {
  const city = newCity();
  const senior = await registerSenior(city, 'Savitri Joshi');
  const volunteer = await registerVolunteer(city, 'Aditi Kulkarni');
  const volunteerPage = await dashboardOf(chromium(), volunteer, 'Volunteer', DESKTOP);
  const seniorPage = await dashboardOf(chromium(), senior, 'Senior Citizen', seniorViewport);
  await volunteerPage.getByRole('button', { name: 'Connect with Savitri Joshi' }).click(LIVE);
  await volunteerPage.getByTestId('request-waiting').waitFor(LIVE);
  return { city, volunteer, senior, volunteerPage, seniorPage };
}

const region = (page: Page, name: string) => page.getByRole('region', { name });

/** "Visit finished", then Yes in the dialog that asks once. */
async function finishVisit(page: Page) {
  await page.getByRole('button', { name: DASHBOARD['dashboard.finished'] }).click();
  await page
    .getByRole('dialog', { name: DASHBOARD['dashboard.finishTitle'] })
    .getByRole('button', { name: DASHBOARD['dashboard.finishYes'] })
    .click();
}

describe('visits on the dashboards', { timeout: 180_000 }, () => {
  it('assign for today, check in and out, How was your visit? live, a Not good answer, Past visits', async () => {
    const pair = await linkedPair();
    const { volunteerPage, seniorPage } = pair;
    await region(volunteerPage, DASHBOARD['dashboard.upcomingTitle']).getByText('No upcoming events').waitFor(LIVE);
    let reloads = 0;
    volunteerPage.on('load', () => reloads++);
    seniorPage.on('load', () => reloads++);

    const id = await assignStartingIn(pair, 10, 'Tea and the newspaper');
    const upcoming = region(volunteerPage, DASHBOARD['dashboard.upcomingTitle']).getByTestId('upcoming-visit');
    await upcoming.getByText('Tea and the newspaper').waitFor(LIVE);
    expect(await upcoming.textContent()).toContain(pair.city);
    expect(await upcoming.textContent()).toContain('Your senior: Savitri');
    await region(seniorPage, DASHBOARD['dashboard.upcomingTitle']).getByText('Tea and the newspaper').waitFor(LIVE);

    // The visit starts within 30 minutes: the volunteer's day is open.
    await volunteerPage.getByRole('button', { name: DASHBOARD['dashboard.arrived'] }).click();
    const arrivedAt = volunteerPage.getByTestId('arrived-at');
    await arrivedAt.waitFor(LIVE);
    expect(await arrivedAt.textContent()).toMatch(/^You arrived at \d{1,2}:\d{2} [AP]M\.$/);
    expect(await volunteerPage.getByRole('button', { name: DASHBOARD['dashboard.arrived'] }).count()).toBe(0);
    await volunteerPage.getByLabel(DASHBOARD['dashboard.noteLabel']).fill('We read the newspaper together.');
    // The visit has begun (the clock, written to the store): "Visit finished" asks once.
    await visitBegun(id);
    await finishVisit(volunteerPage);
    await volunteerPage.getByRole('alert').getByText('Thank you! The visit is recorded as done.').waitFor(LIVE);
    await region(volunteerPage, DASHBOARD['dashboard.upcomingTitle']).getByText('No upcoming events').waitFor(LIVE);
    const volunteerPast = region(volunteerPage, DASHBOARD['dashboard.pastTitle']).getByTestId('past-visit');
    await expect.poll(() => volunteerPast.textContent(), LIVE).toContain('Done');
    expect(await volunteerPast.textContent()).toContain('Note from the volunteerWe read the newspaper together.');
    expect(await volunteerPast.textContent()).toContain('Hours1 hour');
    await expect
      .poll(
        () =>
          volunteerPage
            .getByTestId('stat-Volunteered')
            .textContent()
            .catch(() => ''),
        LIVE,
      )
      .toBe('Volunteered1 hour');

    // The senior is asked, live, and answers 'Not good' with a few words.
    const ask = region(seniorPage, DASHBOARD['dashboard.feedbackTitle']);
    await ask.waitFor(LIVE);
    expect(await ask.textContent()).toContain('Tea and the newspaper');
    await ask.getByLabel(DASHBOARD['dashboard.feedbackTextLabel']).fill('She left early.');
    await ask.getByRole('button', { name: 'Not good' }).click();
    const thanks = seniorPage.getByTestId('feedback-thanks');
    await thanks.waitFor(LIVE);
    expect(await thanks.textContent()).toContain(DASHBOARD['dashboard.thanksBad']);
    const seniorPast = region(seniorPage, DASHBOARD['dashboard.pastTitle']).getByTestId('past-visit');
    await expect.poll(() => seniorPast.textContent(), LIVE).toContain('How it wentNot good: She left early.');
    expect(await seniorPast.textContent()).toContain('Done');
    expect(reloads).toBe(0);
    // The volunteer is not shown the senior's words.
    expect(await volunteerPast.textContent()).not.toContain('She left early.');
  });

  it('has no axe violations on either dashboard with the visit cards, at phone and desktop width', async () => {
    const pair = await linkedPair(DESKTOP);
    const { volunteerPage, seniorPage } = pair;
    const id = await assignStartingIn(pair, 5, 'Morning walk');
    await assignStartingIn(pair, 6 * 24 * 60, 'Music and tea');
    await region(volunteerPage, DASHBOARD['dashboard.upcomingTitle']).getByText('Music and tea').waitFor(LIVE);
    await volunteerPage.getByRole('button', { name: DASHBOARD['dashboard.arrived'] }).click();
    await volunteerPage.getByTestId('arrived-at').waitFor(LIVE);
    for (const viewport of [DESKTOP, PHONE]) {
      await volunteerPage.setViewportSize(viewport);
      expect(await axeViolations(volunteerPage)).toEqual([]);
    }
    await visitBegun(id);
    await volunteerPage.getByRole('button', { name: DASHBOARD['dashboard.finished'] }).click();
    // The confirm dialog itself, at both widths.
    const confirm = volunteerPage.getByRole('dialog', { name: DASHBOARD['dashboard.finishTitle'] });
    await confirm.waitFor(LIVE);
    expect(await axeViolations(volunteerPage)).toEqual([]);
    await confirm.getByRole('button', { name: DASHBOARD['dashboard.finishYes'] }).click();
    await region(seniorPage, DASHBOARD['dashboard.feedbackTitle']).waitFor(LIVE);
    await region(seniorPage, DASHBOARD['dashboard.pastTitle']).getByTestId('past-visit').waitFor(LIVE);
    for (const viewport of [DESKTOP, PHONE]) {
      await seniorPage.setViewportSize(viewport);
      expect(await axeViolations(seniorPage)).toEqual([]);
    }
  });
});
