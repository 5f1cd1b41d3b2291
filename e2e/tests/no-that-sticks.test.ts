/**
 * A No that sticks, on phones against the stack: a volunteer (in Hindi) asks to visit a senior
 * (in Marathi); she says No. He reads the kind note, she is nowhere in his matches and he cannot
 * ask again; her /profile lists him, and once she takes the No back he finds her again, live.
 * Screenshots of the confirmation and of /profile at 390 and 1280 px go to GH_SHOTS_DIR.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '@gh/common/translate';
import { storedMatches } from '@gh/testkit/members';
import { webUrl } from '@gh/testkit/stack';
import { messages as HI_DASHBOARD } from '@gh/web/messages/hi/dashboard';
import { messages as MR_API } from '@gh/web/messages/mr/api';
import { messages as MR_DASHBOARD } from '@gh/web/messages/mr/dashboard';
import { messages as MR_PROFILE } from '@gh/web/messages/mr/profile';
import { axeViolations } from '../src/axe.ts';
import { connectWith, dashboardOf, newCity, registerSenior, registerVolunteer, volunteerToken } from '../src/member.ts';
import { shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile, scrollsSideways, LIVE } from '../src/visitor.ts';

const chromium = chromiumForFile();
const mr = translator('mr', { ...MR_API, ...MR_DASHBOARD, ...MR_PROFILE });
const hi = translator('hi', HI_DASHBOARD);

const SENIOR = 'सुशीला कुलकर्णी';
const VOLUNTEER = 'रवि शर्मा';

describe('a No that sticks, in Marathi and Hindi at 390 px', { timeout: 240_000 }, () => {
  it('keeps him from her after her No, until she takes it back on /profile', async () => {
    const city = newCity();
    const senior = await registerSenior(city, SENIOR);
    const volunteer = await registerVolunteer(city, VOLUNTEER);
    const token = await volunteerToken(volunteer);
    const connect = () => connectWith(volunteer, token, senior);
    expect((await connect()).status).toBe(200);

    const his = await dashboardOf(chromium(), volunteer, 'Volunteer', PHONE);
    await his.goto(`${webUrl}/hi/dashboard`);
    await his.getByTestId('request-waiting').waitFor(LIVE);

    // She says No, which asks once more and says what it means.
    const her = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    await her.goto(`${webUrl}/mr/dashboard`);
    const request = her.getByTestId('request-answer');
    await request.waitFor(LIVE);
    await request.getByRole('button', { name: mr('dashboard.notNow') }).click();
    const confirm = request.getByRole('group', { name: mr('dashboard.sayNoLabel', { first: 'रवि' }) });
    expect(await confirm.textContent()).toContain(mr('dashboard.sayNoExplained', { first: 'रवि' }));
    await shootBoth(her, confirm, 'no-sticks-confirm-mr');
    const saidNoAt = Date.now();
    await confirm.getByRole('button', { name: mr('dashboard.sayNo') }).click();

    // His dashboard: the kind note, and once his matches have been ranked again, not her.
    await his.getByTestId('notification-closed').waitFor(LIVE);
    await expect.poll(async () => (await storedMatches(volunteer.email))?.updatedAt ?? 0, LIVE).toBeGreaterThan(saidNoAt);
    const matches = his.getByRole('region', { name: hi('dashboard.matchesTitle') });
    await expect.poll(() => matches.getAttribute('aria-busy'), LIVE).toBe('false');
    // Ranked again, he has nobody in his place of his own: the card says so once the new ranking
    // has reached the page, the ranking that would have listed her.
    await matches.getByText(hi('dashboard.noMatches')).waitFor(LIVE);
    expect(await matches.getByRole('button', { name: hi('dashboard.connectWith', { name: SENIOR }) }).count()).toBe(0);
    expect(await matches.textContent()).not.toContain(SENIOR);
    // Nor may he ask again.
    expect(await connect()).toMatchObject({ status: 409, json: { code: 'seniorSaidNo' } });

    // Her /profile lists him; she takes the No back.
    await her.goto(`${webUrl}/mr/profile`);
    const declined = her.getByRole('region', { name: mr('profile.declinedTitle') });
    await declined.waitFor(LIVE);
    expect(await declined.getByTestId('declined-volunteer').textContent()).toContain(VOLUNTEER);
    expect(await scrollsSideways(her)).toBe(false);
    await shootBoth(her, declined, 'no-sticks-profile-mr');
    expect(await axeViolations(her)).toEqual([]);
    await declined.getByRole('button', { name: mr('profile.takeBackLabel', { name: VOLUNTEER }) }).click();
    await expect.poll(() => declined.getByRole('alert').textContent(), LIVE).toContain(mr('api.noTakenBack'));
    await expect.poll(() => declined.getByTestId('declined-volunteer').count(), LIVE).toBe(0);

    // He finds her again, live, and may ask.
    await matches.getByRole('button', { name: hi('dashboard.connectWith', { name: SENIOR }) }).waitFor(LIVE);
    expect(await scrollsSideways(his)).toBe(false);
    expect((await connect()).status).toBe(200);
  });
});
