/**
 * A concern reaches a person, in the browser against the stack: a senior reads her dashboard
 * in Marathi on a phone, presses "I need help with my visits", writes a few words and sends
 * them; the admin, in Hindi on a phone, sees the concern on top of the page without a reload,
 * with both people's phones as call links and their profiles, and marks it handled with a
 * note, after which it leaves. Axe scans both pages. GH_SHOTS_DIR keeps the screenshots.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COLLECTIONS } from '@gh/common/constants';
import { translator } from '@gh/common/translate';
import { db } from '@gh/testkit/identity';
import { webUrl } from '@gh/testkit/stack';
import { messages as HI_ADMIN } from '@gh/web/messages/hi/admin';
import { messages as HI_VISITS } from '@gh/web/messages/hi/adminVisits';
import { messages as HI_API } from '@gh/web/messages/hi/api';
import { messages as MR_DASHBOARD } from '@gh/web/messages/mr/dashboard';
import { messages as MR_API } from '@gh/web/messages/mr/api';
import { panel, signInAtAdmin } from '../src/admin.ts';
import { axeViolations } from '../src/axe.ts';
import { newVisitor } from '../src/identity.ts';
import { dashboardOf, newCity, registerSenior, registerVolunteer } from '../src/member.ts';
import { DESKTOP, PHONE, chromiumForFile } from '../src/visitor.ts';
import { keepShot } from '../src/shots.ts';

const chromium = chromiumForFile();
const LIVE = { timeout: 20_000 };
const hi = translator('hi', { ...HI_ADMIN, ...HI_VISITS, ...HI_API });
const mr = translator('mr', { ...MR_DASHBOARD, ...MR_API });

const shot = (page: Page, name: string) => keepShot(page, `concerns-${name}`);

async function adminInHindi(viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await newVisitor(chromium(), viewport)).newPage();
  await signInAtAdmin(page, 'hi');
  await panel(page, hi('adminVisits.openTitle')).waitFor(LIVE);
  return page;
}

describe('a senior asks for help and the admin handles it', () => {
  it('reaches the top of the admin page at once and leaves once handled', { timeout: 180_000 }, async () => {
    const city = newCity();
    const senior = await registerSenior(city, 'Sushila Patil');
    await registerVolunteer(city, 'Aditi Kulkarni');
    const admin = await adminInHindi(PHONE);

    const page = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    await page.goto(`${webUrl}/mr/dashboard`);
    const card = page.getByRole('region', { name: mr('dashboard.helpTitle') });
    const button = card.getByRole('button', { name: mr('dashboard.helpButton') });
    await button.scrollIntoViewIfNeeded(LIVE);
    await shot(page, 'senior-help-button-mr-390');
    await button.click();
    const dialog = page.getByRole('dialog', { name: mr('dashboard.helpDialogTitle') });
    await dialog.getByLabel(mr('dashboard.helpMessageLabel')).fill('माझ्या गुडघ्याला त्रास होतो, कृपया संध्याकाळी फोन करा.');
    // MUI fades a dialog in: let it finish before the picture and the scan.
    await page.waitForTimeout(500);
    await shot(page, 'senior-help-dialog-mr-390');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: mr('dashboard.helpSend') }).click();
    await expect.poll(() => card.getByTestId('help-sent').textContent(), LIVE).toBe(mr('api.helpSent'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'senior-help-sent-mr-390');

    // On top of the admin page, live: both names, her phone as a call link, her profile, her words.
    const open = panel(admin, hi('adminVisits.openTitle'));
    const row = open.getByRole('listitem').filter({ hasText: 'Sushila Patil' });
    await row.waitFor(LIVE);
    await expect.poll(() => row.textContent(), LIVE).toContain('माझ्या गुडघ्याला त्रास होतो');
    const stored = await db().collection(COLLECTIONS.seniors).doc(senior.email).get();
    const phone = String(stored.get('phone'));
    const call = row.getByRole('link', { name: hi('adminVisits.callLabel', { name: 'Sushila Patil', phone }) });
    expect(await call.getAttribute('href')).toBe(`tel:${phone.replace(/\s/g, '')}`);
    expect(await row.getByRole('link', { name: hi('adminVisits.profileLabel', { name: 'Sushila Patil' }) }).getAttribute('href')).toBe(
      `/hi/admin/profile?email=${encodeURIComponent(senior.email)}`,
    );
    const top = await open.boundingBox();
    const search = await admin.getByRole('combobox').first().boundingBox();
    expect(top!.y).toBeLessThan(search!.y);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await row.scrollIntoViewIfNeeded();
    await shot(admin, 'admin-open-hi-390');
    expect(await axeViolations(admin)).toEqual([]);

    const wide = await adminInHindi(DESKTOP);
    await panel(wide, hi('adminVisits.openTitle')).getByRole('listitem').filter({ hasText: 'Sushila Patil' }).waitFor(LIVE);
    await shot(wide, 'admin-open-hi-1280');

    // Mark as handled: a note is required, then the concern leaves and the note is kept.
    await row.getByRole('button', { name: hi('adminVisits.markHandledLabel', { senior: 'Sushila Patil' }) }).click();
    const handled = admin.getByRole('dialog', { name: hi('adminVisits.handledTitle') });
    await handled.getByLabel(hi('adminVisits.handledNoteLabel')).fill('सुशीला जी से बात हुई, कल मिलने जाएँगे।');
    await admin.waitForTimeout(500);
    await shot(admin, 'admin-handled-dialog-hi-390');
    await handled.getByRole('button', { name: hi('adminVisits.markHandled') }).click();
    await handled.waitFor({ state: 'detached', ...LIVE });
    await expect.poll(() => row.count(), LIVE).toBe(0);
    const concerns = await db().collection(COLLECTIONS.concerns).where('senior', '==', senior.email).limit(5).get();
    expect(concerns.docs.map((d) => d.data())).toMatchObject([
      { kind: 'help', status: 'handled', handledNote: 'सुशीला जी से बात हुई, कल मिलने जाएँगे।' },
    ]);
    await expect.poll(() => admin.evaluate(() => document.activeElement?.textContent), LIVE).toBe(hi('adminVisits.openTitle'));
  });
});
