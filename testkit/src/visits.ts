/**
 * Visits at a moment the api refuses to assign: written straight to the store, as the clock
 * would have made them. Check-out wants the visit begun, and an assignment a start to come.
 */
import { COLLECTIONS, VISIT_TIME_ZONE } from '@gh/common/constants';
import { dateInZone, visitSpan } from '@gh/common/time';
import { visitDayOverAt } from '@gh/common/visits';
import { adminCall } from './applicant.ts';
import { db } from './identity.ts';

const IST = VISIT_TIME_ZONE.offsetMinutes;
/** 'HH:MM' in India at `ms`. */
export const timeInIndia = (ms: number) => new Date(ms + IST * 60_000).toISOString().slice(11, 16);
export const dateInIndia = (ms: number) => dateInZone(ms, IST);

/** Moves a visit to `date`, `startTime` to `endTime` in India. */
export async function moveVisitTo(id: string, date: string, startTime = '10:00', endTime = '11:00') {
  const { start, end } = visitSpan(date, startTime, endTime, IST);
  await db()
    .collection(COLLECTIONS.visits)
    .doc(id)
    .update({ date, startTime, endTime, startAt: start, endAt: end, dayOverAt: visitDayOverAt(date, startTime, endTime) });
}

/** Makes a visit one that began `minutes` ago, an hour long. */
export async function visitBegun(id: string, minutes = 10) {
  const start = Date.now() - minutes * 60_000;
  await moveVisitTo(id, dateInIndia(start), timeInIndia(start), timeInIndia(start + 60 * 60_000));
}

/** Moves a visit's assignment `minutes` back, as if the admin had assigned it then: a phone may have kept a step since. */
export async function assignedAgo(id: string, minutes: number) {
  await db()
    .collection(COLLECTIONS.visits)
    .doc(id)
    .update({ assignedAt: Date.now() - minutes * 60_000 });
}

type AssignablePair = { volunteer: { email: string }; senior: { email: string }; city: string };

/** The admin assigns the pair a visit of an hour from `start` (epoch ms), in India's date and time: answers its id. */
export async function assignAt(pair: AssignablePair, start: number, task = 'Tea'): Promise<string> {
  const answer = await adminCall('POST', '/volunteer/assignTask', {
    vemail: pair.volunteer.email,
    semail: pair.senior.email,
    city: pair.city,
    task,
    date: dateInIndia(start),
    startTime: timeInIndia(start),
    endTime: timeInIndia(start + 60 * 60_000),
  });
  if (answer.status !== 200) throw new Error(`assignTask answered ${answer.status}: ${answer.text}`);
  return (answer.json?.visits as string[])[0]!;
}

/** The same, starting `minutes` from now. */
export const assignStartingIn = (pair: AssignablePair, minutes: number, task?: string) =>
  assignAt(pair, Date.now() + minutes * 60_000, task);
