/**
 * Erasing her account, on a phone against the stack: a senior in Marathi opens /mr/profile,
 * reads what goes and what stays, asks for the code, types it from her mail and erases her
 * account; she is signed out on a calm page, and her document is gone. Screenshots at 390 and
 * 1280 px go to GH_SHOTS_DIR.
 */
import { describe, expect, it } from 'vitest';
import { codeFromMail, personDoc } from '@gh/testkit/identity';
import { mailbox, webUrl } from '@gh/testkit/stack';
import { messages as MR_PROFILE } from '@gh/web/messages/mr/profile';
import { dashboardOf, pairWithVisitTomorrow } from '../src/member.ts';
import { keepAtEachWidth, shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile } from '../src/visitor.ts';

const chromium = chromiumForFile();

describe('erasing her account on /profile, in Marathi at 390 px', { timeout: 120_000 }, () => {
  it('says what goes and what stays, then erases it with the mailed code and signs her out', async () => {
    const { senior } = await pairWithVisitTomorrow('गाणी आणि गप्पा');
    const page = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    await page.goto(`${webUrl}/mr/profile`);
    const section = page.getByRole('region', { name: MR_PROFILE['profile.eraseTitle'] });
    await section.getByText(MR_PROFILE['profile.eraseStays']).waitFor();
    await shootBoth(page, section, 'erase-account-mr');
    await page.setViewportSize(PHONE);

    const before = (await mailbox.to(senior.email)).length;
    await section.getByRole('button', { name: MR_PROFILE['profile.eraseAsk'] }).click();
    await section.getByText(MR_PROFILE['profile.eraseCodeSent']).waitFor();
    const code = await codeFromMail(senior.email, before + 1);
    await section.getByRole('textbox').fill(code);
    await shootBoth(page, section, 'erase-account-code-mr');
    await page.setViewportSize(PHONE);
    await section.getByRole('button', { name: MR_PROFILE['profile.eraseConfirm'] }).click();

    await page.getByRole('heading', { level: 1, name: MR_PROFILE['profile.erasedTitle'] }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/mr/account-erased');
    await keepAtEachWidth(page, 'account-erased-mr');
    expect((await personDoc('senior', senior.email).get()).exists).toBe(false);
    // Signed out: the profile sends her to sign in.
    await page.goto(`${webUrl}/mr/profile`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/mr/login');
  });
});
