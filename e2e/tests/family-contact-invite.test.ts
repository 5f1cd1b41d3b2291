/**
 * Her emergency contact into her family circle, against the stack. On /profile, in Marathi at
 * 390 px: a senior whose contact has an e-mail is offered to invite it in one tap; the tap
 * sends the invitation for every part, her list shows it live, and the offer goes. On her
 * /admin/profile, the admin sees the contact in her circle, invited and not joined yet, at
 * 1280 and 390 px. Axe scans the profile; screenshots go to GH_SHOTS_DIR when it is set.
 */
import { describe, expect, it } from 'vitest';
import type { CircleMemberDoc } from '@gh/common/circle';
import { COLLECTIONS } from '@gh/common/constants';
import { translator } from '@gh/common/translate';
import { db, personDoc } from '@gh/testkit/identity';
import { mailbox, uniqueId, webUrl } from '@gh/testkit/stack';
import { messages as MR_API } from '@gh/web/messages/mr/api';
import { messages as MR_PROFILE } from '@gh/web/messages/mr/profile';
import { axeViolations } from '../src/axe.ts';
import { openAdminDashboard } from '../src/admin.ts';
import { dashboardOf, newCity, registerSenior } from '../src/member.ts';
import { shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile, scrollsSideways, LIVE } from '../src/visitor.ts';

const chromium = chromiumForFile();
const mr = translator('mr', { ...MR_API, ...MR_PROFILE });

describe('inviting her emergency contact into her family circle', { timeout: 300_000 }, () => {
  it('takes one tap on /profile, and the admin then sees the contact in her circle', async () => {
    const senior = await registerSenior(newCity(), 'कमला जोशी');
    const contact = `${uniqueId('anil')}@example.com`;
    await personDoc('senior', senior.email).update({ 'emergencycontact.emergencyContactEmail': contact });
    const page = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    await page.goto(`${webUrl}/mr/profile`);
    const offer = page.getByTestId('invite-contact');
    await offer.waitFor(LIVE);
    expect(await offer.textContent()).toContain(mr('profile.circleContactLead', { email: contact }));
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await shootBoth(page, offer, 'family-contact-offer-mr');

    await offer.getByRole('button', { name: mr('profile.circleInviteContact', { email: contact }) }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent(), LIVE).toContain(mr('api.circleInvited'));
    await page.getByTestId('circle-member').getByText(contact).waitFor(LIVE);
    await expect.poll(() => offer.count(), LIVE).toBe(0);
    const stored = await db().collection(COLLECTIONS.circles).where('senior', '==', senior.email).get();
    expect(stored.docs.map((doc) => doc.data() as CircleMemberDoc)).toMatchObject([
      { member: contact, parts: ['visits', 'volunteer', 'help'], status: 'invited' },
    ]);
    const mails = await mailbox.to(contact);
    expect(mails.map((mail) => mail.subject)).toEqual(['गोल्डन हार्ट्सवर कुटुंबाच्या वर्तुळात सामील होण्याचे आमंत्रण']);

    const admin = await (await openAdminDashboard(chromium())).context().newPage();
    await admin.goto(`${webUrl}/admin/profile?email=${encodeURIComponent(senior.email)}`);
    const circle = admin.getByRole('region', { name: 'Family circle' });
    const member = circle.getByTestId('admin-circle-member');
    await member.waitFor(LIVE);
    expect(await member.textContent()).toContain(contact);
    expect(await member.textContent()).toContain('Invited, not joined yet');
    expect(await member.textContent()).toContain('Her visits, Her volunteer, Her calls for help');
    await shootBoth(admin, circle, 'admin-family-circle');
    expect(await scrollsSideways(admin)).toBe(false);
  });
});
