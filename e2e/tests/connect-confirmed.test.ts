/**
 * After Connect, in Marathi against the stack: the volunteer reads, where the Matches card was
 * and with the focus there, whom they asked and what comes next, at 390 and 1280 px, while
 * the request arrives live at the top of the page. Screenshots go to GH_SHOTS_DIR when it is set.
 */
import { describe, expect, it } from 'vitest';
import { firstName } from '@gh/common/documents';
import { translator } from '@gh/common/translate';
import { webUrl } from '@gh/testkit/stack';
import { messages as MR_DASHBOARD } from '@gh/web/messages/mr/dashboard';
import { axeViolations } from '../src/axe.ts';
import { dashboardOf, newCity, registerSenior, registerVolunteer } from '../src/member.ts';
import { shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile, LIVE } from '../src/visitor.ts';

const chromium = chromiumForFile();
const mr = translator('mr', MR_DASHBOARD);
const SENIOR = 'सावित्री जोशी';

describe('after Connect, in Marathi', { timeout: 180_000 }, () => {
  it('the confirmation takes the place of the matches, in view and focused, and says what comes next', async () => {
    const city = newCity();
    await registerSenior(city, SENIOR);
    const volunteer = await registerVolunteer(city, 'अदिती कुलकर्णी');
    const page = await dashboardOf(chromium(), volunteer, 'Volunteer', PHONE);
    await page.goto(`${webUrl}/mr/dashboard`);
    const matches = page.getByRole('region', { name: mr('dashboard.matchesTitle') });
    const connect = matches.getByRole('button', { name: mr('dashboard.connectWith', { name: SENIOR }) });
    await connect.waitFor(LIVE);
    await connect.click();

    const note = matches.getByTestId('asked-note');
    await note.waitFor(LIVE);
    expect(await note.evaluate((element) => element === document.activeElement)).toBe(true);
    // In sight: below the sticky top bar, its start on the screen.
    expect(
      await note.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        return box.top >= bar && box.top < window.innerHeight;
      }),
    ).toBe(true);
    expect(await note.textContent()).toContain(mr('dashboard.askedTitle', { name: SENIOR }));
    expect(await note.textContent()).toContain(
      mr('dashboard.askedNext', { first: firstName(SENIOR), card: mr('dashboard.nextVisitTitle') }),
    );

    // The request reaches the top of the page live; the confirmation stays where it was.
    await page.getByTestId('request-waiting').waitFor(LIVE);
    expect(await note.isVisible()).toBe(true);
    expect(await matches.getByRole('button').count()).toBe(0);
    await shootBoth(page, note, 'connect-confirmed-mr');
    // The pointer off every button: a hovered one is drawn in another colour.
    await page.mouse.move(0, 0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
