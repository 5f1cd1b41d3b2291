/**
 * The moment he arrives, on phones against the stack: on the visit's day the volunteer's
 * "I've arrived" is in his first card, marked Today (in Hindi); he taps it, and the senior's
 * dashboard, open in Marathi, says without a reload that he has arrived and when, with his
 * photo. Screenshots at 390 and 1280 px go to GH_SHOTS_DIR.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '@gh/common/translate';
import { adminCall } from '@gh/testkit/applicant';
import { webUrl } from '@gh/testkit/stack';
import { dateInIndia, timeInIndia } from '@gh/testkit/visits';
import { messages as HI_DASHBOARD } from '@gh/web/messages/hi/dashboard';
import { messages as MR_DASHBOARD } from '@gh/web/messages/mr/dashboard';
import { axeViolations } from '../src/axe.ts';
import { addPhoto, dashboardOf, newCity, registerSenior, registerVolunteer, volunteerToken } from '../src/member.ts';
import { shootBoth } from '../src/shots.ts';
import { PHONE, chromiumForFile, imageLoaded, scrollsSideways, LIVE } from '../src/visitor.ts';

const chromium = chromiumForFile();
const hi = translator('hi', HI_DASHBOARD);
const mr = translator('mr', MR_DASHBOARD);

describe('he arrives, and she sees it live', { timeout: 240_000 }, () => {
  it("puts I've arrived first on his visit's day, and tells her at once, with his photo", async () => {
    const city = newCity();
    const senior = await registerSenior(city, 'सुशीला कुलकर्णी');
    const volunteer = await registerVolunteer(city, 'अदिती शर्मा');
    await addPhoto(volunteer, await volunteerToken(volunteer));
    const linked = await adminCall('POST', '/link', { vemail: volunteer.email, semail: senior.email });
    expect(linked.status, linked.text).toBe(200);
    // A visit that starts in a few minutes: its check-in window is open.
    const start = Date.now() + 5 * 60_000;
    const assigned = await adminCall('POST', '/volunteer/assignTask', {
      vemail: volunteer.email,
      semail: senior.email,
      city,
      task: 'चहा आणि गप्पा',
      date: dateInIndia(start),
      startTime: timeInIndia(start),
      endTime: timeInIndia(start + 60 * 60_000),
    });
    expect(assigned.status, assigned.text).toBe(200);
    const today = dateInIndia(start) === dateInIndia(Date.now());

    const her = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    await her.goto(`${webUrl}/mr/dashboard`);
    await her.getByTestId('visit').waitFor(LIVE);
    expect(await her.getByTestId('volunteer-arrived').count()).toBe(0);

    // His first card: Today, and I've arrived, above everything else on the page.
    const his = await dashboardOf(chromium(), volunteer, 'Volunteer', PHONE);
    await his.goto(`${webUrl}/hi/dashboard`);
    const next = his.getByRole('region', { name: hi('dashboard.nextVisitTitle') });
    // The app's button: the page painted from the phone's copy first has an inert one, which goes.
    const arrive = next.getByRole('button', { name: hi('dashboard.arrived'), disabled: false });
    await arrive.waitFor(LIVE);
    expect(await next.getByTestId('visit-today').count()).toBe(today ? 1 : 0);
    expect(await his.getByRole('button', { name: hi('dashboard.arrived') }).count()).toBe(1);
    expect(await scrollsSideways(his)).toBe(false);
    await shootBoth(his, next, 'arrival-volunteer-hi');
    // The api's answer first, however long a busy stack keeps it: what follows is the live update alone.
    const answered = his.waitForResponse((response) => /\/api\/visits\/[^/]+\/check-in$/.test(response.url()), { timeout: 60_000 });
    await arrive.click();
    expect((await answered).status()).toBe(200);
    await next.getByTestId('arrived-at').waitFor(LIVE);

    // Her dashboard, without a reload: he has arrived, when, with his photo.
    const arrived = her.getByTestId('volunteer-arrived');
    await arrived.waitFor(LIVE);
    expect(await arrived.getAttribute('role')).toBe('status');
    expect(await arrived.textContent()).toMatch(
      new RegExp(`${mr('dashboard.volunteerArrived', { first: 'अदिती', time: 'TIME' }).replace('TIME', '.+')}$`),
    );
    await expect.poll(() => imageLoaded(arrived.getByRole('img', { name: mr('dashboard.photoOf', { first: 'अदिती' }) })), LIVE).toBe(true);
    expect(await scrollsSideways(her)).toBe(false);
    await shootBoth(her, arrived, 'arrival-senior-mr');
    expect(await axeViolations(her)).toEqual([]);
  });
});
