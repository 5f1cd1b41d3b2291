/**
 * Her data, hers to keep, on a phone against the stack: a senior in Marathi opens /mr/profile,
 * reads what the file holds, and downloads it: one JSON file with her details and her visit.
 * Screenshots at 390 and 1280 px go to GH_SHOTS_DIR.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { webUrl } from '@gh/testkit/stack';
import { messages as MR_PROFILE } from '@gh/web/messages/mr/profile';
import { dashboardOf, pairWithVisitTomorrow } from '../src/member.ts';
import { shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile } from '../src/visitor.ts';

const chromium = chromiumForFile();

describe('her data on /profile, in Marathi at 390 px', { timeout: 120_000 }, () => {
  it('says what the file holds and downloads it as one JSON file with her details and her visit', async () => {
    const { senior, volunteer } = await pairWithVisitTomorrow('गाणी आणि गप्पा');
    const page = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    await page.goto(`${webUrl}/mr/profile`);
    const section = page.getByRole('region', { name: MR_PROFILE['profile.myDataTitle'] });
    await section.getByText(MR_PROFILE['profile.myDataLead']).waitFor();

    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: MR_PROFILE['profile.myDataDownload'] }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('golden-hearts-my-data.json');
    const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
      email: string;
      role: string;
      visits: { task: string; volunteer: string }[];
    };
    expect(data).toMatchObject({ email: senior.email, role: 'senior' });
    expect(data.visits).toMatchObject([{ task: 'गाणी आणि गप्पा', volunteer: volunteer.email }]);
    await section.getByRole('alert').filter({ hasText: MR_PROFILE['profile.myDataDone'] }).waitFor();
    await shootBoth(page, section, 'my-data-mr');
  });
});
