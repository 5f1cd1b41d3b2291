/**
 * Identity helpers for browser tests: people with unique e-mails, one-time codes read from the
 * captured SMTP mail, and the sign-in and registration flows driven through the pages.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addPerson, newEmail } from '@gh/testkit/identity';
import { mailbox, webUrl } from '@gh/testkit/stack';
import { closeAfterTest } from './visitor.ts';
import { ID_TOKEN_ENTRY } from '@gh/common/constants';
import { DEFAULT_LANG, splitLangPath, type Lang } from '@gh/common/i18n';
import { labelled, registrationWords } from './pageWords.ts';

export { newEmail };

/**
 * A fresh browser context: no cookies, no storage (from 127.0.0.1, like every browser test),
 * closed when the test that opened it finishes (closeAfterTest), passed or failed.
 */
export async function newVisitor(browser: Browser, viewport?: { width: number; height: number }): Promise<BrowserContext> {
  return closeAfterTest(await browser.newContext({ viewport }));
}

/** A page in a fresh context of its own, closed with it when the test finishes. */
export async function newVisitorPage(browser: Browser): Promise<Page> {
  return (await newVisitor(browser)).newPage();
}

const CODE = /\b(\d{6})\b/;
/** The one-tap link: the line of the mail that is a whole web address. */
const LINK = /^(https?:\/\/\S+)$/m;

/** Like expectCode, for the first group of `pattern` in the new mail. */
async function expectMailed(address: string, pattern: RegExp, timeoutMs: number): Promise<() => Promise<string>> {
  const seen = new Set((await mailbox.to(address)).map((mail) => mail.id));
  return async () => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const fresh = (await mailbox.to(address)).filter((mail) => !seen.has(mail.id));
      const found = fresh.map((mail) => pattern.exec(`${mail.subject}\n${mail.text ?? ''}`)?.[1]).find(Boolean);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    throw new Error(`nothing like ${String(pattern)} mailed to ${address} within ${timeoutMs} ms`);
  };
}

/**
 * Call before the action that sends a code; the answer waits for that new mail and reads
 * the code from it, so an older code to the same address is never picked up.
 */
export const expectCode = (address: string, timeoutMs = 15_000) => expectMailed(address, CODE, timeoutMs);

/** Like expectCode, for the one-tap sign-in link in the same mail. */
export const expectCodeLink = (address: string, timeoutMs = 15_000) => expectMailed(address, LINK, timeoutMs);

/** A registered senior (written straight to Firestore, as the functions' tests do). */
export const registeredSenior = (): Promise<string> => addPerson('senior', newEmail('senior'));

/** The PIN code fillPersonFields types. */
export const FILLED_PIN = '411001';

/**
 * Fills the fields both registration forms share (date of birth is optional for volunteers), in
 * the page's language; `phone`: a fresh mobile (testkit newMobile) where SMS go to it.
 */
export async function fillPersonFields(page: Page, email: string, lang: Lang = DEFAULT_LANG, phone = '+91 98765 43210'): Promise<void> {
  const t = registrationWords(lang);
  const fields: [string, string][] = [
    [t('fields.field', { field: 'firstName' }), 'Kamala'],
    [t('fields.field', { field: 'lastName' }), 'Test'],
    [t('fields.field', { field: 'email' }), email],
    [t('fields.field', { field: 'phone' }), phone],
    [t('person.day'), '14'],
    [t('person.year'), '1946'],
    [t('person.streetAddress'), '12 MG Road'],
    [t('fields.field', { field: 'city' }), 'Pune'],
    [t('fields.field', { field: 'pinCode' }), FILLED_PIN],
    [t('person.contactName'), 'Anil Test'],
    [t('person.contactPhone'), '+91 91234 56789'],
    [t('person.relationship'), 'Son'],
  ];
  for (const [label, value] of fields) await page.getByLabel(labelled(label)).fill(value);
  await page.getByLabel(labelled(t('person.month'))).selectOption({ label: t('person.may') });
  await page.getByLabel(labelled(t('fields.field', { field: 'state' }))).selectOption('Maharashtra');
  await agreeToNotice(page);
}

/** Ticks "I have read this and I agree" under the privacy notice of a registration or application form. */
export const agreeToNotice = (page: Page) => page.locator('input[type="checkbox"][name="consentVersion"]').check();

/** An option's checkbox by its value, the same in every language (its label is translated). */
export const choice = (page: Page, value: string) => page.locator(`input[type="checkbox"][value="${value}"]`);

/** Fills /senior-registration (or its copy at `path`, /hi/...) as a person would and submits it; the code step follows. */
export async function fillSeniorRegistration(page: Page, email: string, path = '/senior-registration', phone?: string): Promise<void> {
  const { lang } = splitLangPath(path);
  await page.goto(`${webUrl}${path}`);
  await fillPersonFields(page, email, lang, phone);
  await choice(page, 'Gardening').check();
  await choice(page, 'Companionship').check();
  await page.getByRole('button', { name: registrationWords(lang)('registration.startTrial') }).click();
}

export type UserTypeChoice = 'Senior Citizen' | 'Volunteer';

/** Fills the first step of /login and presses Request Code. */
export async function requestLoginCode(page: Page, email: string, userType: UserTypeChoice): Promise<void> {
  await page.goto(`${webUrl}/login`);
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByRole('radio', { name: userType }).check();
  await page.getByRole('button', { name: 'Request Code' }).click();
}

/** Signs in at /login with the code from the mail; resolves once /dashboard is shown. */
export async function signInThroughPage(page: Page, email: string, userType: UserTypeChoice) {
  const code = await expectCode(email);
  await requestLoginCode(page, email, userType);
  await page.getByRole('textbox', { name: /one-time code/i }).fill(await code());
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${webUrl}/dashboard`);
}

/**
 * What a browser keeps once `email` has signed in at /login (the cookie, localStorage and Firebase
 * Auth's IndexedDB), for contexts that start signed in, each with a page of its own: taken once
 * Auth has stored the session, which starts behind the cookie (web/src/lib/firebase.ts).
 */
export async function signedInState(browser: Browser, email: string, userType: UserTypeChoice) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInThroughPage(page, email, userType);
    // Auth tells its listeners of a session once it has stored it; the app then keeps its ID token.
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, ID_TOKEN_ENTRY);
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}

/** The `user` cookie as the browser holds it. */
export async function userCookie(context: BrowserContext) {
  return (await context.cookies(webUrl)).find((cookie) => cookie.name === 'user') ?? null;
}
