/**
 * The check-out-to-dashboard figure of `npm run bench:live`: a senior's /dashboard
 * is open; each run the admin assigns the pair a visit starting in a few minutes (India time,
 * so the check window is open), the volunteer checks in, and firebase-admin moves the visit to
 * have begun 10 minutes ago (check-out wants both; the api assigns no start already past).
 * Then the page POSTs the volunteer's check-out with the volunteer's ID token (both ends timed
 * on the page's clock) and the time until Past visits shows the visit Done is taken. Between
 * runs firebase-admin removes the pair's visits.
 */
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { COLLECTIONS, VISIT_TIME_ZONE } from '@gh/common/constants';
import { API_PREFIX, apiPath } from '@gh/common/api-routes';
import { dateInZone, visitSpan } from '@gh/common/time';
import { visitDayOverAt } from '@gh/common/visits';
import { customTokenFor } from '@gh/functions/testing';
import { messages as DASHBOARD } from '@gh/web/messages/en/dashboard';
import { SETTLE_MS, benchApp, clearVisits, people, requestLink, signIn, type BenchStack } from './assign.ts';

const IST = VISIT_TIME_ZONE.offsetMinutes;
const timeInIndia = (ms: number) => new Date(ms + IST * 60_000).toISOString().slice(11, 16);

/** The volunteer's ID token, as the web app holds one after signing in (the Auth emulator). */
async function idTokenOf(email: string): Promise<string> {
  const custom = await customTokenFor(email, 'volunteer', getAuth(benchApp()));
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=bench`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: custom, returnSecureToken: true }) },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`the Auth emulator gave no ID token (${response.status})`);
  return body.idToken;
}

/** Checks the visit in as its volunteer, then moves it to have begun 10 minutes ago, an hour long. */
async function checkedInAndBegun(db: Firestore, url: string, token: string, id: string): Promise<void> {
  const checkIn = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });
  if (!checkIn.ok) throw new Error(`check-in answered ${checkIn.status}: ${await checkIn.text()}`);
  const began = Date.now() - 10 * 60_000;
  const [date, startTime, endTime] = [dateInZone(began, IST), timeInIndia(began), timeInIndia(began + 60 * 60_000)];
  const { start, end } = visitSpan(date, startTime, endTime, IST);
  await db
    .collection(COLLECTIONS.visits)
    .doc(id)
    .update({ date, startTime, endTime, startAt: start, endAt: end, dayOverAt: visitDayOverAt(date, startTime, endTime) });
}

/** `runs` samples (ms) from the check-out call to the done visit in an open senior's /dashboard. */
export async function checkOutToDashboard(stack: BenchStack, browser: Browser, runs: number, warmUp: number): Promise<number[]> {
  const db = getFirestore(benchApp());
  const { senior, volunteer } = people(`out-${Date.now().toString(36)}`, Date.now());
  await db.collection(COLLECTIONS.seniors).doc(senior.email).set(senior);
  await db.collection(COLLECTIONS.volunteers).doc(volunteer.email).set(volunteer);
  await requestLink(db, senior, volunteer);
  const token = await idTokenOf(volunteer.email);

  const page = await browser.newPage();
  await signIn(page, stack, senior.email);
  const past = page.getByRole('region', { name: DASHBOARD['dashboard.pastTitle'] });
  const samples: number[] = [];
  for (let i = 0; i < warmUp + runs; i++) {
    await clearVisits(db, volunteer.email, senior.email);
    await past.getByText(DASHBOARD['dashboard.noPastVisits']).waitFor({ timeout: 15_000 });
    const task = `Bench check-out ${i}`;
    const start = Date.now() + 5 * 60_000;
    const assign = await fetch(`${stack.webUrl}${API_PREFIX}${apiPath('assignTask', { key: stack.adminKey })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        vemail: volunteer.email,
        semail: senior.email,
        city: senior.city,
        task,
        date: dateInZone(start, IST),
        startTime: timeInIndia(start),
        endTime: timeInIndia(start + 60 * 60_000),
      }),
    });
    if (!assign.ok) throw new Error(`assignTask answered ${assign.status}: ${await assign.text()}`);
    const [id] = ((await assign.json()) as { visits: string[] }).visits;
    await checkedInAndBegun(db, `${stack.webUrl}${API_PREFIX}${apiPath('checkIn', { id: id! })}`, token, id!);
    await page.getByRole('region', { name: DASHBOARD['dashboard.upcomingTitle'] }).getByText(task).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(SETTLE_MS);
    const ms = await page.evaluate(
      async ({ url, token, task: name }) => {
        // No named functions in here: tsx would wrap them in a helper the page does not have.
        const seen = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            const shown = Array.from(document.querySelectorAll('[data-testid="past-visit"]')).some((item) =>
              item.textContent?.includes(name),
            );
            if (shown) {
              observer.disconnect();
              resolve(performance.now());
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        });
        const begin = performance.now();
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: '{}',
        });
        if (!response.ok) throw new Error(`check-out answered ${response.status}: ${await response.text()}`);
        return (await seen) - begin;
      },
      { url: `${API_PREFIX}${apiPath('checkOut', { id: id! })}`, token, task },
    );
    if (i >= warmUp) samples.push(ms);
  }
  await page.close();
  return samples;
}
