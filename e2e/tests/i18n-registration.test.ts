/**
 * The registration forms in Hindi and Marathi: /hi/ and /mr/senior-registration and
 * volunteer-registration are in their language in the HTML as served and once live, with no
 * English left in `main`, nothing scrolling sideways at 390 px and no axe violation at 390 and
 * 1280; a senior registers at /hi/... and a volunteer at /mr/..., each after a wrong entry whose
 * messages are in the page's language with the focus on the first field to fix. GH_SHOTS_DIR
 * keeps the screenshots.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { APPLICATION_STATUS } from '@gh/common/constants';
import { placeForPin } from '@gh/common/pin-directory';
import { addApplication } from '@gh/testkit/identity';
import { webUrl } from '@gh/testkit/stack';
import { axeViolations } from '../src/axe.ts';
import { englishIn } from '../src/english.ts';
import { FILLED_PIN, choice, expectCode, fillPersonFields, newEmail } from '../src/identity.ts';
import { labelled, registrationWords } from '../src/pageWords.ts';
import { DESKTOP, PHONE, browserForFile, waitUntilLive, LIVE } from '../src/visitor.ts';
import { keepShot } from '../src/shots.ts';

const browser = browserForFile();

const FORMS = [
  ['/hi/senior-registration', 'hi', 'registration.seniorTitle'],
  ['/mr/senior-registration', 'mr', 'registration.seniorTitle'],
  ['/hi/volunteer-registration', 'hi', 'registration.volunteerTitle'],
  ['/mr/volunteer-registration', 'mr', 'registration.volunteerTitle'],
] as const;

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The element that has the focus: its id. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('the registration forms in Hindi and Marathi', { timeout: 180_000 }, () => {
  it.each(FORMS)('%s is in its language as served, before any script runs', async (path, lang, title) => {
    const { page } = await browser.open({ viewport: PHONE, javaScriptEnabled: false }, path);
    const heading = registrationWords(lang)(title);
    expect(await page.locator('h1').textContent()).toBe(heading);
    expect(await page.title()).toBe(`${heading} · गोल्डन हार्ट्स`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    expect(await englishIn(page, [])).toEqual([]);
    // The check itself sees English where there is some.
    const { page: english } = await browser.open({ viewport: PHONE, javaScriptEnabled: false }, path.slice(3));
    expect((await englishIn(english, [])).length).toBeGreaterThan(0);
  });

  it.each([PHONE, DESKTOP])('each form fits and passes axe at %j, live, with no English left', async (viewport) => {
    for (const [path, lang] of FORMS) {
      const { page } = await browser.open({ viewport }, path);
      await waitUntilLive(page);
      expect({ path, english: await englishIn(page, []) }).toEqual({ path, english: [] });
      expect({ path, sideways: await sideways(page) }).toEqual({ path, sideways: 0 });
      expect({ path, axe: await axeViolations(page) }).toEqual({ path, axe: [] });
      await keepShot(page, `${lang}${path.slice(3).replaceAll('/', '-')}-${viewport.width}`, { fullPage: true });
    }
  });

  it('a senior registers at /hi/senior-registration, told in Hindi what to fix first', async () => {
    const t = registrationWords('hi');
    const email = newEmail('senior-hi-form');
    const { page } = await browser.open({ viewport: PHONE }, '/hi/senior-registration');
    await waitUntilLive(page);
    await page.getByLabel(labelled(t('fields.field', { field: 'firstName' }))).fill('सावित्री');
    await page.getByLabel(labelled(t('fields.field', { field: 'phone' }))).fill('12345');
    await page.getByLabel(labelled(t('fields.field', { field: 'pinCode' }))).fill('4110');
    await page.getByRole('button', { name: t('registration.startTrial') }).click();
    for (const message of [
      'उपनाम भरना ज़रूरी है',
      'फ़ोन भारत का नंबर होना चाहिए: 10 अंक, चाहें तो पहले +91 या 0',
      'जन्म तारीख भरना ज़रूरी है',
      'पिन कोड 6 अंकों का होना चाहिए, जैसे 411001',
      'आपातकाल में संपर्क से रिश्ता भरना ज़रूरी है',
    ])
      await page.getByText(message, { exact: true }).waitFor(LIVE);
    expect(await focused(page)).toBe('field-lastName');
    expect(await englishIn(page, [])).toEqual([]);
    expect(await sideways(page)).toBe(0);
    await keepShot(page, 'hi-senior-registration-errors-390', { fullPage: true });

    await fillPersonFields(page, email, 'hi');
    await choice(page, 'Music').check();
    const code = await expectCode(email);
    await page.getByRole('button', { name: t('registration.startTrial') }).click();
    await codeStep(page, await code(), t('registration.verify'));
    await page.waitForURL(`${webUrl}/hi/dashboard`, LIVE);
  });

  it('a volunteer registers at /mr/volunteer-registration, told in Marathi what to fix first', async () => {
    const t = registrationWords('mr');
    const email = newEmail('volunteer-mr-form');
    await addApplication(email, APPLICATION_STATUS.accepted);
    const { page } = await browser.open({ viewport: PHONE }, '/mr/volunteer-registration');
    await waitUntilLive(page);
    await page.getByRole('button', { name: t('registration.waitFillIn') }).click();
    await fillPersonFields(page, email, 'mr');
    // 31 February, and a phone that is not Indian.
    await page.getByLabel(labelled(t('person.day'))).fill('31');
    await page.getByLabel(labelled(t('person.month'))).selectOption({ label: t('person.february') });
    await page.getByLabel(labelled(t('fields.field', { field: 'phone' }))).fill('555 0100');
    await page.getByRole('button', { name: t('registration.createAccount') }).click();
    await page.getByText('फोन भारतातला नंबर असावा: 10 अंक, हवं तर आधी +91 किंवा 0', { exact: true }).waitFor(LIVE);
    await page.getByText('अशी तारीख अस्तित्वात नाही: कृपया दिवस आणि महिना तपासा', { exact: true }).waitFor(LIVE);
    expect(await focused(page)).toBe('field-phone');
    // The district of the PIN code typed is India Post's name for it, which is in English only.
    expect(await englishIn(page, [placeForPin(FILLED_PIN)!.district])).toEqual([]);
    expect(await sideways(page)).toBe(0);
    await keepShot(page, 'mr-volunteer-registration-errors-390', { fullPage: true });

    await page.getByLabel(labelled(t('fields.field', { field: 'phone' }))).fill('+91 98765 43210');
    await page.getByLabel(labelled(t('person.day'))).fill('14');
    await choice(page, 'Reading').check();
    const code = await expectCode(email);
    await page.getByRole('button', { name: t('registration.createAccount') }).click();
    await codeStep(page, await code(), t('registration.register'));
    await page.waitForURL(`${webUrl}/mr/dashboard`, LIVE);
  });
});

/**
 * The code step (its words are the sign-in area's): the code, by the field's
 * autocomplete, then the page's own verify button.
 */
async function codeStep(page: Page, code: string, verify: string): Promise<void> {
  await page.locator('input[autocomplete="one-time-code"]').fill(code);
  await page.getByRole('button', { name: verify, exact: true }).click();
}
