/**
 * Nothing asks her to answer what she has answered, on a phone against the stack: before her
 * answer, the notification and the matches card ask her to answer on her dashboard; once she
 * says Yes (in Hindi), neither asks any more, live and after a reload, in Hindi and Marathi.
 * Screenshots at 390 and 1280 px go to GH_SHOTS_DIR.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '@gh/common/translate';
import { webUrl } from '@gh/testkit/stack';
import { messages as HI_DASHBOARD } from '@gh/web/messages/hi/dashboard';
import { messages as HI_MEMBER } from '@gh/web/messages/hi/member';
import { messages as MR_DASHBOARD } from '@gh/web/messages/mr/dashboard';
import { messages as MR_MEMBER } from '@gh/web/messages/mr/member';
import { asksToVisit, dashboardOf, newCity, registerSenior, registerVolunteer, untilLive } from '../src/member.ts';
import { shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile, LIVE } from '../src/visitor.ts';

const chromium = chromiumForFile();
const WORDS = { hi: translator('hi', { ...HI_DASHBOARD, ...HI_MEMBER }), mr: translator('mr', { ...MR_DASHBOARD, ...MR_MEMBER }) };
const VOLUNTEER = 'अदिती कुलकर्णी';

describe('a Yes stops every request to answer', { timeout: 240_000 }, () => {
  it('asks her before she answers, and never after her Yes, through a reload', async () => {
    const city = newCity();
    const senior = await registerSenior(city, 'सुशीला जोशी');
    const volunteer = await registerVolunteer(city, VOLUNTEER);
    await asksToVisit(volunteer, senior);

    const page = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    await page.goto(`${webUrl}/hi/dashboard`);
    const hi = WORDS.hi;
    const notification = page.getByTestId('notification-link');
    const matches = page.getByRole('region', { name: hi('dashboard.matchesTitle') });
    await untilLive(page, notification);
    expect(await notification.textContent()).toContain(hi('member.asksToVisit'));
    expect(await matches.textContent()).toContain(hi('dashboard.noMatchesRequested', { name: 'अदिती' }));

    const request = page.getByTestId('request-answer');
    await request.getByRole('button', { name: hi('dashboard.yesMayVisit', { first: 'अदिती' }) }).click();
    await expect.poll(() => request.textContent(), LIVE).toContain(hi('dashboard.youSaidYes'));

    for (const lang of ['hi', 'mr'] as const) {
      const t = WORDS[lang];
      await page.goto(`${webUrl}/${lang}/dashboard`);
      await expect.poll(() => page.getByTestId('notification-link').textContent(), LIVE).toContain(t('member.saidYes'));
      const card = page.getByRole('region', { name: t('dashboard.matchesTitle') });
      await expect.poll(() => card.textContent(), LIVE).toContain(t('dashboard.noMatchesSaidYes', { name: 'अदिती' }));
      const main = await page.locator('main').textContent();
      expect(main).not.toContain(t('member.asksToVisit'));
      expect(main).not.toContain(t('dashboard.noMatchesRequested', { name: 'अदिती' }));
      expect(main).not.toContain(t('dashboard.askVisit', { first: 'अदिती' }));
      await shootBoth(page, card, `yes-said-${lang}`);
    }
  });
});
