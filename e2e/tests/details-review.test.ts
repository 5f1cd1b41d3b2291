/**
 * The owner of an e-mail a stranger registered a senior with by SMS, in the browser: she signs
 * in with the code mailed to her (the one-tap link, in Marathi, on a phone), and her dashboard
 * asks her first to check the details, naming the number they came from, which cannot sign in;
 * /profile says the same above the form, and Keep these details ends it. Screenshots of both at
 * 390 and 1280 px, in Marathi and in Hindi, go to GH_SHOTS_DIR.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '@gh/common/i18n';
import { translator } from '@gh/common/translate';
import { messages as hiReview } from '@gh/web/messages/hi/review';
import { messages as mrReview } from '@gh/web/messages/mr/review';
import { api, newClientAddress, webUrl } from '@gh/testkit/stack';
import { personDoc, seniorForm } from '@gh/testkit/identity';
import { newMobile, phoneIdToken } from '@gh/testkit/phone';
import { axeViolations } from '../src/axe.ts';
import { expectCodeLink, newEmail, newVisitor } from '../src/identity.ts';
import { newCity } from '../src/member.ts';
import { shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile, LIVE } from '../src/visitor.ts';

const chromium = chromiumForFile();
const WORDS = { hi: translator('hi', hiReview), mr: translator('mr', mrReview) };

/** A stranger proves his own mobile and registers a senior with `email`; answers his mobile. */
async function strangerRegisters(email: string): Promise<string> {
  const phone = newMobile();
  const form = { ...seniorForm(email), name: 'Ramesh Kale', phone, city: newCity(), lang: 'mr' };
  const made = await api('POST', '/register/phone/verify/senior', { idToken: await phoneIdToken(phone), form }, newClientAddress());
  expect(made.status, made.text).toBe(200);
  return phone;
}

async function ownerSignsIn(email: string, lang: Lang) {
  const link = await expectCodeLink(email);
  expect((await api('POST', '/login/senior', { email, lang }, newClientAddress())).status).toBe(200);
  const page = await (await newVisitor(chromium(), PHONE)).newPage();
  await page.goto(await link());
  await page.waitForURL(`${webUrl}/${lang}/dashboard`, LIVE);
  return page;
}

describe('details to review, after a stranger registered her e-mail by SMS', { timeout: 120_000 }, () => {
  it.each(['mr', 'hi'] as const)('on her dashboard and profile (%s), until she keeps them', async (lang) => {
    const t = WORDS[lang];
    const email = newEmail('owner');
    const phone = await strangerRegisters(email);
    const page = await ownerSignsIn(email, lang);

    const onDashboard = page.getByRole('region', { name: t('review.title') });
    await onDashboard.waitFor(LIVE);
    expect(await onDashboard.textContent()).toContain(t('review.phoneOff', { phone }));
    await shootBoth(page, onDashboard, `details-review-dashboard-${lang}`);
    expect(await axeViolations(page)).toEqual([]);

    await onDashboard.getByRole('link', { name: t('review.check') }).click();
    await page.waitForURL(`${webUrl}/${lang}/profile`, LIVE);
    const onProfile = page.getByRole('region', { name: t('review.title') });
    await onProfile.waitFor(LIVE);
    // What was entered is the form below: the stranger's name, to keep or correct.
    expect(await page.locator('input[name="name"]').inputValue()).toBe('Ramesh Kale');
    await shootBoth(page, onProfile, `details-review-profile-${lang}`);
    expect(await axeViolations(page)).toEqual([]);

    await onProfile.getByRole('button', { name: t('review.keep') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: t('review.kept') })
      .waitFor(LIVE);
    expect(await onProfile.count()).toBe(0);
    expect((await personDoc('senior', email).get()).data()).not.toHaveProperty('review');
  });
});
