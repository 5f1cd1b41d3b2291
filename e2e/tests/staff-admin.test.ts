/**
 * Staff at /admin: an owner invited with the key opens the mailed link, signs in with the
 * mailed code and has the dashboard with its Staff panel; she invites a coordinator of Pune
 * (the Activity log, filtered by person, lists it as hers),
 * who signs in (in Hindi) and sees her own calm page with the applications of Pune, not Mumbai's; the owner removes her, and her open page
 * goes back to the sign-in by itself. A coordinator of Pune, in Marathi on a phone, opens a Pune
 * applicant's profile and approves them, with the owners' Undo, and marks Pune's concern handled,
 * seeing Pune's visit and never Mumbai's; and assigns a visit to a pair of Pune, while a Pune
 * volunteer's request of a Mumbai senior shows none of her details.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_KEY_ENTRY, APPLICATION_STATUS, COLLECTIONS, DAY_MS, VISIT_TIME_ZONE } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { dateInZone } from '@gh/common/time';
import { VISIT_STATUS, districtOf, scheduledVisit } from '@gh/common/visits';
import { placeOf } from '@gh/common/places';
import { localizedPath, type Lang } from '@gh/common/i18n';
import { PAGES } from '@gh/common/routes';
import { translator } from '@gh/common/translate';
import { numberIn } from '@gh/common/locale-format';
import { CITY_FIGURES } from '@gh/web/admin-queries';
import { auditAbout, storedCityFigures } from '@gh/testkit/admin-record';
import { storedApplication } from '@gh/testkit/applicant';
import { addApplication, db, linkFromMail } from '@gh/testkit/identity';
import { addMember } from '@gh/testkit/members';
import { COORDINATOR_OF_PUNE, MUMBAI, PUNE, pairIn, staffMember } from '@gh/testkit/staff';
import { adminKey, api, mailbox, newClientAddress, webUrl } from '@gh/testkit/stack';
import { messages as EN_ADMIN } from '@gh/web/messages/en/admin';
import { messages as HI_ADMIN } from '@gh/web/messages/hi/admin';
import { messages as MR_ADMIN } from '@gh/web/messages/mr/admin';
import { messages as MR_ADMIN_PROFILE } from '@gh/web/messages/mr/adminProfile';
import { messages as EN_ADMIN_VISITS } from '@gh/web/messages/en/adminVisits';
import { messages as MR_ADMIN_VISITS } from '@gh/web/messages/mr/adminVisits';
import { messages as MR_STAFF } from '@gh/web/messages/mr/staff';
import { messages as EN_STAFF } from '@gh/web/messages/en/staff';
import { messages as HI_STAFF } from '@gh/web/messages/hi/staff';
import { messages as EN_SIGNIN } from '@gh/web/messages/en/signin';
import { messages as HI_SIGNIN } from '@gh/web/messages/hi/signin';
import { messages as EN_CONSENT } from '@gh/web/messages/en/consent';
import { messages as HI_CONSENT } from '@gh/web/messages/hi/consent';
import { messages as EN_FIELDS } from '@gh/web/messages/en/fields';
import { messages as HI_FIELDS } from '@gh/web/messages/hi/fields';
import { axeViolations } from '../src/axe.ts';
import { assignVisit, entry, findEntry, openAssignForm, panel, panelAnswered, showPanel, staffSignIn } from '../src/admin.ts';
import { expectCode, expectCodeLink, newEmail, newVisitor } from '../src/identity.ts';
import { keepAtEachWidth, keepShot, shotsKept } from '../src/shots.ts';
import { LIVE, PHONE, chromiumForFile, movesEnded, scrollsSideways } from '../src/visitor.ts';

const chromium = chromiumForFile();
const WORDS = {
  en: { ...EN_STAFF, ...EN_SIGNIN, ...EN_CONSENT, ...EN_FIELDS },
  hi: { ...HI_STAFF, ...HI_SIGNIN, ...HI_CONSENT, ...HI_FIELDS },
} as const;

/** /admin in `lang` with the fragment of the newest invitation mailed to `email`. */
async function invitationLink(email: string, lang: Lang): Promise<string> {
  const link = await linkFromMail(email, (await mailbox.to(email)).length);
  return `${webUrl}${localizedPath(PAGES.admin, lang)}${new URL(link).hash}`;
}

/** The key's holder invites `email` as an owner, as the first owner is made. */
async function inviteOwnerWithKey(email: string) {
  const invited = await api(
    'POST',
    `/${encodeURIComponent(adminKey)}/staff/invite`,
    { email, role: 'owner', cities: [] },
    newClientAddress(),
  );
  expect(invited.status).toBe(200);
}

/** An application waiting for a decision, from someone whose PIN code is in `district`. */
async function applicationIn(district: string, pin: string): Promise<string> {
  const email = newEmail('applicant');
  await addApplication(email, APPLICATION_STATUS.submitted);
  await db()
    .collection(COLLECTIONS.applications)
    .doc(email)
    .update({ place: placeOf(pin, district, 'Maharashtra', null) });
  return email;
}

/**
 * A volunteer and a senior of `pin`'s district with a visit tomorrow and an open concern about
 * them, kept with her district as the api keeps them: the concern's id and her e-mail.
 */
async function careIn(pin: string, name: string, words: string) {
  const city = pin === '411001' ? 'Pune' : 'Mumbai';
  const [volunteer, senior] = await Promise.all([addMember('volunteer', { city, pin }), addMember('senior', { city, pin, name })]);
  const districtKey = districtOf(senior.doc.place);
  const visitOn = (days: number, uid: string) =>
    scheduledVisit(
      {
        volunteer: volunteer.email,
        senior: senior.email,
        task: 'Tea',
        city,
        date: dateInZone(Date.now() + days * DAY_MS, VISIT_TIME_ZONE.offsetMinutes),
        startTime: '07:00',
        endTime: '08:00',
        districtKey,
      },
      { uid: `${uid}-${name}@goldenhearts`, sequence: 0 },
      Date.now(),
    );
  await db().collection(COLLECTIONS.visits).add(visitOn(1, 'visit'));
  // Yesterday's, which she called Not good, in words kept with her answer as the api keeps them.
  const past = await db()
    .collection(COLLECTIONS.visits)
    .add({ ...visitOn(-1, 'past'), status: VISIT_STATUS.done, feedbackGiven: true });
  await db()
    .collection(COLLECTIONS.visitFeedback)
    .doc(past.id)
    .set({ visitId: past.id, volunteer: volunteer.email, senior: senior.email, mood: 'bad', text: words, at: Date.now(), districtKey });
  const concern = `feedback:${past.id}`;
  await db().collection(COLLECTIONS.concerns).doc(concern).set({
    kind: 'feedback',
    volunteer: volunteer.email,
    senior: senior.email,
    visitId: past.id,
    text: '',
    at: Date.now(),
    status: 'open',
    mailedAt: Date.now(),
    districtKey,
  });
  return { concern, senior: senior.email };
}

/** Opens the invitation, asks for a code for `email`, types it and signs in, as a person would. */
async function acceptInvitation(page: Page, email: string, lang: 'en' | 'hi') {
  const words = WORDS[lang];
  await page.goto(await invitationLink(email, lang));
  await page.getByText(words['staff.inviteLead']).waitFor();
  // The token is read and taken out of the address bar.
  await expect.poll(() => new URL(page.url()).hash).toBe('');
  await page.getByLabel(words['staff.emailLabel']).fill(email);
  // The staff's privacy notice is read and agreed to before a code is sent.
  await page.getByRole('heading', { name: words['staff.noticeTitle'] }).waitFor();
  await page.getByRole('button', { name: words['staff.sendCode'] }).click();
  await page.getByText(words['fields.consentMissing']).waitFor();
  await page.getByLabel(words['consent.agree']).check();
  await keepAtEachWidth(page, `staff-notice-${lang}`);
  const code = await expectCode(email);
  await page.getByRole('button', { name: words['staff.sendCode'] }).click();
  await page.getByLabel(words['signin.code.label']).waitFor();
  await keepAtEachWidth(page, `staff-code-${lang}`);
  await page.getByLabel(words['signin.code.label']).fill(await code());
  await page.getByRole('button', { name: words['staff.signIn'] }).click();
}

describe('staff at /admin', () => {
  it('an invited owner invites a coordinator of Pune, who signs in and loses her page when removed', async () => {
    const owner = newEmail('owner');
    const coordinator = newEmail('coordinator');
    await inviteOwnerWithKey(owner);

    const ownerPage = await (await newVisitor(chromium())).newPage();
    await acceptInvitation(ownerPage, owner, 'en');
    const staffPanel = await showPanel(ownerPage, EN_STAFF['staff.panelTitle']);
    await staffPanel.getByText(`${owner} (you)`).waitFor();

    const invite = panel(ownerPage, EN_STAFF['staff.inviteTitle']);
    await invite.getByLabel(EN_STAFF['staff.inviteEmail']).fill(coordinator);
    await invite.getByRole('radio', { name: /^Coordinator/ }).check();
    await invite.getByRole('combobox', { name: EN_STAFF['staff.citiesLabel'] }).fill('Pune');
    await ownerPage.getByRole('option', { name: 'Pune, Maharashtra' }).click();
    await keepAtEachWidth(ownerPage, 'staff-panel', () => staffPanel.scrollIntoViewIfNeeded());
    await invite.getByRole('button', { name: EN_STAFF['staff.sendInvite'] }).click();
    await ownerPage.getByText('The invitation is on its way. Its link works once, for 7 days.').waitFor();
    // The Activity log names who invited whom, and lists one person's actions when asked.
    const activity = await showPanel(ownerPage, EN_ADMIN['admin.activityTitle']);
    await activity.getByText(`Invited ${owner} to the staff.`).waitFor();
    await activity.getByLabel(EN_ADMIN['admin.activityBy']).selectOption(owner);
    await activity.getByText(`Invited ${coordinator} to the staff.`).waitFor();
    expect(await activity.getByText(`Invited ${owner} to the staff.`).count()).toBe(0);

    const fromPune = await applicationIn('Pune', '411001');
    const fromMumbai = await applicationIn('Mumbai', '400001');
    const hers = await (await newVisitor(chromium())).newPage();
    await acceptInvitation(hers, coordinator, 'hi');
    await hers.getByText(HI_STAFF['staff.coordinatorLists']).waitFor();
    await hers.getByText('आपकी भूमिका: समन्वयक').waitFor();
    await hers.getByText('आपके शहर: Pune, Maharashtra').waitFor();
    // Her Pending lists Pune's applicant, never Mumbai's (newer, so it would be listed first).
    await entry(hers, HI_ADMIN['admin.pendingTitle'], fromPune).waitFor();
    await panelAnswered(panel(hers, HI_ADMIN['admin.pendingTitle']));
    expect(await entry(hers, HI_ADMIN['admin.pendingTitle'], fromMumbai).count()).toBe(0);
    await keepAtEachWidth(hers, 'staff-coordinator-hi');

    // The owner sees her join, live, and removes her.
    await staffPanel.getByText(coordinator, { exact: true }).waitFor();
    if (shotsKept) {
      await staffPanel.getByRole('button', { name: `Change the role or cities of ${coordinator}` }).click();
      const dialog = ownerPage.getByRole('dialog');
      await dialog.waitFor();
      // Past the dialog's fade-in, for the picture only.
      await keepAtEachWidth(ownerPage, 'staff-change', () => movesEnded(ownerPage));
      await ownerPage.keyboard.press('Escape');
    }
    await staffPanel.getByRole('button', { name: `Remove ${coordinator} from the staff` }).click();
    await ownerPage.getByRole('dialog').getByRole('button', { name: EN_STAFF['staff.removeConfirm'] }).click();
    await ownerPage.getByText('They are no longer staff. Pages they have open close within seconds.').waitFor();

    // Her open page notices by itself and goes back to the sign-in, saying why: within seconds,
    // which on a busy machine (a refused listener asks again with a fresh token) can be over ten.
    await hers.getByRole('alert').filter({ hasText: HI_STAFF['staff.sessionEnded'] }).waitFor({ timeout: 20_000 });
    await hers.getByRole('heading', { name: HI_STAFF['staff.signInTitle'] }).waitFor();
    expect(await hers.evaluate((name) => localStorage.getItem(name), ADMIN_KEY_ENTRY)).toBeNull();
    await keepAtEachWidth(hers, 'staff-sign-in-hi');
  });

  it('a coordinator of Pune, in Marathi on a phone, opens a Pune applicant’s profile and approves them', async () => {
    const mr = translator('mr', { ...MR_ADMIN, ...MR_ADMIN_PROFILE, ...MR_STAFF });
    const coordinator = await staffMember({ role: 'coordinator', cities: ['maharashtra/pune'] });
    const fromPune = await applicationIn('Pune', '411001');
    const name = 'Aditi Sharma';
    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    await staffSignIn(page, coordinator.email, 'mr');
    await page.getByText(mr('staff.coordinatorLists')).waitFor();
    const pendingTitle = mr('admin.pendingTitle');
    const row = entry(page, pendingTitle, fromPune);
    await row.waitFor();

    // View Profile: the application, with Approve and Reject, and nothing of the owners' alone.
    await row.getByRole('link', { name: mr('admin.viewProfileLabel', { name }) }).click();
    await page.getByRole('heading', { name: mr('adminProfile.title.applicant') }).waitFor();
    await page.getByRole('button', { name: mr('admin.approveLabel', { name }) }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await keepAtEachWidth(page, 'coordinator-profile-mr');
    await page.setViewportSize(PHONE);
    await page.getByRole('link', { name: mr('adminProfile.goBack') }).click();

    // By the keyboard: panels above may still be filling, and a click's point can move before it lands.
    await row.getByRole('button', { name: mr('admin.approveLabel', { name }) }).press('Enter');
    const notice = page.getByRole('status').filter({ hasText: mr('admin.volunteerApproved') });
    await notice.waitFor();
    await keepShot(page, 'coordinator-approved-mr-390');
    // Further down on a phone, the Accepted panel lists once near the screen.
    await showPanel(page, mr('admin.acceptedTitle'));
    await entry(page, mr('admin.acceptedTitle'), fromPune).waitFor();
    expect(await row.count()).toBe(0);
    expect(await storedApplication(fromPune)).toMatchObject({ status: APPLICATION_STATUS.accepted });
    const [audited] = await auditAbout(fromPune);
    expect(audited).toMatchObject({ action: 'approve', session: coordinator.email });
    // Her figures are Pune's kept ones, live (other tests' people of Pune come and go meanwhile).
    const figures = page.getByRole('region', { name: mr('staff.cityFiguresTitle') });
    const shownAccepted = () =>
      figures.getByRole('definition').nth(CITY_FIGURES.indexOf('accepted')).textContent({ timeout: LIVE.timeout });
    await expect
      .poll(async () => (await shownAccepted()) === numberIn((await storedCityFigures('maharashtra/pune'))?.accepted ?? 0, 'mr'), LIVE)
      .toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
    await figures.scrollIntoViewIfNeeded();
    await keepAtEachWidth(page, 'coordinator-decided-mr');
  });

  it('a coordinator of Pune, in Marathi on a phone, sees Pune’s open concern and visit, never Mumbai’s, and handles it', async () => {
    const mr = translator('mr', { ...MR_ADMIN, ...MR_ADMIN_VISITS, ...MR_ADMIN_PROFILE, ...MR_STAFF });
    const coordinator = await staffMember({ role: 'coordinator', cities: ['maharashtra/pune'] });
    // Names of this run alone: a stack's seeded people, or an earlier run on it, have these too.
    const run = Date.now().toString(36).slice(-5);
    const [shanta, leela] = [`Shanta Joshi ${run}`, `Leela Kamat ${run}`];
    const pune = await careIn('411001', shanta, 'स्वयंसेवक उशिरा आले.');
    const mumbai = await careIn('400001', leela, 'He did not listen.');
    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    await staffSignIn(page, coordinator.email, 'mr');
    await page.getByText(mr('staff.coordinatorLists')).waitFor();
    const openTitle = mr('adminVisits.openTitle');
    const row = entry(page, openTitle, shanta);
    await row.waitFor(LIVE);
    // Her words on the visit she called Not good, which only she, the owners and her city's coordinators read.
    await row.getByText('स्वयंसेवक उशिरा आले.', { exact: false }).waitFor(LIVE);
    // Below the open concerns on a phone: it lists once near the screen.
    await showPanel(page, mr('adminVisits.upcomingTitle'));
    await entry(page, mr('adminVisits.upcomingTitle'), shanta).waitFor(LIVE);
    // Mumbai's, newer and sooner, would be listed first.
    await panelAnswered(panel(page, openTitle));
    expect(await entry(page, openTitle, leela).count()).toBe(0);
    expect(await entry(page, mr('adminVisits.upcomingTitle'), leela).count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await row.scrollIntoViewIfNeeded();
    await keepAtEachWidth(page, 'coordinator-care-mr');
    await page.setViewportSize(PHONE);

    await row.getByRole('button', { name: mr('adminVisits.markHandledLabel', { senior: shanta }) }).click();
    const dialog = page.getByRole('dialog', { name: mr('adminVisits.handledTitle') });
    await dialog.getByLabel(mr('adminVisits.handledNoteLabel')).fill('शांता ताईंशी बोलणे झाले.');
    await dialog.getByRole('button', { name: mr('adminVisits.markHandled') }).click();
    await dialog.waitFor({ state: 'detached', ...LIVE });
    await expect.poll(() => row.count(), LIVE).toBe(0);
    const stored = (await db().collection(COLLECTIONS.concerns).doc(pune.concern).get()).data();
    expect(stored).toMatchObject({ status: 'handled', handledNote: 'शांता ताईंशी बोलणे झाले.' });
    const handled = (await auditAbout(pune.senior)).filter((audited) => audited.action === 'handleConcern');
    expect(handled).toMatchObject([{ session: coordinator.email }]);
    expect((await db().collection(COLLECTIONS.concerns).doc(mumbai.concern).get()).get('status')).toBe('open');

    // Her profile lists her visits of Pune, with her words on the one she called Not good.
    await page.goto(`${webUrl}${localizedPath(PAGES.adminProfile, 'mr')}?email=${encodeURIComponent(pune.senior)}`);
    await page.getByRole('heading', { name: mr('adminProfile.title.senior') }).waitFor(LIVE);
    const history = await showPanel(page, mr('adminProfile.history'));
    await history.getByText('स्वयंसेवक उशिरा आले.', { exact: false }).waitFor(LIVE);
    expect(await history.getByTestId('history-visit').count()).toBe(2);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await keepAtEachWidth(page, 'coordinator-history-mr');
  });

  it('the code e-mail’s link signs in from a tab of its own or pasted, accepting the invitation, and again later', async () => {
    const owner = newEmail('owner');
    await inviteOwnerWithKey(owner);
    const context = await newVisitor(chromium());

    /**
     * Asks for a code on `page`, then opens the code mail's link in a new tab, as a mail app
     * would, or pastes it into the same one; answers the tab signed in.
     */
    async function signInByMailLink(page: Page, where: 'new tab' | 'pasted' = 'new tab', invited = false): Promise<Page> {
      await page.getByLabel(EN_STAFF['staff.emailLabel']).fill(owner);
      if (invited) await page.getByLabel(EN_CONSENT['consent.agree']).check();
      const link = await expectCodeLink(owner);
      await page.getByRole('button', { name: EN_STAFF['staff.sendCode'] }).click();
      const tapped = where === 'pasted' ? page : await context.newPage();
      await tapped.goto(`${webUrl}/admin${new URL(await link()).hash}`);
      await panel(tapped, EN_STAFF['staff.panelTitle']).waitFor();
      expect(new URL(tapped.url()).hash).toBe('');
      return tapped;
    }

    // Invited: the link of the code asked for with the invitation accepts it.
    const first = await context.newPage();
    await first.goto(await invitationLink(owner, 'en'));
    const tapped = await signInByMailLink(first, 'new tab', true);
    // A member: signed out, then in again with a code alone.
    await tapped.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await tapped.waitForURL(`${webUrl}/`);
    await tapped.goto(`${webUrl}/admin`);
    const again = await signInByMailLink(tapped);
    // Pasted into the open tab, the link changes only the fragment, and is read all the same.
    await again.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await again.waitForURL(`${webUrl}/`);
    await again.goto(`${webUrl}/admin`);
    const signedIn = await signInByMailLink(again, 'pasted');
    // A staff link opened while signed in does nothing, says why, and leaves the address bar.
    await signedIn.goto(`${webUrl}/admin#staff-invite=for-someone-else`);
    await signedIn.getByText(EN_STAFF['staff.linkWhileSignedIn']).waitFor();
    expect(new URL(signedIn.url()).hash).toBe('');
    await panel(signedIn, EN_STAFF['staff.panelTitle']).waitFor();
  });

  it('a coordinator of Pune assigns a visit to a Pune pair; a Pune volunteer’s request of a Mumbai senior stays an owner’s', async () => {
    const coordinator = await staffMember(COORDINATOR_OF_PUNE);
    // Names of this run alone: a stack's seeded people, or an earlier run on it, have these too.
    const run = Date.now().toString(36).slice(-5);
    const [rohan, kunal] = [`Rohan Patil ${run}`, `Kunal Desai ${run}`];
    // Each made in a city of its own, then moved: none of it is matched with Pune's people.
    const [pair] = await Promise.all([pairIn(PUNE, PUNE, rohan), pairIn(PUNE, MUMBAI, kunal)]);

    const page = await (await newVisitor(chromium())).newPage();
    await staffSignIn(page, coordinator.email);
    const requestedTitle = EN_ADMIN_VISITS['adminVisits.requestedTitle'];
    const elsewhere = await findEntry(page, requestedTitle, kunal);
    await elsewhere.getByText(EN_ADMIN_VISITS['adminVisits.seniorElsewhere']).waitFor(LIVE);
    // Neither Assign a visit nor Unlink: the api would refuse them.
    expect(await elsewhere.getByRole('button').count()).toBe(0);
    const row = await findEntry(page, requestedTitle, rohan);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await keepAtEachWidth(page, 'coordinator-pairs', () => elsewhere.scrollIntoViewIfNeeded());

    const date = dateInZone(Date.now() + 2 * DAY_MS, VISIT_TIME_ZONE.offsetMinutes);
    await assignVisit(await openAssignForm(row), { task: 'Tea and the newspaper', date, startTime: '10:00', endTime: '11:00' });
    await page.getByRole('status').filter({ hasText: SERVER_MESSAGES.taskAssigned }).waitFor(LIVE);
    await expect.poll(() => row.count(), LIVE).toBe(0);
    const assigned = (await auditAbout(pair.volunteer.email)).filter((entry) => entry.action === 'assign');
    expect(assigned).toMatchObject([{ session: coordinator.email, details: { senior: pair.senior.email, date } }]);
  });
});
