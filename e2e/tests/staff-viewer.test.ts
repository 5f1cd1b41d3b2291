/**
 * A viewer of Pune at /hi/admin: the volunteers, seniors and applications of Pune by name, newest
 * first, page after page, with no e-mail, phone or address anywhere in them, beside the figures
 * of their cities. The page passes axe and fits a phone.
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { MUMBAI, PUNE, pairIn, staffMember } from '@gh/testkit/staff';
import { uniqueId } from '@gh/testkit/stack';
import { axeViolations } from '../src/axe.ts';
import { staffSignIn } from '../src/admin.ts';
import { newVisitor } from '../src/identity.ts';
import { shootBoth } from '../src/shots.ts';
import { LIVE, PHONE, atEachWidth, chromiumForFile, scrollsSideways } from '../src/visitor.ts';

const chromium = chromiumForFile();

/** Shows more of `list` until `name` is in it (other files' people of Pune may be newer). */
async function showUntil(list: Locator, name: string): Promise<void> {
  for (let more = 0; more < 10 && !(await list.getByText(name).count()); more++) {
    await list.getByRole('button', { name: 'और दिखाइए' }).click(LIVE);
    await list.getByRole('status').waitFor({ state: 'detached', ...LIVE });
  }
}

describe('a viewer of Pune', { timeout: 120_000 }, () => {
  it('reads the people of Pune by name, in Hindi, and nothing of how to reach them', async () => {
    const name = `Pune Viewed ${uniqueId('v').slice(-6)}`;
    const [viewer, pune] = await Promise.all([
      staffMember({ role: 'viewer', cities: [PUNE.districtKey] }),
      pairIn(PUNE, PUNE, name),
      pairIn(MUMBAI, MUMBAI, `Mumbai Unseen ${uniqueId('v').slice(-6)}`),
    ]);
    const page = await (await newVisitor(chromium(), PHONE)).newPage();
    await staffSignIn(page, viewer.email, 'hi');
    const volunteers = page.getByRole('region', { name: 'आपके शहरों के स्वयंसेवक', exact: true });
    await volunteers.getByRole('listitem').first().waitFor(LIVE);
    await showUntil(volunteers, name);
    const listed = volunteers.getByRole('listitem').filter({ hasText: name });
    expect(await listed.textContent()).toContain('मिलने का अनुरोध किया');

    const lists = page.getByRole('region', { name: /आपके शहरों के/ });
    for (const text of await lists.allTextContents()) {
      expect(text).not.toContain('@');
      expect(text).not.toContain(pune.volunteer.doc.phone);
      expect(text).not.toContain('Mumbai Unseen');
    }
    expect(await atEachWidth(page, async () => [await scrollsSideways(page), await axeViolations(page)])).toEqual({
      phone: [false, []],
      desktop: [false, []],
    });
    await shootBoth(page, volunteers, 'staff-viewer-lists-hi');
  });
});
