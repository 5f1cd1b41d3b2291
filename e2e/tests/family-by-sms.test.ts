/**
 * The family circle by mobile number in the browser. A mother, her pages in Marathi, invites her
 * daughter's mobile number from /profile: nothing is sent, and her list says what to tell her.
 * The daughter, in English on her phone (390 px), opens /family, uses her mobile number, types
 * the code the Auth emulator "sent", is shown her mother's invitation, proves her e-mail with
 * the mailed code, agrees to the circle's notice, joins and sees her mother's view. Axe scans the
 * pages; screenshots at 390 and 1280 px go to GH_SHOTS_DIR when it is set.
 */
import { describe, expect, it } from 'vitest';
import { circleDocId } from '@gh/common/circle';
import { COLLECTIONS } from '@gh/common/constants';
import { translator } from '@gh/common/translate';
import { db } from '@gh/testkit/identity';
import { e164, newMobile, nextSmsCode, smsCodesSent } from '@gh/testkit/phone';
import { mailbox, uniqueId, webUrl } from '@gh/testkit/stack';
import { messages as EN_API } from '@gh/web/messages/en/api';
import { messages as EN_CIRCLE } from '@gh/web/messages/en/circle';
import { messages as EN_CONSENT } from '@gh/web/messages/en/consent';
import { messages as EN_FAMILY } from '@gh/web/messages/en/family';
import { messages as EN_SIGNIN } from '@gh/web/messages/en/signin';
import { messages as MR_API } from '@gh/web/messages/mr/api';
import { messages as MR_PROFILE } from '@gh/web/messages/mr/profile';
import { axeViolations } from '../src/axe.ts';
import { newVisitor } from '../src/identity.ts';
import { dashboardOf, newCity, registerSenior } from '../src/member.ts';
import { shootBoth } from '../src/shots.ts';
import { LIVE, PHONE, chromiumForFile, scrollsSideways } from '../src/visitor.ts';

const chromium = chromiumForFile();
const en = translator('en', { ...EN_API, ...EN_CIRCLE, ...EN_CONSENT, ...EN_FAMILY, ...EN_SIGNIN });
const mr = translator('mr', { ...MR_API, ...MR_PROFILE });

describe('the family circle by mobile number', { timeout: 300_000 }, () => {
  it('a mother in Marathi invites her daughter’s number; the daughter joins by SMS at 390 px', async () => {
    const mother = await registerSenior(newCity(), 'सुशीला कुलकर्णी');
    const mobile = newMobile();

    // The mother invites the number from /profile, in Marathi: nothing is sent, her list says what to tell her.
    const hers = await dashboardOf(chromium(), mother, 'Senior Citizen', PHONE);
    await hers.goto(`${webUrl}/mr/profile`);
    const form = hers.getByRole('form', { name: mr('profile.circleInviteTitle') });
    await form.waitFor(LIVE);
    await form.getByRole('radio', { name: mr('profile.circleByPhone') }).check();
    await form.getByRole('textbox', { name: mr('profile.circlePhone') }).fill(mobile);
    await form.getByRole('button', { name: mr('profile.circleInviteNumber') }).click();
    await expect.poll(() => hers.getByRole('alert').first().textContent(), LIVE).toContain(mr('api.circleInvitedByPhone'));
    const entry = hers.getByTestId('circle-member');
    const spaced = `+91 ${mobile}`;
    await entry.getByText(spaced, { exact: true }).waitFor(LIVE);
    // What to tell them names the number as one word, never broken after +91.
    expect(await entry.getByTestId('circle-tell').textContent()).toContain(spaced.replaceAll(' ', '\u00a0'));
    expect(await scrollsSideways(hers)).toBe(false);
    expect(await axeViolations(hers)).toEqual([]);
    await shootBoth(hers, entry, 'family-invite-by-mobile-mr');

    // The daughter, in English on her phone, signs in at /family with the number.
    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    await page.goto(`${webUrl}/family`);
    await page.getByRole('button', { name: en('family.useMobile') }).click();
    const byPhone = page.getByRole('form', { name: en('family.phone.form') });
    await byPhone.getByRole('textbox', { name: en('signin.phone.label') }).fill(mobile);
    const before = await smsCodesSent(mobile);
    await byPhone.getByRole('button', { name: en('signin.phone.send') }).click();
    const smsCode = await nextSmsCode(mobile, before);
    await byPhone.getByRole('textbox', { name: en('signin.code.label') }).fill(smsCode);
    await byPhone.getByRole('button', { name: en('family.see') }).click();

    // Her mother's invitation, by name; she proves her e-mail with the mailed code and joins.
    await byPhone.getByText(en('family.phone.invited', { name: mother.name })).waitFor(LIVE);
    const daughter = `${uniqueId('mulgi')}@example.com`;
    await byPhone.getByRole('textbox', { name: en('family.email') }).fill(daughter);
    await byPhone.getByRole('button', { name: en('family.phone.sendEmailCode') }).click();
    await expect.poll(async () => (await mailbox.to(daughter)).length, LIVE).toBe(1);
    const code = /^ {4}(\d{6})$/m.exec((await mailbox.to(daughter))[0]?.text ?? '')?.[1];
    await byPhone.getByRole('textbox', { name: en('family.phone.emailCode') }).fill(code!);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await shootBoth(page, byPhone, 'family-join-by-sms-en');
    await byPhone.getByRole('checkbox', { name: en('consent.agree') }).check();
    await byPhone.getByRole('button', { name: en('circle.join') }).click();

    // Her mother's view, under the session of her proven e-mail; the membership keeps the number.
    const view = page.getByTestId('family-view');
    await view.getByRole('heading', { name: mother.name }).waitFor(LIVE);
    await page.getByTestId('family-signed-in').getByText(daughter).waitFor(LIVE);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await shootBoth(page, view, 'family-view-after-sms-en');
    const membership = await db().collection(COLLECTIONS.circles).doc(circleDocId(mother.email, daughter)).get();
    expect(membership.data()).toMatchObject({ member: daughter, phoneKey: e164(mobile), status: 'joined' });
    await expect.poll(async () => (await mailbox.to(daughter)).length, LIVE).toBe(1);
  });
});
