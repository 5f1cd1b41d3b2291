/**
 * People for the member pages' browser tests: registered through the api (the registration
 * codes read from the captured mail), in a city of their own so no other test's people match.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { addApplication, register, seniorForm, volunteerForm } from '@gh/testkit/identity';
import { newEmail, newVisitor, signInThroughPage } from './identity.ts';
import { uniqueId } from '@gh/testkit/stack';
import { adminCall } from '@gh/testkit/applicant';

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
  return { email, name };
}

/** A volunteer whose application was accepted, registered with skills the senior shares. */
export async function registerVolunteer(city: string, name = 'Aditi Sharma'): Promise<Person> {
  const email = newEmail('volunteer');
  await addApplication(email);
  const form = { ...volunteerForm(email), name, city, skills: ['Reading', 'Music'] };
  await register('volunteer', form);
  return { email, name };
}

/** A page signed in as `person` through /login, showing their dashboard. */
export async function dashboardOf(
  browser: Browser,
  person: Person,
  type: 'Senior Citizen' | 'Volunteer',
  viewport?: { width: number; height: number },
): Promise<Page> {
  const page = await (await newVisitor(browser, viewport)).newPage();
  await signInThroughPage(page, person.email, type);
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

/** A senior and her volunteer, linked by the admin, with one visit of `task` assigned tomorrow 10:00-11:00. */
export async function pairWithVisitTomorrow(task: string): Promise<Pair> {
  const city = newCity();
  const senior = await registerSenior(city, 'Savitri Joshi');
  const volunteer = await registerVolunteer(city, 'Aditi Kulkarni');
  const linked = await adminCall('POST', '/link', { vemail: volunteer.email, semail: senior.email });
  if (linked.status !== 200) throw new Error(`/link answered ${linked.status}: ${linked.text}`);
  const pair = { senior, volunteer, city };
  await assignVisitTomorrow(pair, task);
  return pair;
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

/** The dashboard's quiet line saying its cards show the phone's copy, not yet live data. */
export const phoneCopyNotice = (page: Page): Locator => page.getByRole('status').filter({ hasText: /^Shown as this phone last saw it/ });
