/**
 * Deciding with him in sight, on a phone against the stack: before she answers a volunteer's
 * request, the senior's card shows his photo, his two lines, the languages he speaks and that
 * our team checked his identity, in Marathi and in Hindi; another volunteer's request says his
 * identity is not checked yet. Screenshots at 390 and 1280 px go to GH_SHOTS_DIR.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '@gh/common/translate';
import { dateInZone } from '@gh/common/time';
import { VISIT_TIME_ZONE } from '@gh/common/constants';
import { adminCall } from '@gh/testkit/applicant';
import { personDoc } from '@gh/testkit/identity';
import { webUrl } from '@gh/testkit/stack';
import { messages as HI_CHOICES } from '@gh/web/messages/hi/choices';
import { messages as HI_DASHBOARD } from '@gh/web/messages/hi/dashboard';
import { messages as MR_CHOICES } from '@gh/web/messages/mr/choices';
import { messages as MR_DASHBOARD } from '@gh/web/messages/mr/dashboard';
import { axeViolations } from '../src/axe.ts';
import {
  addPhoto,
  asksToVisit,
  dashboardOf,
  newCity,
  registerSenior,
  registerVolunteer,
  volunteerToken,
  type Person,
} from '../src/member.ts';
import { shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile, imageLoaded, scrollsSideways, LIVE } from '../src/visitor.ts';

const chromium = chromiumForFile();
const WORDS = { mr: translator('mr', { ...MR_DASHBOARD, ...MR_CHOICES }), hi: translator('hi', { ...HI_DASHBOARD, ...HI_CHOICES }) };
const INTRO = 'मला जुनी गाणी आवडतात.\nफोन आणि पत्रं यात मदत करू शकतो.';

/** A volunteer with a photo, two lines and two languages, who asks to visit `senior`, who speaks one of them. */
async function asks(volunteer: Person, senior: Person, checked: boolean) {
  const token = await volunteerToken(volunteer);
  await addPhoto(volunteer, token);
  await personDoc('volunteer', volunteer.email).update({ intro: INTRO, languages: ['Marathi', 'Hindi'] });
  // A request needs a language in common: she speaks Marathi too.
  await personDoc('senior', senior.email).update({ languages: ['Marathi'] });
  if (checked) {
    const today = dateInZone(Date.now(), VISIT_TIME_ZONE.offsetMinutes);
    const check = await adminCall('POST', '/identity-check', {
      email: volunteer.email,
      document: 'aadhaar',
      seen: 'inPerson',
      date: today,
      note: '',
    });
    expect(check.status, check.text).toBe(200);
  }
  await asksToVisit(volunteer, senior, token);
}

describe('the request card, before she answers', { timeout: 240_000 }, () => {
  it('shows his photo, two lines, languages and the identity check, in Marathi and Hindi', async () => {
    const city = newCity();
    const senior = await registerSenior(city, 'सुशीला जोशी');
    const volunteer = await registerVolunteer(city, 'अदिती कुलकर्णी');
    await asks(volunteer, senior, true);
    const page = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    for (const lang of ['mr', 'hi'] as const) {
      const t = WORDS[lang];
      await page.goto(`${webUrl}/${lang}/dashboard`);
      const request = page.getByTestId('request-answer');
      await request.waitFor(LIVE);
      const card = request.getByTestId('volunteer-card');
      await expect.poll(() => imageLoaded(card.getByRole('img', { name: t('dashboard.photoOf', { first: 'अदिती' }) })), LIVE).toBe(true);
      expect(await card.getByTestId('volunteer-intro').textContent()).toBe(t('dashboard.introQuoted', { intro: INTRO }));
      expect(await card.textContent()).toContain(t('dashboard.speaks', { list: `${t('choices.Marathi')}, ${t('choices.Hindi')}` }));
      expect(await card.getByTestId('volunteer-checked').textContent()).toBe(t('dashboard.checkedByUs'));
      // She can still decide: both answers are there.
      expect(await request.getByRole('button', { name: t('dashboard.yesMayVisit', { first: 'अदिती' }) }).isVisible()).toBe(true);
      expect(await scrollsSideways(page)).toBe(false);
      await shootBoth(page, request, `request-card-${lang}`);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  it('says when his identity is not checked yet', async () => {
    const city = newCity();
    const senior = await registerSenior(city, 'कमला राव');
    const volunteer = await registerVolunteer(city, 'रोहन मेहता');
    await asks(volunteer, senior, false);
    const page = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    await page.goto(`${webUrl}/hi/dashboard`);
    const card = page.getByTestId('request-answer').getByTestId('volunteer-card');
    await card.waitFor(LIVE);
    expect(await card.getByTestId('volunteer-not-checked').textContent()).toBe(WORDS.hi('dashboard.notCheckedYet', { first: 'रोहन' }));
    expect(await card.getByTestId('volunteer-checked').count()).toBe(0);
  });
});
