/**
 * A senior's coordinator in the browser: an owner names a coordinator of her city on her
 * /mr/admin/profile, and she sees their name and a button that dials them on her Hindi
 * dashboard, live. Both pages pass axe and fit a phone.
 */
import { describe, expect, it } from 'vitest';
import { addPerson, personDoc } from '@gh/testkit/identity';
import { COORDINATOR_OF_PUNE, PUNE, staffMember } from '@gh/testkit/staff';
import { webUrl } from '@gh/testkit/stack';
import { axeViolations } from '../src/axe.ts';
import { signInAtAdmin } from '../src/admin.ts';
import { newEmail, newVisitor, signInThroughPage } from '../src/identity.ts';
import { shootBoth } from '../src/shots.ts';
import { DESKTOP, LIVE, PHONE, atEachWidth, chromiumForFile, scrollsSideways } from '../src/visitor.ts';

const chromium = chromiumForFile();

describe("a senior's coordinator", { timeout: 120_000 }, () => {
  it('is named by an owner on her page in Marathi, and shown on her dashboard in Hindi with a Call button', async () => {
    const senior = await addPerson('senior', newEmail('coordinated'));
    await personDoc('senior', senior).update({ place: PUNE });
    const coordinator = await staffMember(COORDINATOR_OF_PUNE);

    const herPage = await (await newVisitor(chromium(), PHONE)).newPage();
    await signInThroughPage(herPage, senior, 'Senior Citizen');
    await herPage.goto(`${webUrl}/hi/dashboard`);

    const owner = await (await newVisitor(chromium(), DESKTOP)).newPage();
    await signInAtAdmin(owner, 'mr');
    await owner.goto(`${webUrl}/mr/admin/profile?email=${encodeURIComponent(senior)}`);
    const section = owner.getByRole('region', { name: 'त्यांचे समन्वयक' });
    await expect.poll(() => section.getByTestId('senior-coordinator').textContent(), LIVE).toContain('कोणी समन्वयक नेमलेले नाहीत');
    await section.getByRole('textbox', { name: 'त्यांचा स्टाफ ई-मेल' }).fill(coordinator.email);
    await section.getByRole('textbox', { name: 'त्यांना दिसणारे नाव' }).fill('मीरा जोशी');
    await section.getByRole('textbox', { name: 'त्या फोन करू शकतील असा नंबर' }).fill('98200 12345');
    await section.getByRole('button', { name: 'समन्वयक नेमा' }).click();
    await expect.poll(() => section.getByTestId('senior-coordinator').textContent(), LIVE).toContain('मीरा जोशी, 98200 12345');
    await section.getByRole('status').waitFor();
    expect(await atEachWidth(owner, async () => [await scrollsSideways(owner), await axeViolations(owner)])).toEqual({
      phone: [false, []],
      desktop: [false, []],
    });
    await shootBoth(owner, section, 'senior-coordinator-admin');

    const card = herPage.getByRole('region', { name: 'आपके समन्वयक' });
    await card.waitFor(LIVE);
    expect(await card.textContent()).toContain('मीरा जोशी आपकी मुलाकातों का ध्यान रखते हैं।');
    expect(await card.getByRole('link', { name: 'मीरा जोशी को फ़ोन कीजिए' }).getAttribute('href')).toBe('tel:9820012345');
    expect(await atEachWidth(herPage, async () => [await scrollsSideways(herPage), await axeViolations(herPage)])).toEqual({
      phone: [false, []],
      desktop: [false, []],
    });
    await shootBoth(herPage, card, 'senior-coordinator-dashboard');
  });
});
