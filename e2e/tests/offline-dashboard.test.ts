/**
 * The dashboard with no network: a senior who opened it once on this phone opens it again
 * offline and finds her next visit, her volunteer's name and Call button, and the support
 * number, said to be as the phone last saw them and how long ago, until the network is back. A
 * volunteer's arrival tapped offline is kept on the phone, said so in Marathi, and sent with the
 * moment it was tapped once the network returns.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminCall } from '@gh/testkit/applicant';
import { webUrl } from '@gh/testkit/stack';
import { COLLECTIONS } from '@gh/common/constants';
import type { VisitDoc } from '@gh/common/visits';
import { db } from '@gh/testkit/identity';
import { dateInIndia, timeInIndia } from '@gh/testkit/visits';
import { messages as DASHBOARD } from '@gh/web/messages/en/dashboard';
import { messages as MR } from '@gh/web/messages/mr/dashboard';
import { signInThroughPage } from '../src/identity.ts';
import { newCity, pairWithVisitTomorrow, phoneCopyNotice, registerSenior, registerVolunteer } from '../src/member.ts';
import { PHONE, chromiumForFile, closeAfterTest, LIVE } from '../src/visitor.ts';
import { keepShot } from '../src/shots.ts';

const chromium = chromiumForFile();
const visitDoc = async (id: string) => (await db().collection(COLLECTIONS.visits).doc(id).get()).data() as VisitDoc;

/** Live on the (English) dashboard, the session started: not only the copy the sign-in code answered. */
async function sessionStarted(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor(LIVE);
  await phoneCopyNotice(page).waitFor({ state: 'detached', ...LIVE });
}

describe('the dashboard offline', { timeout: 180_000 }, () => {
  it("shows a senior's next visit, her volunteer's Call button and the support number from the phone", async () => {
    const { senior } = await pairWithVisitTomorrow('Tea and the newspaper');

    const context = await closeAfterTest(await chromium().newContext({ viewport: PHONE, serviceWorkers: 'allow' }));
    const page = await context.newPage();
    await signInThroughPage(page, senior.email, 'Senior Citizen');
    const upcoming = page.getByRole('region', { name: DASHBOARD['dashboard.upcomingTitle'] });
    await upcoming.getByText('Tea and the newspaper').waitFor(LIVE);
    await sessionStarted(page);
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));

    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await upcoming.getByText('Tea and the newspaper').waitFor(LIVE);
    const call = page.getByRole('link', { name: new RegExp(DASHBOARD['dashboard.call'].replace('{name}', 'Aditi')) });
    await call.first().waitFor(LIVE);
    expect(await call.first().getAttribute('href')).toMatch(/^tel:/);
    await page.getByRole('link', { name: DASHBOARD['dashboard.supportCall'] }).waitFor(LIVE);
    // Said to be the phone's copy, with its age; live again once the network is back.
    const aged = page.getByRole('status').filter({ hasText: /Shown as this phone last saw it, 1 minute ago/ });
    await aged.waitFor(LIVE);
    await keepShot(page, 'offline-dashboard-390', { fullPage: true });
    expect(page.url()).toBe(`${webUrl}/dashboard`);
    await context.setOffline(false);
    await aged.waitFor({ state: 'detached', ...LIVE });
  });

  it("keeps a volunteer's arrival tapped offline on the phone, in Marathi, and sends it with its moment once online", async () => {
    const city = newCity();
    const senior = await registerSenior(city, 'Savitri Joshi');
    const volunteer = await registerVolunteer(city, 'Aditi Kulkarni');
    expect((await adminCall('POST', '/link', { vemail: volunteer.email, semail: senior.email })).status).toBe(200);
    const start = Date.now() + 10 * 60_000;
    const assigned = await adminCall('POST', '/volunteer/assignTask', {
      vemail: volunteer.email,
      semail: senior.email,
      city,
      task: 'Chai and chess',
      date: dateInIndia(start),
      startTime: timeInIndia(start),
      endTime: timeInIndia(start + 60 * 60_000),
    });
    expect(assigned.status, assigned.text).toBe(200);
    const [id] = assigned.json?.visits as string[];

    const context = await closeAfterTest(await chromium().newContext({ viewport: PHONE, serviceWorkers: 'allow' }));
    const page = await context.newPage();
    await signInThroughPage(page, volunteer.email, 'Volunteer');
    await sessionStarted(page);
    await page.goto(`${webUrl}/mr/dashboard`);
    const arrive = page.getByRole('button', { name: MR['dashboard.arrived'] });
    await arrive.waitFor(LIVE);
    // The page painted from the phone's copy has inert buttons: the app's take its place.
    await page.locator('#root[data-first-paint]').waitFor({ state: 'detached', ...LIVE });
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));

    await context.setOffline(true);
    const tapped = Date.now();
    await arrive.click();
    await page.getByRole('alert').filter({ hasText: 'या फोनमध्ये जतन केलं' }).waitFor(LIVE);
    await page.getByText(MR['dashboard.keptWaiting']).waitFor(LIVE);
    await keepShot(page, 'offline-arrival-mr-390', { fullPage: true });
    // The page has said it keeps the arrival, which it says instead of "sent": nothing reached
    // the server.
    expect((await visitDoc(id!)).checkInAt).toBeNull();

    await context.setOffline(false);
    await page.getByRole('alert').filter({ hasText: 'पाठवलं आहे' }).waitFor(LIVE);
    // Sent: nothing still says it waits on the phone.
    await page
      .getByRole('alert')
      .filter({ hasText: 'या फोनमध्ये जतन केलं' })
      .waitFor({ state: 'detached', ...LIVE });
    const { checkInAt } = await visitDoc(id!);
    expect(checkInAt).toBeGreaterThanOrEqual(tapped);
    expect(checkInAt).toBeLessThan(tapped + 1_500);
    await page.getByText(MR['dashboard.keptWaiting']).waitFor({ state: 'detached', ...LIVE });
  });
});
