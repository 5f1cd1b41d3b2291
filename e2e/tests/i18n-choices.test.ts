/**
 * Stored option values in Hindi and Marathi: a senior's /hi/profile shows their
 * interests and State by their Hindi labels and saves a new interest as the English value the
 * API takes; the admin's /mr/admin/profile of a volunteer reads in Marathi with no English left
 * but the people's own data. Axe-clean and nothing scrolling sideways at 390 and 1280 px.
 * GH_SHOTS_DIR keeps the screenshots.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COLLECTIONS, LINK_STATUS } from '@gh/common/constants';
import type { SeniorDoc } from '@gh/common/documents';
import { addPerson, db, personDoc } from '@gh/testkit/identity';
import { webUrl } from '@gh/testkit/stack';
import { openAdminDashboard } from '../src/admin.ts';
import { axeViolations } from '../src/axe.ts';
import { englishIn } from '../src/english.ts';
import { newEmail } from '../src/identity.ts';
import { dashboardOf, newCity, registerSenior } from '../src/member.ts';
import { DESKTOP, PHONE, chromiumForFile, LIVE } from '../src/visitor.ts';
import { keepShot } from '../src/shots.ts';

const chromium = chromiumForFile();
const shot = (page: Page, name: string) => keepShot(page, `${name}-${page.viewportSize()?.width}`, { fullPage: true });

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A volunteer as a Marathi reader's own data would be, linked with a senior and a visit. */
async function marathiVolunteer(): Promise<{ volunteer: string; senior: string }> {
  const volunteer = await addPerson('volunteer', newEmail('mr-volunteer'));
  const senior = newEmail('mr-senior');
  const at = Date.UTC(2026, 2, 14, 10, 15);
  await db()
    .collection(COLLECTIONS.applications)
    .doc(volunteer)
    .update({
      fullName: 'अदिती कुलकर्णी',
      contact: '+91 98220 11111',
      motivation: 'माझी आजी अनेक वर्षं एकटी राहिली.',
      companionshipMeaning: 'सोबत असणं, ऐकणं.',
      excitement: 'जुन्या गोष्टी ऐकणं.',
      handlingLoneliness: 'नियमित भेटी.',
      availability: 'सकाळी',
      submittedAt: at - 86_400_000,
      decidedAt: at,
    });
  await personDoc('volunteer', volunteer).update({
    name: 'अदिती कुलकर्णी',
    address: '12, कोरेगाव पार्क',
    city: 'पुणे',
    hobbies: 'सतार',
    experience: 'केअर होममध्ये दोन वर्षं.',
    languages: ['Marathi', 'Hindi'],
    emergencycontact: { emergencyContactName: 'अनिल कुलकर्णी', emergencyContactPhone: '+91 98220 33333', emergencyContactRelation: 'भाऊ' },
    senior: {
      email: senior,
      name: 'कमला राव',
      status: LINK_STATUS.assigned,
      reqTime: at,
      answer: 'yes',
      ansTime: at,
      task: 'वर्तमानपत्र वाचून दाखवणं',
      date: '2026-03-20',
      startTime: '10:00',
      endTime: '11:30',
      city: 'पुणे',
      assTime: at,
    },
  });
  return { volunteer, senior };
}

describe('stored option values in Hindi and Marathi', { timeout: 180_000 }, () => {
  it.each([PHONE, DESKTOP])(
    "a senior's /hi/profile at %j shows their interests and State in Hindi and saves a new one in English",
    async (viewport) => {
      const senior = await registerSenior(newCity(), 'सावित्री जोशी');
      const page = await dashboardOf(chromium(), senior, 'Senior Citizen', viewport);
      await page.goto(`${webUrl}/hi/profile`);
      const form = page.getByRole('form', { name: 'वरिष्ठ नागरिक की प्रोफ़ाइल' });
      const interests = form.getByRole('group', { name: 'पसंद' });
      await interests.waitFor(LIVE);
      // Registered with Reading and Music: checked, by their Hindi labels; no English in the group.
      expect(await interests.getByRole('checkbox', { name: 'पढ़ना' }).isChecked()).toBe(true);
      expect(await interests.getByRole('checkbox', { name: 'संगीत' }).isChecked()).toBe(true);
      expect((await interests.innerText()).match(/[A-Za-z]{2,}/g)).toBeNull();
      expect((await form.getByRole('group', { name: 'सेवाएँ' }).innerText()).match(/[A-Za-z]{2,}/g)).toBeNull();
      // The State chosen, by its Hindi name (the field's own label is the registration forms' words, either language).
      expect(
        await form
          .getByRole('combobox', { name: /राज्य|State/ })
          .locator('option:checked')
          .textContent(),
      ).toBe('महाराष्ट्र');
      expect(await sidewaysScroll(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'hi-profile-choices');

      await interests.getByRole('checkbox', { name: 'बाग़बानी' }).check();
      await form.getByRole('button', { name: 'सहेजिए' }).click();
      await form.getByRole('alert').getByText('आपकी प्रोफ़ाइल सहेज ली गई है।').waitFor(LIVE);
      // The API and the data keep the English values.
      const saved = (await personDoc('senior', senior.email).get()).data() as SeniorDoc;
      expect(saved.interests).toEqual(['Reading', 'Music', 'Gardening']);
    },
  );

  it.each([PHONE, DESKTOP])(
    "the admin reads a volunteer's /mr/admin/profile at %j in Marathi, no English left but the people's data",
    async (viewport) => {
      const { volunteer, senior } = await marathiVolunteer();
      const page = await (await openAdminDashboard(chromium())).context().newPage();
      await page.setViewportSize(viewport);
      await page.goto(`${webUrl}/mr/admin/profile?email=${encodeURIComponent(volunteer)}`);
      await page.getByRole('heading', { level: 1, name: 'अर्जदाराची प्रोफाइल' }).waitFor(LIVE);
      expect(await page.title()).toMatch(/^अर्जदाराची प्रोफाइल · /);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('mr');
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
        'अर्ज',
        'त्यांची उत्तरं',
        'स्वयंसेवक म्हणून नोंदणी',
        'आणीबाणीतील संपर्क',
        'ज्येष्ठ नागरिकाशी जोडणी',
        'फोटो आणि ओळख तपासणी',
        'भेटी',
      ]);
      const registration = page.getByRole('region', { name: 'स्वयंसेवक म्हणून नोंदणी' });
      await registration.getByText('वाचन, संगीत').waitFor(); // skills, stored as Reading, Music
      await registration.getByText('सकाळ (9 ते 12 वाजेपर्यंत)').waitFor();
      await registration.getByText('महाराष्ट्र').waitFor();
      await page.getByRole('region', { name: 'ज्येष्ठ नागरिकाशी जोडणी' }).getByText('भेट ठरली').waitFor();
      expect(await englishIn(page, [volunteer, senior, 'cv.pdf'])).toEqual([]);
      expect(await sidewaysScroll(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'mr-admin-profile');
    },
  );
});
