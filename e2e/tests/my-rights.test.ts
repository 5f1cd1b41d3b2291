/**
 * Her rights over her data, on a phone against the stack, in Marathi: a senior with a visit
 * opens /mr/profile, downloads her data (one JSON file with her details and her visit), reads
 * it on its own page, withdraws her consent to the e-mails about visits after reading what that does, and erases
 * her account with the code mailed to her, after reading what goes and what stays; she is
 * signed out on a calm page, and her document is gone. Screenshots at 390 and 1280 px go to
 * GH_SHOTS_DIR.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { translator } from '@gh/common/translate';
import { codeFromMail, personDoc } from '@gh/testkit/identity';
import { mailbox, webUrl } from '@gh/testkit/stack';
import { messages as MR_API } from '@gh/web/messages/mr/api';
import { messages as MR_MY_DATA } from '@gh/web/messages/mr/myData';
import { messages as MR_PROFILE } from '@gh/web/messages/mr/profile';
import { dashboardOf, pairWithVisitTomorrow } from '../src/member.ts';
import { keepAtEachWidth, shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile } from '../src/visitor.ts';

const chromium = chromiumForFile();

describe('her data on /profile, in Marathi at 390 px', { timeout: 180_000 }, () => {
  it('downloads it, withdraws the e-mails about visits, then erases her account with the mailed code', async () => {
    const { senior, volunteer } = await pairWithVisitTomorrow('गाणी आणि गप्पा');
    const page = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    await page.goto(`${webUrl}/mr/profile`);

    // Download: what the file holds, then the file.
    const myData = page.getByRole('region', { name: MR_PROFILE['profile.myDataTitle'] });
    await myData.getByText(MR_PROFILE['profile.myDataLead']).waitFor();
    const download = page.waitForEvent('download');
    await myData.getByRole('button', { name: MR_PROFILE['profile.myDataDownload'] }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('golden-hearts-my-data.json');
    const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
      email: string;
      role: string;
      visits: { task: string; volunteer: string }[];
    };
    expect(data).toMatchObject({ email: senior.email, role: 'senior' });
    expect(data.visits).toMatchObject([{ task: 'गाणी आणि गप्पा', volunteer: volunteer.email }]);
    await myData.getByRole('alert').filter({ hasText: MR_PROFILE['profile.myDataDone'] }).waitFor();
    await shootBoth(page, myData, 'my-data-mr');
    await page.setViewportSize(PHONE);

    // Read: the same data on a page of its own, in her words, then back to her profile.
    await myData.getByRole('link', { name: MR_PROFILE['profile.myDataSee'] }).click();
    await page.getByRole('heading', { level: 1, name: MR_MY_DATA['myData.title'] }).waitFor();
    await page.getByRole('region', { name: MR_MY_DATA['myData.detailsTitle'] }).getByText(senior.email, { exact: true }).waitFor();
    const visits = page.getByRole('region', { name: MR_MY_DATA['myData.visitsTitle'] });
    expect(await visits.getByTestId('my-visit').allTextContents()).toEqual([expect.stringContaining('गाणी आणि गप्पा')]);
    await keepAtEachWidth(page, 'my-data-page-mr');
    await page.setViewportSize(PHONE);
    await page.getByRole('link', { name: MR_MY_DATA['myData.back'] }).click();

    // Withdraw the e-mails about visits: what it does first, then recorded.
    const consent = page.getByRole('region', { name: MR_PROFILE['profile.consentTitle'] });
    const notices = consent.getByTestId('consent-notices');
    await notices.getByRole('button', { name: MR_PROFILE['profile.consentWithdraw'] }).click();
    const effect = translator('mr', MR_PROFILE)('profile.consentWithdrawEffect', { use: 'notices', role: 'senior' });
    await notices.getByRole('group', { name: effect }).waitFor();
    await shootBoth(page, notices, 'withdraw-notices-confirm-mr');
    await page.setViewportSize(PHONE);
    await notices.getByRole('button', { name: MR_PROFILE['profile.consentWithdrawYes'] }).click();
    await consent.getByRole('alert').filter({ hasText: MR_API['api.consentWithdrawn'] }).waitFor();
    await notices.getByRole('button', { name: MR_PROFILE['profile.consentGive'] }).waitFor();
    const withdrawn = ((await personDoc('senior', senior.email).get()).data() as { withdrawn?: Record<string, number> }).withdrawn;
    expect(Object.keys(withdrawn ?? {})).toEqual(['notices']);

    // Erase: what goes and what stays, the code from her mail, and she is signed out.
    const erase = page.getByRole('region', { name: MR_PROFILE['profile.eraseTitle'] });
    await erase.getByText(MR_PROFILE['profile.eraseStays']).waitFor();
    await shootBoth(page, erase, 'erase-account-mr');
    await page.setViewportSize(PHONE);
    const before = (await mailbox.to(senior.email)).length;
    await erase.getByRole('button', { name: MR_PROFILE['profile.eraseAsk'] }).click();
    await erase.getByText(MR_PROFILE['profile.eraseCodeSent']).waitFor();
    const code = await codeFromMail(senior.email, before + 1);
    await erase.getByRole('textbox').fill(code);
    await shootBoth(page, erase, 'erase-account-code-mr');
    await page.setViewportSize(PHONE);
    await erase.getByRole('button', { name: MR_PROFILE['profile.eraseConfirm'] }).click();

    await page.getByRole('heading', { level: 1, name: MR_PROFILE['profile.erasedTitle'] }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/mr/account-erased');
    await keepAtEachWidth(page, 'account-erased-mr');
    expect((await personDoc('senior', senior.email).get()).exists).toBe(false);
    // Signed out: the profile sends her to sign in.
    await page.goto(`${webUrl}/mr/profile`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/mr/login');
  });
});
