/**
 * A signed-in member's pages in Hindi: a senior with a visit assigned opens
 * /hi/dashboard and reads it in Hindi, with no English left in the main content (a missing
 * message throws, so the page would not render; an English word left fails the check), the top
 * bar's bell in Hindi too, the interests they share by their Hindi labels, nothing cut or
 * scrolling sideways and no axe violation at 390 and 1280 px; /hi/profile saves and says so in Hindi; /hi/status, the system check, has no English left either.
 * GH_SHOTS_DIR keeps the screenshots.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, DAY_MS, LINK_STATUS, VISIT_TIME_ZONE } from '@gh/common/constants';
import { VISIT_STATUS, scheduledVisit } from '@gh/common/visits';
import { dateInZone } from '@gh/common/time';
import { db, personDoc } from '@gh/testkit/identity';
import { webUrl } from '@gh/testkit/stack';
import { axeViolations } from '../src/axe.ts';
import { englishIn } from '../src/english.ts';
import { newVisitor } from '../src/identity.ts';
import { dashboardOf, newCity, registerSenior, registerVolunteer } from '../src/member.ts';
import { DESKTOP, PHONE, chromiumForFile, LIVE } from '../src/visitor.ts';
import { keepShot } from '../src/shots.ts';

const chromium = chromiumForFile();

/** What the people typed, in Devanagari as a Hindi reader's own data would be. */
const SENIOR_NAME = 'सावित्री जोशी';
const VOLUNTEER_NAME = 'अदिति कुलकर्णी';
const TASK = 'सुबह की सैर और अख़बार';
const CANCELLED_TASK = 'बगीचे में टहलना';

describe("a member's pages in Hindi", { timeout: 180_000 }, () => {
  it.each([PHONE, DESKTOP])('a senior reads their dashboard at %j in Hindi, with no English left', async (viewport) => {
    const city = newCity();
    const senior = await registerSenior(city, SENIOR_NAME);
    const volunteer = await registerVolunteer(city, VOLUNTEER_NAME);
    const date = dateInZone(Date.now() + 2 * DAY_MS, VISIT_TIME_ZONE.offsetMinutes);
    const at = Date.now() - 3 * 60 * 60_000;
    const visit = { status: LINK_STATUS.assigned, reqTime: at, assTime: at, task: TASK, date, startTime: '10:00', endTime: '11:30', city };
    await personDoc('senior', senior.email).update({
      volunteer: { ...visit, email: volunteer.email, name: VOLUNTEER_NAME, phone: '+91 98220 33333' },
    });
    await personDoc('volunteer', volunteer.email).update({ senior: { ...visit, email: senior.email, name: SENIOR_NAME } });

    // A visit cancelled before its day: still ahead, so under Upcoming, marked, not among past visits.
    const cancelledOn = dateInZone(Date.now() + 5 * DAY_MS, VISIT_TIME_ZONE.offsetMinutes);
    await db()
      .collection(COLLECTIONS.visits)
      .doc()
      .set({
        ...scheduledVisit(
          {
            volunteer: volunteer.email,
            senior: senior.email,
            districtKey: 'maharashtra/pune',
            task: CANCELLED_TASK,
            city,
            date: cancelledOn,
            startTime: '10:00',
            endTime: '11:00',
          },
          { uid: 'cancelled', sequence: 1 },
          at,
        ),
        status: VISIT_STATUS.cancelled,
        cancelledAt: at,
      });

    const page = await dashboardOf(chromium(), senior, 'Senior Citizen', viewport);
    await page.goto(`${webUrl}/hi/dashboard`);
    const next = page.getByRole('region', { name: 'आपकी अगली मुलाकात' });
    await next.getByTestId('visit').waitFor(LIVE);
    await page.getByRole('region', { name: 'सूचनाएँ' }).getByTestId('notification-task').waitFor(LIVE);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await page.locator('h1').textContent()).toBe(`स्वागत है, ${SENIOR_NAME}`);
    const upcoming = page.getByRole('region', { name: 'आने वाली मुलाकातें' }).getByTestId('upcoming-visit').filter({ hasText: CANCELLED_TASK });
    await upcoming.waitFor(LIVE);
    expect(await upcoming.getByTestId('upcoming-status').textContent()).toBe('रद्द हुई');
    expect(await page.getByTestId('past-visit').filter({ hasText: CANCELLED_TASK }).count()).toBe(0);
    // Her avatar: the first syllable of her name, not of her e-mail.
    expect(await page.getByRole('button', { name: /^आपका खाता/ }).textContent()).toBe('सा');
    // The visit's date and 12-hour times as Intl writes them in hi-IN.
    const dateText = new Intl.DateTimeFormat('hi-IN', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: VISIT_TIME_ZONE.name,
    }).format(Date.parse(`${date}T12:00:00Z`));
    expect(await next.textContent()).toContain(`तारीख${dateText}`);
    // The data the people gave stays as they wrote it; every word around it is Hindi, the
    // interests they share too (stored as 'Reading' and 'Music', shown by their labels).
    await page.getByText('दोनों की पसंद: पढ़ना, संगीत').first().waitFor(LIVE);
    expect(await englishIn(page, [senior.email, volunteer.email, city])).toEqual([]);
    // The top bar's signed-in part too: the bell names itself in Hindi.
    expect(await page.getByRole('button', { name: /^सूचनाएँ: \d+ नई$/ }).count()).toBe(1);
    // Nothing scrolls sideways, however long the Hindi words.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await keepShot(page, `hi-dashboard-${viewport.width}`, { fullPage: true });
  });

  it("saves a senior's profile from /hi/profile, saying what to fix and the answer in Hindi", async () => {
    const senior = await registerSenior(newCity(), SENIOR_NAME);
    const page = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    await page.goto(`${webUrl}/hi/profile`);
    await page.getByRole('heading', { level: 1, name: 'प्रोफ़ाइल बदलिए' }).waitFor(LIVE);
    const form = page.getByRole('form', { name: 'वरिष्ठ नागरिक की प्रोफ़ाइल' });
    // A field to fix says so in Hindi (the shared schema's message, translated).
    const name = form.getByRole('textbox', { name: 'पूरा नाम' });
    await name.fill('');
    await form.getByRole('button', { name: 'सहेजिए' }).click();
    await form.getByText('नाम भरना ज़रूरी है').waitFor(LIVE);
    await name.fill(SENIOR_NAME);
    await form.getByRole('button', { name: 'सहेजिए' }).click();
    await form.getByRole('alert').getByText('आपकी प्रोफ़ाइल सहेज ली गई है।').waitFor(LIVE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  it('/hi/status, the system check, reads in Hindi too', async () => {
    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    await page.goto(`${webUrl}/hi/status`);
    await expect.poll(() => page.getByTestId('api-health').textContent(), LIVE).toBe('ठीक है');
    expect(await englishIn(page, [])).toEqual([]);
  });
});
