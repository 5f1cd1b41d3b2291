/**
 * A done visit on the admin's page of each of its two people, in Hindi at 390 px against the
 * stack: the visit's date and times, the other person, the task, the status, when the
 * volunteer arrived and finished, their note and the senior's feedback (read from
 * visitFeedback, which only the senior and the admin may read); nothing scrolls sideways, axe
 * finds nothing, and at 1280 px labels sit beside their values. The volunteer's note field
 * says who reads it, in Marathi. Screenshots go to GH_SHOTS_DIR when it is set.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { COLLECTIONS } from '@gh/common/constants';
import { clockIn, timeIn, visitDateIn } from '@gh/common/locale-format';
import { translator } from '@gh/common/translate';
import type { VisitDoc } from '@gh/common/visits';
import { bearer, db, signIn } from '@gh/testkit/identity';
import { api, uniqueId, webUrl } from '@gh/testkit/stack';
import { assignAt, visitBegun } from '@gh/testkit/visits';
import { messages as HI_ADMIN } from '@gh/web/messages/hi/admin';
import { messages as HI_PROFILE } from '@gh/web/messages/hi/adminProfile';
import { messages as MR_DASHBOARD } from '@gh/web/messages/mr/dashboard';
import { showPanel, signInAtAdmin } from '../src/admin.ts';
import { axeViolations } from '../src/axe.ts';
import { newVisitor } from '../src/identity.ts';
import { dashboardOf, newCity, registerSenior, registerVolunteer, type Person } from '../src/member.ts';
import { DESKTOP, PHONE, chromiumForFile, LIVE } from '../src/visitor.ts';
import { keepShot, shotsKept } from '../src/shots.ts';

const chromium = chromiumForFile();
const hi = translator('hi', { ...HI_ADMIN, ...HI_PROFILE });
const mr = translator('mr', MR_DASHBOARD);

/** A screenshot from just above `what`, clear of the sticky top bar. */
async function shoot(page: Page, name: string, what: Locator) {
  if (!shotsKept) return;
  await what.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -140);
  });
  await keepShot(page, name);
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

const TASK = 'भजन और चाय';
const NOTE = 'हमने साथ में भजन गाए।';
const VOLUNTEER_NAME = 'अदिति कुलकर्णी';
const SENIOR_NAME = 'सावित्री जोशी';
let pair: { city: string; volunteer: Person & { token: string }; senior: Person & { token: string } };
let visitId: string;
let words: string;

const act = async (action: 'check-in' | 'check-out' | 'feedback', token: string, body: unknown = {}) => {
  const answer = await api('POST', `/visits/${visitId}/${action}`, body, bearer(token));
  expect(answer.status, answer.text).toBe(200);
};

beforeAll(async () => {
  // A senior and a volunteer of one city, the volunteer's request to visit made.
  const city = newCity();
  const [senior, volunteer] = await Promise.all([registerSenior(city, SENIOR_NAME), registerVolunteer(city, VOLUNTEER_NAME)]);
  const [{ idToken: volunteerToken }, { idToken: seniorToken }] = await Promise.all([
    signIn('volunteer', volunteer.email),
    signIn('senior', senior.email),
  ]);
  pair = { city, volunteer: { ...volunteer, token: volunteerToken }, senior: { ...senior, token: seniorToken } };
  const connected = await api(
    'POST',
    '/volunteer/volunteer/connect',
    { volunteerEmail: volunteer.email, seniorEmail: senior.email },
    bearer(volunteerToken),
  );
  expect(connected.status, connected.text).toBe(200);
  // Assigned for later, begun 10 minutes ago (the api refuses a start already past), then done.
  visitId = await assignAt(pair, Date.now() + 10 * 60_000, TASK);
  await visitBegun(visitId);
  await act('check-in', pair.volunteer.token);
  await act('check-out', pair.volunteer.token, { note: NOTE });
  words = `फिर से आना ${uniqueId('w').slice(-6)}`;
  await act('feedback', pair.senior.token, { mood: 'okay', text: words });
});

/** The admin's page of `email` in Hindi, signed in at /hi/admin with the key, its visits shown. */
async function historyOf(page: Page, email: string) {
  await page.goto(`${webUrl}/hi/admin/profile?email=${encodeURIComponent(email)}`);
  await page.getByRole('heading', { level: 2 }).first().waitFor(LIVE);
  const history = await showPanel(page, hi('adminProfile.history'));
  const entry = history.getByRole('listitem').filter({ hasText: TASK });
  await entry
    .getByText(words)
    .or(entry.getByText(hi('adminProfile.history.noFeedback')))
    .first()
    .waitFor(LIVE);
  return entry;
}

/** One visit's heading and its description list, label -> value. */
async function factsOf(entry: Locator) {
  const terms = await entry.getByRole('term').allTextContents();
  const values = await entry.getByRole('definition').allTextContents();
  return {
    heading: await entry.getByRole('heading', { level: 3 }).textContent(),
    facts: Object.fromEntries(terms.map((term, i) => [term, values[i]])),
  };
}

describe("a done visit on the admin's pages of its two people, in Hindi", { timeout: 240_000 }, () => {
  it("shows the times, the note and the feedback on the senior's and the volunteer's page; at 390 px nothing scrolls sideways", async () => {
    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    await signInAtAdmin(page, 'hi');

    const visit = (await db().collection(COLLECTIONS.visits).doc(visitId).get()).data() as VisitDoc;
    const heading = hi('admin.when', {
      date: visitDateIn(visit.date, 'hi'),
      start: timeIn(visit.startTime, 'hi'),
      end: timeIn(visit.endTime, 'hi'),
    });
    const shared = {
      [hi('adminProfile.link.task')]: TASK,
      [hi('adminProfile.history.status')]: hi('adminProfile.history.statusValue', { status: 'Done' }),
      [hi('adminProfile.history.checkIn')]: clockIn(visit.checkInAt!, 'hi'),
      [hi('adminProfile.history.checkOut')]: clockIn(visit.checkOutAt!, 'hi'),
      [hi('adminProfile.history.note')]: NOTE,
      [hi('adminProfile.history.feedback')]: hi('adminProfile.history.moodWithWords', {
        mood: hi('adminProfile.history.mood', { mood: 'okay' }),
        text: words,
      }),
    };

    // The senior's page names the volunteer; the volunteer's names the senior, with the same answer.
    // The other person's name comes with their own document, after the visit's: read until it has.
    const ofSenior = await historyOf(page, pair.senior.email);
    await expect
      .poll(() => factsOf(ofSenior), LIVE)
      .toEqual({
        heading,
        facts: { [hi('adminProfile.history.volunteer')]: `${VOLUNTEER_NAME} (${pair.volunteer.email})`, ...shared },
      });
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'history-hi-senior-390', ofSenior);

    const ofVolunteer = await historyOf(page, pair.volunteer.email);
    await expect
      .poll(() => factsOf(ofVolunteer), LIVE)
      .toEqual({
        heading,
        facts: { [hi('adminProfile.history.senior')]: `${SENIOR_NAME} (${pair.senior.email})`, ...shared },
      });
    expect(await scrollsSideways(page)).toBe(false);
    // On a phone each label stands above its value.
    const term = (await ofVolunteer.getByRole('term').first().boundingBox())!;
    const value = (await ofVolunteer.getByRole('definition').first().boundingBox())!;
    expect(value.y).toBeGreaterThanOrEqual(term.y + term.height - 1);
    expect(value.x + value.width).toBeLessThanOrEqual(PHONE.width);
    await shoot(page, 'history-hi-volunteer-390', ofVolunteer);

    // The other person is a link to their page.
    await ofVolunteer.getByRole('link', { name: `${SENIOR_NAME} (${pair.senior.email})` }).click();
    await page.waitForURL(/\/hi\/admin\/profile\?email=/);
    expect(new URL(page.url()).searchParams.get('email')).toBe(pair.senior.email);

    // On a desktop the labels sit beside their values.
    await page.setViewportSize(DESKTOP);
    const wide = await historyOf(page, pair.volunteer.email);
    const wideTerm = (await wide.getByRole('term').first().boundingBox())!;
    const wideValue = (await wide.getByRole('definition').first().boundingBox())!;
    expect(Math.abs(wideValue.y - wideTerm.y)).toBeLessThan(4);
    expect(await scrollsSideways(page)).toBe(false);
    await shoot(page, 'history-hi-volunteer-1280', wide);
  });

  it("the volunteer's note field says, in Marathi, that the senior and the team read it", async () => {
    visitId = await assignAt(pair, Date.now() + 10 * 60_000, 'बागकाम');
    const page = await dashboardOf(chromium(), pair.volunteer, 'Volunteer', PHONE);
    await page.goto(`${webUrl}/mr/dashboard`);
    const field = page.getByLabel(mr('dashboard.noteLabel'));
    await field.waitFor(LIVE);
    const described = await field.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe(mr('dashboard.noteReaders'));
    expect(await scrollsSideways(page)).toBe(false);
    await shoot(page, 'history-mr-note-390', field);
    await page.setViewportSize(DESKTOP);
    await shoot(page, 'history-mr-note-1280', field);
  });
});
