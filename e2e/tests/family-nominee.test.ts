/**
 * A senior names her nominee against the stack, in Marathi at 390 px: her daughter has joined
 * her family circle; on /profile, "Your nominee" offers her, and saving names her, which the
 * part then says live and her circle's documents hold. Axe scans the page; screenshots at 1280
 * and 390 px go to GH_SHOTS_DIR when it is set.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@gh/common/constants';
import { translator } from '@gh/common/translate';
import { joinedBy } from '@gh/testkit/circle';
import { db, signIn } from '@gh/testkit/identity';
import { uniqueId, webUrl } from '@gh/testkit/stack';
import { messages as MR_API } from '@gh/web/messages/mr/api';
import { messages as MR_PROFILE } from '@gh/web/messages/mr/profile';
import { axeViolations } from '../src/axe.ts';
import { dashboardOf, newCity, registerSenior } from '../src/member.ts';
import { shootBoth } from '../src/shots.ts';
import { LIVE, PHONE, chromiumForFile, scrollsSideways } from '../src/visitor.ts';

const chromium = chromiumForFile();
const mr = translator('mr', { ...MR_API, ...MR_PROFILE });

describe('a senior names her nominee, in Marathi at 390 px', { timeout: 300_000 }, () => {
  it('names her joined daughter on /profile, and the part says so live', async () => {
    const senior = await registerSenior(newCity(), 'सुनंदा पाटील');
    const daughter = `${uniqueId('mulgi')}@example.com`;
    await joinedBy((await signIn('senior', senior.email)).idToken, ['visits'], 'mr', daughter);

    const page = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    await page.goto(`${webUrl}/mr/profile`);
    const form = page.getByRole('form', { name: mr('profile.nomineeTitle') });
    await form.waitFor(LIVE);
    const part = page.getByRole('region', { name: mr('profile.nomineeTitle') });
    expect(await part.getByTestId('nominee-now').textContent()).toBe(mr('profile.nomineeNone'));

    await form.getByRole('radio', { name: daughter }).check();
    await form.getByRole('button', { name: mr('profile.nomineeSave') }).click();
    await expect.poll(() => part.getByRole('alert').textContent(), LIVE).toContain(mr('api.nomineeSaved'));
    await expect.poll(() => part.getByTestId('nominee-now').textContent(), LIVE).toContain(daughter);
    const named = await db().collection(COLLECTIONS.circles).where('senior', '==', senior.email).get();
    expect(named.docs.map((doc) => [doc.get('member'), typeof doc.get('nominatedAt')])).toEqual([[daughter, 'number']]);

    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await shootBoth(page, part, 'family-nominee-mr');
    expect(await scrollsSideways(page)).toBe(false);
  });
});
