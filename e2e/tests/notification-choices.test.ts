/**
 * The e-mails a person wants, in Marathi against the stack: a senior adds her contact's e-mail
 * on /profile, which then offers to invite it into her family circle, and turns the reminders
 * off; then a volunteer asks to visit her and her Marathi mail's links open her dashboard,
 * where the request waits with its Yes and No; her registration asks the contact's e-mail. Axe scans the
 * page; screenshots at 390 and 1280 px go to GH_SHOTS_DIR when it is set.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { translator } from '@gh/common/translate';
import { bearer, personDoc, signIn } from '@gh/testkit/identity';
import { api, mailbox, webUrl } from '@gh/testkit/stack';
import { messages as MR_API } from '@gh/web/messages/mr/api';
import { messages as MR_DASHBOARD } from '@gh/web/messages/mr/dashboard';
import { messages as MR_PERSON } from '@gh/web/messages/mr/person';
import { messages as MR_PROFILE } from '@gh/web/messages/mr/profile';
import { axeViolations } from '../src/axe.ts';
import { newVisitor } from '../src/identity.ts';
import { dashboardOf, newCity, registerSenior, registerVolunteer } from '../src/member.ts';
import { shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile, LIVE } from '../src/visitor.ts';

const chromium = chromiumForFile();
const mr = translator('mr', { ...MR_API, ...MR_DASHBOARD, ...MR_PERSON, ...MR_PROFILE });

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('the e-mails a senior wants, in Marathi at 390 px', { timeout: 300_000 }, () => {
  it('she chooses them on /profile, and a volunteer’s request reaches her with links to her dashboard', async () => {
    const city = newCity();
    const senior = await registerSenior(city, 'सावित्री जोशी');
    const volunteer = await registerVolunteer(city, 'अदिती कुलकर्णी');
    const own = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    // Her mails in Marathi, as the language switcher would save it.
    expect((await api('PUT', '/language', { lang: 'mr' }, bearer((await signIn('senior', senior.email)).idToken))).status).toBe(200);

    await own.goto(`${webUrl}/mr/profile`);
    const contactEmail = own.getByRole('textbox', { name: mr('person.contactEmail') });
    await contactEmail.waitFor(LIVE);
    await contactEmail.fill('anil.joshi@example.com');
    await own.getByRole('button', { name: mr('profile.save'), exact: true }).click();
    await expect.poll(() => own.getByRole('alert').first().textContent(), LIVE).toContain(mr('api.profileSaved'));
    await shootBoth(own, contactEmail, 'contact-email-mr');

    const choices = own.getByRole('form', { name: mr('profile.mailTitle') });
    // The live document brings the address she saved into her family circle's offer to invite it.
    await own.getByRole('button', { name: mr('profile.circleInviteContact', { email: 'anil.joshi@example.com' }) }).waitFor(LIVE);
    await choices.getByRole('checkbox', { name: mr('profile.mailChoice', { choice: 'reminders' }) }).uncheck();
    await choices.getByRole('button', { name: mr('profile.mailSave') }).click();
    await expect.poll(() => choices.getByRole('alert').textContent(), LIVE).toContain(mr('api.noticesSaved'));
    expect((await personDoc('senior', senior.email).get()).data()).toMatchObject({ mailOff: ['reminders'] });
    expect(await scrollsSideways(own)).toBe(false);
    expect(await axeViolations(own)).toEqual([]);
    await shootBoth(own, choices, 'mail-choices-mr');

    // A volunteer asks to visit her: the Marathi mail's links only open her dashboard.
    const { idToken } = await signIn('volunteer', volunteer.email);
    const connected = await api(
      'POST',
      '/volunteer/volunteer/connect',
      { volunteerEmail: volunteer.email, seniorEmail: senior.email },
      bearer(idToken),
    );
    expect(connected.status, connected.text).toBe(200);
    const mail = await mailbox.waitFor(senior.email, /भेटायला/, 15_000);
    expect(mail.subject).toBe('अदिती कुलकर्णी तुम्हाला भेटायला येऊ इच्छितात');
    const links = (mail.text ?? '').split('\n').filter((line) => line.startsWith('http'));
    expect(links).toEqual([`${webUrl}/mr/dashboard`, `${webUrl}/mr/dashboard`]);
    await own.goto(links[0]!);
    const yes = own.getByRole('button', { name: mr('dashboard.yesMayVisit', { first: 'अदिती' }) });
    await yes.waitFor(LIVE);
    expect(await own.getByRole('button', { name: mr('dashboard.notNow') }).isVisible()).toBe(true);
    await shootBoth(own, yes, 'request-from-mail-mr');
  });

  it('her registration asks for her contact’s e-mail, and no wish to mail an address nobody proved', async () => {
    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    await page.goto(`${webUrl}/mr/senior-registration`);
    const contactEmail = page.getByRole('textbox', { name: mr('person.contactEmail') });
    await contactEmail.waitFor(LIVE);
    await contactEmail.fill('anil.joshi@example.com');
    expect(await page.locator('input[name="contactOnCheckIn"]').count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    await shootBoth(page, contactEmail, 'registration-contact-mr');
  });
});
