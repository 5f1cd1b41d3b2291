/**
 * /admin/profile in the browser shows the whole person: a registered volunteer's
 * application (status, dates, answers, resume), registration, emergency contact
 * and link with their senior; a senior's registration; each section an h2 over a description
 * list; on a phone the labels stand above their values and nothing is cut off.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COLLECTIONS, LINK_STATUS } from '@gh/common/constants';
import { webUrl } from '@gh/testkit/stack';
import { addPerson, db, personDoc } from '@gh/testkit/identity';
import { newEmail } from '../src/identity.ts';
import { openAdminDashboard } from '../src/admin.ts';
import { DESKTOP, PHONE, chromiumForFile } from '../src/visitor.ts';

const chromium = chromiumForFile();
const AT = Date.UTC(2026, 2, 14, 10, 15); // 14 March 2026, 3:45 PM in India

let volunteer: string;
let senior: string;

beforeAll(async () => {
  volunteer = await addPerson('volunteer', newEmail('profile-volunteer'));
  senior = await addPerson('senior', newEmail('profile-senior'));
  await db()
    .collection(COLLECTIONS.applications)
    .doc(volunteer)
    .update({
      fullName: 'Aditi Sharma',
      motivation: 'My grandmother lived alone for years.\nI know how much a visit means.',
      companionshipMeaning: 'Being there, listening, laughing together.',
      excitement: 'Hearing stories from another time.',
      handlingLoneliness: 'Regular visits and small routines.',
      experience: '',
      submittedAt: AT - 86_400_000,
      decidedAt: AT,
    });
  await personDoc('volunteer', volunteer).update({
    hobbies: 'Sitar, चित्रकला',
    senior: {
      email: senior,
      name: 'Kamala Rao',
      status: LINK_STATUS.assigned,
      reqTime: AT,
      answer: 'yes',
      ansTime: AT,
      task: 'Read the newspaper together',
      date: '2026-03-20',
      startTime: '10:00',
      endTime: '11:30',
      city: 'Pune',
      assTime: AT + 3_600_000,
    },
  });
});

const openProfile = async (page: Page, email: string) => {
  await page.goto(`${webUrl}/admin/profile?email=${encodeURIComponent(email)}`);
  await page.getByRole('heading', { level: 2 }).first().waitFor();
};

/** The description list of the section named `title`, as label -> value. */
async function section(page: Page, title: string): Promise<Record<string, string>> {
  const region = page.getByRole('region', { name: title });
  const terms = await region.getByRole('term').allTextContents();
  const values = await region.getByRole('definition').allTextContents();
  expect(values.length).toBe(terms.length);
  return Object.fromEntries(terms.map((term, i) => [term, values[i]!]));
}

describe('/admin/profile', () => {
  it("shows a registered volunteer's application, answers, registration, emergency contact and visit", async () => {
    const page = await (await openAdminDashboard(chromium())).context().newPage();
    await openProfile(page, volunteer);
    await page.getByRole('heading', { level: 1, name: 'Applicant Profile' }).waitFor();
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Application',
      'Their answers',
      'Registered as a volunteer',
      'Emergency contact',
      'Link with a senior',
      'Photo and identity check',
      'Visits',
    ]);
    expect(await section(page, 'Application')).toEqual({
      Status: 'Accepted',
      Submitted: '13 March 2026, 3:45 PM',
      Decided: '14 March 2026, 3:45 PM',
      'Full name': 'Aditi Sharma',
      Email: volunteer,
      Contact: '+91 98220 11111',
      Languages: 'English, Marathi',
      Availability: 'Mornings',
      'Previous experience': 'Not mentioned',
      Resume: 'cv.pdfView Resume',
    });
    expect(await section(page, 'Their answers')).toEqual({
      'Why they would like to volunteer': 'My grandmother lived alone for years.\nI know how much a visit means.',
      'What companionship means to them': 'Being there, listening, laughing together.',
      'What excites them about this work': 'Hearing stories from another time.',
      'How they would help a lonely senior': 'Regular visits and small routines.',
    });
    expect(await section(page, 'Registered as a volunteer')).toMatchObject({
      Name: 'Aditi Sharma',
      Email: volunteer,
      Phone: '+91 98220 11111',
      'Date of birth': '12 April 1996',
      Address: '12 Lane 5, Koregaon Park',
      City: 'Pune',
      State: 'Maharashtra',
      'PIN code': '411001',
      Skills: 'Reading, Music',
      Availability: 'Morning (9AM-12PM)',
      Languages: 'English, Marathi',
      Experience: 'Two years at a care home.',
      Hobbies: 'Sitar, चित्रकला',
      Certification: 'Not mentioned',
      CV: 'cv.pdfView CV',
    });
    expect(await section(page, 'Emergency contact')).toEqual({
      'Emergency contact': 'Anil Rao',
      'Emergency contact phone': '+91 98220 33333',
      'Emergency contact relation': 'Son',
    });
    expect(await section(page, 'Link with a senior')).toEqual({
      'Link status': 'Assigned',
      'Linked with': 'Kamala Rao',
      'Linked email': senior,
      Requested: '14 March 2026, 3:45 PM',
      "Senior's answer": 'Yes, happy to be visited',
      Task: 'Read the newspaper together',
      'Visit date': 'Friday, 20 March 2026',
      'Visit time': '10:00 AM - 11:30 AM',
      'Visit city': 'Pune',
      Assigned: '14 March 2026, 4:45 PM',
    });
    const resume = page.getByRole('link', { name: 'View Resume (opens in a new tab)' });
    expect(await resume.getAttribute('target')).toBe('_blank');
    expect(await resume.getAttribute('href')).toMatch(/^\/api\/files\/resume\?/);
    expect(await page.getByRole('link', { name: 'View CV (opens in a new tab)' }).getAttribute('href')).toMatch(/^\/api\/files\/cv\?/);
  });

  it("shows a senior's registration, with no application and no link yet", async () => {
    const page = await (await openAdminDashboard(chromium())).context().newPage();
    await openProfile(page, senior);
    await page.getByRole('heading', { level: 1, name: 'Senior Profile' }).waitFor();
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Registered as a senior',
      'Emergency contact',
      'Link with a volunteer',
      'Her coordinator',
      'Family circle',
      'Visits',
    ]);
    expect(await section(page, 'Registered as a senior')).toMatchObject({
      Name: 'Kamala Rao',
      Phone: '+91 20 2612 3456',
      'Date of birth': '30 September 1942',
      'PIN code': '411004',
      Interests: 'Reading, Music',
      Services: 'Companionship',
      'Special needs': 'Uses a walking stick.',
    });
    // A senior's contact may have an e-mail, which she may invite into her family circle.
    expect(await section(page, 'Emergency contact')).toMatchObject({ 'Emergency contact e-mail': 'Not mentioned' });
    await page.getByRole('region', { name: 'Link with a volunteer' }).getByText('Not linked with anyone yet.').waitFor();
    await page
      .getByRole('region', { name: 'Her coordinator' })
      .getByText('No coordinator is named: her concerns reach the team’s inbox.')
      .waitFor();
    await page.getByRole('region', { name: 'Family circle' }).getByText('She has invited nobody into her family circle.').waitFor();
  });

  it('reads on a phone: labels above values, nothing wider than the screen; beside them on a desktop', async () => {
    const page = await (await openAdminDashboard(chromium())).context().newPage();
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await openProfile(page, volunteer);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const region = page.getByRole('region', { name: 'Their answers' });
      const term = (await region.getByRole('term').first().boundingBox())!;
      const value = (await region.getByRole('definition').first().boundingBox())!;
      if (viewport === PHONE) {
        expect(value.y).toBeGreaterThanOrEqual(term.y + term.height - 1);
        expect(value.x + value.width).toBeLessThanOrEqual(viewport.width);
      } else {
        expect(Math.abs(value.y - term.y)).toBeLessThan(4);
        expect(value.x).toBeGreaterThan(term.x + term.width);
      }
    }
  });
});
