/**
 * A senior's family circle on /profile, in Hindi at 390 px against the stack: she invites her
 * daughter by e-mail, the invitation shows live in her list and its code reaches the address;
 * she removes it and the list empties. Axe scans the page; screenshots go to GH_SHOTS_DIR when
 * it is set.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '@gh/common/translate';
import { db } from '@gh/testkit/identity';
import { mailbox, uniqueId, webUrl } from '@gh/testkit/stack';
import { COLLECTIONS } from '@gh/common/constants';
import { messages as HI_API } from '@gh/web/messages/hi/api';
import { messages as HI_PROFILE } from '@gh/web/messages/hi/profile';
import { axeViolations } from '../src/axe.ts';
import { dashboardOf, newCity, registerSenior } from '../src/member.ts';
import { keepShot } from '../src/shots.ts';
import { PHONE, chromiumForFile, scrollsSideways } from '../src/visitor.ts';

const chromium = chromiumForFile();
const LIVE = { timeout: 20_000 };
const hi = translator('hi', { ...HI_API, ...HI_PROFILE });

describe('a senior’s family circle, in Hindi at 390 px', { timeout: 300_000 }, () => {
  it('she invites her daughter, sees the invitation live, and removes it', async () => {
    const senior = await registerSenior(newCity(), 'कमला जोशी');
    const page = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    await page.goto(`${webUrl}/hi/profile`);
    const form = page.getByRole('form', { name: hi('profile.circleInviteTitle') });
    await form.waitFor(LIVE);

    const daughter = `${uniqueId('beti')}@example.com`;
    await form.getByRole('textbox', { name: hi('profile.circleEmail') }).fill(daughter);
    await form.getByRole('checkbox', { name: hi('profile.circlePart', { part: 'help' }) }).uncheck();
    await form.getByRole('button', { name: hi('profile.circleInvite') }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent(), LIVE).toContain(hi('api.circleInvited'));
    const entry = page.getByTestId('circle-member');
    await entry.getByText(daughter).waitFor(LIVE);
    expect(await entry.textContent()).toContain(hi('profile.circlePart', { part: 'volunteer' }));
    const [mail] = await mailbox.to(daughter);
    expect(mail?.subject).toBe('गोल्डन हार्ट्स पर परिवार के घेरे में जुड़ने का निमंत्रण');
    expect(mail?.text).not.toContain('कमला');

    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await entry.scrollIntoViewIfNeeded();
    await keepShot(page, 'family-circle-hi-390');

    await entry.getByRole('button', { name: hi('profile.circleRemoveLabel', { email: daughter }) }).click();
    await expect.poll(() => entry.count(), LIVE).toBe(0);
    const left = await db().collection(COLLECTIONS.circles).where('senior', '==', senior.email).get();
    expect(left.size).toBe(0);
  });
});
