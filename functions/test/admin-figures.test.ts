/**
 * The Analytics figures (`stats/admin`) are kept by the writes that change
 * them, exact under races: after many decisions at once, their Undos, registrations, connects,
 * a senior's No and an assignment, the stored figures equal a recount of the documents. Each
 * district's (`cityStats`) are kept by the same commits, where each document is.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, getApps } from 'firebase-admin/app';
import { APPLICATION_STATUS, DAY_MS, VISIT_TIME_ZONE } from '@gh/common/constants';
import { dateInZone } from '@gh/common/time';
import { api } from '@gh/testkit/stack';
import { adminCall, decide, heldDecision } from '@gh/testkit/applicant';
import {
  auditAbout,
  recountCity,
  recountFigures,
  removeWhenDone,
  startCityFromRecount,
  startFromRecount,
  storedCityFigures,
  storedFigures,
} from '@gh/testkit/admin-record';
import { addApplication, bearer, db, newEmail, register, seniorForm, volunteerForm } from '@gh/testkit/identity';
import { addMember, moveInto, newCity, placeIn, postForm, requestedPair } from '@gh/testkit/members';
import { cityStatsId } from '@gh/common/places';
import { placeOfPin } from '../src/services/people/places.ts';
import { recountAdminStats } from '../src/store/admin-record.ts';

afterAll(() => Promise.all(getApps().map((app) => deleteApp(app))));

const undo = (email: string) => adminCall('PUT', '/undo-decision', { type: 'volunteer', email });
/** The admin assigns the pair a visit tomorrow at 10:00. */
const assignTomorrow = (vemail: string, semail: string, city: string) =>
  adminCall('POST', '/volunteer/assignTask', {
    vemail,
    semail,
    city,
    task: 'Tea and a walk',
    date: dateInZone(Date.now() + DAY_MS, VISIT_TIME_ZONE.offsetMinutes),
    startTime: '10:00',
    endTime: '11:00',
  });

/** Moves the Undo time of these pending decisions five minutes ahead, as a slow admin's page would still offer it. */
async function submittedApplications(count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, () => newEmail('figures'));
  await Promise.all(emails.map((email) => addApplication(email, APPLICATION_STATUS.submitted)));
  removeWhenDone(...emails);
  return emails;
}

describe('the Analytics figures', () => {
  // The Functions emulator starts a worker process for each request in flight: this takes a while.
  it('after 20 decisions on 20 applications and 20 identical approvals of one, all sent together, equal a recount', {
    timeout: 240_000,
  }, async () => {
    const emails = await submittedApplications(20);
    const [contested] = await submittedApplications(1);
    const before = await startFromRecount();

    const answers = await Promise.all([
      ...emails.map((email, i) => decide(i % 2 ? 'reject' : 'approve', email)),
      ...Array.from({ length: 20 }, () => decide('approve', contested!)),
    ]);
    expect(answers.slice(0, 20).map((answer) => answer.status)).toEqual(Array(20).fill(200));
    // The spec's page shows 'Volunteer approved!' whatever the answer; of the identical ones, one decides.
    expect(answers.slice(20).filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.slice(20).filter((answer) => answer.status === 409)).toHaveLength(19);

    const afterDecisions = await recountFigures();
    expect(await storedFigures()).toEqual(afterDecisions);
    expect(afterDecisions).toMatchObject({
      submitted: before.submitted - 21,
      accepted: before.accepted + 11,
      rejected: before.rejected + 10,
    });
    expect((await auditAbout(contested!)).map((entry) => entry.action)).toEqual(['approve']);
  });

  it('after 20 identical Undos of one decision and Undos of five others, all sent together, equal a recount', {
    timeout: 240_000,
  }, async () => {
    const emails = await submittedApplications(6);
    const [contested] = emails;
    const before = await startFromRecount();
    // Twenty-five Undos sent together can take longer than the Undo time on a busy machine: held open.
    await Promise.all(emails.map((email, i) => heldDecision(i % 2 ? 'reject' : 'approve', email)));

    const undone = await Promise.all([
      ...Array.from({ length: 20 }, () => undo(contested!)),
      ...emails.slice(1).map((email) => undo(email)),
    ]);
    expect(undone.filter((answer) => answer.status === 200)).toHaveLength(6);
    const afterUndos = await recountFigures();
    expect(await storedFigures()).toEqual(afterUndos);
    expect(afterUndos).toMatchObject({ submitted: before.submitted, accepted: before.accepted, rejected: before.rejected });
    expect(await auditAbout(contested!)).toEqual([
      expect.objectContaining({ action: 'approve', type: 'volunteer', session: 'key', details: {} }),
      expect.objectContaining({ action: 'undo', session: 'key', details: { decision: APPLICATION_STATUS.accepted } }),
    ]);
  });

  it("follow registrations, a connect, a No, another volunteer's connect and an assignment", { timeout: 120_000 }, async () => {
    const city = newCity();
    const accepted = newEmail('volunteer');
    await addApplication(accepted, APPLICATION_STATUS.accepted);
    const [senior, otherVolunteer] = await Promise.all([addMember('senior', { city }), addMember('volunteer', { city })]);
    const before = await startFromRecount();

    const inCity = <T extends { email: string }>(form: T) => ({ ...form, city });
    await register('senior', inCity(seniorForm()));
    const registered = await register('volunteer', inCity(volunteerForm(accepted)));
    expect(await storedFigures()).toEqual({ ...before, seniors: before.seniors + 1, volunteers: before.volunteers + 1 });
    // Registered at the form's PIN code: moved to the senior's place, where a connect is a match.
    await moveInto('volunteer', accepted, city);

    const connect = async (volunteer: { email: string; token: string }) => {
      const answer = await api(
        'POST',
        '/volunteer/volunteer/connect',
        { volunteerEmail: volunteer.email, seniorEmail: senior.email },
        bearer(volunteer.token),
      );
      expect(answer.status, answer.text).toBe(200);
    };
    await connect(otherVolunteer);
    expect(await storedFigures()).toEqual(await recountFigures());
    const declined = await api('POST', '/senior/answer', { volunteerEmail: otherVolunteer.email, answer: 'no' }, bearer(senior.token));
    expect(declined.status, declined.text).toBe(200);
    expect(await storedFigures()).toEqual(await recountFigures());

    // Her No sticks: the next request is another volunteer's.
    await connect({ email: accepted, token: registered.idToken });
    const assigned = await assignTomorrow(accepted, senior.email, city);
    expect(assigned.status, assigned.text).toBe(200);
    const figures = await recountFigures();
    expect(await storedFigures()).toEqual(figures);
    expect(figures).toMatchObject({ requested: before.requested, assigned: before.assigned + 1 });
    expect(await auditAbout(accepted)).toEqual([
      expect.objectContaining({
        action: 'assign',
        session: 'key',
        details: expect.objectContaining({ senior: senior.email, task: 'Tea and a walk' }),
      }),
    ]);
  });

  it('follow visits: 20 first assignments of one pair sent together, more visits, a move, a cancel and an unlink', {
    timeout: 240_000,
  }, async () => {
    const pair = await requestedPair();
    const [vemail, semail] = [pair.volunteer.email, pair.senior.email];
    const before = await startFromRecount();
    const visit = (date: string, startTime: string, endTime = '11:00') => ({
      vemail,
      semail,
      city: pair.city,
      task: 'Tea and a walk',
      date,
      startTime,
      endTime,
    });
    const day = (days: number) => dateInZone(Date.now() + days * DAY_MS, VISIT_TIME_ZONE.offsetMinutes);

    // Twenty first assignments at once, each its own slot: the link moves from Requested to Assigned once.
    // Early-morning starts of an hour each: a visit lasts at most 8 hours.
    const slot = (hour: number, i: number) => `0${hour}:${String((i % 6) * 10).padStart(2, '0')}`;
    const firsts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        adminCall('POST', '/volunteer/assignTask', visit(day(1), slot(Math.floor(i / 6), i), slot(Math.floor(i / 6) + 1, i))),
      ),
    );
    expect(firsts.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await storedFigures()).toEqual(await recountFigures());
    expect(await storedFigures()).toMatchObject({ requested: before.requested - 1, assigned: before.assigned + 1 });

    const [moved] = (await adminCall('POST', '/volunteer/assignTask', { ...visit(day(2), '10:00'), repeatWeeks: 2 })).json
      ?.visits as string[];
    expect((await adminCall('PUT', `/visits/${moved}`, { startTime: '10:30' })).status).toBe(200);
    expect((await adminCall('DELETE', `/visits/${moved}`)).status).toBe(200);
    expect((await adminCall('POST', '/unlink', { vemail, semail, reason: 'Moved to another city' })).status).toBe(200);

    const figures = await recountFigures();
    expect(await storedFigures()).toEqual(figures);
    expect(figures).toMatchObject({ requested: before.requested - 1, assigned: before.assigned });
    const actions = (await auditAbout(vemail)).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'assign')).toHaveLength(21);
    expect(actions.slice(-3)).toEqual(['reschedule', 'cancel', 'unlink']);
    expect((await auditAbout(vemail)).at(-1)).toMatchObject({
      session: 'key',
      details: { senior: semail, reason: 'Moved to another city' },
    });
  });

  it('the backfill (npm run stats:recount) stores what the documents say, whatever was stored before', async () => {
    await submittedApplications(2);
    const { city } = await requestedPair();
    const district = districtOf(city);
    await db().collection('stats').doc('admin').set({ submitted: -5 });
    await db().collection('cityStats').doc(cityStatsId(district)).set({ districtKey: district, seniors: 9, requested: -2 });
    const recounted = await recountAdminStats(db());
    expect(recounted).toEqual(await recountFigures());
    expect(await storedFigures()).toEqual(recounted);
    expect(await storedCityFigures(district)).toEqual(await recountCity(district));
    expect(await storedCityFigures(district)).toMatchObject({ seniors: 1, volunteers: 1, requested: 1 });
  });
});

/** The district a test's own city is (placeIn). */
const districtOf = (city: string) => placeIn(city, '').districtKey;

describe("each district's figures", () => {
  it('follow a decision, an assignment, a move to another district and an unlink, each where its document is', {
    timeout: 120_000,
  }, async () => {
    const { city, volunteer, senior } = await requestedPair();
    const district = districtOf(city);
    const applicant = newEmail('figures');
    await addApplication(applicant, APPLICATION_STATUS.submitted);
    await db()
      .collection('applications')
      .doc(applicant)
      .update({ place: placeIn(city, '') });
    removeWhenDone(applicant);
    await startCityFromRecount(district);
    const kept = async () => {
      const figures = await storedCityFigures(district);
      expect(figures).toEqual(await recountCity(district));
      return figures;
    };

    expect((await decide('approve', applicant)).status).toBe(200);
    expect(await kept()).toMatchObject({ submitted: 0, accepted: 1 });
    const assigned = await assignTomorrow(volunteer.email, senior.email, city);
    expect(assigned.status, assigned.text).toBe(200);
    expect(await kept()).toMatchObject({ requested: 0, assigned: 1 });

    // She moves to a Pune PIN code: she leaves this district's figures and joins Pune's, once.
    const pune = placeOfPin('411002').districtKey;
    const puneBefore = (await storedCityFigures(pune))?.seniors ?? 0;
    const moved = await postForm(
      `/senior/senior/${encodeURIComponent(senior.email)}`,
      { ...movedForm(city), interests: 'Reading' },
      senior.token,
    );
    expect(moved.status, moved.json.message).toBe(200);
    expect(await kept()).toMatchObject({ seniors: 0, volunteers: 1 });
    expect((await storedCityFigures(pune))?.seniors).toBe(puneBefore + 1);

    const unlinked = await adminCall('POST', '/unlink', { vemail: volunteer.email, semail: senior.email, reason: 'Moved to Pune' });
    expect(unlinked.status, unlinked.text).toBe(200);
    expect(await kept()).toEqual({ seniors: 0, volunteers: 1, submitted: 0, accepted: 1, rejected: 0, requested: 0, assigned: 0 });
  });
});

/** A senior's /profile form with her address at a Pune PIN code. */
const movedForm = (city: string) => ({
  name: 'Sunita Joshi',
  address: '3 New Road',
  city,
  state: 'Maharashtra',
  zipcode: '411002',
  ename: 'Ravi Joshi',
  ephone: '+91 90000 00000',
  erelation: 'Son',
});
