/**
 * Sign-in journeys an older person finishes without help: the
 * code step survives a reload and Back/Forward, the e-mail's one-tap link signs in once, the
 * wrong role is one tap from the right one, wrong codes say how many tries are left, and
 * signing in leads back to the page asked for.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OTP_MAX_WRONG_TRIES } from '@gh/common/constants';
import { SERVER_MESSAGES, codeWrongMessage } from '@gh/common/messages';
import { addPerson, otpDoc } from '@gh/testkit/identity';
import { axeViolations } from '../src/axe.ts';
import { api, newClientAddress, webUrl } from '@gh/testkit/stack';
import { messages as MR_SIGNIN } from '@gh/web/messages/mr/signin';
import {
  expectCode,
  expectCodeLink,
  fillSeniorRegistration,
  newEmail,
  newVisitorPage,
  registeredSenior,
  requestLoginCode,
  signInThroughPage,
  userCookie,
} from '../src/identity.ts';
import { chromiumForFile, holdRoute } from '../src/visitor.ts';
import { keepShot } from '../src/shots.ts';

const chromium = chromiumForFile();

const codeField = (page: Page) => page.getByRole('textbox', { name: /one-time code/i });

/** Screenshots at phone and desktop width (looked at by hand) and an axe scan. */
async function lookAt(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepShot(page, `${name}-${width}`, { fullPage: true });
  }
  expect(await axeViolations(page)).toEqual([]);
}

describe('the code step', () => {
  it('on /login survives a reload: the e-mail, the role and the code field are still there, and the code works', async () => {
    const email = await registeredSenior();
    const page = await newVisitorPage(chromium());
    const code = await expectCode(email);
    await requestLoginCode(page, email, 'Senior Citizen');
    await codeField(page).waitFor();
    await page.reload();
    await codeField(page).waitFor();
    expect(await page.getByRole('textbox', { name: /email/i }).inputValue()).toBe(email);
    expect(await page.getByRole('radio', { name: 'Senior Citizen' }).isChecked()).toBe(true);
    await codeField(page).fill(await code());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${webUrl}/dashboard`);
    await page.context().close();
  });

  it('on /senior-registration survives Back and Forward', async () => {
    const email = newEmail('back-forward');
    const page = await newVisitorPage(chromium());
    await fillSeniorRegistration(page, email);
    const step = page.getByRole('heading', { name: 'Enter your code' });
    await step.waitFor();
    await page.goto(`${webUrl}/about`);
    await page.goBack();
    await step.waitFor();
    expect(await page.getByText(email).count()).toBeGreaterThan(0);
    await page.goForward();
    await page.goBack();
    await step.waitFor();
    await page.reload();
    await step.waitFor();
    await page.context().close();
  });

  it(`a wrong code says how many tries are left, in the same words on /login and at registration`, async () => {
    const email = await registeredSenior();
    const page = await newVisitorPage(chromium());
    await requestLoginCode(page, email, 'Senior Citizen');
    await codeField(page).fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    // 000000 could be the code itself once in a million: then the page would sign in instead.
    await page
      .getByRole('alert')
      .filter({ hasText: codeWrongMessage(OTP_MAX_WRONG_TRIES - 1) })
      .waitFor();

    await page.context().close();
    const other = await newVisitorPage(chromium());
    await fillSeniorRegistration(other, newEmail('wrong-code'));
    await codeField(other).fill('000000');
    await other.getByRole('button', { name: 'Verify' }).click();
    await other
      .getByRole('alert')
      .filter({ hasText: codeWrongMessage(OTP_MAX_WRONG_TRIES - 1) })
      .waitFor();
    await other.context().close();
  });
});

describe('an expired code', () => {
  /** The code step's code, typed, then its ten minutes made to pass (the server's clock, not the page's). */
  async function typeExpiredCode(page: Page, email: string, code: () => Promise<string>) {
    await codeField(page).fill(await code());
    await otpDoc('senior', email).update({ expiresAt: Date.now() - 1 });
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: SERVER_MESSAGES.codeExpired }).waitFor();
  }

  it('says what happened and what to do, in the same words on /login and at registration', async () => {
    const email = await registeredSenior();
    const page = await newVisitorPage(chromium());
    const code = await expectCode(email);
    await requestLoginCode(page, email, 'Senior Citizen');
    await typeExpiredCode(page, email, code);
    await page.context().close();

    const registering = newEmail('expired-code');
    const other = await newVisitorPage(chromium());
    const registrationCode = await expectCode(registering);
    await fillSeniorRegistration(other, registering);
    await typeExpiredCode(other, registering, registrationCode);
    // The way on is at hand: a new code without filling the form again.
    await other.getByRole('button', { name: 'Send a new code' }).waitFor();
    await other.context().close();
  });
});

describe('the one-tap link in the code e-mail', () => {
  it('opens the app signed in, in another browser, once; opened again it says so calmly and shows the form', async () => {
    const email = await registeredSenior();
    const asking = await newVisitorPage(chromium());
    const link = await expectCodeLink(email);
    await requestLoginCode(asking, email, 'Senior Citizen');
    const url = await link();
    expect(url.startsWith(`${webUrl}/login#`)).toBe(true);

    const reader = await newVisitorPage(chromium());
    await reader.goto(url);
    await reader.waitForURL(`${webUrl}/dashboard`);
    expect(await userCookie(reader.context())).not.toBeNull();
    await reader.context().close();

    const again = await newVisitorPage(chromium());
    await again.goto(url);
    await again.getByText(/already been used or has expired/).waitFor();
    // The code is gone from the address bar; the form is ready for a new code.
    expect(again.url()).toBe(`${webUrl}/login`);
    expect(await again.getByRole('textbox', { name: /email/i }).inputValue()).toBe(email);
    await again.getByRole('button', { name: 'Request Code' }).waitFor();
    await lookAt(again, 'link-spent');
    await again.context().close();
    await asking.context().close();
  });
});

describe('the one-tap link before the login page has loaded', () => {
  it("checks the code from the app's start, while the login page's own chunk is still on its way", async () => {
    const email = await registeredSenior();
    const link = await expectCodeLink(email);
    expect((await api('POST', '/login/senior', { email }, newClientAddress())).status).toBe(200);
    const url = await link();
    const page = await newVisitorPage(chromium());
    const loginPage = await holdRoute(page, '**/assets/LoginPage-*.js');
    const verified = page.waitForResponse((response) => response.url().includes('/api/login/otp-verify/senior'));
    await page.goto(url);
    expect((await verified).status()).toBe(200);
    loginPage.release();
    await page.waitForURL(`${webUrl}/dashboard`);
    expect(JSON.parse(decodeURIComponent((await userCookie(page.context()))!.value))).toMatchObject({ email });
    await page.context().close();
  });

  it('leaves a browser where someone is signed in as it is, and the link then still works for its owner', async () => {
    const [signedIn, owner] = [await registeredSenior(), await registeredSenior()];
    const page = await newVisitorPage(chromium());
    await signInThroughPage(page, signedIn, 'Senior Citizen');
    const link = await expectCodeLink(owner);
    expect((await api('POST', '/login/senior', { email: owner }, newClientAddress())).status).toBe(200);
    const url = await link();
    await page.goto(url);
    await page.waitForURL(`${webUrl}/dashboard`);
    expect(JSON.parse(decodeURIComponent((await userCookie(page.context()))!.value))).toMatchObject({ email: signedIn });
    await page.context().close();

    const ownBrowser = await newVisitorPage(chromium());
    await ownBrowser.goto(url);
    await ownBrowser.waitForURL(`${webUrl}/dashboard`);
    expect(JSON.parse(decodeURIComponent((await userCookie(ownBrowser.context()))!.value))).toMatchObject({ email: owner });
    await ownBrowser.context().close();
  });
});

describe('the one-tap link while it signs in', () => {
  it('says so from the first paint, in Marathi, in place of the form, until the dashboard opens', async () => {
    const email = await registeredSenior();
    const link = await expectCodeLink(email);
    expect((await api('POST', '/login/senior', { email, lang: 'mr' }, newClientAddress())).status).toBe(200);
    const url = await link();
    expect(url.startsWith(`${webUrl}/mr/login#`)).toBe(true);
    const signingIn = () => MR_SIGNIN['signin.signingIn'];

    // The prerendered page with none of the app's scripts: only its head's mark has run.
    const before = await newVisitorPage(chromium());
    await before.route('**/assets/*.js', (route) => route.abort());
    await before.goto(url);
    await expect.poll(() => before.getByRole('status').filter({ hasText: signingIn() }).isVisible()).toBe(true);
    expect(await before.getByRole('textbox', { name: MR_SIGNIN['signin.email'] }).isVisible()).toBe(false);
    await before.context().close();

    // While the code is checked, with the app's scripts: the same words, and no form to fill in.
    const live = await newVisitorPage(chromium());
    const verify = await holdRoute(live, '**/api/login/otp-verify/**');
    await live.setViewportSize({ width: 390, height: 844 });
    await live.goto(url);
    await live.getByRole('status').filter({ hasText: signingIn() }).waitFor();
    await expect.poll(verify.count).toBe(1);
    expect(await live.getByRole('textbox', { name: MR_SIGNIN['signin.email'] }).isVisible()).toBe(false);
    await keepShot(live, 'link-signing-in-mr-390');
    expect(await axeViolations(live)).toEqual([]);
    verify.release();
    await live.waitForURL(`${webUrl}/mr/dashboard`);
    await live.context().close();
  });
});

describe('the wrong role', () => {
  it('a senior who chooses Volunteer is offered to sign in as a Senior Citizen, and one tap does it', async () => {
    const email = await registeredSenior();
    const page = await newVisitorPage(chromium());
    await requestLoginCode(page, email, 'Volunteer');
    const offer = page.getByRole('alert').filter({ hasText: 'You are registered as a Senior Citizen: sign in as one?' });
    await offer.waitFor();
    expect(page.url()).toBe(`${webUrl}/login`);
    await lookAt(page, 'role-offer');
    const code = await expectCode(email);
    await offer.getByRole('button', { name: 'Sign in as a Senior Citizen' }).click();
    await codeField(page).fill(await code());
    expect(await page.getByRole('radio', { name: 'Senior Citizen' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${webUrl}/dashboard`);
    await page.context().close();
  });

  it('a volunteer who chooses Senior Citizen is offered to sign in as a Volunteer', async () => {
    const email = await addPerson('volunteer', newEmail('volunteer'));
    const page = await newVisitorPage(chromium());
    await requestLoginCode(page, email, 'Senior Citizen');
    await page.getByRole('alert').filter({ hasText: 'You are registered as a Volunteer: sign in as one?' }).waitFor();
    await page.context().close();
  });
});

describe('after signing in', () => {
  it('a person goes back to the page they asked for', async () => {
    const email = await registeredSenior();
    const page = await newVisitorPage(chromium());
    await page.goto(`${webUrl}/profile`);
    await page.waitForURL(`${webUrl}/login`);
    await page.getByRole('textbox', { name: /email/i }).fill(email);
    await page.getByRole('radio', { name: 'Senior Citizen' }).check();
    const code = await expectCode(email);
    await page.getByRole('button', { name: 'Request Code' }).click();
    await codeField(page).fill(await code());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${webUrl}/profile`);
    await page.context().close();
  });
});
