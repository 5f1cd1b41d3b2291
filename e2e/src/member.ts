/**
 * People for the member pages' browser tests: registered through the api (the registration
 * codes read from the captured mail), then moved into a place of their own (testkit's moveInto)
 * so no other test's people match.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { addApplication, bearer, register, seniorForm, signIn, signInLink, volunteerForm } from '@gh/testkit/identity';
import { fixture } from '@gh/testkit/fixtures';
import { postForm } from '@gh/testkit/members';
import { newEmail, newVisitor, type UserTypeChoice } from './identity.ts';
import { api, uniqueId, webUrl } from '@gh/testkit/stack';
import { adminCall } from '@gh/testkit/applicant';
import { moveInto } from '@gh/testkit/members';
import { dateInIndia, timeInIndia } from '@gh/testkit/visits';

/** A city nobody else lives in: 'Testpur k3x9q'. */
export const newCity = () => `Testpur ${uniqueId('c').slice(-6)}`;

export interface Person {
  email: string;
  name: string;
}

export async function registerSenior(city: string, name = 'Kamala Rao'): Promise<Person> {
  const email = newEmail('senior');
  const form = { ...seniorForm(email), name, city, interests: ['Reading', 'Music'] };
  await register('senior', form);
  await moveInto('senior', email, city);
  return { email, name };
}

/** A volunteer whose application was accepted, registered with skills the senior shares. */
export async function registerVolunteer(city: string, name = 'Aditi Sharma'): Promise<Person> {
  const email = newEmail('volunteer');
  await addApplication(email);
  const form = { ...volunteerForm(email), name, city, skills: ['Reading', 'Music'] };
  await register('volunteer', form);
  await moveInto('volunteer', email, city);
  return { email, name };
}

/** An ID token of the volunteer's, for the api calls a test makes on his behalf. */
export const volunteerToken = async (volunteer: Person) => (await signIn('volunteer', volunteer.email)).idToken;

/** The volunteer adds his photo (a camera picture), as /profile sends it. */
export async function addPhoto(volunteer: Person, token: string): Promise<void> {
  const saved = await postForm(`/volunteer/${encodeURIComponent(volunteer.email)}/photo`, {}, token, {
    filename: 'me.jpg',
    bytes: fixture('camera-photo.jpg'),
  });
  if (saved.status !== 200) throw new Error(`the photo upload answered ${saved.status}: ${saved.json.message}`);
}

/** The volunteer's Connect with the senior, through the api; answers what it answered. */
export const connectWith = (volunteer: Person, token: string, senior: Person) =>
  api('POST', '/volunteer/volunteer/connect', { volunteerEmail: volunteer.email, seniorEmail: senior.email }, bearer(token));

/** The volunteer asks to visit the senior; throws unless it is accepted. */
export async function asksToVisit(volunteer: Person, senior: Person, token?: string): Promise<void> {
  const connected = await connectWith(volunteer, token ?? (await volunteerToken(volunteer)), senior);
  if (connected.status !== 200) throw new Error(`Connect answered ${connected.status}: ${connected.text}`);
}

/**
 * A page signed in as `person`, showing their dashboard: opened from the code e-mail's one-tap
 * link, as people do, which skips the /login form (its own tests drive it) and about two
 * seconds a sign-in.
 */
export async function dashboardOf(
  browser: Browser,
  person: Person,
  type: UserTypeChoice,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const link = await signInLink(type === 'Volunteer' ? 'volunteer' : 'senior', person.email);
  const page = await (await newVisitor(browser, viewport)).newPage();
  await page.goto(link);
  await page.waitForURL(`${webUrl}/dashboard`);
  return page;
}

/** Tomorrow as 'YYYY-MM-DD' (UTC), a date the admin may assign. */
export function tomorrow(): string {
  return new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A senior and her volunteer, linked by the admin in their `city`. */
export interface Pair {
  senior: Person;
  volunteer: Person;
  city: string;
}

/** A senior and a volunteer, registered in a new city with these names and linked by the admin. */
export async function linkedPair(seniorName: string, volunteerName: string): Promise<Pair> {
  const city = newCity();
  const senior = await registerSenior(city, seniorName);
  const volunteer = await registerVolunteer(city, volunteerName);
  const linked = await adminCall('POST', '/link', { vemail: volunteer.email, semail: senior.email });
  if (linked.status !== 200) throw new Error(`/link answered ${linked.status}: ${linked.text}`);
  return { senior, volunteer, city };
}

/** A senior and her volunteer, linked by the admin, with one visit of `task` assigned tomorrow 10:00-11:00. */
export async function pairWithVisitTomorrow(task: string): Promise<Pair> {
  const pair = await linkedPair('Savitri Joshi', 'Aditi Kulkarni');
  await assignVisitTomorrow(pair, task);
  return pair;
}

/** The admin assigns the pair an hour's visit of `task` starting in five minutes (its check-in is open): answers its id. */
export async function assignVisitSoon({ senior, volunteer, city }: Pair, task: string): Promise<string> {
  const start = Date.now() + 5 * 60_000;
  const assigned = await adminCall('POST', '/volunteer/assignTask', {
    vemail: volunteer.email,
    semail: senior.email,
    city,
    task,
    date: dateInIndia(start),
    startTime: timeInIndia(start),
    endTime: timeInIndia(start + 60 * 60_000),
  });
  if (assigned.status !== 200) throw new Error(`assignTask answered ${assigned.status}: ${assigned.text}`);
  return (assigned.json?.visits as string[])[0]!;
}

/** The admin assigns the pair a visit of `task` tomorrow, from `startTime` to `endTime`. */
export async function assignVisitTomorrow(
  { senior, volunteer, city }: Pair,
  task: string,
  startTime = '10:00',
  endTime = '11:00',
): Promise<void> {
  const assigned = await adminCall('POST', '/volunteer/assignTask', {
    vemail: volunteer.email,
    semail: senior.email,
    city,
    task,
    date: tomorrow(),
    startTime,
    endTime,
  });
  if (assigned.status !== 200) throw new Error(`assignTask answered ${assigned.status}: ${assigned.text}`);
}

/** The dashboard's quiet line, in any language, saying its cards show the phone's copy, not yet live data. */
export const phoneCopyNotice = (page: Page): Locator => page.getByTestId('phone-copy');

/**
 * Waits until the dashboard shows `shown` with the person's own document confirmed by the
 * server, not the phone's copy: a change made after this reaches a listener that is already
 * live, which is what a test of live updates means to prove.
 */
export async function untilLive(page: Page, shown: Locator, timeout = 20_000): Promise<void> {
  await shown.waitFor({ timeout });
  await phoneCopyNotice(page).waitFor({ state: 'detached', timeout });
}
