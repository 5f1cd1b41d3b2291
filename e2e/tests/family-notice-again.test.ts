/**
 * A member of a family circle whose agreement is to an older circle notice, against the stack:
 * signed in at /family in Marathi on a phone, the page shows the circle's notice again with
 * "I agree" in place of her mother's view; agreeing records it on the membership and the view
 * follows at once, with no reload. Then she leaves the circle, after reading what that does,
 * and the view goes. Axe scans the notice and the question; screenshots at 390 and 1280 px go
 * to GH_SHOTS_DIR when it is set.
 */
import { describe, expect, it } from 'vitest';
import { CIRCLE_NOTICE_VERSION, circleDocId } from '@gh/common/circle';
import { consentKey } from '@gh/common/consent';
import { COLLECTIONS } from '@gh/common/constants';
import { translator } from '@gh/common/translate';
import { joinedBy } from '@gh/testkit/circle';
import { codeFromMail, db, newEmail } from '@gh/testkit/identity';
import { addMember, newCity } from '@gh/testkit/members';
import { webUrl } from '@gh/testkit/stack';
import { messages as MR_CIRCLE } from '@gh/web/messages/mr/circle';
import { messages as MR_CONSENT } from '@gh/web/messages/mr/consent';
import { messages as MR_FAMILY } from '@gh/web/messages/mr/family';
import { messages as MR_SIGNIN } from '@gh/web/messages/mr/signin';
import { axeViolations } from '../src/axe.ts';
import { newVisitor } from '../src/identity.ts';
import { shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile, scrollsSideways, LIVE } from '../src/visitor.ts';

const chromium = chromiumForFile();
const mr = translator('mr', { ...MR_CIRCLE, ...MR_CONSENT, ...MR_FAMILY, ...MR_SIGNIN });

describe('the circle’s notice agreed again', { timeout: 300_000 }, () => {
  it('asks a member in Marathi before her mother’s view, and shows it once she agrees', async () => {
    const mother = await addMember('senior', { city: newCity(), name: 'Kamala Joshi' });
    const daughter = newEmail('mulgi');
    await joinedBy(mother.token, ['visits'], 'mr', daughter);
    // She joined before the notice she agreed to was kept: the membership holds none.
    const id = circleDocId(mother.email, daughter);
    await db().collection(COLLECTIONS.circles).doc(id).update({ consents: {} });
    await db().collection(COLLECTIONS.familyViews).doc(id).update({ noticeVersion: 0 });

    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    await page.goto(`${webUrl}/mr/family`);
    const signIn = page.getByRole('form', { name: mr('family.signInForm') });
    await signIn.getByRole('textbox', { name: mr('family.email') }).fill(daughter);
    await signIn.getByRole('button', { name: mr('family.sendCode') }).click();
    await signIn.getByRole('textbox', { name: mr('signin.code.label') }).fill(await codeFromMail(daughter, 2));
    await signIn.getByRole('button', { name: mr('family.see') }).click();

    const asked = page.getByTestId('family-notice-again');
    await asked.getByRole('heading', { name: mr('consent.again.title') }).waitFor(LIVE);
    expect(await asked.getByText(mr('circle.noticeKeep')).count()).toBe(1);
    expect(await page.getByTestId('family-view').count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await shootBoth(page, asked, 'family-notice-again-mr');

    await asked.getByRole('button', { name: mr('consent.again.submit') }).click();
    await page.getByTestId('family-view').getByRole('heading', { name: 'Kamala Joshi' }).waitFor(LIVE);
    expect(await asked.count()).toBe(0);
    const membership = await db().collection(COLLECTIONS.circles).doc(id).get();
    expect(membership.get('consents')).toEqual({
      [consentKey(CIRCLE_NOTICE_VERSION)]: expect.objectContaining({ version: CIRCLE_NOTICE_VERSION, lang: 'mr', via: 'again' }),
    });

    // She withdraws it as easily: what leaving does is said first, then her mother's view goes.
    const leave = page.getByTestId('family-leave');
    await leave.getByRole('button', { name: mr('family.leave') }).click();
    const question = leave.getByRole('group', { name: mr('family.leaveEffect', { name: 'Kamala Joshi' }) });
    await question.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shootBoth(page, leave, 'family-leave-mr');
    await page.setViewportSize(PHONE);
    await question.getByRole('button', { name: mr('family.leaveYes') }).click();
    await page
      .getByTestId('family-gone')
      .getByText(mr('family.gone', { name: 'Kamala Joshi' }))
      .waitFor(LIVE);
    expect(await page.getByTestId('family-view').count()).toBe(0);
    expect((await db().collection(COLLECTIONS.circles).doc(id).get()).exists).toBe(false);
    await page.context().close();
  });
});
