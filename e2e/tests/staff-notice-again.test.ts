/**
 * A member of staff who has not agreed to the current staff notice (an owner from before it, or
 * a new version) reads it at /admin before the area opens, against the stack: in Marathi at
 * 390 px, "I agree" records it in the page's language and the area follows, live. Axe scans the
 * notice; screenshots go to GH_SHOTS_DIR when it is set.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@gh/common/constants';
import { STAFF_NOTICE_VERSION } from '@gh/common/staff';
import { translator } from '@gh/common/translate';
import { db, newEmail } from '@gh/testkit/identity';
import { staffMember } from '@gh/testkit/staff';
import { messages as MR_ADMIN } from '@gh/web/messages/mr/admin';
import { messages as MR_CONSENT } from '@gh/web/messages/mr/consent';
import { messages as MR_STAFF } from '@gh/web/messages/mr/staff';
import { panel, staffSignIn } from '../src/admin.ts';
import { axeViolations } from '../src/axe.ts';
import { newVisitor } from '../src/identity.ts';
import { shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile, scrollsSideways, LIVE } from '../src/visitor.ts';

const chromium = chromiumForFile();
const mr = translator('mr', { ...MR_ADMIN, ...MR_CONSENT, ...MR_STAFF });

describe('the staff notice, asked again', { timeout: 300_000 }, () => {
  it('stands before the area until the member agrees, in Marathi on a phone', async () => {
    const owner = await staffMember({ role: 'owner', cities: [] }, newEmail('owner'), { agreed: false });
    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    await staffSignIn(page, owner.email, 'mr');

    const notice = page.getByRole('region', { name: mr('staff.noticeTitle') });
    await notice.waitFor(LIVE);
    await page.getByRole('heading', { name: mr('consent.again.title') }).waitFor();
    expect(await panel(page, mr('admin.analyticsTitle')).count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await shootBoth(page, page.locator('main'), 'staff-notice-again-mr');

    await page.getByRole('button', { name: mr('consent.again.submit') }).click();
    await panel(page, mr('admin.analyticsTitle')).waitFor(LIVE);
    const stored = (await db().collection(COLLECTIONS.staff).doc(owner.email).get()).data();
    expect(stored?.consents?.[`v${STAFF_NOTICE_VERSION}`]).toMatchObject({ version: STAFF_NOTICE_VERSION, lang: 'mr', via: 'again' });
    await page.context().close();
  });
});
