/**
 * Small mistakes at /hi/login, against the stack, in Hindi at 390 and 1280 px: the grey
 * Request button says what it waits for, an e-mail nobody registered is named back and leads
 * first to correcting it, and a code of the wrong length is said beside the field and never
 * sent. Screenshots go to GH_SHOTS_DIR when it is set.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { translator } from '@gh/common/translate';
import { webUrl } from '@gh/testkit/stack';
import { messages as HI_SIGNIN } from '@gh/web/messages/hi/signin';
import { axeViolations } from '../src/axe.ts';
import { expectCode, newEmail, newVisitor, registeredSenior } from '../src/identity.ts';
import { shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile } from '../src/visitor.ts';

const chromium = chromiumForFile();
const hi = translator('hi', HI_SIGNIN);
const SENIOR = hi('signin.role', { role: 'senior' });

async function hindiLogin(): Promise<Page> {
  const page = await (await newVisitor(chromium(), PHONE)).newPage();
  await page.goto(`${webUrl}/hi/login`);
  return page;
}

const emailField = (page: Page) => page.getByRole('textbox', { name: new RegExp(hi('signin.email')) });
const requestButton = (page: Page) => page.getByRole('button', { name: hi('signin.request') });
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('sign-in mistakes, in Hindi', { timeout: 120_000 }, () => {
  it('the grey Request button says what it still waits for, and stops saying it once all is there', async () => {
    const page = await hindiLogin();
    const form = page.getByRole('form', { name: hi('signin.form') });
    const reason = form.getByTestId('submit-reason');
    expect(await requestButton(page).isDisabled()).toBe(true);
    expect(await reason.textContent()).toBe(hi('signin.requestNeeds', { missing: 'both' }));
    await emailField(page).fill(newEmail('reason'));
    expect(await reason.textContent()).toBe(hi('signin.requestNeeds', { missing: 'role' }));
    await shootBoth(page, form, 'login-request-reason-hi');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: SENIOR }).check();
    await reason.waitFor({ state: 'detached' });
    expect(await requestButton(page).isEnabled()).toBe(true);
  });

  it('an e-mail nobody registered is named, and the main action goes back to correct it', async () => {
    const typo = newEmail('meera').replace('@example.com', '@exmaple.com');
    const page = await hindiLogin();
    await emailField(page).fill(typo);
    await page.getByRole('radio', { name: SENIOR }).check();
    await requestButton(page).click();
    const notice = page.getByRole('alert').filter({ hasText: typo });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(hi('signin.notFoundAs', { role: 'senior', email: typo }));
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    await shootBoth(page, notice, 'login-not-registered-hi');
    expect(await axeViolations(page)).toEqual([]);

    await notice.getByRole('button', { name: hi('signin.correctEmail') }).click();
    expect(await emailField(page).evaluate((field) => field === document.activeElement)).toBe(true);
    await emailField(page).fill(typo.replace('@exmaple.com', '@example.com'));
    await notice.waitFor({ state: 'detached' });
    // Registering stays there, the second choice, for someone who is new.
    await requestButton(page).click();
    const again = page.getByRole('alert').filter({ hasText: '@example.com' });
    await again.getByRole('link', { name: hi('signin.toSeniorRegistration') }).click();
    await page.waitForURL(/\/hi\/senior-registration$/);
  });

  it('a code of five digits is said beside the field and never sent; all six sign in', async () => {
    const email = await registeredSenior();
    const page = await hindiLogin();
    const verifyCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/login/otp-verify/')) verifyCalls.push(request.url());
    });
    const code = await expectCode(email);
    await emailField(page).fill(email);
    await page.getByRole('radio', { name: SENIOR }).check();
    await requestButton(page).click();
    const field = page.getByRole('textbox', { name: hi('signin.code.label') });
    const sixDigits = await code();
    await field.fill(sixDigits.slice(0, 5));
    await page.getByRole('button', { name: hi('signin.verify') }).click();
    const problem = page.getByText(hi('signin.code.tooShort', { digits: 6, typed: 5 }));
    await problem.waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    await shootBoth(page, page.getByRole('form', { name: hi('signin.form') }), 'login-code-too-short-hi');
    expect(await axeViolations(page)).toEqual([]);
    expect(verifyCalls).toEqual([]);

    await field.fill(sixDigits);
    await page.getByRole('button', { name: hi('signin.verify') }).click();
    await page.waitForURL(/\/hi\/dashboard$/);
    expect(verifyCalls).toHaveLength(1);
  });
});
