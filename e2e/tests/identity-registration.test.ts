/**
 * Registration in the browser (spec sections 2, 4, 8): a senior registers, reads the code from
 * the captured mail and lands on /dashboard signed in; a volunteer without an application is
 * sent to apply; an e-mail already registered is sent to sign in.
 */
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { SCREEN_MESSAGES } from '@gh/web/content/screenMessages';
import { addApplication } from '@gh/testkit/identity';
import { webUrl } from '@gh/testkit/stack';
import { chromiumForFile } from '../src/visitor.ts';
import {
  expectCode,
  fillPersonFields,
  fillSeniorRegistration,
  newEmail,
  newVisitor,
  newVisitorPage,
  registeredSenior,
  userCookie,
} from '../src/identity.ts';

const chromium = chromiumForFile();

describe('registration', () => {
  it('a senior registers with the e-mailed code and lands on /dashboard with the user cookie', async () => {
    const context = await newVisitor(chromium());
    const page = await context.newPage();
    const email = newEmail('senior-reg');
    const code = await expectCode(email);
    await fillSeniorRegistration(page, email);

    const codeInput = page.getByRole('textbox', { name: /one-time code/i });
    await codeInput.waitFor();
    expect(await page.getByText(`We sent a one-time code to ${email}`).count()).toBe(1);
    await codeInput.fill(await code());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${webUrl}/dashboard`);

    const cookie = await userCookie(context);
    expect(cookie?.path).toBe('/');
    const user = JSON.parse(decodeURIComponent(cookie!.value)) as { email: string; interests?: string[] };
    expect(user.email).toBe(email);
    expect(user.interests).toEqual(['Gardening']);

    // The session survives a reload: the guard finds the Firebase session behind the cookie.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(page.url()).toBe(`${webUrl}/dashboard`);
  });

  it('an e-mail already registered is told so and led to sign in', async () => {
    const email = await registeredSenior();
    const page = await newVisitorPage(chromium());
    await fillSeniorRegistration(page, email);
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(SCREEN_MESSAGES.alreadyRegistered);
    await dialog.getByRole('link', { name: 'Go to Sign In' }).click();
    await page.waitForURL(`${webUrl}/login`);
  });

  it('a volunteer with an accepted application registers with the code and the Register button', async () => {
    const email = newEmail('volunteer-reg');
    await addApplication(email, APPLICATION_STATUS.accepted);
    const context = await newVisitor(chromium());
    const page = await context.newPage();
    await page.goto(`${webUrl}/volunteer-registration`);
    await page.getByRole('button', { name: 'My application is accepted' }).click();
    await fillPersonFields(page, email);
    await page.getByRole('checkbox', { name: 'Music' }).check();
    const code = await expectCode(email);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByRole('textbox', { name: /one-time code/i }).fill(await code());
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${webUrl}/dashboard`);
    const cookie = await userCookie(context);
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ email, skills: ['Music'] });
  });

  it('a volunteer whose application is still in review reads why, with the form kept', async () => {
    const email = newEmail('volunteer-pending');
    await addApplication(email, APPLICATION_STATUS.submitted);
    const page = await newVisitorPage(chromium());
    await page.goto(`${webUrl}/volunteer-registration`);
    await page.getByRole('button', { name: 'My application is accepted' }).click();
    await fillPersonFields(page, email);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByRole('alert').filter({ hasText: SERVER_MESSAGES.applicationPending }).waitFor();
    expect(await page.getByLabel(/^Email/).inputValue()).toBe(email);
  });

  it('a volunteer without an application is sent to apply', async () => {
    const page = await newVisitorPage(chromium());
    await page.goto(`${webUrl}/volunteer-registration`);
    await page.getByRole('button', { name: 'My application is accepted' }).click();
    await fillPersonFields(page, newEmail('no-application'));
    await page.getByRole('button', { name: 'Create my account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(SCREEN_MESSAGES.completeApplication);
    await dialog.getByRole('link', { name: 'Go to the application form' }).click();
    await page.waitForURL(`${webUrl}/apply`);
  });
});
