/**
 * The admin area in Hindi and Marathi, in the browser against the stack: the admin
 * signs in at /hi/admin with the key, approves an application (the notice and its Undo in
 * Hindi, the search naming the applicant Accepted) and assigns a visit to a requested pair,
 * all in Hindi; /hi/admin and /mr/admin, the key and staff forms and the whole dashboard (Staff
 * too), leave no English
 * in `main` but the people's own data, and nothing scrolls sideways, at 390 and 1280 px, with
 * no axe violation. GH_SHOTS_DIR keeps the screenshots.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COLLECTIONS } from '@gh/common/constants';
import { districtChoices } from '@gh/common/districts';
import { LANG_NAMES, type Lang } from '@gh/common/i18n';
import { translator } from '@gh/common/translate';
import { bearer, db, signIn } from '@gh/testkit/identity';
import { adminKey, api, webUrl } from '@gh/testkit/stack';
import { messages as HI_ADMIN } from '@gh/web/messages/hi/admin';
import { messages as HI_VISITS } from '@gh/web/messages/hi/adminVisits';
import { messages as HI_API } from '@gh/web/messages/hi/api';
import { messages as MR_ADMIN } from '@gh/web/messages/mr/admin';
import { messages as MR_VISITS } from '@gh/web/messages/mr/adminVisits';
import { messages as HI_STAFF } from '@gh/web/messages/hi/staff';
import { messages as MR_STAFF } from '@gh/web/messages/mr/staff';
import { entry, panel, panelAnswered, showPanel, submitApplication } from '../src/admin.ts';
import { axeViolations } from '../src/axe.ts';
import { englishIn } from '../src/english.ts';
import { newEmail, newVisitor } from '../src/identity.ts';
import { newCity, registerSenior, registerVolunteer, tomorrow } from '../src/member.ts';
import { PHONE, atEachWidth, chromiumForFile, LIVE } from '../src/visitor.ts';
import { keepShot } from '../src/shots.ts';

const chromium = chromiumForFile();

/** The admin page's words in each language tested. */
const say = {
  hi: translator('hi', { ...HI_ADMIN, ...HI_VISITS, ...HI_API, ...HI_STAFF }),
  mr: translator('mr', { ...MR_ADMIN, ...MR_VISITS, ...MR_STAFF }),
} as const;
type Tested = keyof typeof say;

/** Signs in at /{lang}/admin with the key, as a person would, reading the form in that language. */
async function signInAt(page: Page, lang: Tested): Promise<void> {
  const t = say[lang];
  await page.goto(`${webUrl}/${lang}/admin`);
  await page.getByRole('heading', { level: 1, name: t('admin.accessTitle') }).waitFor(LIVE);
  await page.getByLabel(t('admin.keyLabel')).fill(adminKey);
  await page.getByRole('button', { name: t('admin.submit'), exact: true }).click();
  await panel(page, t('admin.analyticsTitle')).waitFor(LIVE);
}

/** Every panel's title, top to bottom: a panel lists its entries once it comes near the screen. */
const PANELS = [
  'admin.pendingTitle',
  'adminVisits.requestedTitle',
  'adminVisits.assignedTitle',
  'adminVisits.upcomingTitle',
  'adminVisits.concernsTitle',
  'admin.acceptedTitle',
  'admin.rejectedTitle',
  'admin.activityTitle',
  'staff.panelTitle',
] as const;

/** Scrolls through the dashboard until every panel has listed its first entries (or said it has none). */
async function showEveryPanel(page: Page, lang: Tested): Promise<void> {
  for (const title of PANELS) {
    await panelAnswered(await showPanel(page, say[lang](title)));
  }
}

/** The fields whose values people wrote or chose, shown as stored: names, e-mails, cities, tasks, their words, their choices. */
const DATA_FIELDS = new Set([
  'name',
  'fullName',
  'email',
  'city',
  'task',
  'text',
  'reason',
  'skills',
  'volunteerSkills',
  'availability',
  'interests',
  'senior',
  'volunteer',
  'details',
  'note',
  'handledNote',
  // A call for help her family raised names who raised it.
  'raisedBy',
]);

function collect(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => collect(item, into));
  else if (value && typeof value === 'object') {
    for (const [field, inner] of Object.entries(value)) if (DATA_FIELDS.has(field)) collect(inner, into);
  }
}

/**
 * The people's own data the panels may show, read from every collection they list: excluded
 * from the English check, as they are what people typed or chose (stored option values such as
 * 'Reading' are worded by their labels, checked apart). Admin sessions show their id's start.
 */
async function peoplesData(): Promise<string[]> {
  const districtLabels = new Map(districtChoices().map(({ key, label }) => [key, label]));
  const found = new Set<string>();
  const names = [
    COLLECTIONS.applications,
    COLLECTIONS.volunteers,
    COLLECTIONS.seniors,
    COLLECTIONS.visits,
    COLLECTIONS.visitFeedback,
    COLLECTIONS.concerns,
    COLLECTIONS.audit,
    COLLECTIONS.staff,
    COLLECTIONS.grievances,
    // The grievance officer's contact, as the owner typed it.
    COLLECTIONS.settings,
  ];
  for (const name of names) {
    for (const doc of (await db().collection(name).get()).docs) {
      const fields = doc.data();
      collect(fields, found);
      if (typeof fields.session === 'string') found.add(fields.session.split('/').pop()!.slice(0, 8));
      // Staff cities are named as India Post's directory names them, in Latin letters.
      if (name === COLLECTIONS.staff) for (const city of fields.cities as string[]) found.add(districtLabels.get(city) ?? city);
    }
  }
  // A senior's language is named in its own words beside her request: 'English' is one of them.
  for (const name of Object.values(LANG_NAMES)) found.add(name);
  return [...found].filter((value) => /[A-Za-z]/.test(value));
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
}

const shoot = (page: Page, name: string) => keepShot(page, name, { fullPage: true });

describe('the admin area in Hindi and Marathi', { timeout: 300_000 }, () => {
  it('signs in at /hi/admin, approves with Undo offered in Hindi, and assigns a visit in Hindi', async () => {
    const t = say.hi;
    const applicant = newEmail('hi-apply');
    expect(await submitApplication(applicant, 'Meera Iyer')).toBe(200);
    const city = newCity();
    const senior = await registerSenior(city, 'सावित्री जोशी');
    const volunteer = await registerVolunteer(city, 'अदिति कुलकर्णी');
    const { idToken } = await signIn('volunteer', volunteer.email);
    const connected = await api(
      'POST',
      '/volunteer/volunteer/connect',
      { volunteerEmail: volunteer.email, seniorEmail: senior.email },
      bearer(idToken),
    );
    expect(connected.status, connected.text).toBe(200);
    // She reads the site in Marathi: the request says so, for the task's words.
    const chose = await api('PUT', '/language', { lang: 'mr' }, bearer((await signIn('senior', senior.email)).idToken));
    expect(chose.status, chose.text).toBe(200);

    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    await signInAt(page, 'hi');
    expect(await page.evaluate(() => document.title)).toBe('एडमिन डैशबोर्ड · गोल्डन हार्ट्स');

    const pending = entry(page, t('admin.pendingTitle'), applicant);
    await pending.waitFor(LIVE);
    // Reject's dialog reads in Hindi too, without an axe violation; it is left without rejecting.
    await pending.getByRole('button', { name: t('admin.rejectLabel', { name: 'Meera Iyer' }) }).click();
    const dialog = page.getByRole('dialog', { name: t('admin.rejectTitle', { name: 'Meera Iyer' }) });
    await dialog.getByRole('textbox', { name: t('admin.rejectReasonLabel') }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'hi-admin-reject-390');
    await dialog.getByRole('button', { name: t('admin.cancel') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await pending.getByRole('button', { name: t('admin.approveLabel', { name: 'Meera Iyer' }) }).click();
    const notice = page.getByRole('status').filter({ hasText: t('admin.volunteerApproved') });
    await notice.waitFor(LIVE);
    await notice.getByRole('button', { name: t('admin.undo') }).waitFor();
    await shoot(page, 'hi-admin-undo-390');
    // The search names what the applicant now is, in Hindi.
    await page.getByRole('combobox', { name: t('admin.searchLabel') }).fill(applicant);
    const found = page.getByRole('option').filter({ hasText: applicant });
    await expect.poll(() => found.textContent(), LIVE).toContain(t('admin.role', { role: 'Accepted' }));
    await page.keyboard.press('Escape');

    // A panel lists its entries once near the screen: a phone scrolls down to it.
    await showPanel(page, t('adminVisits.requestedTitle'));
    const request = entry(page, t('adminVisits.requestedTitle'), volunteer.email);
    await request.waitFor(LIVE);
    await request.getByText(t('adminVisits.seniorLangValue', { language: 'मराठी' })).waitFor(LIVE);
    await request.getByRole('button', { name: t('adminVisits.assignLabel', { name: volunteer.name }) }).click();
    const form = request.getByRole('form', { name: t('adminVisits.formLabel', { name: volunteer.name, email: volunteer.email }) });
    await form.getByLabel(new RegExp(`^${t('adminVisits.task')}`)).fill('सुबह की सैर');
    await form.getByLabel(new RegExp(`^${t('adminVisits.date')}`)).fill(tomorrow());
    await form.getByLabel(new RegExp(`^${t('adminVisits.startTime')}`)).fill('10:00');
    await form.getByLabel(new RegExp(`^${t('adminVisits.endTime')}`)).fill('11:30');
    await shoot(page, 'hi-admin-assign-390');
    await form.getByRole('button', { name: t('adminVisits.submitLabel', { name: volunteer.name }) }).click();
    await page
      .getByRole('status')
      .filter({ hasText: t('api.taskAssigned') })
      .waitFor(LIVE);
    // The pair moves to Assigned, its visit said in Hindi.
    await showPanel(page, t('adminVisits.assignedTitle'));
    const assigned = entry(page, t('adminVisits.assignedTitle'), volunteer.email);
    await assigned.waitFor(LIVE);
    expect(await assigned.textContent()).toContain(t('adminVisits.taskIs', { task: 'सुबह की सैर' }));
    await noSidewaysScroll(page);
  });

  it.each(['hi', 'mr'] as Tested[])(
    '/%s/admin at phone and desktop width: no English but the people’s data, nothing sideways, no axe violation',
    async (lang) => {
      const t = say[lang];
      // One application at least, so the Pending panel shows its buttons.
      expect(await submitApplication(newEmail(`${lang}-scan`), 'Sushila Menon')).toBe(200);
      const page = await (await newVisitor(chromium(), PHONE)).newPage();
      await page.goto(`${webUrl}/${lang}/admin`);
      await page.getByRole('heading', { level: 1, name: t('admin.accessTitle') }).waitFor(LIVE);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang satisfies Lang);
      await atEachWidth(page, async (_width, { width }) => {
        expect(await englishIn(page, [])).toEqual([]);
        await noSidewaysScroll(page);
        expect(await axeViolations(page)).toEqual([]);
        await shoot(page, `${lang}-admin-access-${width}`);
      });

      await page.setViewportSize(PHONE);
      await signInAt(page, lang);
      await showEveryPanel(page, lang);
      // One way out: the dashboard's own Sign Out, not a second in the top bar.
      expect(await page.getByRole('button', { name: t('admin.signOut'), exact: true }).count()).toBe(1);
      await atEachWidth(page, async (_width, { width }) => {
        expect(await englishIn(page, peoplesData)).toEqual([]);
        await noSidewaysScroll(page);
        expect(await axeViolations(page)).toEqual([]);
        await page.evaluate(() => window.scrollTo(0, 0));
        await shoot(page, `${lang}-admin-${width}`);
      });
    },
  );
});
