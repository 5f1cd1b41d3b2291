/**
 * A concern reaches a person, in the browser against the stack: a senior reads her dashboard
 * in Marathi on a phone, presses "I need help with my visits", writes a few words and sends
 * them; after a reload her request is still listed, saying the team will call. The admin, in
 * Hindi on a phone, sees the concern on top of the page without a reload, with both people's
 * phones as call links and their profiles, and marks it handled with a note and a few words
 * for her, after which it leaves; her dashboard then says, live and after a reload, in Marathi
 * and in Hindi, that the team dealt with it, with those words. Axe scans both pages.
 * GH_SHOTS_DIR keeps the screenshots.
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
import { messages as HI_DASHBOARD } from '@gh/web/messages/hi/dashboard';
import { messages as MR_DASHBOARD } from '@gh/web/messages/mr/dashboard';
import { messages as MR_API } from '@gh/web/messages/mr/api';
import { panel, signInAtAdmin } from '../src/admin.ts';
import { axeViolations } from '../src/axe.ts';
import { newVisitor } from '../src/identity.ts';
import { dashboardOf, newCity, registerSenior, registerVolunteer } from '../src/member.ts';
import { DESKTOP, PHONE, chromiumForFile, movesEnded, LIVE } from '../src/visitor.ts';
import { keepShot } from '../src/shots.ts';

const chromium = chromiumForFile();
const hi = translator('hi', { ...HI_ADMIN, ...HI_VISITS, ...HI_API, ...HI_DASHBOARD });
const mr = translator('mr', { ...MR_DASHBOARD, ...MR_API });

const shot = (page: Page, name: string) => keepShot(page, `concerns-${name}`);
const WORDS = 'माझ्या गुडघ्याला त्रास होतो, कृपया संध्याकाळी फोन करा.';
const FOR_HER = 'सुशीला जी, कल शाम 5 बजे अदिती आपसे मिलने आएँगी।';

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
    // The app's button: the page painted from the phone's copy first has an inert one, which goes.
    const button = card.getByRole('button', { name: mr('dashboard.helpButton'), disabled: false });
    await button.waitFor(LIVE);
    await button.scrollIntoViewIfNeeded(LIVE);
    await shot(page, 'senior-help-button-mr-390');
    await button.click();
    const dialog = page.getByRole('dialog', { name: mr('dashboard.helpDialogTitle') });
    await dialog.getByLabel(mr('dashboard.helpMessageLabel')).fill(WORDS);
    // MUI fades a dialog in: let it finish before the picture and the scan.
    await movesEnded(page);
    await shot(page, 'senior-help-dialog-mr-390');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: mr('dashboard.helpSend') }).click();
    await expect.poll(() => card.getByTestId('help-sent').textContent(), LIVE).toBe(mr('api.helpSent'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'senior-help-sent-mr-390');
    // A reload keeps her request, with what comes next.
    await page.reload();
    const request = card.getByTestId('help-request');
    await request.waitFor(LIVE);
    expect(await request.textContent()).toContain(mr('dashboard.helpWords', { text: WORDS }));
    expect(await request.getByTestId('help-open').textContent()).toBe(mr('dashboard.helpOpen'));

    // On top of the admin page, live: both names, her phone as a call link, her profile, her words.
    const open = panel(admin, hi('adminVisits.openTitle'));
    // Her call for help (her registration raised the welcome call too).
    const row = open.getByRole('listitem').filter({ hasText: 'माझ्या गुडघ्याला त्रास होतो' });
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
    await panel(wide, hi('adminVisits.openTitle')).getByRole('listitem').filter({ hasText: 'माझ्या गुडघ्याला त्रास होतो' }).waitFor(LIVE);
    await shot(wide, 'admin-open-hi-1280');

    // Mark as handled: a note is required, then the concern leaves and the note is kept.
    await row.getByRole('button', { name: hi('adminVisits.markHandledLabel', { senior: 'Sushila Patil' }) }).click();
    const handled = admin.getByRole('dialog', { name: hi('adminVisits.handledTitle') });
    await handled.getByLabel(hi('adminVisits.handledNoteLabel')).fill('सुशीला जी से बात हुई, कल मिलने जाएँगे।');
    await handled.getByLabel(hi('adminVisits.handledForSenior')).fill(FOR_HER);
    await movesEnded(admin);
    await shot(admin, 'admin-handled-dialog-hi-390');
    await handled.getByRole('button', { name: hi('adminVisits.markHandled') }).click();
    await handled.waitFor({ state: 'detached', ...LIVE });
    await expect.poll(() => row.count(), LIVE).toBe(0);
    const concerns = await db()
      .collection(COLLECTIONS.concerns)
      .where('senior', '==', senior.email)
      .where('kind', '==', 'help')
      .limit(5)
      .get();
    expect(concerns.docs.map((d) => d.data())).toMatchObject([
      { kind: 'help', status: 'handled', handledNote: 'सुशीला जी से बात हुई, कल मिलने जाएँगे।', seniorNote: FOR_HER },
    ]);
    await expect.poll(() => admin.evaluate(() => document.activeElement?.textContent), LIVE).toBe(hi('adminVisits.openTitle'));

    // Her dashboard, live: dealt with, and the words for her (never the admin's own note).
    await request.getByTestId('help-handled').waitFor(LIVE);
    for (const [lang, t] of [
      ['mr', mr],
      ['hi', hi],
    ] as const) {
      if (lang === 'hi') await page.goto(`${webUrl}/hi/dashboard`);
      else await page.reload();
      const listed = page.getByRole('region', { name: t('dashboard.helpTitle') }).getByTestId('help-request');
      await listed.getByTestId('help-handled').waitFor(LIVE);
      const text = await listed.textContent();
      expect(text).toContain(t('dashboard.helpNote', { note: FOR_HER }));
      expect(text).not.toContain('सुशीला जी से बात हुई');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await listed.scrollIntoViewIfNeeded();
      await shot(page, `senior-help-handled-${lang}-390`);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});
