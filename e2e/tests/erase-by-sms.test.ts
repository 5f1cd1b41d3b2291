/**
 * Erasing an account whose e-mail nobody has proven, in the browser, in Marathi at 390 px: a
 * senior registered by SMS signs in with her mobile number, opens /mr/profile, reads that the
 * code goes by SMS to her number, types the code the Auth emulator "sent" and erases her
 * account; she lands on the calm page and her document is gone. Nothing is ever mailed to her
 * unproven address. Screenshots at 390 and 1280 px go to GH_SHOTS_DIR.
 */
import { describe, expect, it } from 'vitest';
import type { VerifiedSession } from '@gh/common/documents';
import { translator } from '@gh/common/translate';
import { personDoc, seniorForm } from '@gh/testkit/identity';
import { newMobile, nextSmsCode, phoneIdToken, smsCodesSent } from '@gh/testkit/phone';
import { api, mailbox, newClientAddress, webUrl } from '@gh/testkit/stack';
import { messages as MR_PROFILE } from '@gh/web/messages/mr/profile';
import { messages as MR_SIGNIN } from '@gh/web/messages/mr/signin';
import { axeViolations } from '../src/axe.ts';
import { newEmail, newVisitor } from '../src/identity.ts';
import { keepAtEachWidth, shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile } from '../src/visitor.ts';

const chromium = chromiumForFile();

describe('erasing an account by SMS, in Marathi at 390 px', { timeout: 180_000 }, () => {
  it('a senior registered by SMS erases her account with a code by SMS', async () => {
    const mobile = newMobile();
    const form = { ...seniorForm(newEmail('senior-erase-sms')), phone: mobile, lang: 'mr' };
    const registered = await api(
      'POST',
      '/register/phone/verify/senior',
      { idToken: await phoneIdToken(mobile), form },
      newClientAddress(),
    );
    expect(registered.status, registered.text).toBe(200);
    expect((registered.json as unknown as VerifiedSession).user.email).toBe(form.email);

    // Signed in with her mobile number, as she does.
    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    await page.goto(`${webUrl}/mr/login`);
    await page.getByRole('tab', { name: MR_SIGNIN['signin.byPhone'] }).click();
    await page.getByRole('textbox', { name: MR_SIGNIN['signin.phone.label'] }).fill(mobile);
    let before = await smsCodesSent(mobile);
    await page.getByRole('button', { name: MR_SIGNIN['signin.phone.send'] }).click();
    const signInCode = await nextSmsCode(mobile, before);
    await page.getByRole('textbox', { name: MR_SIGNIN['signin.code.label'] }).fill(signInCode);
    await page.getByRole('button', { name: MR_SIGNIN['signin.verify'] }).click();
    await page.waitForURL(/\/mr\/dashboard$/);

    await page.goto(`${webUrl}/mr/profile`);
    const say = translator('mr', MR_PROFILE);
    const erase = page.getByRole('region', { name: MR_PROFILE['profile.eraseTitle'] });
    await erase.getByText(say('profile.eraseLeadBySms', { phone: mobile })).waitFor();
    await erase.getByText(MR_PROFILE['profile.eraseStays']).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shootBoth(page, erase, 'erase-account-sms-mr');
    await page.setViewportSize(PHONE);

    before = await smsCodesSent(mobile);
    await erase.getByRole('button', { name: MR_PROFILE['profile.eraseAskBySms'] }).click();
    await erase.getByText(say('profile.eraseSmsSent', { phone: mobile })).waitFor();
    const code = await nextSmsCode(mobile, before);
    await erase.getByRole('textbox', { name: MR_SIGNIN['signin.code.smsLabel'] }).fill(code);
    await erase.getByText(MR_PROFILE['profile.eraseSure']).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await shootBoth(page, erase, 'erase-account-sms-code-mr');
    await page.setViewportSize(PHONE);
    await erase.getByRole('button', { name: MR_PROFILE['profile.eraseConfirm'] }).click();

    await page.getByRole('heading', { level: 1, name: MR_PROFILE['profile.erasedTitle'] }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/mr/account-erased');
    await keepAtEachWidth(page, 'account-erased-sms-mr');
    expect((await personDoc('senior', form.email).get()).exists).toBe(false);
    // Her unproven address was never mailed: not at registration, sign-in or erasure.
    expect(await mailbox.to(form.email)).toEqual([]);
    await page.goto(`${webUrl}/mr/profile`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/mr/login');
  });
});
