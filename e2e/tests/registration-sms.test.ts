/**
 * Registering with a code by SMS in the browser: at /mr/senior-registration on a phone, the
 * code step offers the code by SMS to the form's mobile number beside the e-mailed one; the
 * Auth emulator's phone provider "sends" it (no reCAPTCHA there) and its verificationCodes
 * give it. She lands on her dashboard signed in, her e-mail stored as not yet proven.
 * Screenshots of the code step in Marathi at 390 and 1280 px go to GH_SHOTS_DIR.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '@gh/common/translate';
import { messages as marathi } from '@gh/web/messages/mr/signin';
import { personDoc } from '@gh/testkit/identity';
import { e164, newMobile, nextSmsCode, smsCodesSent } from '@gh/testkit/phone';
import { axeViolations } from '../src/axe.ts';
import { fillSeniorRegistration, newEmail, newVisitor, userCookie } from '../src/identity.ts';
import { registrationWords } from '../src/pageWords.ts';
import { shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile } from '../src/visitor.ts';

const chromium = chromiumForFile();

describe('registering by SMS', { timeout: 120_000 }, () => {
  it('a senior registers at /mr/senior-registration on a phone with the code by SMS and lands on her dashboard', async () => {
    const mobile = newMobile();
    const email = newEmail('senior-reg-sms');
    const context = await newVisitor(chromium(), PHONE);
    const page = await context.newPage();
    await fillSeniorRegistration(page, email, '/mr/senior-registration', `0${mobile}`);

    await page.getByRole('heading', { name: marathi['signin.code.title'] }).waitFor();
    const sms = page.getByRole('form', { name: marathi['signin.code.bySmsTitle'] });
    await sms.waitFor();
    await sms.getByText(`0${mobile}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await shootBoth(page, sms, 'mr-registration-sms-offer');

    const before = await smsCodesSent(mobile);
    await sms.getByRole('button', { name: marathi['signin.phone.send'] }).click();
    const code = await nextSmsCode(mobile, before);
    const codeField = sms.getByRole('textbox', { name: marathi['signin.code.smsLabel'] });
    await codeField.waitFor();
    // Two code fields and two buttons that check a code on one page: each named apart.
    const verify = registrationWords('mr')('registration.verify');
    const bySms = translator('mr', marathi)('signin.code.verifyBySms', { verify });
    expect(await page.getByRole('textbox', { name: marathi['signin.code.label'], exact: true }).count()).toBe(1);
    expect(await page.getByRole('textbox', { name: marathi['signin.code.smsLabel'], exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: verify, exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: bySms, exact: true }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await shootBoth(page, sms, 'mr-registration-sms-code');

    await codeField.fill(code);
    await sms.getByRole('button', { name: bySms, exact: true }).click();
    await page.waitForURL(/\/mr\/dashboard$/);
    // Her first visit: welcomed, not "welcomed back".
    await page.getByRole('heading', { level: 1, name: /^स्वागत आहे, / }).waitFor();
    expect(JSON.parse(decodeURIComponent((await userCookie(context))!.value))).toMatchObject({ email, role: 'senior' });
    expect((await personDoc('senior', email).get()).data()).toMatchObject({ phoneKey: e164(mobile), emailProven: false });
  });
});
