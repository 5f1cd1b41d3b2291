/**
 * Moments that make sense, over HTTP against the local stack: a check-in or check-out tapped
 * before the visit existed (assigned, or last moved) is refused, and a visit the volunteer has
 * checked in to keeps its day and time, so an arrival always belongs to the visit it names.
 */
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import type { VisitDoc } from '@gh/common/visits';
import { COLLECTIONS } from '@gh/common/constants';
import { api } from '@gh/testkit/stack';
import { adminCall } from '@gh/testkit/applicant';
import { joinedBy } from '@gh/testkit/circle';
import { bearer, db } from '@gh/testkit/identity';
import { requestedPair } from '@gh/testkit/members';
import { mailsTo } from '@gh/testkit/race';
import { dateInIndia, timeInIndia, visitBegun } from '@gh/testkit/visits';

type Pair = Awaited<ReturnType<typeof requestedPair>>;

const minutesFromNow = (minutes: number) => Date.now() + minutes * 60_000;
const visitDoc = async (id: string) => (await db().collection(COLLECTIONS.visits).doc(id).get()).data() as VisitDoc;
const checkIn = (pair: Pair, id: string, at?: number) =>
  api('POST', `/visits/${id}/check-in`, at === undefined ? {} : { at }, bearer(pair.volunteer.token));
const checkOut = (pair: Pair, id: string, at?: number) =>
  api('POST', `/visits/${id}/check-out`, at === undefined ? {} : { at }, bearer(pair.volunteer.token));
const move = (id: string, change: Record<string, string>) => adminCall('PUT', `/visits/${id}`, change);

/** The India date and times of an hour-long visit starting at `start` (ms). */
const hourFrom = (start: number) => ({
  date: dateInIndia(start),
  startTime: timeInIndia(start),
  endTime: timeInIndia(start + 60 * 60_000),
});

async function assign(pair: Pair, when: ReturnType<typeof hourFrom>): Promise<string> {
  const answer = await adminCall('POST', '/volunteer/assignTask', {
    vemail: pair.volunteer.email,
    semail: pair.senior.email,
    city: pair.city,
    task: 'Tea and the newspaper',
    ...when,
  });
  expect(answer.status, answer.text).toBe(200);
  return (answer.json?.visits as string[])[0]!;
}

/** A pair whose senior has a daughter in her family circle who hears of arrivals. */
async function pairWithFamily() {
  const pair = await requestedPair();
  const daughter = await joinedBy(pair.senior.token, ['visits']);
  return { pair, daughter };
}

const arrivalsTo = (member: string, count: number) => mailsTo(member, /the volunteer has arrived/, count);

describe('a tapped moment before the visit existed', () => {
  it('is refused when it is before the assignment: nothing stored, nobody told', async () => {
    const { pair, daughter } = await pairWithFamily();
    const id = await assign(pair, hourFrom(minutesFromNow(5)));
    // The visit began 40 minutes ago, so its check-in opened 70 minutes ago: only the assignment says no.
    await visitBegun(id, 40);
    const { assignedAt } = await visitDoc(id);
    const beforeAssigned = assignedAt - 10 * 60_000;

    expect(await checkIn(pair, id, beforeAssigned)).toMatchObject({
      status: 400,
      json: { code: 'momentOutOfRange', message: SERVER_MESSAGES.momentOutOfRange },
    });
    expect(await visitDoc(id)).toMatchObject({ checkInAt: null, status: 'Scheduled' });
    expect(await arrivalsTo(daughter, 0)).toEqual([]);

    // A moment after the assignment (and already past: a later one would count as now) is the
    // arrival, and her family hears of that one only.
    const arrived = assignedAt + 1;
    expect((await checkIn(pair, id, arrived)).status).toBe(200);
    expect((await visitDoc(id)).checkInAt).toBe(arrived);
    expect(await arrivalsTo(daughter, 1)).toHaveLength(1);
  });

  it('is refused when it is before the visit was last moved, for check-in and check-out', async () => {
    const pair = await requestedPair();
    const id = await assign(pair, hourFrom(Date.now() + DAY_MS));
    const moved = Date.now();
    expect((await move(id, hourFrom(minutesFromNow(5)))).status).toBe(200);
    const beforeMove = moved - 10 * 60_000;

    expect(await checkIn(pair, id, beforeMove)).toMatchObject({ status: 400, json: { code: 'momentOutOfRange' } });
    expect((await visitDoc(id)).checkInAt).toBeNull();
    const arrived = Date.now();
    expect((await checkIn(pair, id, arrived)).status).toBe(200);
    // Begun now: a finish tapped before the move is as impossible as one before the arrival.
    await visitBegun(id, 1);
    expect(await checkOut(pair, id, beforeMove)).toMatchObject({ status: 400, json: { code: 'momentOutOfRange' } });
    expect(await visitDoc(id)).toMatchObject({ status: 'Scheduled', checkOutAt: null, checkInAt: arrived });
  });
});

describe('a visit the volunteer has checked in to', () => {
  async function checkedIn() {
    const pair = await requestedPair();
    const id = await assign(pair, hourFrom(minutesFromNow(5)));
    await visitBegun(id, 10);
    expect((await checkIn(pair, id)).status).toBe(200);
    return { pair, id, visit: await visitDoc(id) };
  }

  it('cannot be moved to another day: 409 saying why, the visit, its check-in and everyone’s mail as they were', async () => {
    const { pair, id, visit } = await checkedIn();
    const threeDaysOn = { date: dateInIndia(Date.now() + 3 * DAY_MS), startTime: '10:00', endTime: '11:00' };
    expect(await move(id, threeDaysOn)).toMatchObject({
      status: 409,
      json: { code: 'visitCheckedIn', message: SERVER_MESSAGES.visitCheckedIn },
    });
    expect(await visitDoc(id)).toEqual(visit);
    expect(await mailsTo(pair.senior.email, /moved/, 0)).toEqual([]);
    expect(await mailsTo(pair.volunteer.email, /moved/, 0)).toEqual([]);
    // It is still the visit he arrived at: he can finish it.
    expect((await checkOut(pair, id)).status).toBe(200);
  });

  it('keeps its time on its day too', async () => {
    const { pair, id, visit } = await checkedIn();
    const later = hourFrom(minutesFromNow(120));
    // Just before midnight in India two hours on is another day, which the test above covers.
    if (later.date === visit.date) {
      expect(await move(id, { startTime: later.startTime, endTime: later.endTime })).toMatchObject({
        status: 409,
        json: { code: 'visitCheckedIn' },
      });
    }
    expect(await visitDoc(id)).toEqual(visit);
    expect((await checkOut(pair, id)).status).toBe(200);
  });
});
