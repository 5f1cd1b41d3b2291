/**
 * The privacy notice in Marathi at 390 px: a senior sends /mr/senior-registration without
 * agreeing and is told in Marathi beside the tick box, which gets the focus; she agrees and
 * registers, and her agreement is recorded in Marathi. When the notice's version is newer than
 * her agreement (made older here through the admin SDK), her next visit to the dashboard shows
 * the notice again first, opened again too, and "I agree" records it and opens her dashboard. No English, nothing
 * sideways, no axe violation; screenshots at 390 and 1280 px go to GH_SHOTS_DIR.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NOTICE_PURPOSES, NOTICE_VERSION, consentKey, consentRecord } from '@gh/common/consent';
import { placeForPin } from '@gh/common/pin-directory';
import { personDoc } from '@gh/testkit/identity';
import { readMember } from '@gh/testkit/members';
import { webUrl } from '@gh/testkit/stack';
import { axeViolations } from '../src/axe.ts';
import { englishIn, sidewaysScroll } from '../src/english.ts';
import { FILLED_PIN, expectCode, fillPersonFields, newEmail } from '../src/identity.ts';
import { registrationWords } from '../src/pageWords.ts';
import { keepShot, shootBoth } from '../src/shots.ts';
import { PHONE, browserForFile, waitUntilLive, LIVE } from '../src/visitor.ts';

const browser = browserForFile();
const t = registrationWords('mr');
/** The district of the PIN code the form gets: India Post names it in English only. */
const district = placeForPin(FILLED_PIN)!.district;

const focused = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** In Marathi, fitting 390 px, and clean for axe. */
async function expectReadable(page: Page, data: string[] = []) {
  expect(await englishIn(page, data)).toEqual([]);
  expect(await sidewaysScroll(page)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
}

describe('the privacy notice, in Marathi at 390 px', { timeout: 240_000 }, () => {
  it('a senior agrees to register, and agrees again before her dashboard when the notice changes', async () => {
    const email = newEmail('consent-mr');
    const { page } = await browser.open({ viewport: PHONE }, '/mr/senior-registration');
    await waitUntilLive(page);
    await fillPersonFields(page, email, 'mr');
    const agreeBox = page.getByRole('checkbox', { name: t('consent.agree') });
    await agreeBox.uncheck();
    await page.getByRole('button', { name: t('registration.startTrial') }).click();

    await page.getByText(t('fields.consentMissing'), { exact: true }).waitFor(LIVE);
    expect(await focused(page)).toBe('field-consentVersion');
    const notice = page.getByRole('region', { name: t('consent.title') });
    for (const link of ['consent.contactLink', 'consent.termsLink', 'consent.privacyLink'] as const)
      expect(await notice.getByRole('link', { name: t(link) }).getAttribute('href')).toMatch(/^\/mr\/(contact|terms|privacy)$/);
    await expectReadable(page, [district]);
    await shootBoth(page, notice, 'mr-consent-registration');

    await agreeBox.check();
    const code = await expectCode(email);
    await page.getByRole('button', { name: t('registration.startTrial') }).click();
    await page.locator('input[autocomplete="one-time-code"]').fill(await code());
    await page.getByRole('button', { name: t('registration.verify'), exact: true }).click();
    await page.waitForURL(`${webUrl}/mr/dashboard`, LIVE);
    const agreed = { version: NOTICE_VERSION, lang: 'mr', at: expect.any(Number), agreed: [...NOTICE_PURPOSES] };
    expect((await readMember('senior', email)).consents).toEqual({ [consentKey(NOTICE_VERSION)]: { ...agreed, via: 'registration' } });

    // A newer notice than the one she agreed to: her agreement becomes the previous version's.
    const older = consentRecord(NOTICE_VERSION - 1, 'mr', 1, 'registration');
    await personDoc('senior', email).update({ consents: { [consentKey(NOTICE_VERSION - 1)]: older } });
    await page.reload();
    const again = page.getByRole('heading', { level: 1, name: t('consent.again.title') });
    await again.waitFor(LIVE);
    // Opened again, the phone's copy of her dashboard (painted before the app loads) gives way
    // to the notice at once, not after the app's longest wait for the dashboard.
    await page.reload();
    await again.waitFor({ timeout: 10_000 });
    await page.getByRole('region', { name: t('consent.title') }).waitFor();
    await expectReadable(page);
    await keepShot(page, 'mr-consent-again-390', { fullPage: true });
    await shootBoth(page, page.getByRole('region', { name: t('consent.title') }), 'mr-consent-again-notice');

    await page.getByRole('button', { name: t('consent.again.submit') }).click();
    await page.getByRole('heading', { level: 1, name: /स्वागत आहे/ }).waitFor(LIVE);
    expect(await again.count()).toBe(0);
    expect((await readMember('senior', email)).consents).toEqual({
      [consentKey(NOTICE_VERSION - 1)]: older,
      [consentKey(NOTICE_VERSION)]: { ...agreed, via: 'again' },
    });
  });
});
