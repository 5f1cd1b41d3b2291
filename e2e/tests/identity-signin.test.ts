/**
 * Sign-in and sign-out in the browser (spec sections 2, 4, 8): a registered senior signs in
 * with the e-mailed code; people without an account are led to where they get one.
 */
import { describe, expect, it } from 'vitest';
import { messages as signin } from '@gh/web/messages/en/signin';
import { webUrl } from '@gh/testkit/stack';
import {
  newEmail,
  newVisitor,
  newVisitorPage,
  registeredSenior,
  requestLoginCode,
  signInThroughPage,
  userCookie,
} from '../src/identity.ts';
import { chromiumForFile, signOutThroughMenu } from '../src/visitor.ts';

const chromium = chromiumForFile();

describe('sign-in', () => {
  it('a registered senior signs in with the code from the mail', async () => {
    const email = await registeredSenior();
    const context = await newVisitor(chromium());
    const page = await context.newPage();
    await signInThroughPage(page, email, 'Senior Citizen');
    const cookie = await userCookie(context);
    expect(cookie?.path).toBe('/');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ email });
  });

  it('Sign Out in the account menu clears the cookie and goes to /login', async () => {
    const email = await registeredSenior();
    const context = await newVisitor(chromium());
    const page = await context.newPage();
    await signInThroughPage(page, email, 'Senior Citizen');
    await signOutThroughMenu(page);
    expect(await userCookie(context)).toBeNull();
    await page.goto(`${webUrl}/dashboard`);
    await page.waitForURL(`${webUrl}/login`);
  });

  it('a wrong code is refused and the person can try again', async () => {
    const email = await registeredSenior();
    const page = await newVisitorPage(chromium());
    await requestLoginCode(page, email, 'Senior Citizen');
    const code = page.getByRole('textbox', { name: /one-time code/i });
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: /code/i }).waitFor();
    expect(page.url()).toBe(`${webUrl}/login`);
    expect(await code.inputValue()).toBe('000000');
    expect(await page.getByRole('button', { name: 'Verify' }).isEnabled()).toBe(true);
  });

  it('a volunteer who is not registered is shown the address, told to apply and may go on to /careers', async () => {
    const page = await newVisitorPage(chromium());
    const email = newEmail('no-volunteer');
    await requestLoginCode(page, email, 'Volunteer');
    const notice = page.getByRole('alert').filter({ hasText: email });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`We found no Volunteer registered as ${email}.`);
    expect(await notice.textContent()).toContain(signin['signin.notVolunteer']);
    await notice.getByRole('link', { name: 'Go to Careers' }).click();
    await page.waitForURL(`${webUrl}/careers`);
  });

  it('a senior who is not registered is shown the address and may go on to /senior-registration', async () => {
    const page = await newVisitorPage(chromium());
    const email = newEmail('no-senior');
    await requestLoginCode(page, email, 'Senior Citizen');
    const notice = page.getByRole('alert').filter({ hasText: email });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(signin['signin.notSenior']);
    await notice.getByRole('link', { name: 'Go to Senior Registration' }).click();
    await page.waitForURL(`${webUrl}/senior-registration`);
  });
});
