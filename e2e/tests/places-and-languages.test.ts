/**
 * Places, languages and finding a person, as the people of the story try them on a phone in
 * Marathi and Hindi: a senior who typed her city as "पुणे" and speaks only Marathi meets a
 * volunteer from Pimpri who speaks Marathi, and both cards say the language they share; the
 * registration form reads a PIN code to its district and refuses one that does not exist; the
 * application asks where the applicant lives; the coordinator finds her by "Kulkarni" and by her
 * mobile number however it is written. GH_SHOTS_DIR keeps the screenshots at 390 and 1280 px.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { localizedPath, type Lang } from '@gh/common/i18n';
import { PAGES } from '@gh/common/routes';
import { translator } from '@gh/common/translate';
import { messages as hiApply } from '@gh/web/messages/hi/apply';
import { messages as hiChoices } from '@gh/web/messages/hi/choices';
import { messages as hiDashboard } from '@gh/web/messages/hi/dashboard';
import { messages as hiFields } from '@gh/web/messages/hi/fields';
import { messages as mrAdmin } from '@gh/web/messages/mr/admin';
import { messages as mrChoices } from '@gh/web/messages/mr/choices';
import { messages as mrDashboard } from '@gh/web/messages/mr/dashboard';
import { messages as mrFields } from '@gh/web/messages/mr/fields';
import { addApplication, newEmail, register, seniorForm, volunteerForm } from '@gh/testkit/identity';
import { newMobile } from '@gh/testkit/phone';
import { webUrl } from '@gh/testkit/stack';
import { axeViolations } from '../src/axe.ts';
import { signInAtAdmin } from '../src/admin.ts';
import { newVisitor } from '../src/identity.ts';
import { dashboardOf } from '../src/member.ts';
import { labelled, registrationWords } from '../src/pageWords.ts';
import { keepAtEachWidth } from '../src/shots.ts';
import { chromiumForFile, PHONE, LIVE } from '../src/visitor.ts';

const chromium = chromiumForFile();

const mr = translator('mr', { ...mrDashboard, ...mrChoices, ...mrFields, ...mrAdmin } as Record<string, string>);
const hi = translator('hi', { ...hiDashboard, ...hiChoices, ...hiFields, ...hiApply } as Record<string, string>);

/** A page of `lang` at phone width, signed in as `person`. */
async function dashboardIn(lang: Lang, person: { email: string; name: string }, type: 'Senior Citizen' | 'Volunteer'): Promise<Page> {
  const page = await dashboardOf(chromium(), person, type, PHONE);
  await page.goto(`${webUrl}${localizedPath(PAGES.dashboard, lang)}`);
  return page;
}

const matchRow = (page: Page, title: string, name: string) =>
  page.getByRole('region', { name: title }).getByTestId('match').filter({ hasText: name });

describe('places by PIN code and shared languages', { timeout: 240_000 }, () => {
  it('a senior who typed पुणे meets a volunteer from Pimpri; both cards say the language they share', async () => {
    // Her own part of Pune (411030) and his Pimpri (411018) lie 13 km apart; their cities are typed differently.
    const senior = {
      ...seniorForm(newEmail('senior')),
      name: 'सुशीला कुलकर्णी',
      city: 'पुणे',
      zipcode: '411030',
      interests: ['Cooking'],
      languages: ['Marathi'],
      lang: 'mr',
    };
    await register('senior', senior);
    const volunteerEmail = newEmail('volunteer');
    await addApplication(volunteerEmail, undefined, ['Hindi', 'Marathi']);
    const volunteer = { ...volunteerForm(volunteerEmail), name: 'Rohan Deshmukh', city: 'Pimpri', zipcode: '411018', skills: ['Cooking'] };
    await register('volunteer', volunteer);

    const his = await dashboardIn('hi', volunteer, 'Volunteer');
    const herRow = matchRow(his, hi('dashboard.matchesTitle'), senior.name);
    await herRow.waitFor(LIVE);
    expect(await herRow.textContent()).toContain('पुणे');
    expect(await herRow.textContent()).toContain(hi('dashboard.sharedLanguages', { list: hi('choices.Marathi') }));
    expect(await axeViolations(his)).toEqual([]);
    await keepAtEachWidth(his, 'hi-volunteer-matches-place', () => herRow.scrollIntoViewIfNeeded());

    const hers = await dashboardIn('mr', senior, 'Senior Citizen');
    const hisRow = matchRow(hers, mr('dashboard.matchesTitle'), volunteer.name);
    await hisRow.waitFor(LIVE);
    expect(await hisRow.textContent()).toContain('Pimpri');
    expect(await hisRow.textContent()).toContain(mr('dashboard.sharedLanguages', { list: mr('choices.Marathi') }));
    await keepAtEachWidth(hers, 'mr-senior-matches-place', () => hisRow.scrollIntoViewIfNeeded());
  });

  it('the Marathi registration form starts with Marathi ticked, names the PIN code’s district and refuses one that does not exist', async () => {
    const t = registrationWords('mr');
    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    await page.goto(`${webUrl}/mr/senior-registration`);
    const languages = page.getByRole('group', { name: t('person.languages') });
    expect(await languages.getByRole('checkbox', { name: mr('choices.Marathi') }).isChecked()).toBe(true);
    expect(await languages.getByRole('checkbox', { name: mr('choices.English') }).isChecked()).toBe(false);
    // Scrolled in the page: the resize renders the group afresh, so a held element may be gone.
    await keepAtEachWidth(page, 'mr-registration-languages', () =>
      languages.evaluate((group) => group.scrollIntoView({ block: 'center' })),
    );

    const pin = page.getByLabel(labelled(t('fields.field', { field: 'pinCode' })));
    await pin.fill('411018');
    await page.getByText(mr('fields.pinPlace', { district: 'Pune', state: mr('choices.Maharashtra') })).waitFor(LIVE);
    await pin.fill('999999');
    const refused = page.getByText(mr('fields.pinUnknown'));
    await refused.waitFor(LIVE);
    expect(await pin.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await keepAtEachWidth(page, 'mr-registration-pin-unknown', () => refused.scrollIntoViewIfNeeded());
  });

  it('the Hindi application asks where the applicant lives and says its district', async () => {
    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    await page.goto(`${webUrl}/hi/apply`);
    const pin = page.getByLabel(labelled(hi('apply.label.zipcode')));
    await pin.fill('411030');
    const place = page.getByText(hi('fields.pinPlace', { district: 'Pune', state: hi('choices.Maharashtra') }));
    await place.waitFor(LIVE);
    await keepAtEachWidth(page, 'hi-apply-pin', () => place.scrollIntoViewIfNeeded());
  });
});

describe('find a person', { timeout: 180_000 }, () => {
  it('in Marathi on a phone, by a surname typed in Latin letters and by a mobile number however it is written', async () => {
    const mobile = newMobile();
    // A surname no other file's people have: the list shows the closest few, and a full run holds many Kulkarnis.
    const senior = { ...seniorForm(newEmail('senior')), name: 'सुशीला गोखले', phone: `+91 ${mobile}`, lang: 'mr' };
    await register('senior', senior);

    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    await signInAtAdmin(page, 'mr');
    const search = page.getByRole('combobox', { name: mr('admin.searchLabel') });
    const found = page.getByRole('option').filter({ hasText: senior.email });

    expect(await axeViolations(page)).toEqual([]);
    await search.fill('Gokhale');
    await found.waitFor(LIVE);
    expect(await found.textContent()).toContain(senior.name);
    await keepAtEachWidth(page, 'mr-admin-find-surname');

    const digits = mobile.replace(/\D/g, '');
    for (const typed of [`0${digits.slice(0, 5)}-${digits.slice(5)}`, digits.slice(0, 7)]) {
      // Emptied first, so what is listed next is the number's answer.
      await search.fill('');
      await found.waitFor({ state: 'hidden', ...LIVE });
      await search.fill(typed);
      await found.waitFor(LIVE);
      expect(await page.getByRole('option').filter({ hasText: 'shanta@example.com' }).count()).toBe(0);
    }
    await keepAtEachWidth(page, 'mr-admin-find-mobile');
  });
});
