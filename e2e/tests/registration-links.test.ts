/**
 * Links from our e-mails on the registration pages: the registration
 * code e-mail's one-tap link finishes the registration and lands the person signed in on
 * /dashboard; the acceptance e-mail's link fills the volunteer form with the application's
 * name, phone and e-mail, which stay editable. Screenshots of the filled form at 390 and 1280 px
 * go to /tmp/P12-shots (looked at by hand).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { acceptedApplicant } from '@gh/testkit/applicant';
import { webUrl } from '@gh/testkit/stack';
import { SCREEN_MESSAGES } from '@gh/web/content/screenMessages';
import { messages as registration } from '@gh/web/messages/en/registration';
import { axeViolations } from '../src/axe.ts';
import { englishIn } from '../src/english.ts';
import { registrationWords } from '../src/pageWords.ts';
import { keepShot, shootBoth } from '../src/shots.ts';
import {
  agreeToNotice,
  expectCode,
  expectCodeLink,
  fillSeniorRegistration,
  newEmail,
  newVisitor,
  newVisitorPage,
  userCookie,
} from '../src/identity.ts';
import { DESKTOP, PHONE, chromiumForFile } from '../src/visitor.ts';

const chromium = chromiumForFile();

const valueOf = (page: Page, label: RegExp) => page.getByLabel(label).inputValue();

describe("the registration code e-mail's link", () => {
  it('opened in the same browser finishes the registration: signed in on /dashboard; opened again it says so calmly', async () => {
    const email = newEmail('reg-link');
    const context = await newVisitor(chromium());
    const form = await context.newPage();
    const link = await expectCodeLink(email);
    await fillSeniorRegistration(form, email);
    await form.getByRole('heading', { name: 'Enter your code' }).waitFor();
    const url = await link();
    expect(url.startsWith(`${webUrl}/senior-registration#`)).toBe(true);

    // The mail is read in another tab of the same browser, and the link opened from it.
    const tab = await context.newPage();
    await tab.goto(url);
    await tab.waitForURL(`${webUrl}/dashboard`);
    // Registered in this tab: its first dashboard welcomes her, not back.
    await tab.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    expect(JSON.parse(decodeURIComponent((await userCookie(context))!.value))).toMatchObject({ email, interests: ['Gardening'] });

    // Opened again, later, anywhere: she is registered, so the page says so and leads to Sign In.
    const again = await newVisitorPage(chromium());
    await again.goto(url);
    await again.getByRole('heading', { level: 2, name: registration['registration.registeredTitle'] }).waitFor();
    expect(again.url()).toBe(`${webUrl}/senior-registration`);
    expect(await again.getByRole('form').count()).toBe(0);
  });
});

describe('registered in another browser, in Marathi', () => {
  const mr = registrationWords('mr');

  it("the first tab's code and the link opened again say she is registered, at the top, with Sign In and her e-mail", {
    timeout: 120_000,
  }, async () => {
    const email = newEmail('reg-elsewhere');
    const first = await (await newVisitor(chromium(), PHONE)).newPage();
    const link = await expectCodeLink(email);
    await fillSeniorRegistration(first, email, '/mr/senior-registration');
    const url = await link();
    expect(url.startsWith(`${webUrl}/mr/senior-registration#`)).toBe(true);

    // The e-mail, read on another device, registers her there.
    const other = await (await newVisitor(chromium(), PHONE)).newPage();
    await other.goto(url);
    await other.waitForURL(`${webUrl}/mr/dashboard`);

    // The first tab, still at the code step, types the same code.
    const code = new URL(url).hash.match(/code=(\d{6})/)?.[1] ?? '';
    await first.getByRole('textbox', { name: /कोड/ }).fill(code);
    await first.getByRole('button', { name: mr('registration.verify') }).click();
    const told = first.getByRole('region', { name: mr('registration.registeredTitle') });
    await told.waitFor();
    await told.getByText(/या ई-मेलने तुमची नोंदणी पूर्ण झाली आहे\./).waitFor();
    expect(await first.getByRole('form').count()).toBe(0);
    // At the top of the page, not past a form.
    expect((await told.boundingBox())!.y).toBeLessThan(PHONE.height);
    expect(await englishIn(first, [email])).toEqual([]);
    expect(await axeViolations(first)).toEqual([]);
    await shootBoth(first, told, 'mr-registered-elsewhere');

    // The link opened again, in a third browser: the same, never an empty form.
    const third = await (await newVisitor(chromium(), DESKTOP)).newPage();
    await third.goto(url);
    await third.getByRole('region', { name: mr('registration.registeredTitle') }).waitFor();
    expect(await third.getByRole('form').count()).toBe(0);
    expect(await axeViolations(third)).toEqual([]);

    // Sign In, with her e-mail filled in.
    await first.getByRole('link', { name: mr('registration.signIn') }).click();
    await first.waitForURL(`${webUrl}/mr/login`);
    expect(await first.getByRole('textbox', { name: /ई-मेल/ }).inputValue()).toBe(email);
  });
});

describe("the acceptance e-mail's link", () => {
  it('fills the volunteer form with the name, phone and e-mail, editable, out of the address bar; the volunteer registers with it', {
    timeout: 120_000,
  }, async () => {
    const { email, fields, link } = await acceptedApplicant();
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await (await newVisitor(chromium(), viewport)).newPage();
      await page.goto(link);
      await page.getByText(SCREEN_MESSAGES.inviteFilled).waitFor();
      expect(page.url()).toBe(`${webUrl}/volunteer-registration`);
      expect([await valueOf(page, /^First name/), await valueOf(page, /^Last name/)].join(' ')).toBe(fields.fullName);
      expect(await valueOf(page, /^Email/)).toBe(email);
      expect(await valueOf(page, /^Phone/)).toBe(fields.contact);
      expect(await valueOf(page, /^City/)).toBe('');
      await keepShot(page, `volunteer-invite-${viewport.width}`);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }

    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    await page.goto(link);
    await page.getByText(SCREEN_MESSAGES.inviteFilled).waitFor();
    // Editable: a corrected first name is what registers.
    await page.getByLabel(/^First name/).fill('Meera S.');
    const rest: [RegExp, string][] = [
      [/^Street address/, '7 Lake Road'],
      [/^City/, 'Pune'],
      [/^PIN code/, '411001'],
      [/^Contact name/, 'Anil Iyer'],
      [/^Contact phone/, '+91 91234 56789'],
      [/^Relationship/, 'Brother'],
    ];
    for (const [label, value] of rest) await page.getByLabel(label).fill(value);
    await page.getByLabel(/^State/).selectOption('Maharashtra');
    await agreeToNotice(page);
    const code = await expectCode(email);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByRole('textbox', { name: /one-time code/i }).fill(await code());
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${webUrl}/dashboard`);
    expect(JSON.parse(decodeURIComponent((await userCookie(page.context()))!.value))).toMatchObject({ email, name: 'Meera S. Iyer' });
  });

  it('an altered link fills nothing and says so calmly', async () => {
    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    await page.goto(`${webUrl}/volunteer-registration#invite=bWVlcmFAZXhhbXBsZS5jb20.9999999999999.forged`);
    await page.getByText(SERVER_MESSAGES.inviteInvalid).waitFor();
    expect(await valueOf(page, /^Email/)).toBe('');
    expect(page.url()).toBe(`${webUrl}/volunteer-registration`);
  });
});
