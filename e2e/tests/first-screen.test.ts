/**
 * A new senior's first screen, on a phone against the stack, in Marathi and Hindi: it welcomes
 * her (not "welcome back"), says what happens next (a volunteer will ask and she decides; our
 * team will call her, by a day it names), names her interests beside their count, and gives the
 * one support number the footer and the e-mails give; at 200% text the avatar's letter stays
 * inside its circle. A later visit welcomes her back. Screenshots at 390 and 1280 px go to
 * GH_SHOTS_DIR.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dayMonthIn } from '@gh/common/locale-format';
import { SUPPORT } from '@gh/common/support';
import { translator } from '@gh/common/translate';
import { readMember } from '@gh/testkit/members';
import { webUrl } from '@gh/testkit/stack';
import { messages as HI_CHOICES } from '@gh/web/messages/hi/choices';
import { messages as HI_DASHBOARD } from '@gh/web/messages/hi/dashboard';
import { messages as MR_CHOICES } from '@gh/web/messages/mr/choices';
import { messages as MR_DASHBOARD } from '@gh/web/messages/mr/dashboard';
import { axeViolations } from '../src/axe.ts';
import { dashboardOf, newCity, registerSenior } from '../src/member.ts';
import { shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile, scrollsSideways, LIVE } from '../src/visitor.ts';

const chromium = chromiumForFile();
const WORDS = { mr: translator('mr', { ...MR_DASHBOARD, ...MR_CHOICES }), hi: translator('hi', { ...HI_DASHBOARD, ...HI_CHOICES }) };
const NAME = 'सुशीला कुलकर्णी';

/** Whether the avatar's letter lies within its circle. */
const letterInside = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(NAME) })
    .locator('[aria-hidden="true"]')
    .first()
    .evaluate((circle) => {
      const range = document.createRange();
      range.selectNodeContents(circle);
      const letter = range.getBoundingClientRect();
      const box = circle.getBoundingClientRect();
      return (
        letter.width > 0 &&
        letter.left >= box.left - 0.5 &&
        letter.right <= box.right + 0.5 &&
        letter.top >= box.top - 0.5 &&
        letter.bottom <= box.bottom + 0.5
      );
    });

describe("a new senior's first screen", { timeout: 240_000 }, () => {
  it('says what happens next, in her language, with one support number', async () => {
    const senior = await registerSenior(newCity(), NAME);
    const { welcomeCallBy } = await readMember('senior', senior.email);
    expect(welcomeCallBy).toBeGreaterThan(Date.now());
    const page = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    for (const lang of ['mr', 'hi'] as const) {
      const t = WORDS[lang];
      await page.goto(`${webUrl}/${lang}/dashboard`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent(), LIVE)
        .toBe(t('dashboard.welcomeFirst', { name: NAME }));
      const next = page.getByTestId('next-steps');
      await next.waitFor(LIVE);
      expect(await next.getByRole('heading').textContent()).toBe(t('dashboard.nextStepsTitle'));
      expect(await next.getByRole('listitem').allTextContents()).toEqual([
        t('dashboard.nextStepVolunteer'),
        t('dashboard.nextStepCall', { date: dayMonthIn(welcomeCallBy!, lang) }),
        // Her e-mail is proven: inviting her family is offered, as a choice.
        t('dashboard.nextStepFamily'),
      ]);
      expect(await page.getByTestId('stat-detail').textContent()).toBe(`${t('choices.Reading')}, ${t('choices.Music')}`);
      const support = page.getByRole('region', { name: t('dashboard.supportTitle') });
      expect(await support.textContent()).toContain(SUPPORT.phone);
      expect(await support.getByRole('link').getAttribute('href')).toBe(`tel:${SUPPORT.phone.replace(/\s/g, '')}`);
      expect(await page.locator('footer').textContent()).toContain(SUPPORT.phone);
      expect(await scrollsSideways(page)).toBe(false);
      await shootBoth(page, page.getByRole('region', { name: t('dashboard.nextVisitTitle') }), `first-screen-${lang}`);
      expect(await axeViolations(page)).toEqual([]);
    }

    // Chrome's largest text: the avatar's letter stays inside its circle.
    expect(await letterInside(page)).toBe(true);
    await page.addStyleTag({ content: 'html { font-size: 32px; }' });
    expect(await letterInside(page)).toBe(true);

    // Another day, another tab: welcomed back.
    const later = await page.context().newPage();
    await later.goto(`${webUrl}/hi/dashboard`);
    await expect
      .poll(() => later.getByRole('heading', { level: 1 }).textContent(), LIVE)
      .toBe(WORDS.hi('dashboard.welcome', { name: NAME }));
  });
});
