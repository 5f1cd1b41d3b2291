/**
 * A senior's plan and what follows an unlink, in Marathi on a phone: after the admin unlinks
 * her volunteer, /mr/dashboard at 390 px says until when her free trial runs (her trialEndsAt,
 * in Marathi, India time) and that the admin will look for a new volunteer; neither sees the
 * other among their matches. No English left in the main content but people's data, nothing
 * scrolling sideways, no axe violation. The admin links them again on purpose from the senior's
 * /mr/admin/profile, and her dashboard asks her Yes or No at once. Screenshots: GH_SHOTS_DIR,
 * else /tmp/trust2-*.png.
 */
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@gh/common/constants';
import { dayMonthIn } from '@gh/common/locale-format';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { messages as MR_DASHBOARD } from '@gh/web/messages/mr/dashboard';
import { messages as MR_MEMBER } from '@gh/web/messages/mr/member';
import { messages as MR_ADMIN_PROFILE } from '@gh/web/messages/mr/adminProfile';
import { messages as MR_API } from '@gh/web/messages/mr/api';
import { adminCall } from '@gh/testkit/applicant';
import { personDoc } from '@gh/testkit/identity';
import { webUrl } from '@gh/testkit/stack';
import type { Page } from 'playwright-core';
import { openAdminDashboard } from '../src/admin.ts';
import { axeViolations } from '../src/axe.ts';
import { englishIn } from '../src/english.ts';
import { dashboardOf, newCity, registerSenior, registerVolunteer, untilLive } from '../src/member.ts';
import { PHONE, chromiumForFile, LIVE } from '../src/visitor.ts';
import { keepShot, shotsKept } from '../src/shots.ts';

const chromium = chromiumForFile();

const SENIOR_NAME = 'सुमन देशपांडे';
const VOLUNTEER_NAME = 'अदिती कुलकर्णी';

const shoot = (page: Page, name: string) => keepShot(page, `trust2-${name}`, { fullPage: true });

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("a senior's plan after an unlink, in Marathi at 390 px", { timeout: 240_000 }, () => {
  it("shows the trial's end and what happens next, and the two are not offered each other again", async () => {
    const city = newCity();
    const senior = await registerSenior(city, SENIOR_NAME);
    const volunteer = await registerVolunteer(city, VOLUNTEER_NAME);
    const volunteerPage = await dashboardOf(chromium(), volunteer, 'Volunteer', PHONE);
    const match = volunteerPage.getByRole('region', { name: 'Your Matches' }).getByTestId('match').filter({ hasText: SENIOR_NAME });
    // The app's button on a live page: a painted copy's is inert, and its answer must reach a live listener.
    const connect = match.getByRole('button', { name: `Connect with ${SENIOR_NAME}`, disabled: false });
    await untilLive(volunteerPage, connect);
    await connect.click();
    await volunteerPage.getByTestId('request-waiting').waitFor(LIVE);
    const trialEndsAt = Date.now() + 4 * DAY_MS;
    await personDoc('senior', senior.email).update({ trialEndsAt });
    const unlinked = await adminCall('POST', '/unlink', {
      vemail: volunteer.email,
      semail: senior.email,
      reason: 'She asked for someone else.',
    });
    expect(unlinked).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.pairUnlinked } });

    const page = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    await page.goto(`${webUrl}/mr/dashboard`);
    const trial = page.getByTestId('trial-line');
    await trial.waitFor(LIVE);
    expect(await trial.textContent()).toBe(`मोफत वापर ${dayMonthIn(trialEndsAt, 'mr')} पर्यंत`);
    const ended = page.getByRole('region', { name: MR_MEMBER['member.notificationsTitle'] }).getByTestId('notification-ended');
    await ended.waitFor(LIVE);
    expect(await ended.textContent()).toContain('अदिती यांच्यासोबतच्या तुमच्या भेटी संपल्या आहेत');
    expect(await ended.textContent()).toContain(MR_MEMBER['member.endedDetail']);
    const matches = page.getByRole('region', { name: MR_DASHBOARD['dashboard.matchesTitle'] });
    await matches.getByText(MR_DASHBOARD['dashboard.noMatches']).waitFor(LIVE);
    expect(await englishIn(page, [senior.email, volunteer.email, city])).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'senior-dashboard-mr-390');
    if (shotsKept) {
      await trial.scrollIntoViewIfNeeded();
      await keepShot(page, 'trust2-senior-top-mr-390');
      await ended.scrollIntoViewIfNeeded();
      await keepShot(page, 'trust2-senior-notice-mr-390');
    }

    // The volunteer is not offered her again: no match, so no Connect button.
    await volunteerPage.goto(`${webUrl}/mr/dashboard`);
    const theirMatches = volunteerPage.getByRole('region', { name: MR_DASHBOARD['dashboard.matchesTitle'] });
    await theirMatches.getByText(MR_DASHBOARD['dashboard.noMatches']).waitFor(LIVE);
    expect(await theirMatches.getByRole('button').count()).toBe(0);
    expect(await volunteerPage.getByTestId('trial-line').count()).toBe(0);

    // The admin links them again on purpose, from the senior's profile; she is asked at once.
    const admin = await openAdminDashboard(chromium());
    await admin.setViewportSize(PHONE);
    await admin.goto(`${webUrl}/mr/admin/profile?email=${encodeURIComponent(senior.email)}`);
    const apart = admin.getByRole('region', { name: MR_ADMIN_PROFILE['adminProfile.keptApart'] });
    await apart.getByRole('link', { name: volunteer.email }).waitFor(LIVE);
    const linkAgain = apart.getByRole('button', { name: `${SENIOR_NAME} यांना ${volunteer.email} यांच्याशी पुन्हा जोडा` });
    await linkAgain.click();
    await apart.getByRole('status').filter({ hasText: MR_API['api.pairLinked'] }).waitFor(LIVE);
    expect(await noSidewaysScroll(admin)).toBe(0);
    expect(await axeViolations(admin)).toEqual([]);
    await apart.scrollIntoViewIfNeeded();
    await keepShot(admin, 'trust2-admin-link-again-mr-390');
    await page.getByTestId('request-answer').waitFor(LIVE);
  });
});
