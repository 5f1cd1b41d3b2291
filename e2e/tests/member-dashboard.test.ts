/**
 * The member pages end to end: three pages open at once (volunteer, senior, admin)
 * follow one link from a match to a visit, each without a reload; a profile save changes the
 * other side's matches live.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminKey, uniqueId, webUrl } from '@gh/testkit/stack';
import { chromiumForFile, LIVE } from '../src/visitor.ts';
import { newVisitorPage } from '../src/identity.ts';
import { assignVisit, entry, openAssignForm, showPanel } from '../src/admin.ts';
import { dashboardOf, newCity, registerSenior, registerVolunteer, tomorrow } from '../src/member.ts';

const chromium = chromiumForFile();

/** Counts full page loads, so a test can say nothing was reloaded. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => loads++);
  return () => loads;
}

const region = (page: Page, name: string) => page.getByRole('region', { name });

describe('member dashboards', { timeout: 180_000 }, () => {
  it('connect, assign and the visit reach both dashboards live', async () => {
    const city = newCity();
    const senior = await registerSenior(city, 'Savitri Joshi');
    // A name of its own, so the admin's panel has exactly one form for this volunteer.
    const volunteerName = `Aditi ${uniqueId('v').slice(-6).replace(/\d/g, 'x')}`;
    const volunteer = await registerVolunteer(city, volunteerName);

    const volunteerPage = await dashboardOf(chromium(), volunteer, 'Volunteer');
    const seniorPage = await dashboardOf(chromium(), senior, 'Senior Citizen');
    const adminPage = await newVisitorPage(chromium());
    await adminPage.goto(`${webUrl}/admin`);
    await adminPage.getByLabel('Enter Admin Key').fill(adminKey);
    await adminPage.getByRole('button', { name: 'Submit' }).click();
    await adminPage.getByRole('heading', { name: 'Volunteer Requested Seniors' }).waitFor(LIVE);
    const adminLoads = countLoads(adminPage);
    const volunteerLoads = countLoads(volunteerPage);
    const seniorLoads = countLoads(seniorPage);

    await expect.poll(() => volunteerPage.getByRole('heading', { level: 1 }).textContent(), LIVE).toBe(`Welcome, ${volunteerName}`);
    const matches = region(volunteerPage, 'Your Matches');
    const match = matches.getByTestId('match').filter({ hasText: 'Savitri Joshi' });
    await match.waitFor(LIVE);
    expect(await match.textContent()).toContain(city);
    expect(await match.textContent()).toContain('Reading, Music');
    await expect.poll(() => region(seniorPage, 'Notifications').textContent(), LIVE).toContain('No Notifications received');
    // The senior sees the volunteer among their matches, without a button.
    await region(seniorPage, 'Your Matches').getByText(volunteerName).waitFor(LIVE);
    expect(await region(seniorPage, 'Your Matches').getByRole('button').count()).toBe(0);

    await match.getByRole('button', { name: 'Connect with Savitri Joshi' }).click();
    const seniorLink = seniorPage.getByTestId('notification-link');
    await expect.poll(() => seniorLink.textContent(), LIVE).toContain(`Your Volunteer: ${volunteerName} (${volunteer.email})`);
    // She is asked, not the one who sent it.
    expect(await seniorLink.textContent()).toContain('Would like to visit you');
    expect(await seniorLink.textContent()).toContain('just now');
    await expect
      .poll(() => volunteerPage.getByTestId('notification-link').textContent(), LIVE)
      .toContain(`Your Senior: Savitri Joshi (${senior.email})`);
    // The matches make way for what comes next, in the same place; no other Connect is offered.
    await region(volunteerPage, 'Your Matches').getByTestId('asked-note').waitFor(LIVE);
    expect(await region(volunteerPage, 'Your Matches').getByRole('button').count()).toBe(0);

    // The request reaches the admin's panel live; the admin assigns a visit over midnight.
    await showPanel(adminPage, 'Volunteer Requested Seniors');
    const request = entry(adminPage, 'Volunteer Requested Seniors', volunteer.email);
    await request.waitFor(LIVE);
    await assignVisit(await openAssignForm(request), {
      task: 'Evening walk in the park',
      date: tomorrow(),
      startTime: '22:30',
      endTime: '01:00',
    });

    for (const page of [volunteerPage, seniorPage]) {
      const visit = page.getByTestId('visit');
      await expect.poll(() => visit.textContent().catch(() => ''), LIVE).toContain('Evening walk in the park');
      expect(await visit.textContent()).toContain('10:30 PM - 1:00 AM');
      expect(await visit.textContent()).toContain(city);
      // Tomorrow's visit has not happened: no 'Volunteered' yet.
      expect(await page.getByTestId('stat-Volunteered').count()).toBe(0);
      const task = page.getByTestId('notification-task');
      expect(await task.textContent()).toContain('task assigned by admin');
      expect(await task.textContent()).toContain('High');
      expect(await page.getByTestId('notification-link').textContent()).toContain('Approved by admin');
    }
    expect([volunteerLoads(), seniorLoads(), adminLoads()]).toEqual([0, 0, 0]);
  });

  it("a senior's profile save changes the volunteer's matches live", async () => {
    const city = newCity();
    const senior = await registerSenior(city, 'Meera Pillai');
    const volunteer = await registerVolunteer(city, 'Kabir Das');
    const volunteerPage = await dashboardOf(chromium(), volunteer, 'Volunteer');
    const seniorPage = await dashboardOf(chromium(), senior, 'Senior Citizen');
    const loads = countLoads(volunteerPage);

    const match = region(volunteerPage, 'Your Matches').getByTestId('match').filter({ hasText: 'Meera Pillai' });
    await match.waitFor(LIVE);
    // Her page filled in too: a card still loading above Edit Profile would move it as it is tapped.
    await region(seniorPage, 'Your Matches').getByTestId('match').filter({ hasText: 'Kabir Das' }).waitFor(LIVE);

    // She says she speaks only Tamil: no language in common with him (English, Marathi), no longer his match.
    await seniorPage.getByRole('link', { name: 'Edit Profile' }).click();
    const languages = seniorPage.getByRole('group', { name: 'Languages you speak' });
    const english = languages.getByRole('checkbox', { name: 'English', exact: true });
    await expect.poll(() => english.isChecked(), LIVE).toBe(true);
    await languages.getByRole('checkbox', { name: 'Tamil', exact: true }).check();
    await english.uncheck();
    await seniorPage.getByRole('button', { name: 'Save', exact: true }).click();
    await seniorPage.getByRole('alert').waitFor(LIVE);

    await match.waitFor({ state: 'detached', ...LIVE });
    await region(volunteerPage, 'Your Matches').getByText("No matches found yet. We'll notify you when we find someone!").waitFor(LIVE);
    expect(loads()).toBe(0);

    // English again: the match returns, still without a reload.
    await english.check();
    await seniorPage.getByRole('button', { name: 'Save', exact: true }).click();
    await match.waitFor(LIVE);
    expect(loads()).toBe(0);
  });
});
