/**
 * Visits over time over HTTP against the local stack: series, GET /visits, check-in
 * and check-out, feedback, reschedule, cancel, unlink and the daily job, with every refusal and
 * a race of 20 identical calls for each change. Mail is read from the local SMTP server.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, DAY_MS, VISIT_TIME_ZONE } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { dateInZone } from '@gh/common/time';
import { CANCEL_REASON_MAX, pairKey, type ConcernDoc, type VisitDoc, type VisitFeedbackDoc } from '@gh/common/visits';
import { SUPPORT_INBOX } from '@gh/devstack/config';
import { api, icsLines, mailbox } from '@gh/testkit/stack';
import { adminCall } from '@gh/testkit/applicant';
import { auditAbout } from '@gh/testkit/admin-record';
import { bearer, db } from '@gh/testkit/identity';
import { mailsTo } from '@gh/testkit/race';
import { addMember, askMatches, readMember, requestedPair } from '@gh/testkit/members';
import { assignedAgo, moveVisitTo, visitBegun } from '@gh/testkit/visits';

const IST = VISIT_TIME_ZONE.offsetMinutes;
const inIndia = (ms: number) => dateInZone(ms, IST);
/** 'HH:MM' in India at `ms`. */
const timeInIndia = (ms: number) => new Date(ms + IST * 60_000).toISOString().slice(11, 16);
const tomorrow = () => inIndia(Date.now() + DAY_MS);

type Pair = Awaited<ReturnType<typeof requestedPair>>;

function visitOf(pair: Pair, change: Record<string, unknown> = {}) {
  return {
    vemail: pair.volunteer.email,
    semail: pair.senior.email,
    city: pair.city,
    task: 'Tea and the newspaper',
    date: tomorrow(),
    startTime: '10:00',
    endTime: '11:30',
    ...change,
  };
}

/** Checked in on a visit that has begun: ready to check out. */
async function underway(pair: Pair, id: string) {
  await begun(id);
  expect((await act(id, 'check-in', pair.volunteer.token)).status).toBe(200);
}

/** A visit starting `minutes` from now (India date and time), an hour long. */
function startingIn(pair: Pair, minutes: number) {
  const start = Date.now() + minutes * 60_000;
  return visitOf(pair, { date: inIndia(start), startTime: timeInIndia(start), endTime: timeInIndia(start + 60 * 60_000) });
}

const assign = (body: Record<string, unknown>, key?: string) => adminCall('POST', '/volunteer/assignTask', body, key);

async function assigned(pair: Pair, body = visitOf(pair)): Promise<string[]> {
  const answer = await assign(body);
  expect(answer.status, answer.text).toBe(200);
  return answer.json?.visits as string[];
}

const visitRef = (id: string) => db().collection(COLLECTIONS.visits).doc(id);
const visitDoc = async (id: string) => (await visitRef(id).get()).data() as VisitDoc;
const pairVisits = async (pair: Pair) =>
  (await db().collection(COLLECTIONS.visits).where('pair', '==', pairKey(pair.volunteer.email, pair.senior.email)).limit(50).get()).docs;
const concern = async (id: string) => (await db().collection(COLLECTIONS.concerns).doc(id).get()).data() as ConcernDoc | undefined;

/** Moves a visit to `date` (written straight to the store: the api refuses past dates). */
const moveTo = moveVisitTo;
/** Makes a visit one that began 10 minutes ago (written straight: the api refuses a start already past). */
const begun = (id: string, minutes?: number) => visitBegun(id, minutes);

const feedbackDoc = async (id: string) =>
  (await db().collection(COLLECTIONS.visitFeedback).doc(id).get()).data() as VisitFeedbackDoc | undefined;

const act = (id: string, action: 'check-in' | 'check-out' | 'feedback', token?: string, body?: unknown) =>
  api('POST', `/visits/${encodeURIComponent(id)}/${action}`, body ?? {}, token ? bearer(token) : {});

async function invite(email: string, subject: RegExp) {
  const mail = await mailbox.waitFor(email, subject);
  return { mail, ics: (await mailbox.attachment(mail, 'invite.ics')).toString('utf8'), source: await mailbox.source(mail) };
}

const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();
const race = <T>(call: () => Promise<T>) => Promise.all(Array.from({ length: 20 }, call));
/** 20 calls at once start Functions emulator workers of their own: the first race of a run is slow. */
const RACE = { timeout: 120_000 };

describe('assignTask over time', () => {
  it('gives a pair more visits, one per date and start; both links show the next one', async () => {
    const pair = await requestedPair();
    const [later] = await assigned(pair, visitOf(pair, { date: inIndia(Date.now() + 3 * DAY_MS) }));
    const [next] = await assigned(pair, visitOf(pair, { startTime: '15:00', endTime: '16:00' }));
    expect(await assign(visitOf(pair, { date: inIndia(Date.now() + 3 * DAY_MS), task: 'Again' }))).toMatchObject({
      status: 409,
      json: { code: 'visitAlreadyAssigned' },
    });
    expect(await pairVisits(pair)).toHaveLength(2);
    const [v, s] = await Promise.all([readMember('volunteer', pair.volunteer.email), readMember('senior', pair.senior.email)]);
    expect(v.senior).toMatchObject({ status: 'Assigned', visitId: next, date: tomorrow(), startTime: '15:00', endTime: '16:00' });
    expect(s.volunteer).toMatchObject({ status: 'Assigned', visitId: next, date: tomorrow(), startTime: '15:00' });
    expect((await visitDoc(later!)).status).toBe('Scheduled');
    // GET /senior/{email} answers with the spec's link fields, from the next visit.
    const record = await api('GET', `/senior/${pair.senior.email}`, undefined, bearer(pair.senior.token));
    expect(record.json?.volunteer).toMatchObject({
      email: pair.volunteer.email,
      status: 'Assigned',
      task: 'Tea and the newspaper',
      date: tomorrow(),
      startTime: '15:00',
      endTime: '16:00',
      city: pair.city,
      assTime: expect.any(Number),
    });
  });

  it('makes a weekly series: n visits, one e-mail each with one invite carrying RRULE COUNT=n', async () => {
    const pair = await requestedPair();
    const answer = await assign({ ...visitOf(pair), repeatWeeks: 4 });
    expect(answer).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.visitsAssigned } });
    const ids = answer.json?.visits as string[];
    expect(ids).toHaveLength(4);
    const visits = await Promise.all(ids.map(visitDoc));
    expect(visits.map((v) => v.date)).toEqual([0, 7, 14, 21].map((days) => inIndia(Date.now() + (1 + days) * DAY_MS)));
    expect(new Set(visits.map((v) => v.calendar.uid)).size).toBe(1);
    for (const person of [pair.volunteer, pair.senior]) {
      const mails = await mailsTo(person.email, /visit/i, 1);
      expect(mails).toHaveLength(1);
      const ics = (await mailbox.attachment(mails[0]!, 'invite.ics')).toString('utf8');
      expect(icsLines(ics, 'RRULE')).toEqual(['FREQ=WEEKLY;COUNT=4']);
      expect(icsLines(ics, 'UID')).toEqual([visits[0]!.calendar.uid]);
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
      expect(mails[0]!.text).toContain('then every week: 4 visits');
    }
  });

  it.each([0, 13, 1.5, '3', null])('refuses repeatWeeks %j: 400, nothing stored, nothing mailed', async (repeatWeeks) => {
    const pair = await requestedPair();
    expect(await assign({ ...visitOf(pair), repeatWeeks })).toMatchObject({ status: 400, json: { code: 'invalidInput' } });
    expect(await pairVisits(pair)).toEqual([]);
    expect((await readMember('volunteer', pair.volunteer.email)).senior?.status).toBe('Requested');
    expect(await mailbox.to(pair.senior.email)).toEqual([]);
  });

  it('refuses a series whose later week is taken, keeping nothing of it', async () => {
    const pair = await requestedPair();
    await assigned(pair, visitOf(pair, { date: inIndia(Date.now() + 15 * DAY_MS) }));
    expect(await assign({ ...visitOf(pair), repeatWeeks: 3 })).toMatchObject({ status: 409, json: { code: 'visitAlreadyAssigned' } });
    expect(await pairVisits(pair)).toHaveLength(1);
    // Its slots were freed: the first two weeks can be assigned.
    expect((await assign({ ...visitOf(pair), repeatWeeks: 2 })).status).toBe(200);
  });

  it('of 20 identical assignments sent together, exactly one is stored and mailed', RACE, async () => {
    const pair = await requestedPair();
    const answers = await race(() => assign(visitOf(pair)));
    expect(statuses(answers)).toEqual([200, ...Array(19).fill(409)]);
    expect(await pairVisits(pair)).toHaveLength(1);
    expect(await mailsTo(pair.volunteer.email, /visit/i, 1)).toHaveLength(1);
  });
});

describe('GET /visits', () => {
  it("lists the caller's visits, upcoming first, then past, with the hours of done ones", async () => {
    const pair = await requestedPair();
    const [soon] = await assigned(pair, startingIn(pair, 10));
    const [next] = await assigned(pair, visitOf(pair, { date: inIndia(Date.now() + 2 * DAY_MS) }));
    const [old] = await assigned(pair, visitOf(pair, { date: inIndia(Date.now() + 5 * DAY_MS) }));
    const [older] = await assigned(pair, visitOf(pair, { date: inIndia(Date.now() + 6 * DAY_MS) }));
    await moveTo(old!, inIndia(Date.now() - 3 * DAY_MS));
    await moveTo(older!, inIndia(Date.now() - 4 * DAY_MS));
    await underway(pair, soon!);
    expect(await act(soon!, 'check-out', pair.volunteer.token, { note: 'Read two chapters.\nShe laughed a lot.' })).toMatchObject({
      status: 200,
      json: { message: SERVER_MESSAGES.checkedOut },
    });

    for (const person of [pair.volunteer, pair.senior]) {
      const listed = await api('GET', '/visits', undefined, bearer(person.token));
      expect(listed.status, listed.text).toBe(200);
      expect(listed.json?.hours).toBe(1);
      const visits = listed.json?.visits as { id: string; status: string; note: string; checkInAt: number | null; hours: number }[];
      expect(visits.map((v) => v.id)).toEqual([soon, next, old, older]);
      expect(visits[0]).toMatchObject({
        status: 'Done',
        note: 'Read two chapters.\nShe laughed a lot.',
        checkInAt: expect.any(Number),
        hours: 1,
      });
      expect(visits[1]).toMatchObject({
        status: 'Scheduled',
        task: 'Tea and the newspaper',
        startTime: '10:00',
        endTime: '11:30',
        city: pair.city,
        hours: 1.5,
      });
    }
    // Pages of past visits.
    const first = await api('GET', '/visits?limit=1', undefined, bearer(pair.volunteer.token));
    expect((first.json?.visits as { id: string }[]).map((v) => v.id)).toEqual([soon, old]);
    const more = await api('GET', `/visits?limit=1&before=${first.json?.nextBefore as string}`, undefined, bearer(pair.volunteer.token));
    expect((more.json?.visits as { id: string }[]).map((v) => v.id)).toEqual([older]);
    const last = await api('GET', `/visits?limit=1&before=${more.json?.nextBefore as string}`, undefined, bearer(pair.volunteer.token));
    expect(last.json).toMatchObject({ visits: [], nextBefore: null });
  });

  it('pages past visits that ended in the same millisecond one by one, each once', async () => {
    const pair = await requestedPair();
    const ids = await Promise.all(
      [3, 4, 5].map(async (days) => (await assigned(pair, visitOf(pair, { date: inIndia(Date.now() + days * DAY_MS) })))[0]!),
    );
    const day = inIndia(Date.now() - 2 * DAY_MS);
    await Promise.all(ids.map((id) => moveTo(id, day)));
    const pageAfter = (before?: string) =>
      api('GET', `/visits?limit=1${before ? `&before=${before}` : ''}`, undefined, bearer(pair.senior.token));
    const seen: string[] = [];
    let before: string | undefined;
    for (let page = 0; page < 4; page++) {
      const answer = await pageAfter(before);
      expect(answer.status, answer.text).toBe(200);
      seen.push(...(answer.json?.visits as { id: string }[]).map((visit) => visit.id));
      before = (answer.json?.nextBefore as string | null) ?? undefined;
      if (!before) break;
    }
    expect(seen).toEqual([...ids].sort().reverse());
    expect(before).toBeUndefined();
  });

  it("shows nobody else's visits and refuses a missing token or a bad page", async () => {
    const pair = await requestedPair();
    await assigned(pair);
    const stranger = await addMember('volunteer', { city: pair.city });
    expect(await api('GET', '/visits', undefined, bearer(stranger.token))).toMatchObject({ status: 200, json: { visits: [], hours: 0 } });
    expect(await api('GET', '/visits')).toMatchObject({ status: 401, json: { code: 'unauthenticated' } });
    expect(await api('GET', '/visits', undefined, bearer('not-a-token'))).toMatchObject({ status: 401 });
    const badPages = [
      'limit=0',
      'limit=51',
      'limit=x',
      'before=-1',
      'before=1.5',
      'before=x',
      'before=',
      'before=1~',
      'before=1~short',
      `before=1~${'a'.repeat(21)}`,
      `before=${'9'.repeat(16)}`,
      'before=1&before=2',
      `before=1~${'a'.repeat(5000)}`,
    ];
    for (const query of badPages) {
      expect(await api('GET', `/visits?${query}`, undefined, bearer(pair.volunteer.token))).toMatchObject({
        status: 400,
        json: { code: 'invalidInput' },
      });
    }
  });
});

describe('check-in and check-out', () => {
  it("lets only the visit's own volunteer in, with a token", async () => {
    const pair = await requestedPair();
    const [id] = await assigned(pair, startingIn(pair, 10));
    const other = await addMember('volunteer', { city: pair.city });
    expect(await act(id!, 'check-in')).toMatchObject({ status: 401, json: { code: 'unauthenticated' } });
    expect(await act(id!, 'check-in', pair.senior.token)).toMatchObject({ status: 403, json: { code: 'visitVolunteerOnly' } });
    expect(await act(id!, 'check-in', other.token)).toMatchObject({ status: 404, json: { code: 'visitNotFound' } });
    expect(await act(id!, 'check-out', other.token)).toMatchObject({ status: 404, json: { code: 'visitNotFound' } });
    expect(await act('AAAAAAAAAAAAAAAAAAAA', 'check-in', pair.volunteer.token)).toMatchObject({
      status: 404,
      json: { code: 'visitNotFound' },
    });
    for (const bad of ['short', `${id}x`, '..%2Fvolunteers%2Fx', `${id!.slice(0, 19)}\u0007`]) {
      expect(await api('POST', `/visits/${bad}/check-in`, {}, bearer(pair.volunteer.token))).toMatchObject({ status: 400 });
    }
    expect(await visitDoc(id!)).toMatchObject({ checkInAt: null, status: 'Scheduled' });
    expect(await act(id!, 'check-in', pair.volunteer.token)).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.checkedIn } });
    expect(await act(id!, 'check-in', pair.volunteer.token)).toMatchObject({ status: 409, json: { code: 'alreadyCheckedIn' } });
  });

  it("is open on the visit's day from 30 minutes before its start, and not after the day", async () => {
    const pair = await requestedPair();
    const [early] = await assigned(pair, startingIn(pair, 120));
    expect(await act(early!, 'check-in', pair.volunteer.token)).toMatchObject({
      status: 409,
      json: { message: SERVER_MESSAGES.visitNotYet },
    });
    expect(await act(early!, 'check-out', pair.volunteer.token)).toMatchObject({ status: 409, json: { code: 'visitNotYet' } });
    const [tomorrows] = await assigned(pair, visitOf(pair));
    expect(await act(tomorrows!, 'check-in', pair.volunteer.token)).toMatchObject({ status: 409, json: { code: 'visitNotYet' } });
    const [past] = await assigned(pair, visitOf(pair, { date: inIndia(Date.now() + 4 * DAY_MS) }));
    await moveTo(past!, inIndia(Date.now() - 2 * DAY_MS));
    expect(await act(past!, 'check-in', pair.volunteer.token)).toMatchObject({ status: 409, json: { code: 'visitDayPassed' } });
    expect(await act(past!, 'check-out', pair.volunteer.token)).toMatchObject({ status: 409, json: { code: 'visitDayPassed' } });
    expect(await visitDoc(past!)).toMatchObject({ checkInAt: null, checkOutAt: null });
  });

  it('refuses a note with control characters or too long, storing nothing', async () => {
    const pair = await requestedPair();
    const [id] = await assigned(pair, startingIn(pair, 5));
    for (const note of ['Tea\u0000', 'Bell\u0007', 'x'.repeat(1001), 42]) {
      expect(await act(id!, 'check-out', pair.volunteer.token, { note })).toMatchObject({ status: 400 });
    }
    const huge = await api('POST', `/visits/${id}/check-out`, JSON.stringify({ note: 'n'.repeat(1_000_000) }), {
      ...bearer(pair.volunteer.token),
      'content-type': 'application/json',
    });
    expect([400, 413]).toContain(huge.status);
    expect(
      await api('POST', `/visits/${id}/check-out`, '{"note":', { ...bearer(pair.volunteer.token), 'content-type': 'application/json' }),
    ).toMatchObject({ status: 400 });
    expect(await visitDoc(id!)).toMatchObject({ status: 'Scheduled', checkOutAt: null, note: '' });
    expect((await readMember('volunteer', pair.volunteer.email)).doneMinutes).toBeUndefined();
  });

  it('of 20 check-outs sent together, exactly one makes the visit Done and counts its hours once', RACE, async () => {
    const pair = await requestedPair();
    const [id] = await assigned(pair, startingIn(pair, 5));
    await underway(pair, id!);
    const answers = await race(() => act(id!, 'check-out', pair.volunteer.token, { note: 'Lovely' }));
    expect(statuses(answers)).toEqual([200, ...Array(19).fill(409)]);
    expect(await visitDoc(id!)).toMatchObject({ status: 'Done', note: 'Lovely', checkOutAt: expect.any(Number) });
    expect((await readMember('volunteer', pair.volunteer.email)).doneMinutes).toBe(60);
    expect((await readMember('senior', pair.senior.email)).doneMinutes).toBe(60);
    expect(await act(id!, 'check-in', pair.volunteer.token)).toMatchObject({ status: 409, json: { code: 'visitNotScheduled' } });
    expect(await act(id!, 'check-out', pair.volunteer.token)).toMatchObject({ status: 409, json: { code: 'visitNotScheduled' } });
    // The links moved on: no visit is left to come.
    expect((await readMember('senior', pair.senior.email)).volunteer).toMatchObject({ status: 'Assigned' });
    expect((await readMember('senior', pair.senior.email)).volunteer?.date).toBeUndefined();
  });

  it('finishes only after check-in and not before the start, storing nothing when refused', async () => {
    const pair = await requestedPair();
    const [id] = await assigned(pair, startingIn(pair, 20));
    // Not checked in: refused, on the day and before the start alike.
    expect(await act(id!, 'check-out', pair.volunteer.token)).toMatchObject({
      status: 409,
      json: { code: 'notCheckedIn', message: SERVER_MESSAGES.notCheckedIn },
    });
    // Arrived 20 minutes early and "finished" at once: the visit has not begun.
    expect((await act(id!, 'check-in', pair.volunteer.token)).status).toBe(200);
    expect(await act(id!, 'check-out', pair.volunteer.token, { note: 'Done early' })).toMatchObject({
      status: 409,
      json: { code: 'visitNotStarted', message: SERVER_MESSAGES.visitNotStarted },
    });
    expect(await visitDoc(id!)).toMatchObject({ status: 'Scheduled', checkOutAt: null, note: '' });
    expect((await readMember('volunteer', pair.volunteer.email)).doneMinutes).toBeUndefined();
    // Someone else's token is still told nothing exists.
    const other = await addMember('volunteer', { city: pair.city });
    expect(await act(id!, 'check-out', other.token)).toMatchObject({ status: 404, json: { code: 'visitNotFound' } });
    expect(await act(id!, 'check-out', pair.senior.token)).toMatchObject({ status: 403, json: { code: 'visitVolunteerOnly' } });
    // Once begun, it is done, and counts once.
    await begun(id!);
    expect((await act(id!, 'check-out', pair.volunteer.token)).status).toBe(200);
    expect((await readMember('volunteer', pair.volunteer.email)).doneMinutes).toBe(60);
  });

  it('kept on the phone offline, counts from when it was tapped, within half a day, storing nothing when refused', async () => {
    const pair = await requestedPair();
    const [id] = await assigned(pair, startingIn(pair, 5));
    await begun(id!, 40); // began 40 minutes ago, ends in 20
    await assignedAgo(id!, 24 * 60); // assigned yesterday: any moment of today's window may be tapped
    const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000;
    // Out of range: ahead of the server's clock, older than half a day, not a moment at all.
    for (const at of [Date.now() + 10 * 60_000, minutesAgo(13 * 60)]) {
      expect(await act(id!, 'check-in', pair.volunteer.token, { at })).toMatchObject({
        status: 400,
        json: { code: 'momentOutOfRange', message: SERVER_MESSAGES.momentOutOfRange },
      });
    }
    for (const at of ['10:02', 1.5, -5, 0, null, 1e300]) {
      expect(await act(id!, 'check-in', pair.volunteer.token, { at })).toMatchObject({ status: 400 });
    }
    // Before the check-in window of its day: judged as of that moment.
    expect(await act(id!, 'check-in', pair.volunteer.token, { at: minutesAgo(90) })).toMatchObject({
      status: 409,
      json: { code: 'visitNotYet' },
    });
    expect(await visitDoc(id!)).toMatchObject({ checkInAt: null, status: 'Scheduled' });
    // Another person's token is told nothing, moment or not.
    const other = await addMember('volunteer', { city: pair.city });
    expect(await act(id!, 'check-in', other.token, { at: minutesAgo(30) })).toMatchObject({ status: 404, json: { code: 'visitNotFound' } });
    expect(await act(id!, 'check-in', undefined, { at: minutesAgo(30) })).toMatchObject({ status: 401 });

    const arrived = minutesAgo(35);
    expect((await act(id!, 'check-in', pair.volunteer.token, { at: arrived })).status).toBe(200);
    expect((await visitDoc(id!)).checkInAt).toBe(arrived);
    // A finish before the arrival is not possible; one after it is kept as tapped.
    expect(await act(id!, 'check-out', pair.volunteer.token, { at: arrived - 60_000 })).toMatchObject({
      status: 400,
      json: { code: 'momentOutOfRange' },
    });
    expect(await visitDoc(id!)).toMatchObject({ status: 'Scheduled', checkOutAt: null });
    const finished = minutesAgo(2);
    expect((await act(id!, 'check-out', pair.volunteer.token, { at: finished, note: 'Tea on the balcony' })).status).toBe(200);
    expect(await visitDoc(id!)).toMatchObject({ status: 'Done', checkInAt: arrived, checkOutAt: finished, note: 'Tea on the balcony' });
    expect((await readMember('volunteer', pair.volunteer.email)).doneMinutes).toBe(60);
  });

  it('of 20 check-ins sent together with the same tapped moment, exactly one is recorded', RACE, async () => {
    const pair = await requestedPair();
    const [id] = await assigned(pair, startingIn(pair, 5));
    await assignedAgo(id!, 10);
    const at = Date.now() - 60_000;
    expect(statuses(await race(() => act(id!, 'check-in', pair.volunteer.token, { at })))).toEqual([200, ...Array(19).fill(409)]);
    expect((await visitDoc(id!)).checkInAt).toBe(at);
  });

  it('of 20 check-ins sent together, exactly one is recorded', RACE, async () => {
    const pair = await requestedPair();
    const [id] = await assigned(pair, startingIn(pair, 5));
    expect(statuses(await race(() => act(id!, 'check-in', pair.volunteer.token)))).toEqual([200, ...Array(19).fill(409)]);
    expect((await visitDoc(id!)).checkInAt).toEqual(expect.any(Number));
  });
});

describe('feedback', () => {
  it("is the senior's, once the visit is done; a bad one is a concern for the admin", async () => {
    const pair = await requestedPair();
    const [id] = await assigned(pair, startingIn(pair, 5));
    expect(await act(id!, 'feedback', pair.senior.token, { mood: 'good' })).toMatchObject({
      status: 409,
      json: { message: SERVER_MESSAGES.feedbackTooEarly },
    });
    await underway(pair, id!);
    expect(await act(id!, 'feedback', pair.senior.token, { mood: 'good' })).toMatchObject({
      status: 409,
      json: { code: 'feedbackTooEarly' },
    });
    expect((await act(id!, 'check-out', pair.volunteer.token)).status).toBe(200);
    expect(await act(id!, 'feedback', pair.volunteer.token, { mood: 'good' })).toMatchObject({
      status: 403,
      json: { code: 'visitSeniorOnly' },
    });
    expect(await act(id!, 'feedback', undefined, { mood: 'good' })).toMatchObject({ status: 401 });
    const otherSenior = await addMember('senior', { city: pair.city });
    expect(await act(id!, 'feedback', otherSenior.token, { mood: 'good' })).toMatchObject({ status: 404, json: { code: 'visitNotFound' } });
    for (const body of [{ mood: 'great' }, {}, { mood: 'bad', text: 'x\u0000' }, { mood: 'bad', text: 'x'.repeat(1001) }, 'bad']) {
      expect(await act(id!, 'feedback', pair.senior.token, body)).toMatchObject({ status: 400 });
    }
    expect(await visitDoc(id!)).toMatchObject({ feedbackGiven: false });
    expect(await feedbackDoc(id!)).toBeUndefined();
    expect(await act(id!, 'feedback', pair.senior.token, { mood: 'bad', text: 'He was on his phone.' })).toMatchObject({
      status: 200,
      json: { message: SERVER_MESSAGES.feedbackThanks },
    });
    expect(await feedbackDoc(id!)).toEqual({
      visitId: id,
      volunteer: pair.volunteer.email,
      senior: pair.senior.email,
      mood: 'bad',
      text: 'He was on his phone.',
      at: expect.any(Number),
      // The visit's: a coordinator of her city reads it.
      districtKey: pair.senior.doc.place!.districtKey,
    });
    // The visit, which its volunteer reads, says only that an answer was given.
    const stored = await visitDoc(id!);
    expect(stored.feedbackGiven).toBe(true);
    expect(stored).not.toHaveProperty('feedback');
    expect(JSON.stringify(stored)).not.toMatch(/phone|bad/);
    expect(await concern(`feedback:${id}`)).toEqual({
      kind: 'feedback',
      volunteer: pair.volunteer.email,
      senior: pair.senior.email,
      visitId: id,
      text: '',
      at: expect.any(Number),
      status: 'open',
      mailedAt: expect.any(Number),
      districtKey: pair.senior.doc.place!.districtKey,
    });
    expect(await act(id!, 'feedback', pair.senior.token, { mood: 'good' })).toMatchObject({ status: 409, json: { code: 'feedbackGiven' } });
  });

  it('never reaches the volunteer: not in GET /visits, not on the visit, not in any mail', async () => {
    const pair = await requestedPair();
    const [id] = await assigned(pair, startingIn(pair, 5));
    await underway(pair, id!);
    expect((await act(id!, 'check-out', pair.volunteer.token)).status).toBe(200);
    const words = `He shouted at me and took money ${id}`;
    expect((await act(id!, 'feedback', pair.senior.token, { mood: 'bad', text: words })).status).toBe(200);
    const theirs = await api('GET', '/visits', undefined, bearer(pair.volunteer.token));
    expect(theirs.status).toBe(200);
    expect(theirs.text).not.toContain('shouted');
    expect(theirs.text).not.toMatch(/"mood"|"feedback"/);
    expect((theirs.json?.visits as object[])[0]).not.toHaveProperty('feedback');
    // The senior reads their own word back.
    const own = await api('GET', '/visits', undefined, bearer(pair.senior.token));
    expect((own.json?.visits as { id: string; feedback: unknown }[]).find((v) => v.id === id)?.feedback).toEqual({
      mood: 'bad',
      text: words,
      at: expect.any(Number),
    });
    // Nothing mailed to the volunteer carries the words or the mood (the daily job runs too, and
    // has sent what it sends by the time it answers).
    expect((await adminCall('POST', '/jobs/reminders', {})).status).toBe(200);
    for (const mail of await mailbox.to(pair.volunteer.email)) {
      expect(await mailbox.source(mail)).not.toContain('shouted');
    }
  });

  it('opens once the end has passed without a check-out; a good one raises no concern', async () => {
    const pair = await requestedPair();
    const [id] = await assigned(pair, visitOf(pair, { date: inIndia(Date.now() + 4 * DAY_MS) }));
    await moveTo(id!, inIndia(Date.now() - DAY_MS));
    expect((await act(id!, 'feedback', pair.senior.token, { mood: 'good' })).status).toBe(200);
    expect(await concern(`feedback:${id}`)).toBeUndefined();
    expect(await feedbackDoc(id!)).toMatchObject({ mood: 'good', text: '' });
    expect(await visitDoc(id!)).toMatchObject({ feedbackGiven: true });
  });

  it('of 20 answers sent together, exactly one is stored, with one concern', RACE, async () => {
    const pair = await requestedPair();
    const [id] = await assigned(pair, startingIn(pair, 5));
    await underway(pair, id!);
    expect((await act(id!, 'check-out', pair.volunteer.token)).status).toBe(200);
    const answers = await race(() => act(id!, 'feedback', pair.senior.token, { mood: 'bad', text: 'Late' }));
    expect(statuses(answers)).toEqual([200, ...Array(19).fill(409)]);
    expect(await feedbackDoc(id!)).toMatchObject({ mood: 'bad', text: 'Late' });
    expect(await concern(`feedback:${id}`)).toMatchObject({ kind: 'feedback' });
  });
});

describe('reschedule', () => {
  const move = (id: string, body: unknown, key?: string) => adminCall('PUT', `/visits/${encodeURIComponent(id)}`, body, key);

  it('moves a visit: same UID, a higher SEQUENCE, its old slot free again', async () => {
    const pair = await requestedPair();
    const [id] = await assigned(pair);
    const before = await visitDoc(id!);
    const newDate = inIndia(Date.now() + 6 * DAY_MS);
    expect(await move(id!, { date: newDate, startTime: '16:00', endTime: '17:00' })).toMatchObject({
      status: 200,
      json: { message: SERVER_MESSAGES.visitRescheduled },
    });
    expect(await visitDoc(id!)).toMatchObject({ date: newDate, startTime: '16:00', calendar: { uid: before.calendar.uid, sequence: 1 } });
    for (const person of [pair.volunteer, pair.senior]) {
      const { ics, source } = await invite(person.email, /moved/);
      expect(icsLines(ics, 'UID')).toEqual([before.calendar.uid]);
      expect(icsLines(ics, 'SEQUENCE')).toEqual(['1']);
      expect(icsLines(ics, 'METHOD')).toEqual(['REQUEST']);
      expect(source).toMatch(/method=REQUEST/i);
    }
    expect((await readMember('volunteer', pair.volunteer.email)).senior).toMatchObject({ date: newDate, startTime: '16:00', visitId: id });
    expect((await assign(visitOf(pair))).status).toBe(200);
  });

  it('moves one visit of a series by its RECURRENCE-ID', async () => {
    const pair = await requestedPair();
    const answer = await assign({ ...visitOf(pair), repeatWeeks: 2 });
    const second = (answer.json?.visits as string[])[1]!;
    const { calendar } = await visitDoc(second);
    expect((await move(second, { startTime: '11:00', endTime: '12:00' })).status).toBe(200);
    const { ics } = await invite(pair.senior.email, /moved/);
    expect(icsLines(ics, 'RECURRENCE-ID')).toEqual([
      new Date(calendar.recurrenceId!)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, ''),
    ]);
    expect(icsLines(ics, 'RRULE')).toEqual([]);
  });

  it('refuses a wrong key, a bad change, a taken slot and a visit no longer planned', async () => {
    const pair = await requestedPair();
    const [id, other] = await Promise.all([assigned(pair), assigned(pair, visitOf(pair, { startTime: '18:00', endTime: '19:00' }))]).then(
      (all) => all.flat(),
    );
    expect(await move(id!, { startTime: '12:00', endTime: '13:00' }, 'wrong-key')).toMatchObject({
      status: 401,
      json: { code: 'invalidAdminKey' },
    });
    expect(await api('PUT', `/visits/${id}`, { startTime: '12:00' })).toMatchObject({ status: 401 });
    expect(await api('PUT', `//visits/${id}`, { startTime: '12:00' })).toMatchObject({ status: 401 });
    for (const body of [
      {},
      { date: inIndia(Date.now() - DAY_MS) },
      { endTime: '10:00' },
      { task: 'Tea\r\nATTENDEE:mailto:x@evil.example' },
      { startTime: '9am' },
      'x'.repeat(200_000),
    ]) {
      expect(await move(id!, body)).toMatchObject({ status: 400 });
    }
    expect(await move('nope', { task: 'x' })).toMatchObject({ status: 400 });
    expect(await move('AAAAAAAAAAAAAAAAAAAA', { task: 'x' })).toMatchObject({ status: 404, json: { code: 'visitNotFound' } });
    expect(await move(id!, { startTime: '18:00', endTime: '19:00' })).toMatchObject({
      status: 409,
      json: { code: 'visitAlreadyAssigned' },
    });
    expect(await move(id!, { startTime: '10:00', task: 'Tea and the newspaper' })).toMatchObject({
      status: 409,
      json: { code: 'visitUnchanged' },
    });
    expect(await visitDoc(id!)).toMatchObject({ startTime: '10:00', calendar: { sequence: 0 } });
    expect((await adminCall('DELETE', `/visits/${other}`)).status).toBe(200);
    expect(await move(other!, { task: 'x' })).toMatchObject({ status: 409, json: { code: 'visitNotScheduled' } });
  });

  it('refuses a move to a start already past in India or over 8 hours: the visit, its link and mail as they were', async () => {
    const pair = await requestedPair();
    const [id] = await assigned(pair);
    const justPast = Date.now() - 60_000;
    const pastStart = { date: inIndia(justPast), startTime: timeInIndia(justPast), endTime: timeInIndia(justPast + 60 * 60_000) };
    // Just after midnight in India a minute ago was yesterday: then it is the date that is past.
    const pastCode = pastStart.date === inIndia(Date.now()) ? 'visitStartPast' : 'invalidInput';
    expect(await move(id!, pastStart)).toMatchObject({ status: 400, json: { code: pastCode } });
    // "Rescheduled to 7:00 PM-6:00 PM": a 23-hour visit.
    expect(await move(id!, { startTime: '19:00', endTime: '18:00' })).toMatchObject({
      status: 400,
      json: { code: 'visitTooLong', message: SERVER_MESSAGES.visitTooLong },
    });
    expect(await move(id!, { startTime: '18:00' })).toMatchObject({ status: 400, json: { code: 'visitTooLong' } });
    expect(await visitDoc(id!)).toMatchObject({ startTime: '10:00', endTime: '11:30', calendar: { sequence: 0 } });
    expect((await readMember('senior', pair.senior.email)).volunteer).toMatchObject({ startTime: '10:00', endTime: '11:30' });
    expect(await mailsTo(pair.senior.email, /moved/, 0)).toEqual([]);
    // Over midnight and at most 8 hours is a visit.
    expect((await move(id!, { startTime: '22:00', endTime: '01:00' })).status).toBe(200);
  });

  it('of 20 identical moves sent together, exactly one is made and mailed', RACE, async () => {
    const pair = await requestedPair();
    const [id] = await assigned(pair);
    const answers = await race(() => move(id!, { startTime: '12:00', endTime: '13:00' }));
    expect(statuses(answers)).toEqual([200, ...Array(19).fill(409)]);
    expect(await visitDoc(id!)).toMatchObject({ startTime: '12:00', calendar: { sequence: 1 } });
    expect(await mailsTo(pair.senior.email, /moved/, 1)).toHaveLength(1);
  });
});

describe('cancel', () => {
  const cancel = (id: string, key?: string) => adminCall('DELETE', `/visits/${encodeURIComponent(id)}`, undefined, key);

  it('cancels a visit with a METHOD:CANCEL invite to both, once', RACE, async () => {
    const pair = await requestedPair();
    const [id] = await assigned(pair);
    expect(await cancel(id!, 'wrong-key')).toMatchObject({ status: 401 });
    expect(await api('DELETE', `//visits/${id}`)).toMatchObject({ status: 401 });
    expect(await cancel('bad id')).toMatchObject({ status: 400 });
    expect((await visitDoc(id!)).status).toBe('Scheduled');
    const answers = await race(() => cancel(id!));
    expect(statuses(answers)).toEqual([200, ...Array(19).fill(409)]);
    expect(await visitDoc(id!)).toMatchObject({ status: 'Cancelled', calendar: { sequence: 1 } });
    for (const person of [pair.volunteer, pair.senior]) {
      const mails = await mailsTo(person.email, /^Cancelled/, 1);
      expect(mails).toHaveLength(1);
      const ics = (await mailbox.attachment(mails[0]!, 'invite.ics')).toString('utf8');
      expect(icsLines(ics, 'METHOD')).toEqual(['CANCEL']);
      expect(icsLines(ics, 'STATUS')).toEqual(['CANCELLED']);
      expect(icsLines(ics, 'SEQUENCE')).toEqual(['1']);
      expect(await mailbox.source(mails[0]!)).toMatch(/method=CANCEL/i);
    }
    const link = (await readMember('volunteer', pair.volunteer.email)).senior;
    expect(link).toMatchObject({ status: 'Assigned' });
    expect(link?.task).toBeUndefined();
    for (const mail of await mailsTo(pair.senior.email, /^Cancelled/, 1)) expect(mail.text).not.toContain('reason');
  });

  it("gives both the admin's reason in their mail and keeps it in the audit; a bad reason changes nothing", async () => {
    const pair = await requestedPair();
    const [id] = await assigned(pair);
    const withReason = (reason: unknown) => adminCall('DELETE', `/visits/${id}`, { reason });
    for (const reason of ['Tea\u0000', 'x'.repeat(CANCEL_REASON_MAX + 1), 42, { a: 1 }]) {
      expect(await withReason(reason)).toMatchObject({ status: 400 });
    }
    expect(await adminCall('DELETE', `/visits/${id}`, 'r'.repeat(200_000))).toMatchObject({ status: expect.toBeOneOf([400, 413]) });
    expect(await visitDoc(id!)).toMatchObject({ status: 'Scheduled', calendar: { sequence: 0 } });
    expect(await mailsTo(pair.senior.email, /^Cancelled/, 0)).toEqual([]);

    expect(await withReason('  Kamala is in hospital this week; we will plan again soon.  ')).toMatchObject({ status: 200 });
    for (const person of [pair.volunteer, pair.senior]) {
      const [mail] = await mailsTo(person.email, /^Cancelled/, 1);
      expect(mail!.text).toContain('The admin’s reason: “Kamala is in hospital this week; we will plan again soon.”');
    }
    const [entry] = (await auditAbout(pair.volunteer.email)).filter((e) => e.action === 'cancel');
    expect(entry!.details).toMatchObject({
      senior: pair.senior.email,
      reason: 'Kamala is in hospital this week; we will plan again soon.',
    });
  });
});

describe('unlink', () => {
  const unlink = (body: unknown, key?: string) => adminCall('POST', '/unlink', body, key);

  it('ends the pair: future visits cancelled in one CANCEL per calendar, both told kindly, both match others again', RACE, async () => {
    const pair = await requestedPair();
    const series = (await assign({ ...visitOf(pair), repeatWeeks: 3 })).json?.visits as string[];
    const [single] = await assigned(pair, visitOf(pair, { startTime: '17:00', endTime: '18:00' }));
    const body = { vemail: pair.volunteer.email, semail: pair.senior.email, reason: "The senior moved to her daughter's home." };
    expect(await unlink(body, 'wrong-key')).toMatchObject({ status: 401 });
    expect(await api('POST', '//unlink', body)).toMatchObject({ status: 401 });
    for (const bad of [
      { ...body, reason: '' },
      { ...body, reason: 'x\u0000' },
      { ...body, vemail: 'not-an-email' },
      { ...body, semail: `${pair.senior.email}\r\nBcc: x@example.com` },
    ]) {
      expect(await unlink(bad)).toMatchObject({ status: 400 });
    }
    expect((await readMember('volunteer', pair.volunteer.email)).senior?.status).toBe('Assigned');

    const answers = await race(() => unlink(body));
    expect(statuses(answers)).toEqual([200, ...Array(19).fill(409)]);
    const visits = await Promise.all([...series, single!].map(visitDoc));
    expect(visits.map((v) => v.status)).toEqual(['Cancelled', 'Cancelled', 'Cancelled', 'Cancelled']);
    expect((await readMember('volunteer', pair.volunteer.email)).senior).toBeNull();
    expect((await readMember('senior', pair.senior.email)).volunteer).toBeNull();
    for (const person of [pair.volunteer, pair.senior]) {
      const ended = await mailsTo(person.email, /About your Golden Hearts visits/, 1);
      expect(ended).toHaveLength(1);
      expect(ended[0]!.text).toContain('have come to an end');
      expect(ended[0]!.text).not.toContain('daughter');
      const cancels = await mailsTo(person.email, /^Cancelled/, 2);
      expect(cancels).toHaveLength(2);
      const events = await Promise.all(
        cancels.map(async (m) => icsLines((await mailbox.attachment(m, 'invite.ics')).toString('utf8'), 'RECURRENCE-ID').length),
      );
      expect(events.sort()).toEqual([0, 3]);
    }
    // Both match again, but never with each other (functions/test/unlinked-apart.test.ts).
    const answer = await askMatches('volunteer', pair.volunteer.email, pair.volunteer.token);
    expect((answer.json?.matches as { email: string }[]).map((m) => m.email)).not.toContain(pair.senior.email);
    expect(await unlink(body)).toMatchObject({ status: 409, json: { code: 'linkNotRequested' } });
    const again = await api(
      'POST',
      '/volunteer/volunteer/connect',
      { volunteerEmail: pair.volunteer.email, seniorEmail: pair.senior.email },
      bearer(pair.volunteer.token),
    );
    expect(again).toMatchObject({ status: 409, json: { code: 'pairKeptApart' } });
  });

  it('refuses people who are not linked to each other', async () => {
    const pair = await requestedPair();
    const stranger = await addMember('senior', { city: pair.city });
    expect(await unlink({ vemail: pair.volunteer.email, semail: stranger.email, reason: 'x' })).toMatchObject({
      status: 409,
      json: { code: 'linkNotRequested' },
    });
    expect(await unlink({ vemail: 'nobody-here@example.com', semail: stranger.email, reason: 'x' })).toMatchObject({ status: 404 });
    expect((await readMember('volunteer', pair.volunteer.email)).senior?.status).toBe('Requested');
  });
});

describe('the daily job', () => {
  const runJob = (key?: string) => adminCall('POST', '/jobs/reminders', undefined, key);

  it('is behind the admin key', async () => {
    expect(await runJob('wrong-key')).toMatchObject({ status: 401 });
    expect(await api('POST', '//jobs/reminders')).toMatchObject({ status: 401 });
    expect(await api('POST', '/jobs/reminders')).toMatchObject({ status: 401 });
  });

  it("reminds each person of tomorrow's visit once, however often it runs", async () => {
    const pair = await requestedPair();
    await assigned(pair);
    await Promise.all([runJob(), runJob()]);
    expect((await runJob()).status).toBe(200);
    for (const person of [pair.volunteer, pair.senior]) {
      const reminders = await mailsTo(person.email, /^Tomorrow/, 1);
      expect(reminders).toHaveLength(1);
      expect(reminders[0]!.text).toContain('Tea and the newspaper');
    }
  });

  it('marks a visit Missed once its day has passed without a check-out, as a concern', async () => {
    const pair = await requestedPair();
    const [id] = await assigned(pair, visitOf(pair, { date: inIndia(Date.now() + 4 * DAY_MS) }));
    await moveTo(id!, inIndia(Date.now() - 2 * DAY_MS));
    expect((await runJob()).status).toBe(200);
    expect((await visitDoc(id!)).status).toBe('Missed');
    expect(await concern(`missed:${id}`)).toMatchObject({ kind: 'missed', volunteer: pair.volunteer.email, visitId: id });
  });

  it('sends the admin inbox a digest of a lapsed pair once', async () => {
    const pair = await requestedPair();
    const [id] = await assigned(pair);
    expect((await adminCall('DELETE', `/visits/${id}`)).status).toBe(200);
    // Linked 20 days ago, nothing done, nothing to come.
    const reqTime = Date.now() - 20 * DAY_MS;
    await Promise.all([
      db().collection(COLLECTIONS.volunteers).doc(pair.volunteer.email).update({ 'senior.reqTime': reqTime }),
      db().collection(COLLECTIONS.seniors).doc(pair.senior.email).update({ 'volunteer.reqTime': reqTime }),
      db()
        .collection(COLLECTIONS.pairs)
        .doc(pairKey(pair.volunteer.email, pair.senior.email))
        .update({ quietFrom: Date.now() - 1000 }),
    ]);
    await runJob();
    await runJob();
    const digests = (await mailsTo(SUPPORT_INBOX, /without visits/, 1)).filter((m) => m.text?.includes(pair.volunteer.email));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain(`${pair.volunteer.email} with ${pair.senior.email}`);
    const lapsed = await db().collection(COLLECTIONS.concerns).where('volunteer', '==', pair.volunteer.email).limit(5).get();
    expect(lapsed.docs.map((d) => d.get('kind'))).toEqual(['lapsed']);
  });
});
