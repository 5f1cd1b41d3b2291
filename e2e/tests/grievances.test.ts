/**
 * Grievances against the stack. A senior files one on /profile in Marathi at 390 px, and her
 * list shows it waiting with the day its answer is due; the grievance officer, a viewer named
 * by the owners, signs in at /admin at 1280 px and answers it from her own page; the senior's
 * open page shows it answered, with the answer, live, and the answer reaches her in Marathi.
 * /privacy names the officer in Marathi. Axe scans the pages; screenshots go to GH_SHOTS_DIR
 * when it is set.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@gh/common/constants';
import type { GrievanceDoc } from '@gh/common/grievances';
import { translator } from '@gh/common/translate';
import { db } from '@gh/testkit/identity';
import { staffMember } from '@gh/testkit/staff';
import { adminKey, api, mailbox, newClientAddress, webUrl } from '@gh/testkit/stack';
import { messages as EN_API } from '@gh/web/messages/en/api';
import { messages as EN_STAFF } from '@gh/web/messages/en/staff';
import { messages as MR_API } from '@gh/web/messages/mr/api';
import { messages as MR_PRIVACY } from '@gh/web/messages/mr/privacy';
import { messages as MR_PROFILE } from '@gh/web/messages/mr/profile';
import { panel, staffSignIn } from '../src/admin.ts';
import { axeViolations } from '../src/axe.ts';
import { newVisitor } from '../src/identity.ts';
import { dashboardOf, newCity, registerSenior } from '../src/member.ts';
import { keepShot, shootBoth } from '../src/shots.ts';
import { DESKTOP, PHONE, chromiumForFile, movesEnded, scrollsSideways, LIVE } from '../src/visitor.ts';

const chromium = chromiumForFile();
const mr = translator('mr', { ...MR_API, ...MR_PROFILE, ...MR_PRIVACY });
const en = translator('en', { ...EN_API, ...EN_STAFF });
const WORDS = 'माझा पत्ता कोणी पाहिला, ते मला सांगा.';
const ANSWER = 'Only the coordinator of Pune opened your address, to plan your visits.';

describe('a grievance, filed in Marathi and answered by the grievance officer', { timeout: 300_000 }, () => {
  it('she files it on /profile, the officer answers it, and she sees it answered live', async () => {
    const officer = await staffMember({ role: 'viewer', cities: ['maharashtra/pune'] });
    const named = await api(
      'PUT',
      `/${encodeURIComponent(adminKey)}/grievance-officer`,
      { staff: officer.email, name: 'Meera Iyer', email: 'grievances@example.org', phone: '+91 98200 12345' },
      newClientAddress(),
    );
    expect(named.status).toBe(200);

    const senior = await registerSenior(newCity(), 'सावित्री कुलकर्णी');
    const page = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    await page.goto(`${webUrl}/mr/profile`);
    const form = page.getByRole('form', { name: mr('profile.grievanceFormTitle') });
    await form.waitFor(LIVE);
    await form.getByRole('radio', { name: mr('profile.grievanceCategory', { category: 'myData' }) }).check();
    await form.getByRole('textbox', { name: mr('profile.grievanceText') }).fill(WORDS);
    await form.getByRole('button', { name: mr('profile.grievanceSend') }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent(), LIVE).toContain(mr('api.grievanceFiled'));
    const entry = page.getByTestId('grievance');
    const status = entry.getByTestId('grievance-status');
    await expect.poll(() => status.textContent(), LIVE).toBe(mr('profile.grievanceStatus', { status: 'open' }));
    expect(await entry.textContent()).toContain(WORDS);
    const [stored] = (await db().collection(COLLECTIONS.grievances).where('email', '==', senior.email).get()).docs.map(
      (doc) => doc.data() as GrievanceDoc,
    );
    expect(stored).toMatchObject({ lang: 'mr', status: 'open', text: WORDS });
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await form.scrollIntoViewIfNeeded();
    await keepShot(page, 'grievance-form-mr-390');

    const desk = await (await newVisitor(chromium(), DESKTOP)).newPage();
    await staffSignIn(desk, officer.email);
    const waiting = panel(desk, en('staff.grievancesTitle'));
    const row = waiting.getByTestId('open-grievance').filter({ hasText: senior.email });
    await row.waitFor(LIVE);
    expect(await row.textContent()).toContain(WORDS);
    expect(await axeViolations(desk)).toEqual([]);
    await row.scrollIntoViewIfNeeded();
    await keepShot(desk, 'grievance-officer-1280');
    await row.getByRole('button', { name: en('staff.grievanceAnswerLabel', { email: senior.email }) }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByRole('textbox', { name: en('staff.grievanceAnswerField') }).fill(ANSWER);
    await movesEnded(desk);
    await keepShot(desk, 'grievance-answer-1280');
    await dialog.getByRole('button', { name: en('staff.grievanceSendAnswer') }).click();
    await desk.getByText(en('api.grievanceAnswerSent')).waitFor(LIVE);
    await expect.poll(() => row.count(), LIVE).toBe(0);

    // Her page, open all along, shows the answer by its listener.
    await expect.poll(() => status.textContent(), LIVE).toBe(mr('profile.grievanceStatus', { status: 'answered' }));
    expect(await entry.getByTestId('grievance-answer').textContent()).toBe(ANSWER);
    await shootBoth(page, entry, 'grievance-answered-mr');
    await expect.poll(async () => (await mailbox.to(senior.email)).some((mail) => mail.text?.includes(ANSWER)), LIVE).toBe(true);
    const mail = (await mailbox.to(senior.email)).find((each) => each.text?.includes(ANSWER));
    expect(mail?.subject).toBe('तुमच्या तक्रारीचे उत्तर');

    await page.goto(`${webUrl}/mr/privacy`);
    const contact = page.getByTestId('grievance-officer');
    await contact.waitFor(LIVE);
    expect(await contact.textContent()).toContain(mr('privacy.officer.name', { name: 'Meera Iyer' }));
    expect(await axeViolations(page)).toEqual([]);
    await shootBoth(page, contact, 'grievance-privacy-mr');
  });
});
