/**
 * Her family circle from her dashboard, against the stack. A new senior, in Marathi at 390 px,
 * reads under what happens next that she may invite her family (a link to /profile's circle
 * part), and her dashboard's last card, "Your family circle", comes once her list has: empty,
 * with the one tap that invites her emergency contact, which then shows live as invited, the
 * tap gone. Its link opens /profile with the circle part in view. At 1280 px in English the card
 * lists the same. Axe scans the dashboard; screenshots go to GH_SHOTS_DIR when it is set.
 */
import { describe, expect, it } from 'vitest';
import type { CircleMemberDoc } from '@gh/common/circle';
import { COLLECTIONS } from '@gh/common/constants';
import { translator } from '@gh/common/translate';
import { db, personDoc } from '@gh/testkit/identity';
import { mailbox, uniqueId, webUrl } from '@gh/testkit/stack';
import { messages as EN_DASHBOARD } from '@gh/web/messages/en/dashboard';
import { messages as EN_PROFILE } from '@gh/web/messages/en/profile';
import { messages as MR_API } from '@gh/web/messages/mr/api';
import { messages as MR_DASHBOARD } from '@gh/web/messages/mr/dashboard';
import { messages as MR_PROFILE } from '@gh/web/messages/mr/profile';
import { axeViolations } from '../src/axe.ts';
import { dashboardOf, newCity, registerSenior } from '../src/member.ts';
import { keepShot, shootBoth } from '../src/shots.ts';
import { DESKTOP, PHONE, chromiumForFile, scrollsSideways, LIVE } from '../src/visitor.ts';

const chromium = chromiumForFile();
const mr = translator('mr', { ...MR_API, ...MR_DASHBOARD, ...MR_PROFILE });
const en = translator('en', { ...EN_DASHBOARD, ...EN_PROFILE });

describe('her family circle on her dashboard', { timeout: 300_000 }, () => {
  it('offers a new senior her family as a choice, lists her circle live and invites her contact in one tap', async () => {
    const senior = await registerSenior(newCity(), 'कमला जोशी');
    const contact = `${uniqueId('anil')}@example.com`;
    await personDoc('senior', senior.email).update({ 'emergencycontact.emergencyContactEmail': contact });
    const page = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    await page.goto(`${webUrl}/mr/dashboard`);

    // What happens next, right after registering: inviting her family, as a choice.
    const choice = page.getByRole('link', { name: mr('dashboard.nextStepFamily') });
    await choice.waitFor(LIVE);
    expect(await choice.getAttribute('href')).toBe('/mr/profile#family-circle');

    const card = page.getByRole('region', { name: mr('profile.circleTitle') });
    await card.getByText(mr('dashboard.circleEmpty')).waitFor(LIVE);
    const offer = card.getByTestId('invite-contact');
    expect(await offer.textContent()).toContain(mr('profile.circleContactLead', { email: contact }));
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await shootBoth(page, card, 'dashboard-circle-mr');

    await offer.getByRole('button', { name: mr('profile.circleInviteContact', { email: contact }) }).click();
    await expect.poll(() => card.getByRole('alert').first().textContent(), LIVE).toContain(mr('api.circleInvited'));
    await card.getByText(contact, { exact: true }).waitFor(LIVE);
    await expect.poll(() => offer.count(), LIVE).toBe(0);
    const stored = await db().collection(COLLECTIONS.circles).where('senior', '==', senior.email).get();
    expect(stored.docs.map((doc) => doc.data() as CircleMemberDoc)).toMatchObject([
      { member: contact, parts: ['visits', 'volunteer', 'help'], status: 'invited' },
    ]);
    expect(await mailbox.to(contact)).toHaveLength(1);

    // Invite or remove: /profile, its circle part in view.
    await card.getByRole('link', { name: mr('dashboard.circleManage') }).click();
    await page.waitForURL(/\/mr\/profile#family-circle$/, LIVE);
    const part = page.locator('#family-circle');
    await part.getByTestId('circle-member').getByText(contact).waitFor(LIVE);
    // In view: its top in the upper half of the screen, below the top bar.
    const top = () => part.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    await expect.poll(top, LIVE).toBeLessThan(PHONE.height / 2);
    expect(await top()).toBeGreaterThanOrEqual(0);
    await keepShot(page, 'profile-circle-from-dashboard-mr-390');

    // On a computer, in English: the same list.
    const wide = await dashboardOf(chromium(), senior, 'Senior Citizen', DESKTOP);
    await wide.goto(`${webUrl}/dashboard`);
    const listed = wide.getByRole('region', { name: en('profile.circleTitle') });
    await listed.getByText(contact, { exact: true }).waitFor(LIVE);
    expect(await listed.getByTestId('invite-contact').count()).toBe(0);
    await keepShot(wide, 'dashboard-circle-en-1280', { fullPage: true });
  });
});
