/**
 * The family page against the stack. A mother, her pages in Marathi, invites her daughter from
 * /profile; the daughter opens the invitation's link in English on her phone (390 px), joins,
 * goes on to /family and signs in with the code mailed to her; the top bar shows her signed in,
 * with no dashboard. She sees the next visit, the volunteer's card, his photo as soon as he adds
 * one, and his arrival as it happens, without a reload. She asks our team to call her mother,
 * and the call shows in her list as hers. The mother removes her, and the daughter's open page
 * loses everything of hers at once and says it is no longer shared; the top bar's Sign Out brings
 * back the sign-in. Axe scans the pages; screenshots at 390 and 1280 px (also in Marathi) go to
 * GH_SHOTS_DIR when it is set.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translator } from '@gh/common/translate';
import { COLLECTIONS } from '@gh/common/constants';
import { fixture } from '@gh/testkit/fixtures';
import { bearer, db, signIn } from '@gh/testkit/identity';
import { postForm } from '@gh/testkit/members';
import { api, mailbox, uniqueId, webUrl } from '@gh/testkit/stack';
import { messages as EN_API } from '@gh/web/messages/en/api';
import { messages as EN_CHROME } from '@gh/web/messages/en/chrome';
import { messages as EN_CIRCLE } from '@gh/web/messages/en/circle';
import { messages as EN_CONSENT } from '@gh/web/messages/en/consent';
import { messages as EN_FAMILY } from '@gh/web/messages/en/family';
import { messages as EN_MEMBER } from '@gh/web/messages/en/member';
import { messages as MR_CHROME } from '@gh/web/messages/mr/chrome';
import { messages as MR_FAMILY } from '@gh/web/messages/mr/family';
import { messages as MR_MEMBER } from '@gh/web/messages/mr/member';
import { messages as MR_PROFILE } from '@gh/web/messages/mr/profile';
import { axeViolations } from '../src/axe.ts';
import { newVisitor } from '../src/identity.ts';
import { assignVisitSoon, dashboardOf, linkedPair } from '../src/member.ts';
import { keepShot, shootBoth } from '../src/shots.ts';
import { DESKTOP, PHONE, chromiumForFile, movesEnded, scrollsSideways, LIVE } from '../src/visitor.ts';

const chromium = chromiumForFile();
const en = translator('en', { ...EN_API, ...EN_CHROME, ...EN_CIRCLE, ...EN_CONSENT, ...EN_FAMILY, ...EN_MEMBER });
const mr = translator('mr', { ...MR_CHROME, ...MR_FAMILY, ...MR_MEMBER, ...MR_PROFILE });

/** Whether the image `img` loaded (a picture, not its initial). */
const loaded = (img: Locator) => img.evaluate((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0);

describe('the family page', { timeout: 300_000 }, () => {
  it('a daughter signs in, sees the visit and the arrival live, asks for help, and loses it all when removed', async () => {
    const pair = await linkedPair('सुशीला कुलकर्णी', 'Aditi Sharma');
    const { senior: mother, volunteer } = pair;
    const visitId = await assignVisitSoon(pair, 'Tea and a chat');

    // The mother invites her daughter from /profile, in Marathi, with every part ticked.
    const hers = await dashboardOf(chromium(), mother, 'Senior Citizen', PHONE);
    await hers.goto(`${webUrl}/mr/profile`);
    const form = hers.getByRole('form', { name: mr('profile.circleInviteTitle') });
    await form.waitFor(LIVE);
    const daughter = `${uniqueId('mulgi')}@example.com`;
    await form.getByRole('textbox', { name: mr('profile.circleEmail') }).fill(daughter);
    await form.getByRole('button', { name: mr('profile.circleInvite') }).click();
    await expect.poll(async () => (await mailbox.to(daughter)).length, LIVE).toBe(1);
    const invitation = /https?:\/\/\S+\/circle#\S+/.exec((await mailbox.to(daughter))[0]?.text ?? '')?.[0];
    expect(invitation).toContain('/mr/circle#');

    // The daughter opens it in English on her phone, joins, and goes on to the family page.
    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    await page.goto(invitation!.replace('/mr/circle#', '/circle#'));
    await page.getByRole('checkbox', { name: en('consent.agree') }).check();
    await page.getByRole('button', { name: en('circle.join') }).click();
    await page.getByText(en('circle.joined', { name: mother.name })).waitFor(LIVE);
    await page.getByRole('link', { name: en('circle.toFamily') }).click();
    const signInForm = page.getByRole('form', { name: en('family.signInForm') });
    await signInForm.waitFor(LIVE);
    expect(await axeViolations(page)).toEqual([]);
    await keepShot(page, 'family-sign-in-en-390');
    await signInForm.getByRole('textbox', { name: en('family.email') }).fill(daughter);
    await signInForm.getByRole('button', { name: en('family.sendCode') }).click();
    await page.getByText(en('api.familyCodeSent')).waitFor(LIVE);
    await expect.poll(async () => (await mailbox.to(daughter)).length, LIVE).toBe(2);
    const mail = (await mailbox.to(daughter))[1];
    expect(mail?.text).toMatch(/\/family#email=.+&code=\d{6}$/m);
    const code = /^ {4}(\d{6})$/m.exec(mail?.text ?? '')?.[1];
    await signInForm.getByRole('textbox', { name: /code/i }).fill(code!);
    await signInForm.getByRole('button', { name: en('family.see') }).click();

    // Her mother's page: the next visit, the volunteer's card, no call for help yet.
    const view = page.getByTestId('family-view');
    await view.getByRole('heading', { name: mother.name }).waitFor(LIVE);
    const coming = view.getByTestId('family-coming').getByTestId('family-visit');
    await coming.waitFor(LIVE);
    expect(await coming.getByTestId('family-visit-status').textContent()).toBe(en('family.visitStatus', { status: 'Scheduled' }));
    expect(await view.getByTestId('family-volunteer-name').textContent()).toBe('Aditi Sharma');
    expect(await view.getByTestId('family-arrived').count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    // The top bar: she is signed in, with no dashboard, bell or Sign In.
    const account = page.getByRole('button', { name: en('member.accountMenuLabel', { email: daughter }) });
    await account.waitFor(LIVE);
    expect(await page.getByRole('link', { name: en('topBar.signIn') }).count()).toBe(0);
    expect(await page.locator('a[href$="/dashboard"]').count()).toBe(0);

    // He has no photo yet: his initial. He adds one, and her page shows it without a reload.
    const card = view.getByTestId('family-volunteer');
    expect(await card.locator('img').count()).toBe(0);
    const { idToken: his } = await signIn('volunteer', volunteer.email);
    const added = await postForm(`/volunteer/${encodeURIComponent(volunteer.email)}/photo`, {}, his, {
      filename: 'me.jpg',
      bytes: fixture('camera-photo.jpg'),
    });
    expect(added.status).toBe(200);
    const photo = card.getByRole('img', { name: en('family.photo', { name: 'Aditi Sharma' }) });
    await photo.waitFor(LIVE);
    await expect.poll(() => loaded(photo), LIVE).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shootBoth(page, card, 'family-photo-en');

    // The volunteer arrives: her page says so without a reload.
    const checkedIn = await api('POST', `/visits/${visitId}/check-in`, {}, bearer(his));
    expect(checkedIn.status, checkedIn.text).toBe(200);
    await coming.getByTestId('family-arrived').waitFor(LIVE);
    await shootBoth(page, view, 'family-arrived-en');

    // She asks our team to call her mother: the call shows in her list, as hers.
    const words = `Please call her today ${uniqueId('w').slice(-4)}`;
    await view.getByRole('textbox', { name: en('family.askLabel') }).fill(words);
    await view.getByRole('button', { name: en('family.askSend') }).click();
    await view.getByText(en('api.familyHelpSent')).waitFor(LIVE);
    const request = view.getByTestId('family-help');
    await request.getByText(en('family.helpWords', { text: words })).waitFor(LIVE);
    expect(await request.textContent()).toContain(en('family.byYou'));
    const concerns = await db().collection(COLLECTIONS.concerns).where('senior', '==', mother.email).where('kind', '==', 'help').get();
    expect(concerns.docs.map((doc) => doc.get('raisedBy'))).toEqual([daughter]);
    await keepShot(page, 'family-help-en-390', { fullPage: true });

    // She wants no mail on arrival, and the rest in Hindi: the choice is kept on her membership.
    const choices = view.getByRole('form', { name: en('circle.notices.title') });
    await choices.getByRole('checkbox', { name: en('circle.notices.choice', { notice: 'arrival' }) }).uncheck();
    await choices.getByRole('radio', { name: 'हिन्दी' }).check();
    await choices.getByRole('button', { name: en('circle.notices.save') }).click();
    await view.getByText(en('api.familyNoticesSaved')).waitFor(LIVE);
    const membership = await db().collection(COLLECTIONS.circles).doc(`${mother.email}|${daughter}`).get();
    expect([membership.get('notices'), membership.get('lang')]).toEqual([['assigned', 'changed', 'handled', 'trial'], 'hi']);

    // The same session, in Marathi on a computer.
    const marathi = await page.context().newPage();
    await marathi.setViewportSize(DESKTOP);
    await marathi.goto(`${webUrl}/mr/family`);
    await marathi.getByTestId('family-view').getByRole('heading', { name: mother.name }).waitFor(LIVE);
    expect(await marathi.getByTestId('family-help').textContent()).toContain(mr('family.byYou'));
    const hisPhoto = marathi.getByTestId('family-volunteer').getByRole('img', { name: mr('family.photo', { name: 'Aditi Sharma' }) });
    await expect.poll(() => loaded(hisPhoto), LIVE).toBe(true);
    await marathi.getByRole('button', { name: mr('member.accountMenuLabel', { email: daughter }) }).click();
    const menu = marathi.getByRole('dialog');
    expect(await menu.getByRole('link', { name: mr('member.familyPage') }).getAttribute('href')).toBe('/mr/family');
    expect(await marathi.getByRole('link', { name: mr('topBar.signIn') }).count()).toBe(0);
    // Once the menu has faded in (an animation cancelled by a new render counts as ended).
    await movesEnded(marathi);
    await keepShot(marathi, 'family-account-mr-1280');
    await marathi.keyboard.press('Escape');
    expect(await axeViolations(marathi)).toEqual([]);
    await keepShot(marathi, 'family-mr-1280', { fullPage: true });
    await marathi.close();

    // Her mother removes her: the open page loses it all at once and says so.
    await hers.goto(`${webUrl}/mr/profile`);
    const entry = hers.getByTestId('circle-member');
    await entry.getByText(daughter).waitFor(LIVE);
    await entry.getByRole('button', { name: mr('profile.circleRemoveLabel', { email: daughter }) }).click();
    await page
      .getByTestId('family-gone')
      .getByText(en('family.gone', { name: mother.name }))
      .waitFor(LIVE);
    expect(await page.getByTestId('family-view').count()).toBe(0);
    expect(await page.getByText(words).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepShot(page, 'family-gone-en-390');

    // The top bar's Sign Out ends her session and brings back the family page's sign-in. Pressed
    // by the keyboard: a click sent while the menu still grows in can land beside its button.
    await account.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: en('member.signOut') })
      .press('Enter');
    await page.getByRole('form', { name: en('family.signInForm') }).waitFor(LIVE);
    expect(new URL(page.url()).pathname).toBe('/family');
    await page
      .getByRole('link', { name: en('topBar.signIn') })
      .first()
      .waitFor(LIVE);
    expect(await account.count()).toBe(0);

    // A kept family session whose Auth session has gone (its account removed, its sign-in
    // expired) leaves the bar once Auth has restored nothing.
    await page.evaluate((email) => localStorage.setItem('gh:family-session', JSON.stringify(email)), daughter);
    await page.goto(`${webUrl}/about`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('gh:family-session')), LIVE).toBeNull();
    await page
      .getByRole('link', { name: en('topBar.signIn') })
      .first()
      .waitFor(LIVE);
    expect(await account.count()).toBe(0);
  });
});
