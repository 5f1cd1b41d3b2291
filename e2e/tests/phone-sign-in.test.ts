/**
 * Signing in with a mobile number in the browser: Firebase Auth's phone provider on the Auth
 * emulator (no reCAPTCHA there), the SMS code read from the emulator's verificationCodes. A
 * senior who registered with her mobile signs in at /mr/login on a phone; a couple sharing one
 * phone choose who signs in; a wrong code is refused and the right one then works.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages as signin } from '@gh/web/messages/en/signin';
import { messages as marathi } from '@gh/web/messages/mr/signin';
import { addPerson, register, seniorForm } from '@gh/testkit/identity';
import { newMobile, nextSmsCode, smsCodesSent } from '@gh/testkit/phone';
import { webUrl } from '@gh/testkit/stack';
import { axeViolations } from '../src/axe.ts';
import { newVisitor, newEmail, userCookie } from '../src/identity.ts';
import { DESKTOP, PHONE, chromiumForFile } from '../src/visitor.ts';
import { keepShot } from '../src/shots.ts';

const chromium = chromiumForFile();

const shot = (page: Page, name: string) => keepShot(page, name, { fullPage: true });

/** Opens the mobile-number tab of `/{lang}/login` and asks for an SMS to `typed`; answers the code sent. */
async function askSms(page: Page, words: typeof signin, lang: '' | '/mr', typed: string, mobile: string): Promise<string> {
  await page.goto(`${webUrl}${lang}/login`);
  await page.getByRole('tab', { name: words['signin.byPhone'] }).click();
  await page.getByRole('textbox', { name: words['signin.phone.label'] }).fill(typed);
  const before = await smsCodesSent(mobile);
  await page.getByRole('button', { name: words['signin.phone.send'] }).click();
  return nextSmsCode(mobile, before);
}

describe('signing in with a mobile number', { timeout: 120_000 }, () => {
  it('a senior who registered with her mobile signs in with it at /mr/login on a phone', async () => {
    const mobile = newMobile();
    const email = newEmail('senior-sms');
    const form = { ...seniorForm(email), phone: `+91 ${mobile}` };
    await register('senior', form);
    const context = await newVisitor(chromium(), PHONE);
    const page = await context.newPage();
    await page.goto(`${webUrl}/mr/login`);
    await page.getByRole('tab', { name: marathi['signin.byPhone'] }).waitFor();
    await shot(page, 'mr-login-phone-tabs-390');

    // Typed as many do: a leading 0 and a space.
    const code = await askSms(page, marathi as unknown as typeof signin, '/mr', `0${mobile}`, mobile);
    const codeField = page.getByRole('textbox', { name: marathi['signin.code.label'] });
    await codeField.waitFor();
    expect(await page.getByText(marathi['signin.phone.codeHint'].replace('{digits}', '6')).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await shot(page, 'mr-login-sms-code-390');

    await codeField.fill(code);
    await page.getByRole('button', { name: marathi['signin.verify'] }).click();
    await page.waitForURL(/\/mr\/dashboard$/);
    const cookie = await userCookie(context);
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ email, role: 'senior' });
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('a couple sharing one phone choose who signs in', async () => {
    const mobile = newMobile();
    await addPerson('senior', newEmail('kamala'), { phone: mobile, name: 'Kamala Rao' });
    const ramesh = await addPerson('senior', newEmail('ramesh'), { phone: `+91${mobile.replace(/\s/g, '')}`, name: 'Ramesh Rao' });
    const context = await newVisitor(chromium(), DESKTOP);
    const page = await context.newPage();
    const code = await askSms(page, marathi as unknown as typeof signin, '/mr', mobile, mobile);
    await page.getByRole('textbox', { name: marathi['signin.code.label'] }).fill(code);
    await page.getByRole('button', { name: marathi['signin.verify'] }).click();

    const choose = page.getByRole('group', { name: marathi['signin.phone.choose'] });
    await choose.waitFor();
    const person = (name: string) =>
      marathi['signin.phone.person'].replace('{name}', name).replace(/\{role, select, senior \{([^}]+)\}.*\}\}/, '$1');
    expect(await choose.getByRole('button', { name: person('Kamala Rao') }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'mr-login-choose-1280');

    await choose.getByRole('button', { name: person('Ramesh Rao') }).click();
    await page.waitForURL(/\/mr\/dashboard$/);
    expect(JSON.parse(decodeURIComponent((await userCookie(context))!.value))).toMatchObject({ email: ramesh });
  });

  it('a wrong code is refused, the number kept, and the right code then signs in', async () => {
    const mobile = newMobile();
    const senior = await addPerson('senior', newEmail('senior-sms'), { phone: mobile });
    const context = await newVisitor(chromium(), PHONE);
    const page = await context.newPage();
    const code = await askSms(page, signin, '', mobile, mobile);
    const codeField = page.getByRole('textbox', { name: /one-time code/i });
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: signin['signin.phone.codeWrong'] }).waitFor();
    expect(page.url()).toBe(`${webUrl}/login`);
    expect(await userCookie(context)).toBeNull();

    await codeField.fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${webUrl}/dashboard`);
    expect(JSON.parse(decodeURIComponent((await userCookie(context))!.value))).toMatchObject({ email: senior });
  });

  it('a number nobody registered is told so, with the support number, and no SMS goes', async () => {
    const mobile = newMobile();
    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    await page.goto(`${webUrl}/login`);
    await page.getByRole('tab', { name: signin['signin.byPhone'] }).click();
    await page.getByRole('textbox', { name: signin['signin.phone.label'] }).fill(mobile);
    await page.getByRole('button', { name: signin['signin.phone.send'] }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /Nobody is registered with this mobile number/ })
      .waitFor();
    expect(await smsCodesSent(mobile)).toBe(0);
  });
});
