/**
 * The dashboard's layout: the next visit first at phone width; 'Volunteered' only for a
 * volunteer whose visit has happened; the bell's unread count clearing and staying clear after
 * a reload; placeholders painted while the live document is held back. The links are written
 * with the admin SDK, as the admin's assignment writes them, so a visit can lie in the past
 * (the api refuses past dates).
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DAY_MS, LINK_STATUS, VISIT_TIME_ZONE } from '@gh/common/constants';
import type { Link } from '@gh/common/documents';
import { dateInZone } from '@gh/common/time';
import { personDoc } from '@gh/testkit/identity';
import { deleteCachedDocuments } from '@gh/devstack/browser';
import { axeViolations } from '../src/axe.ts';
import { dashboardOf, newCity, registerSenior, registerVolunteer, type Person } from '../src/member.ts';
import { chromiumForFile, grownIn, holdRoute, LIVE } from '../src/visitor.ts';
import { webUrl } from '@gh/testkit/stack';
import { keepShot } from '../src/shots.ts';

const chromium = chromiumForFile();
const PHONE = { width: 390, height: 844 };

/** A day in India `days` from today (negative: in the past). */
const indiaDay = (days: number) => dateInZone(Date.now() + days * DAY_MS, VISIT_TIME_ZONE.offsetMinutes);

/**
 * Links the pair as an admin's assignment does, with a visit of 1.5 hours on `date`; a visit in
 * the past counts as done, its minutes kept on the volunteer as the check-out keeps them.
 */
async function linkPair(volunteer: Person, senior: Person, status: Link['status'], date = indiaDay(-1)) {
  const base = { status, reqTime: Date.now() - 60 * 60_000 };
  const visit =
    status === LINK_STATUS.assigned
      ? { task: 'Morning walk', date, startTime: '09:00', endTime: '10:30', city: 'Pune', assTime: Date.now() - 60_000 }
      : {};
  const done = status === LINK_STATUS.assigned && date < indiaDay(0) ? { doneMinutes: 90 } : {};
  await personDoc('volunteer', volunteer.email).update({ senior: { ...base, ...visit, email: senior.email, name: senior.name }, ...done });
  await personDoc('senior', senior.email).update({ volunteer: { ...base, ...visit, email: volunteer.email, name: volunteer.name } });
}

async function pair() {
  const city = newCity();
  return { senior: await registerSenior(city, 'Savitri Joshi'), volunteer: await registerVolunteer(city, 'Aditi Kulkarni') };
}

const region = (page: Page, name: string) => page.getByRole('region', { name });
const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;

const shoot = (page: Page, name: string) => keepShot(page, name, { fullPage: true });

describe('dashboard layout', { timeout: 180_000 }, () => {
  it('at 390 px the next visit comes first; a volunteer sees Volunteered for a visit that happened, a senior never', async () => {
    const { senior, volunteer } = await pair();
    await linkPair(volunteer, senior, LINK_STATUS.assigned);

    const volunteerPage = await dashboardOf(chromium(), volunteer, 'Volunteer', PHONE);
    const visit = region(volunteerPage, 'Your next visit');
    await visit.getByTestId('visit').waitFor(LIVE);
    const volunteered = volunteerPage.getByTestId('stat-Volunteered');
    await volunteered.waitFor(LIVE);
    expect(await volunteered.textContent()).toBe('Volunteered1.5 hours');
    // Order on the phone: visit, the figures, then the other cards.
    const order = [
      visit,
      volunteered,
      region(volunteerPage, 'Notifications'),
      region(volunteerPage, '24/7 support line'),
      region(volunteerPage, 'Quick Actions'),
    ];
    const tops = await Promise.all(order.map(top));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(new Set(tops).size).toBe(order.length);
    const call = region(volunteerPage, '24/7 support line').getByRole('link', { name: 'Need help? Call us' });
    expect(await call.getAttribute('href')).toBe('tel:+9118001234567');
    await shoot(volunteerPage, 'volunteer-390');
    expect(await axeViolations(volunteerPage)).toEqual([]);

    // Chrome's "Very large" text (24px) on the phone: the label stays whole (WCAG 1.4.4).
    await volunteerPage.addStyleTag({ content: 'html { font-size: 24px; }' });
    const label = volunteered.getByText('Volunteered', { exact: true });
    const fits = () =>
      label.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const tile = element.parentElement!.getBoundingClientRect();
        return element.scrollWidth <= element.clientWidth && box.left >= tile.left && box.right <= tile.right;
      });
    expect(await fits()).toBe(true);
    await shoot(volunteerPage, 'volunteer-390-very-large-text');
    // ...and at 200% zoom of a 1280 px window: 640 CSS pixels.
    await volunteerPage.setViewportSize({ width: 640, height: 450 });
    expect(await fits()).toBe(true);
    await volunteerPage.context().close();

    const seniorPage = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    await region(seniorPage, 'Your next visit').getByTestId('visit').waitFor(LIVE);
    await seniorPage.getByTestId('stat-Skills Offered').waitFor(LIVE);
    expect(await seniorPage.getByTestId('stat-Volunteered').count()).toBe(0);
    expect(await seniorPage.getByText('Volunteered').count()).toBe(0);
    await shoot(seniorPage, 'senior-390');
    await seniorPage.context().close();
  });

  it("a volunteer's visit still to come shows no Volunteered", async () => {
    const { senior, volunteer } = await pair();
    await linkPair(volunteer, senior, LINK_STATUS.assigned, indiaDay(1));
    const page = await dashboardOf(chromium(), volunteer, 'Volunteer', { width: 1280, height: 900 });
    await region(page, 'Your next visit').getByTestId('visit').waitFor(LIVE);
    await page.getByTestId('stat-Skills Offered').waitFor(LIVE);
    expect(await page.getByTestId('stat-Volunteered').count()).toBe(0);
    await shoot(page, 'volunteer-1280-upcoming');
    await page.context().close();
  });

  it("the bell lists the dashboard's notifications; its count clears when opened and stays clear after a reload", async () => {
    const { senior, volunteer } = await pair();
    await linkPair(volunteer, senior, LINK_STATUS.requested);
    const page = await dashboardOf(chromium(), senior, 'Senior Citizen', { width: 1280, height: 900 });
    const bar = page.getByRole('banner');
    const bell = bar.getByRole('button', { name: 'Notifications: 1 new' });
    await bell.waitFor(LIVE);
    expect((await bell.textContent())?.trim()).toBe('1');

    // Read before opening: the open panel hides the page from assistive technology (modal).
    const cardText = await region(page, 'Notifications').getByRole('listitem').first().textContent();
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.waitFor();
    expect(await panel.getByRole('listitem').first().textContent()).toBe(cardText);
    // The panel fades in; the picture and the contrast check want it whole.
    await grownIn(panel);
    await shoot(page, 'bell-open-1280');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await bar.getByRole('button', { name: 'Notifications: 0 new' }).waitFor();

    await page.reload();
    await region(page, 'Notifications').getByRole('listitem').first().waitFor(LIVE);
    expect(await bar.getByRole('button', { name: 'Notifications: 0 new' }).count()).toBe(1);
    // Live again before the admin writes: a clean-clone run once lost a write sent while the
    // listen stream was still resuming from the cache.
    await page.getByText('It updates by itself in a moment.').waitFor({ state: 'hidden', ...LIVE });

    // The admin assigns the visit: the task and the changed link are new again, live.
    await linkPair(volunteer, senior, LINK_STATUS.assigned, indiaDay(1));
    await bar.getByRole('button', { name: 'Notifications: 2 new' }).waitFor(LIVE);
    await page.context().close();
  });

  it('paints the cards with busy placeholders while the live document is held back, then fills them', async () => {
    const { senior, volunteer } = await pair();
    await linkPair(volunteer, senior, LINK_STATUS.assigned, indiaDay(1));
    const page = await dashboardOf(chromium(), volunteer, 'Volunteer', PHONE);
    await region(page, 'Your next visit').getByTestId('visit').waitFor(LIVE);

    // Hold Firestore's listen channel, with its cache of the documents gone: the page has
    // only what it can paint by itself.
    await deleteCachedDocuments(page, webUrl);
    const listen = await holdRoute(page, '**/google.firestore.v1.Firestore/Listen/**');
    await page.goto(`${webUrl}/dashboard`);
    const visit = region(page, 'Your next visit');
    await visit.getByTestId('placeholder').waitFor(LIVE);
    expect(await visit.getAttribute('aria-busy')).toBe('true');
    expect(await region(page, 'Notifications').getAttribute('aria-busy')).toBe('true');
    expect(await visit.getByRole('status').textContent()).toContain('Loading');
    await shoot(page, 'placeholders-390');
    expect(await axeViolations(page)).toEqual([]);

    listen.release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await visit.getByTestId('visit').waitFor(LIVE);
    expect(await visit.getAttribute('aria-busy')).toBe('false');
    await page.context().close();
  });
});
