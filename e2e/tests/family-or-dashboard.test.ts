/**
 * A volunteer who is also in his mother's family circle signs in at /login, against the stack:
 * once the code is checked the page asks where to go, his dashboard or the family page, and
 * opens what he chose. In Hindi at 390 px through the form, and through the code e-mail's
 * one-tap link, which the app's start checks before the login page has loaded. Axe scans the
 * question; screenshots go to GH_SHOTS_DIR when it is set.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '@gh/common/translate';
import { joinedBy } from '@gh/testkit/circle';
import { addMember, newCity } from '@gh/testkit/members';
import { webUrl } from '@gh/testkit/stack';
import { messages as HI_SIGNIN } from '@gh/web/messages/hi/signin';
import { messages as EN_SIGNIN } from '@gh/web/messages/en/signin';
import { axeViolations } from '../src/axe.ts';
import { expectCode, expectCodeLink, newVisitor, newVisitorPage, requestLoginCode, userCookie } from '../src/identity.ts';
import { shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile, scrollsSideways, LIVE } from '../src/visitor.ts';

const chromium = chromiumForFile();
const hi = translator('hi', HI_SIGNIN);
const en = translator('en', EN_SIGNIN);

/** A volunteer who has joined the family circle of a senior, Kamala: his e-mail and her name. */
async function volunteerInHerCircle() {
  const city = newCity();
  const mother = await addMember('senior', { city, name: 'Kamala Joshi' });
  const son = await addMember('volunteer', { city, name: 'Anil Joshi' });
  await joinedBy(mother.token, ['visits', 'volunteer', 'help'], 'en', son.email);
  return { son: son.email, mother: 'Kamala Joshi' };
}

describe('signing in as a volunteer who is in a family circle too', { timeout: 300_000 }, () => {
  it('asks where to go in Hindi on a phone, and the family page shows his mother', async () => {
    const { son, mother } = await volunteerInHerCircle();
    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    const code = await expectCode(son);
    await page.goto(`${webUrl}/hi/login`);
    await page.getByRole('textbox', { name: hi('signin.email') }).fill(son);
    await page.getByRole('radio', { name: hi('signin.role', { role: 'volunteer' }) }).check();
    await page.getByRole('button', { name: hi('signin.request') }).click();
    await page.getByRole('textbox', { name: hi('signin.code.label') }).fill(await code());
    await page.getByRole('button', { name: hi('signin.verify') }).click();

    const question = page.getByRole('region', { name: hi('signin.choiceTitle') });
    await question.waitFor(LIVE);
    // Not signed in until he has chosen.
    expect(await userCookie(page.context())).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(hi('signin.choiceTitle'));
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await shootBoth(page, question, 'sign-in-choice-hi');

    await question.getByRole('button', { name: hi('signin.openFamily') }).click();
    await page.waitForURL(/\/family$/, LIVE);
    await page.getByTestId('family-view').getByRole('heading', { name: mother }).waitFor(LIVE);
    expect(await userCookie(page.context())).not.toBeNull();
    await page.context().close();
  });

  it("through the code e-mail's link, asks first, then opens his dashboard", async () => {
    const { son } = await volunteerInHerCircle();
    const asking = await newVisitorPage(chromium());
    const link = await expectCodeLink(son);
    await requestLoginCode(asking, son, 'Volunteer');
    const url = await link();

    const reader = await newVisitorPage(chromium());
    await reader.goto(url);
    const question = reader.getByRole('region', { name: en('signin.choiceTitle') });
    await question.waitFor(LIVE);
    await question.getByRole('button', { name: en('signin.openDashboard') }).click();
    await reader.waitForURL(`${webUrl}/dashboard`, LIVE);
    expect(await userCookie(reader.context())).not.toBeNull();
    await reader.context().close();
    await asking.context().close();
  });
});
