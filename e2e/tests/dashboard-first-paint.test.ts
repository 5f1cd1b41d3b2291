/**
 * The dashboard painted from the phone's copy before the app has loaded (web/src/app/firstPaint.ts):
 * the person's data at first paint, in her language, while React, MUI and Firebase are still on
 * their way; live there once the server confirms it; then the app taking over without a flash or
 * a jump, every card where the painted page had it, at a phone's width and a desktop's; and after
 * Sign Out, nothing of her painted.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { webUrl } from '@gh/testkit/stack';
import { messages as HI } from '@gh/web/messages/hi/dashboard';
import { messages as HI_MEMBER } from '@gh/web/messages/hi/member';
import { axeViolations } from '../src/axe.ts';
import { signInThroughPage } from '../src/identity.ts';
import { pairWithVisitTomorrow, phoneCopyNotice } from '../src/member.ts';
import { DESKTOP, PHONE, chromiumForFile, closeAfterTest, holdRoute, signOutThroughMenu, LIVE } from '../src/visitor.ts';
import { keepShot } from '../src/shots.ts';

const chromium = chromiumForFile();
/** The app's chrome and router: while it is held, the app cannot render. */
const APP = '**/assets/appElement-*.js';
const LISTEN = '**/google.firestore.v1.Firestore/Listen/**';
const PAINTED = '#root[data-first-paint]';

/** What a message says up to its first argument: 'आपका खाता: {name} ({email})' -> 'आपका खाता: '. */
const opening = (message: string) => message.slice(0, message.indexOf('{'));

/** Where the page puts its heading, each card (by its title), the Call button and the avatar. */
const layout = (page: Page) =>
  page.evaluate((account) => {
    const box = (element: Element | null) => {
      const rect = element?.getBoundingClientRect();
      return rect ? [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(' ') : null;
    };
    const main = document.querySelector('main')!;
    const cards = Array.from(main.querySelectorAll('section'), (section) => [section.querySelector('h2')?.textContent, box(section)]);
    return {
      heading: box(main.querySelector('h1')),
      cards,
      call: box(main.querySelector('a[href^="tel:+9198"]')),
      account: box(document.querySelector(`header [aria-label^="${account}"]`)),
    };
  }, opening(HI_MEMBER['member.accountMenuNamed']));

describe("the dashboard's first paint", { timeout: 180_000 }, () => {
  it("shows a senior's data in Hindi before the app, which takes over with every card in its place", async () => {
    const { senior } = await pairWithVisitTomorrow('Tea in the garden');
    const context = await closeAfterTest(await chromium().newContext({ viewport: PHONE }));
    const page = await context.newPage();
    await signInThroughPage(page, senior.email, 'Senior Citizen');
    await phoneCopyNotice(page).waitFor({ state: 'detached', ...LIVE });

    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      // The app held back, and the listen stream until it has taken over: it renders the same copy.
      const app = await holdRoute(context, APP);
      const listen = await holdRoute(context, LISTEN);
      await page.goto(`${webUrl}/hi/dashboard`);
      await page.locator(PAINTED).waitFor({ state: 'attached', ...LIVE });
      // Still her first visit in this tab, which the app greets so too (lib/firstVisit.ts).
      const heading = page.getByRole('heading', {
        level: 1,
        name: HI['dashboard.welcomeFirst'].replace('{name}', 'Savitri Joshi'),
        exact: true,
      });
      await heading.waitFor();
      const upcoming = page.getByRole('region', { name: HI['dashboard.upcomingTitle'] });
      await upcoming.getByText('Tea in the garden').waitFor();
      expect(await page.getByRole('link', { name: HI['dashboard.call'].replace('{name}', 'Aditi') }).getAttribute('href')).toMatch(
        /^tel:\+91/,
      );
      await page
        .getByRole('status')
        .filter({ hasText: opening(HI['dashboard.phoneCopyAgo']) })
        .waitFor();
      // Asked for once the dashboard's listeners have answered from the phone's cache (app/opening.ts).
      await expect.poll(app.count, LIVE).toBeGreaterThan(0);
      const painted = await layout(page);
      await keepShot(page, `dashboard-first-paint-hi-${viewport.width}`);
      if (viewport === PHONE) expect(await axeViolations(page)).toEqual([]);

      app.release();
      await page.locator(PAINTED).waitFor({ state: 'detached', ...LIVE });
      await heading.waitFor();
      expect(await layout(page)).toEqual(painted);
      await keepShot(page, `dashboard-taken-over-hi-${viewport.width}`);
      listen.release();
      await context.unroute(APP);
      await context.unroute(LISTEN);
    }

    // Signed out, the next start on this phone paints nothing of hers.
    await page.goto(`${webUrl}/dashboard`);
    await page.locator(PAINTED).waitFor({ state: 'detached', ...LIVE });
    await signOutThroughMenu(page);
    await page.goto(`${webUrl}/dashboard`);
    await page.waitForURL(`${webUrl}/login`);
    expect(await page.locator(PAINTED).count()).toBe(0);
    expect(await page.getByText('Tea in the garden').count()).toBe(0);
  });

  it('goes live on the painted page once the server confirms her data, before the app has loaded', async () => {
    const { senior } = await pairWithVisitTomorrow('Tea on the balcony');
    const context = await closeAfterTest(await chromium().newContext({ viewport: PHONE }));
    const page = await context.newPage();
    await signInThroughPage(page, senior.email, 'Senior Citizen');
    await phoneCopyNotice(page).waitFor({ state: 'detached', ...LIVE });

    // The app held back, so only the painted page can go live; the listen stream until it has painted.
    const app = await holdRoute(context, APP);
    const listen = await holdRoute(context, LISTEN);
    await page.goto(`${webUrl}/hi/dashboard`);
    await page.locator(PAINTED).waitFor({ state: 'attached', ...LIVE });
    await phoneCopyNotice(page).waitFor();
    listen.release();
    await phoneCopyNotice(page).waitFor({ state: 'detached', ...LIVE });
    expect(await page.locator(PAINTED).count()).toBe(1);
    await page.getByRole('region', { name: HI['dashboard.upcomingTitle'] }).getByText('Tea on the balcony').waitFor();
    await keepShot(page, 'dashboard-painted-live-hi-390');

    // The app takes over from the same live data: the notice does not come back.
    app.release();
    await page.locator(PAINTED).waitFor({ state: 'detached', ...LIVE });
    expect(await phoneCopyNotice(page).count()).toBe(0);
    await context.unroute(APP);
    await context.unroute(LISTEN);
  });
});
