/**
 * An axe-core scan of the member pages, /dashboard and /profile, for a volunteer (with a match
 * to connect to) and a senior, at desktop and phone width; /profile also with a message showing.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { webUrl } from '@gh/testkit/stack';
import { axeViolations } from '../src/axe.ts';
import { dashboardOf, newCity, registerSenior, registerVolunteer } from '../src/member.ts';
import { LIVE, PHONE, atEachWidth, chromiumForFile } from '../src/visitor.ts';

const chromium = chromiumForFile();

async function scanMemberPages(page: Page): Promise<string[]> {
  await page.getByRole('region', { name: 'Your Matches' }).getByTestId('match').first().waitFor(LIVE);
  const found = (await axeViolations(page)).map((v) => `/dashboard ${v}`);
  await page.goto(`${webUrl}/profile`);
  const city = page.getByRole('textbox', { name: 'City' });
  await city.waitFor(LIVE);
  found.push(...(await axeViolations(page)).map((v) => `/profile ${v}`));
  await city.fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('City is required').waitFor();
  found.push(...(await axeViolations(page)).map((v) => `/profile with a message ${v}`));
  return found;
}

describe('axe at phone and desktop width', () => {
  it('the member pages have no violations', { timeout: 120_000 }, async () => {
    const city = newCity();
    const senior = await registerSenior(city);
    const volunteer = await registerVolunteer(city);
    const found: Record<string, Record<string, string[]>> = {};
    for (const [person, type] of [
      [volunteer, 'Volunteer'],
      [senior, 'Senior Citizen'],
    ] as const) {
      // Signed in once, at phone width; the scan ends on /profile, so each width starts again at /dashboard.
      const page = await dashboardOf(chromium(), person, type, PHONE);
      found[type] = await atEachWidth(page, async (width) => {
        if (width !== 'phone') await page.goto(`${webUrl}/dashboard`);
        return scanMemberPages(page);
      });
      await page.context().close();
    }
    const clean = { phone: [], desktop: [] };
    expect(found).toEqual({ Volunteer: clean, 'Senior Citizen': clean });
  });
});
