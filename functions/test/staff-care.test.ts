/**
 * A coordinator's visits and concerns: each visit and concern keeps its senior's district as it
 * is made, and a coordinator marks a concern of their cities handled (POST
 * /{key}/concerns/{id}/handled) and moves or cancels a visit of them (PUT and DELETE
 * /{key}/visits/{id}) in their own name; one of another city, of no district, a viewer's call, a
 * removed coordinator's, a person's token and none are refused with nothing stored.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_KEY, COLLECTIONS } from '@gh/common/constants';
import type { ConcernDoc, VisitDoc } from '@gh/common/visits';
import { auditAbout } from '@gh/testkit/admin-record';
import { bearer, db, personDoc } from '@gh/testkit/identity';
import { requestedPair } from '@gh/testkit/members';
import { RACE, race, statuses } from '@gh/testkit/race';
import { COORDINATOR_OF_PUNE, MUMBAI, NOT_STAFF, OUT_OF_SCOPE, PUNE, staffMember } from '@gh/testkit/staff';
import { adminKey, api, newClientAddress } from '@gh/testkit/stack';
import { assignStartingIn, dateInIndia } from '@gh/testkit/visits';

const DAY_MS = 24 * 60 * 60_000;

const asStaff = (idToken: string | null) => (idToken ? bearer(idToken) : undefined);
const handleAs = (idToken: string | null, id: string, note = 'Called her; all is well.') =>
  api('POST', `/${ADMIN_SESSION_KEY}/concerns/${encodeURIComponent(id)}/handled`, { note }, asStaff(idToken));
const moveAs = (idToken: string | null, id: string, startTime = '16:30') =>
  api('PUT', `/${ADMIN_SESSION_KEY}/visits/${id}`, { startTime, endTime: '17:30' }, asStaff(idToken));
const cancelAs = (idToken: string | null, id: string) =>
  api('DELETE', `/${ADMIN_SESSION_KEY}/visits/${id}`, { reason: 'She is unwell.' }, asStaff(idToken));

const handlings = async (senior: string) => (await auditAbout(senior)).filter((entry) => entry.action === 'handleConcern');
const concernOf = async (id: string) => (await db().collection(COLLECTIONS.concerns).doc(id).get()).data() as ConcernDoc;
const visitOf = async (id: string) => (await db().collection(COLLECTIONS.visits).doc(id).get()).data() as VisitDoc;

/**
 * A linked pair whose senior lives in `place` (null: her PIN code gave none), with a visit two
 * days ahead and her call for help: their ids.
 */
async function careIn(place: typeof PUNE | null) {
  const pair = await requestedPair();
  await personDoc('senior', pair.senior.email).update({ place });
  const visit = await assignStartingIn(pair, 2 * 24 * 60);
  const asked = await api('POST', '/senior/help', { message: 'Please call my son.' }, bearer(pair.senior.token));
  expect(asked.status, asked.text).toBe(200);
  const found = await db()
    .collection(COLLECTIONS.concerns)
    .where('senior', '==', pair.senior.email)
    .where('kind', '==', 'help')
    .limit(2)
    .get();
  expect(found.size).toBe(1);
  return { pair, visit, concern: found.docs[0]!.id };
}

let coordinator: Awaited<ReturnType<typeof staffMember>>;
let pune: Awaited<ReturnType<typeof careIn>>;
let mumbai: Awaited<ReturnType<typeof careIn>>;
beforeAll(async () => {
  [coordinator, pune, mumbai] = await Promise.all([staffMember(COORDINATOR_OF_PUNE), careIn(PUNE), careIn(MUMBAI)]);
}, 60_000);

describe('the district of a visit and a concern', () => {
  it('is her senior’s as they are made, and none when her PIN code gave none', async () => {
    expect(await visitOf(pune.visit)).toMatchObject({ districtKey: PUNE.districtKey });
    expect(await concernOf(pune.concern)).toMatchObject({ districtKey: PUNE.districtKey });
    expect(await visitOf(mumbai.visit)).toMatchObject({ districtKey: MUMBAI.districtKey });
    const nowhere = await careIn(null);
    expect(await visitOf(nowhere.visit)).toMatchObject({ districtKey: null });
    expect(await concernOf(nowhere.concern)).toMatchObject({ districtKey: null });
    // Of no district: in no coordinator's city.
    expect(await handleAs(coordinator.idToken, nowhere.concern)).toMatchObject(OUT_OF_SCOPE);
    expect(await moveAs(coordinator.idToken, nowhere.visit)).toMatchObject(OUT_OF_SCOPE);
  });
});

describe('a coordinator of Pune', { timeout: 60_000 }, () => {
  it('marks a concern of Pune handled in their own name, and is refused Mumbai’s with nothing stored', async () => {
    expect(await handleAs(coordinator.idToken, mumbai.concern)).toMatchObject(OUT_OF_SCOPE);
    expect(await concernOf(mumbai.concern)).toMatchObject({ status: 'open' });

    const handled = await handleAs(coordinator.idToken, pune.concern);
    expect(handled.status, handled.text).toBe(200);
    expect(await concernOf(pune.concern)).toMatchObject({ status: 'handled', handledNote: 'Called her; all is well.' });
    expect(await handlings(pune.pair.senior.email)).toEqual([
      expect.objectContaining({ session: coordinator.email, details: expect.objectContaining({ concern: pune.concern }) }),
    ]);
  });

  it('moves and cancels a visit of Pune in their own name, and is refused Mumbai’s with nothing changed', async () => {
    const before = await visitOf(mumbai.visit);
    expect(await moveAs(coordinator.idToken, mumbai.visit)).toMatchObject(OUT_OF_SCOPE);
    expect(await cancelAs(coordinator.idToken, mumbai.visit)).toMatchObject(OUT_OF_SCOPE);
    expect(await visitOf(mumbai.visit)).toEqual(before);

    const moved = await moveAs(coordinator.idToken, pune.visit);
    expect(moved.status, moved.text).toBe(200);
    expect(await visitOf(pune.visit)).toMatchObject({ startTime: '16:30', status: 'Scheduled' });
    const cancelled = await cancelAs(coordinator.idToken, pune.visit);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await visitOf(pune.visit)).toMatchObject({ status: 'Cancelled' });
    const theirs = (await auditAbout(pune.pair.volunteer.email)).filter((entry) => entry.session === coordinator.email);
    expect(theirs.map((entry) => entry.action)).toEqual(['reschedule', 'cancel']);
  });

  it('is refused as a viewer of Pune, removed, a person and no token; ids that are none are refused alike', async () => {
    const { visit, concern, pair } = await careIn(PUNE);
    const viewer = await staffMember({ role: 'viewer', cities: [PUNE.districtKey] });
    expect(await handleAs(viewer.idToken, concern)).toMatchObject(OUT_OF_SCOPE);
    expect(await moveAs(viewer.idToken, visit)).toMatchObject(OUT_OF_SCOPE);
    for (const token of [null, 'not-a-token', pair.senior.token, pair.volunteer.token]) {
      expect(await handleAs(token, concern)).toMatchObject(NOT_STAFF);
      expect(await cancelAs(token, visit)).toMatchObject(NOT_STAFF);
    }
    const removed = await staffMember(COORDINATOR_OF_PUNE);
    const removal = await api('DELETE', `/${encodeURIComponent(adminKey)}/staff`, { email: removed.email }, newClientAddress());
    expect(removal.status, removal.text).toBe(200);
    expect(await handleAs(removed.idToken, concern)).toMatchObject(NOT_STAFF);
    expect(await moveAs(removed.idToken, visit)).toMatchObject(NOT_STAFF);
    // Whether an id is anything is not told to someone it is not theirs to know.
    expect(await handleAs(coordinator.idToken, 'help:nothing-by-this-id')).toMatchObject(OUT_OF_SCOPE);
    expect(await handleAs(coordinator.idToken, '../seniors')).toMatchObject(OUT_OF_SCOPE);
    expect(await moveAs(coordinator.idToken, 'AbCdEfGhIjKlMnOpQrSt')).toMatchObject(OUT_OF_SCOPE);
    expect(await moveAs(coordinator.idToken, 'not-a-visit')).toMatchObject(OUT_OF_SCOPE);
    expect(await concernOf(concern)).toMatchObject({ status: 'open' });
    expect(await visitOf(visit)).toMatchObject({ status: 'Scheduled', date: dateInIndia(Date.now() + 2 * DAY_MS) });
  });

  it('of twenty handlings of one concern sent together, one handles it, with one audit entry', RACE, async () => {
    const { concern, pair } = await careIn(PUNE);
    const answers = await race(() => handleAs(coordinator.idToken, concern));
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(1);
    for (const answer of answers.filter(({ status }) => status !== 200)) {
      expect(answer.json).toMatchObject({ code: 'concernAlreadyHandled' });
    }
    expect(await handlings(pair.senior.email)).toHaveLength(1);
  });
});
