/**
 * Consent withdrawn as easily as given, on a phone against the stack: a senior in Hindi opens
 * /hi/profile, reads what withdrawing consent to matching does, confirms, and sees it recorded;
 * her volunteer's matches no longer hold her. Screenshots at 390 and 1280 px go to GH_SHOTS_DIR.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '@gh/common/translate';
import { webUrl } from '@gh/testkit/stack';
import { matchEmails } from '@gh/testkit/members';
import { messages as HI_API } from '@gh/web/messages/hi/api';
import { messages as HI_PROFILE } from '@gh/web/messages/hi/profile';
import { dashboardOf, newCity, registerSenior, registerVolunteer } from '../src/member.ts';
import { shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile } from '../src/visitor.ts';

const chromium = chromiumForFile();

describe('withdrawing consent on /profile, in Hindi at 390 px', { timeout: 120_000 }, () => {
  it('says what withdrawing matching does before she confirms, then records it and takes her out of matches', async () => {
    const city = newCity();
    const volunteer = await registerVolunteer(city);
    const senior = await registerSenior(city);
    expect(await matchEmails(volunteer.email)).toContain(senior.email);

    const page = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    await page.goto(`${webUrl}/hi/profile`);
    const section = page.getByRole('region', { name: HI_PROFILE['profile.consentTitle'] });
    const matching = section.getByTestId('consent-matching');
    await matching.getByText(HI_PROFILE['profile.consentGiven']).waitFor();
    await matching.getByRole('button', { name: HI_PROFILE['profile.consentWithdraw'] }).click();
    const effect = translator('hi', HI_PROFILE)('profile.consentWithdrawEffect', { use: 'matching', role: 'senior' });
    await matching.getByRole('group', { name: effect }).waitFor();
    await shootBoth(page, matching, 'withdraw-consent-confirm-hi');

    await matching.getByRole('button', { name: HI_PROFILE['profile.consentWithdrawYes'] }).click();
    await section.getByRole('alert').filter({ hasText: HI_API['api.consentWithdrawn'] }).waitFor();
    await matching.getByRole('button', { name: HI_PROFILE['profile.consentGive'] }).waitFor();
    expect(await matchEmails(volunteer.email)).not.toContain(senior.email);
    await shootBoth(page, section, 'withdraw-consent-done-hi');
  });
});
