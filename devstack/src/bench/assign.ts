/**
 * The assign-to-dashboard figure of `npm run bench:live`: a senior's /dashboard is open; each
 * run the admin assigns a visit (POST /{key}/volunteer/assignTask, called from the page so
 * both ends are timed on its clock) and the time until the visit's task is in the page's DOM
 * is taken. Between runs firebase-admin removes the pair's visits and puts the pair back to
 * Requested, as Connect leaves it.
 */
import { linkFields } from '@gh/common/admin-fields';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { COLLECTIONS, DAY_MS, LINK_STATUS } from '@gh/common/constants';
import type { Link, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { pairKey } from '@gh/common/visits';
import { messages as DASHBOARD } from '@gh/web/messages/en/dashboard';
import { PAGES } from '@gh/common/routes';
import { API_PREFIX, apiPath } from '@gh/common/api-routes';
import { PROJECT_ID } from '../stack/config.ts';
import { Mailbox } from '../stack/mailbox.ts';
import type { Stack } from '../stack/stack.ts';

/** What the bench needs of a stack: one it started, or the running one it was pointed at. */
export type BenchStack = Pick<Stack, 'webUrl' | 'mailUrl' | 'adminKey'>;

const CITY = 'Benchpur';

/** A senior and a volunteer of the bench's own city (no place: they are linked, never matched), `id` telling runs apart. */
export function people(id: string, now: number): { senior: SeniorDoc; volunteer: VolunteerDoc } {
  const common = {
    phone: '+91 98220 11111',
    dob: '1950-01-01',
    address: '1 Bench Road',
    city: CITY,
    state: 'Maharashtra',
    zipcode: '411001',
    place: null,
    languages: ['English'],
    createdAt: now,
    emergencycontact: { emergencyContactName: 'Anil', emergencyContactPhone: '+91 98220 22222', emergencyContactRelation: 'Son' },
  };
  return {
    senior: {
      ...common,
      name: 'Bench Senior',
      email: `bench-senior-${id}@example.com`,
      specialneeds: '',
      interests: ['Reading'],
      services: [],
      trialEndsAt: now + 30 * DAY_MS,
      volunteer: null,
      search: {},
    },
    volunteer: {
      ...common,
      name: 'Bench Volunteer',
      email: `bench-volunteer-${id}@example.com`,
      skills: ['Reading'],
      availability: [],
      experience: '',
      hobbies: '',
      certification: '',
      cv: null,
      senior: null,
      ...linkFields(null),
      search: {},
    },
  };
}

/** Both sides Requested, as Connect leaves them. */
export async function requestLink(db: Firestore, senior: SeniorDoc, volunteer: VolunteerDoc): Promise<void> {
  const link = (to: { email: string; name: string }): Link => ({
    email: to.email,
    name: to.name,
    status: LINK_STATUS.requested,
    reqTime: Date.now(),
  });
  const batch = db.batch();
  batch.update(db.collection(COLLECTIONS.seniors).doc(senior.email), { volunteer: link(volunteer) });
  const onVolunteer = link(senior);
  batch.update(db.collection(COLLECTIONS.volunteers).doc(volunteer.email), { senior: onVolunteer, ...linkFields(onVolunteer) });
  await batch.commit();
}

/** Signs in at /login with the code from the captured mail; resolves on /dashboard. */
export async function signIn(page: Page, stack: BenchStack, email: string): Promise<void> {
  await page.goto(`${stack.webUrl}${PAGES.login}`);
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByRole('radio', { name: 'Senior Citizen' }).check();
  await page.getByRole('button', { name: 'Request Code' }).click();
  // The bench senior is new, so the first mail to them is this code.
  const mail = await new Mailbox(stack.mailUrl).waitFor(email, /./, 15_000);
  const code = /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.text ?? ''}`)?.[1];
  if (!code) throw new Error(`no sign-in code in the mail to ${email}`);
  await page.getByRole('textbox', { name: /one-time code/i }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${stack.webUrl}${PAGES.dashboard}`);
}

/** The benches' firebase-admin app, on the stack's emulators (stackEnv). */
export const benchApp = () => getApps().find((a) => a.name === 'bench') ?? initializeApp({ projectId: PROJECT_ID }, 'bench');

/** Removes the pair's visits and its schedule, so each run starts with none (a pair has many). */
export async function clearVisits(db: Firestore, volunteer: string, senior: string): Promise<void> {
  const pair = pairKey(volunteer, senior);
  const visits = await db.collection(COLLECTIONS.visits).where('pair', '==', pair).limit(100).get();
  const batch = db.batch();
  for (const visit of visits.docs) batch.delete(visit.ref);
  batch.delete(db.collection(COLLECTIONS.pairs).doc(pair));
  await batch.commit();
}

/**
 * Before each timed write: the reset just done and the run before (its mails, the page's
 * re-render) have finished, so a sample is one write reaching a page on a quiet stack, as a
 * person's dashboard is when the admin assigns, not the tail of the bench's own set-up.
 */
export const SETTLE_MS = 500;

/** `runs` samples (ms) from the assignTask call to the visit in an open senior's /dashboard. */
export async function assignToDashboard(stack: BenchStack, browser: Browser, runs: number, warmUp: number): Promise<number[]> {
  const db = getFirestore(benchApp());
  const { senior, volunteer } = people(Date.now().toString(36), Date.now());
  await db.collection(COLLECTIONS.seniors).doc(senior.email).set(senior);
  await db.collection(COLLECTIONS.volunteers).doc(volunteer.email).set(volunteer);

  const page = await browser.newPage();
  await signIn(page, stack, senior.email);
  const visits = page.getByRole('region', { name: 'Upcoming Visits' });
  const date = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
  const samples: number[] = [];
  for (let i = 0; i < warmUp + runs; i++) {
    await clearVisits(db, volunteer.email, senior.email);
    await requestLink(db, senior, volunteer);
    await visits.getByText(DASHBOARD['dashboard.noUpcomingVisits']).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(SETTLE_MS);
    const task = `Bench visit ${i}`;
    const ms = await page.evaluate(
      async ({ url, body }) => {
        // No named functions in here: tsx would wrap them in a helper the page does not have.
        const seen = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (document.querySelector('[data-testid="visit"]')?.textContent?.includes(body.task)) {
              observer.disconnect();
              resolve(performance.now());
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        });
        const start = performance.now();
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`assignTask answered ${response.status}: ${await response.text()}`);
        return (await seen) - start;
      },
      {
        url: `${API_PREFIX}${apiPath('assignTask', { key: stack.adminKey })}`,
        body: { vemail: volunteer.email, semail: senior.email, city: CITY, task, date, startTime: '10:00', endTime: '11:30' },
      },
    );
    if (i >= warmUp) samples.push(ms);
  }
  await page.close();
  return samples;
}
