/**
 * People by name, end to end: after Connect the senior sees who asked and
 * answers; the admin sees the answer; an assigned visit names each side to the other with a
 * Call button; a No ends the request kindly, and neither is offered the other again. Each page is
 * checked with axe and photographed at 390 and 1280 px (under /tmp, for a person to look at).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from '../src/axe.ts';
import { adminKey, uniqueId, webUrl } from '@gh/testkit/stack';
import { chromiumForFile, LIVE } from '../src/visitor.ts';
import { newVisitorPage } from '../src/identity.ts';
import { assignVisit, entry, openAssignForm, showPanel } from '../src/admin.ts';
import { dashboardOf, newCity, registerSenior, registerVolunteer, tomorrow } from '../src/member.ts';
import { keepShot } from '../src/shots.ts';

const chromium = chromiumForFile();

const region = (page: Page, name: string) => page.getByRole('region', { name });
/** A name of its own (letters only), so the admin's panel has exactly one form for it. */
const uniqueName = (first: string) => `${first} ${uniqueId('p').slice(-6).replace(/\d/g, 'x')}`;

/** No axe violations, and a full-page photo at phone and desktop width. */
async function checkAndShoot(page: Page, name: string) {
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepShot(page, `${name}-${width}`, { fullPage: true });
  }
}

async function connected(seniorName: string) {
  const city = newCity();
  const senior = await registerSenior(city, seniorName);
  const volunteerName = uniqueName('Aditi');
  const volunteer = await registerVolunteer(city, volunteerName);
  const volunteerPage = await dashboardOf(chromium(), volunteer, 'Volunteer');
  const seniorPage = await dashboardOf(chromium(), senior, 'Senior Citizen');
  const match = region(volunteerPage, 'Your Matches').getByTestId('match').filter({ hasText: seniorName });
  await match.getByRole('button', { name: `Connect with ${seniorName}` }).click(LIVE);
  return { city, senior, volunteer, volunteerName, volunteerPage, seniorPage };
}

describe('people by name', { timeout: 240_000 }, () => {
  it('the senior says Yes, the admin sees it and assigns; each side sees the other by name with a Call button', async () => {
    const { senior, volunteer, volunteerName, volunteerPage, seniorPage } = await connected('Savitri Joshi');
    const volunteerFirst = volunteerName.split(' ')[0]!;

    const request = seniorPage.getByTestId('request-answer');
    await request.waitFor(LIVE);
    await request.getByRole('heading', { name: `${volunteerName} would like to visit you` }).waitFor();
    expect(await request.textContent()).toContain(volunteer.email);
    expect(await request.textContent()).toContain('Can help with: Reading, Music');
    // News on its way is not red.
    const badge = seniorPage.getByTestId('notification-link').locator('[data-tone]');
    expect(await badge.getAttribute('data-tone')).toBe('info');
    expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(30, 77, 122)');
    await expect
      .poll(
        () =>
          volunteerPage
            .getByTestId('request-waiting')
            .textContent()
            .catch(() => ''),
        LIVE,
      )
      .toBe('You asked to visit Savitri Joshi. We will let you know when Savitri has answered.');
    await checkAndShoot(seniorPage, 'senior-request');

    // Keyboard only: Tab to Yes and press Enter.
    const yes = request.getByRole('button', { name: `Yes, ${volunteerFirst} may visit` });
    await yes.focus();
    await seniorPage.keyboard.press('Enter');
    await region(seniorPage, 'Your next visit').getByRole('alert').filter({ hasText: 'Thank you. We have told the admin' }).waitFor(LIVE);
    await request.getByText('You said Yes. The admin will arrange the visit and let you both know.').waitFor(LIVE);
    await expect
      .poll(
        () =>
          volunteerPage
            .getByTestId('request-waiting')
            .textContent()
            .catch(() => ''),
        LIVE,
      )
      .toBe('Savitri said Yes to your visit. The admin will arrange it and let you both know.');

    const adminPage = await newVisitorPage(chromium());
    await adminPage.goto(`${webUrl}/admin`);
    await adminPage.getByLabel('Enter Admin Key').fill(adminKey);
    await adminPage.getByRole('button', { name: 'Submit' }).click();
    await showPanel(adminPage, 'Volunteer Requested Seniors');
    const row = entry(adminPage, 'Volunteer Requested Seniors', volunteer.email);
    await row.waitFor(LIVE);
    expect(await row.getByTestId('senior-answer').textContent()).toBe('Senior’s answer: Yes, happy to be visited');
    const assign = await openAssignForm(row);
    expect(await assign.getAttribute('aria-label')).toBe(`Assign a task to ${volunteerName} (${volunteer.email})`);
    await assignVisit(assign, { task: 'Tea and the newspaper', date: tomorrow(), startTime: '10:00', endTime: '11:00' });

    const volunteerSees = volunteerPage.getByTestId('visit-person');
    await volunteerSees.waitFor(LIVE);
    expect(await volunteerSees.textContent()).toContain('Your senior: Savitri');
    expect(await volunteerSees.textContent()).toContain('Address: 4 Shanti Niwas, Model Colony');
    expect(await volunteerSees.getByRole('link', { name: 'Call Savitri' }).getAttribute('href')).toBe('tel:+912026123456');
    const seniorSees = seniorPage.getByTestId('visit-person');
    await seniorSees.waitFor(LIVE);
    // Her volunteer's card: the heading line, then his first name on its own.
    await seniorSees.getByText('Your volunteer', { exact: true }).waitFor();
    await seniorSees.getByText(volunteerFirst, { exact: true }).waitFor();
    expect(await seniorSees.textContent()).not.toContain('Address');
    expect(await seniorSees.getByRole('link', { name: `Call ${volunteerFirst}` }).getAttribute('href')).toBe('tel:+919822011111');
    for (const page of [volunteerPage, seniorPage]) {
      const good = page.getByTestId('notification-task').locator('[data-tone]');
      expect(await good.getAttribute('data-tone')).toBe('success');
      expect(await good.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(27, 94, 32)');
    }
    expect(await seniorPage.getByTestId('notification-link').textContent()).toContain(
      `Your Volunteer: ${volunteerName} (${volunteer.email})`,
    );
    expect(await volunteerPage.getByTestId('notification-link').textContent()).toContain(`Your Senior: Savitri Joshi (${senior.email})`);
    await checkAndShoot(volunteerPage, 'volunteer-visit');
    await checkAndShoot(seniorPage, 'senior-visit');
    for (const page of [volunteerPage, seniorPage, adminPage]) await page.context().close();
  });

  it('the senior says No: both are told kindly, and neither is offered the other again', async () => {
    const { volunteerName, volunteerPage, seniorPage } = await connected('Ramesh Iyer');
    const request = seniorPage.getByTestId('request-answer');
    await request.waitFor(LIVE);
    await request.getByRole('button', { name: 'No, not now' }).click();
    const confirm = request.getByRole('group', { name: `Say no to ${volunteerName.split(' ')[0]!}` });
    await confirm.getByRole('button', { name: 'Say no' }).click();

    await region(seniorPage, 'Your next visit').getByRole('alert').filter({ hasText: 'We have told the volunteer kindly' }).waitFor(LIVE);
    await request.waitFor({ state: 'detached', ...LIVE });
    // Her No sticks (each is alone in the city here): her matches are empty, not him again.
    await region(seniorPage, 'Your Matches').getByText("No matches found yet. We'll notify you when we find someone!").waitFor(LIVE);
    expect(await region(seniorPage, 'Your Matches').getByText(volunteerName).count()).toBe(0);

    const closed = volunteerPage.getByTestId('notification-closed');
    await closed.waitFor(LIVE);
    expect(await closed.textContent()).toContain('Your request to visit Ramesh has closed');
    expect(await closed.textContent()).toContain('Thank you for offering your time');
    await region(volunteerPage, 'Your Matches').getByText("No matches found yet. We'll notify you when we find someone!").waitFor(LIVE);
    expect(await region(volunteerPage, 'Your Matches').getByRole('button', { name: 'Connect with Ramesh Iyer' }).count()).toBe(0);
    // The earlier 'Connection requested' is not left standing beside the closed request.
    expect(
      await region(volunteerPage, 'Your Matches')
        .getByText(/Connection requested/)
        .count(),
    ).toBe(0);
    await checkAndShoot(volunteerPage, 'volunteer-closed');
    await checkAndShoot(seniorPage, 'senior-after-no');
    for (const page of [volunteerPage, seniorPage]) await page.context().close();
  });
});
