/**
 * A senior's family circle against the stack. On /profile, in Hindi at 390 px: she invites her
 * daughter by e-mail, the invitation shows live in her list and its code reaches the address;
 * she removes it and the list empties. On /circle, in English at 390 px: her son opens the
 * mail's link in a browser of his own and joins, her list shows him joined, and the used link
 * opened again (in Marathi at 1280 px) says it no longer works. Axe scans the pages;
 * screenshots go to GH_SHOTS_DIR when it is set.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '@gh/common/translate';
import { bearer, db, signIn } from '@gh/testkit/identity';
import { api, mailbox, uniqueId, webUrl } from '@gh/testkit/stack';
import { COLLECTIONS } from '@gh/common/constants';
import { dayMonthIn } from '@gh/common/locale-format';
import { messages as EN_CIRCLE } from '@gh/web/messages/en/circle';
import { messages as EN_CONSENT } from '@gh/web/messages/en/consent';
import { messages as EN_PROFILE } from '@gh/web/messages/en/profile';
import { messages as HI_API } from '@gh/web/messages/hi/api';
import { messages as HI_PROFILE } from '@gh/web/messages/hi/profile';
import { messages as MR_CIRCLE } from '@gh/web/messages/mr/circle';
import { messages as MR_CONSENT } from '@gh/web/messages/mr/consent';
import { axeViolations } from '../src/axe.ts';
import { newVisitor } from '../src/identity.ts';
import { dashboardOf, newCity, registerSenior } from '../src/member.ts';
import { keepShot } from '../src/shots.ts';
import { DESKTOP, PHONE, chromiumForFile, scrollsSideways, LIVE } from '../src/visitor.ts';

const chromium = chromiumForFile();
const hi = translator('hi', { ...HI_API, ...HI_PROFILE });
const en = translator('en', { ...EN_CIRCLE, ...EN_CONSENT, ...EN_PROFILE });
const mr = translator('mr', { ...MR_CIRCLE, ...MR_CONSENT });

describe('a senior’s family circle, in Hindi at 390 px', { timeout: 300_000 }, () => {
  it('she invites her daughter, sees the invitation live, and removes it', async () => {
    const senior = await registerSenior(newCity(), 'कमला जोशी');
    const page = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    await page.goto(`${webUrl}/hi/profile`);
    const form = page.getByRole('form', { name: hi('profile.circleInviteTitle') });
    await form.waitFor(LIVE);

    const daughter = `${uniqueId('beti')}@example.com`;
    await form.getByRole('textbox', { name: hi('profile.circleEmail') }).fill(daughter);
    await form.getByRole('checkbox', { name: hi('profile.circlePart', { part: 'help' }) }).uncheck();
    await form.getByRole('button', { name: hi('profile.circleInvite') }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent(), LIVE).toContain(hi('api.circleInvited'));
    const entry = page.getByTestId('circle-member');
    await entry.getByText(daughter).waitFor(LIVE);
    expect(await entry.textContent()).toContain(hi('profile.circlePart', { part: 'volunteer' }));
    const [mail] = await mailbox.to(daughter);
    expect(mail?.subject).toBe('गोल्डन हार्ट्स पर परिवार के घेरे में जुड़ने का निमंत्रण');
    expect(mail?.text).not.toContain('कमला');

    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await entry.scrollIntoViewIfNeeded();
    await keepShot(page, 'family-circle-hi-390');

    await entry.getByRole('button', { name: hi('profile.circleRemoveLabel', { email: daughter }) }).click();
    await expect.poll(() => entry.count(), LIVE).toBe(0);
    const left = await db().collection(COLLECTIONS.circles).where('senior', '==', senior.email).get();
    expect(left.size).toBe(0);
  });

  it('her son opens the mail’s link in his own browser at 390 px, joins, and her list shows him joined', async () => {
    const senior = await registerSenior(newCity(), 'Kamala Joshi');
    const son = `${uniqueId('beta')}@example.com`;
    const { idToken } = await signIn('senior', senior.email);
    const invited = await api('POST', '/circle/invite', { email: son, parts: ['visits', 'volunteer'], lang: 'en' }, bearer(idToken));
    expect(invited.status).toBe(200);
    const [mail] = await mailbox.to(son);
    const link = /https?:\/\/\S+\/circle#\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();

    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    await page.goto(link!);
    await page.getByText(en('circle.invited', { email: son })).waitFor(LIVE);
    expect(new URL(page.url()).hash).toBe('');
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await keepShot(page, 'circle-invited-en-390');
    // Join waits for the notice's tick box, and says so there.
    await page.getByRole('button', { name: en('circle.join') }).click();
    await page.getByText(en('circle.agreeMissing')).waitFor(LIVE);
    await keepShot(page, 'circle-agree-missing-en-390');
    await page.getByRole('checkbox', { name: en('consent.agree') }).check();
    await page.getByRole('button', { name: en('circle.join') }).click();
    const joined = page.getByText(en('circle.joined', { name: senior.name }));
    await joined.waitFor(LIVE);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    expect(await axeViolations(page)).toEqual([]);
    await keepShot(page, 'circle-joined-en-390');

    // The link once used, opened again in Marathi on a computer: it says so, and what to do.
    const again = await (await newVisitor(chromium(), DESKTOP)).newPage();
    await again.goto(link!.replace('/circle#', '/mr/circle#'));
    await again.getByRole('region', { name: mr('circle.noticeTitle') }).waitFor(LIVE);
    await keepShot(again, 'circle-notice-mr-1280');
    await again.getByRole('checkbox', { name: mr('consent.agree') }).check();
    await again.getByRole('button', { name: mr('circle.join') }).click();
    await again.getByRole('alert').getByText(mr('circle.inviteInvalid')).waitFor(LIVE);
    expect(await axeViolations(again)).toEqual([]);
    await keepShot(again, 'circle-used-mr-1280');

    const hers = await dashboardOf(chromium(), senior, 'Senior Citizen', DESKTOP);
    await hers.goto(`${webUrl}/profile`);
    const entry = hers.getByTestId('circle-member');
    await entry.getByText(son).waitFor(LIVE);
    expect(await entry.textContent()).toContain(en('profile.circleJoined', { date: dayMonthIn(Date.now(), 'en') }));
  });
});
