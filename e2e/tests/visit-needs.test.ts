/**
 * What the volunteer knows of her, and when, on a phone against the stack: while he has only
 * asked to visit, his dashboard shows nothing of her special needs; once the admin assigns a
 * visit, his visit card shows, live, her special needs in her own words and the languages she
 * speaks, in Hindi and in Marathi. Screenshots at 390 and 1280 px go to GH_SHOTS_DIR.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '@gh/common/translate';
import { personDoc } from '@gh/testkit/identity';
import { webUrl } from '@gh/testkit/stack';
import { messages as HI_CHOICES } from '@gh/web/messages/hi/choices';
import { messages as HI_DASHBOARD } from '@gh/web/messages/hi/dashboard';
import { messages as MR_CHOICES } from '@gh/web/messages/mr/choices';
import { messages as MR_DASHBOARD } from '@gh/web/messages/mr/dashboard';
import { axeViolations } from '../src/axe.ts';
import { asksToVisit, assignVisitTomorrow, dashboardOf, newCity, registerSenior, registerVolunteer, untilLive } from '../src/member.ts';
import { shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile, scrollsSideways, LIVE } from '../src/visitor.ts';

const chromium = chromiumForFile();
const WORDS = { hi: translator('hi', { ...HI_DASHBOARD, ...HI_CHOICES }), mr: translator('mr', { ...MR_DASHBOARD, ...MR_CHOICES }) };
const NEEDS = 'गुडघे दुखतात, हळू चालतात. फक्त मराठी बोलतात.';

describe('her needs on his visit card, once assigned, in Hindi and Marathi at 390 px', { timeout: 240_000 }, () => {
  it('shows nothing of her needs before the visit is assigned, then her needs and languages', async () => {
    const city = newCity();
    const senior = await registerSenior(city, 'सुशीला कुलकर्णी');
    await personDoc('senior', senior.email).update({ specialneeds: NEEDS, languages: ['Marathi'] });
    const volunteer = await registerVolunteer(city, 'रवि शर्मा');
    await asksToVisit(volunteer, senior);

    const page = await dashboardOf(chromium(), volunteer, 'Volunteer', PHONE);
    await page.goto(`${webUrl}/hi/dashboard`);
    await untilLive(page, page.getByTestId('request-waiting'));
    expect(await page.locator('main').textContent()).not.toContain(NEEDS);
    expect(await page.getByTestId('senior-needs').count()).toBe(0);

    // The admin assigns a visit: his card shows her needs and languages, without a reload.
    await assignVisitTomorrow({ senior, volunteer, city }, 'गाणी आणि गप्पा');
    for (const lang of ['hi', 'mr'] as const) {
      const t = WORDS[lang];
      if (lang === 'mr') await page.goto(`${webUrl}/mr/dashboard`);
      const needs = page.getByTestId('senior-needs');
      await needs.waitFor(LIVE);
      expect(await needs.textContent()).toBe(`${t('dashboard.needs')}${NEEDS}`);
      const person = page.getByTestId('visit-person');
      expect(await person.textContent()).toContain(t('dashboard.speaks', { list: t('choices.Marathi') }));
      expect(await scrollsSideways(page)).toBe(false);
      await shootBoth(page, person, `visit-needs-${lang}`);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});
