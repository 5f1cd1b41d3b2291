/**
 * A coordinator's pairs: a coordinator assigns a visit to (POST /{key}/volunteer/assignTask),
 * unlinks (POST /{key}/unlink) and links again (POST /{key}/link) a pair whose volunteer and
 * senior are both of their cities, in their own name; a pair with either person elsewhere, a
 * viewer, a removed coordinator, a person's token and none are refused with nothing stored.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_KEY, COLLECTIONS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { pairKey, type PairDoc } from '@gh/common/visits';
import { auditAbout } from '@gh/testkit/admin-record';
import { bearer, db } from '@gh/testkit/identity';
import { readMember } from '@gh/testkit/members';
import { RACE, race, statuses } from '@gh/testkit/race';
import { COORDINATOR_OF_PUNE, MUMBAI, NOT_STAFF, OUT_OF_SCOPE, PUNE, pairIn, staffMember } from '@gh/testkit/staff';
import { adminKey, api, newClientAddress } from '@gh/testkit/stack';
import { dateInIndia } from '@gh/testkit/visits';

const DAY_MS = 24 * 60 * 60_000;

type Pair = Awaited<ReturnType<typeof pairIn>>;

const asStaff = (idToken: string | null) => (idToken ? bearer(idToken) : undefined);
const call = (path: string, body: unknown, idToken: string | null) => api('POST', `/${ADMIN_SESSION_KEY}${path}`, body, asStaff(idToken));
const visitFor = (pair: Pair) => ({
  vemail: pair.volunteer.email,
  semail: pair.senior.email,
  city: 'Pune',
  task: 'Tea and the newspaper',
  date: dateInIndia(Date.now() + 2 * DAY_MS),
  startTime: '10:00',
  endTime: '11:00',
});
const assignAs = (idToken: string | null, body: unknown) => call('/volunteer/assignTask', body, idToken);
const unlinkAs = (idToken: string | null, pair: Pair) =>
  call('/unlink', { vemail: pair.volunteer.email, semail: pair.senior.email, reason: 'She asked for someone else.' }, idToken);
const linkAs = (idToken: string | null, pair: Pair) => call('/link', { vemail: pair.volunteer.email, semail: pair.senior.email }, idToken);

const visitsOf = async (pair: Pair) =>
  (await db().collection(COLLECTIONS.visits).where('volunteer', '==', pair.volunteer.email).limit(25).get()).docs.map((doc) => doc.data());
const pairDoc = async (pair: Pair) =>
  (await db().collection(COLLECTIONS.pairs).doc(pairKey(pair.volunteer.email, pair.senior.email)).get()).data() as PairDoc | undefined;
const linkStatusOf = async (pair: Pair) => (await readMember('volunteer', pair.volunteer.email)).linkStatus;
const actionsBy = async (pair: Pair, session: string) =>
  (await auditAbout(pair.volunteer.email)).filter((entry) => entry.session === session).map((entry) => entry.action);

let coordinator: Awaited<ReturnType<typeof staffMember>>;
beforeAll(async () => {
  coordinator = await staffMember(COORDINATOR_OF_PUNE);
}, 60_000);

describe('a coordinator of Pune', { timeout: 90_000 }, () => {
  it('assigns a visit to a pair of Pune in their own name, and is refused a pair with anyone elsewhere', async () => {
    const [pune, seniorElsewhere, volunteerElsewhere] = await Promise.all([pairIn(PUNE, PUNE), pairIn(PUNE, MUMBAI), pairIn(MUMBAI, PUNE)]);
    for (const pair of [seniorElsewhere, volunteerElsewhere]) {
      expect(await assignAs(coordinator.idToken, visitFor(pair))).toMatchObject(OUT_OF_SCOPE);
      expect(await visitsOf(pair)).toEqual([]);
      expect(await linkStatusOf(pair)).toBe('Requested');
    }

    const assigned = await assignAs(coordinator.idToken, visitFor(pune));
    expect(assigned.status, assigned.text).toBe(200);
    expect(await visitsOf(pune)).toEqual([expect.objectContaining({ senior: pune.senior.email, districtKey: PUNE.districtKey })]);
    expect(await linkStatusOf(pune)).toBe('Assigned');
    expect(await actionsBy(pune, coordinator.email)).toEqual(['assign']);
  });

  it('unlinks a pair of Pune and links it again in their own name, and is refused one with the senior elsewhere', async () => {
    const [pune, elsewhere] = await Promise.all([pairIn(PUNE, PUNE), pairIn(PUNE, MUMBAI)]);
    expect(await unlinkAs(coordinator.idToken, elsewhere)).toMatchObject(OUT_OF_SCOPE);
    expect(await linkStatusOf(elsewhere)).toBe('Requested');

    const unlinked = await unlinkAs(coordinator.idToken, pune);
    expect(unlinked.status, unlinked.text).toBe(200);
    expect(await pairDoc(pune)).toMatchObject({ active: false, apart: true });
    expect(await linkStatusOf(pune)).toBeFalsy();
    const linked = await linkAs(coordinator.idToken, pune);
    expect(linked.status, linked.text).toBe(200);
    expect(await pairDoc(pune)).toMatchObject({ apart: false });
    expect(await linkStatusOf(pune)).toBe('Requested');
    expect(await actionsBy(pune, coordinator.email)).toEqual(['unlink', 'link']);
  });

  it('is refused as a viewer of Pune, removed, a person and no token; a body naming no pair is refused too', async () => {
    const pair = await pairIn(PUNE, PUNE);
    const viewer = await staffMember({ role: 'viewer', cities: [PUNE.districtKey] });
    expect(await assignAs(viewer.idToken, visitFor(pair))).toMatchObject(OUT_OF_SCOPE);
    expect(await unlinkAs(viewer.idToken, pair)).toMatchObject(OUT_OF_SCOPE);
    expect(await linkAs(viewer.idToken, pair)).toMatchObject(OUT_OF_SCOPE);
    for (const token of [null, 'not-a-token', pair.senior.token, pair.volunteer.token]) {
      expect(await assignAs(token, visitFor(pair))).toMatchObject(NOT_STAFF);
      expect(await unlinkAs(token, pair)).toMatchObject(NOT_STAFF);
    }
    const removed = await staffMember(COORDINATOR_OF_PUNE);
    const removal = await api('DELETE', `/${encodeURIComponent(adminKey)}/staff`, { email: removed.email }, newClientAddress());
    expect(removal.status, removal.text).toBe(200);
    expect(await assignAs(removed.idToken, visitFor(pair))).toMatchObject(NOT_STAFF);
    expect(await unlinkAs(removed.idToken, pair)).toMatchObject(NOT_STAFF);
    // Whether a body names anyone is not told to someone who may not act on them.
    const huge = `${'x'.repeat(5_000)}@example.com`;
    for (const body of [
      {},
      { vemail: pair.volunteer.email },
      { vemail: 'nobody', semail: pair.senior.email },
      { vemail: huge, semail: huge },
    ]) {
      expect(await assignAs(coordinator.idToken, body)).toMatchObject(OUT_OF_SCOPE);
    }
    // A body that is no JSON object is refused before anyone is asked who they are.
    expect((await assignAs(coordinator.idToken, 'x'.repeat(2_000))).status).toBe(400);
    expect(await visitsOf(pair)).toEqual([]);
    expect(await linkStatusOf(pair)).toBe('Requested');
  });

  it('of twenty identical assignments sent together, one assigns the visit', RACE, async () => {
    const pair = await pairIn(PUNE, PUNE);
    const answers = await race(() => assignAs(coordinator.idToken, visitFor(pair)));
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(1);
    for (const answer of answers.filter(({ status }) => status !== 200)) {
      expect(answer.json).toMatchObject({ message: SERVER_MESSAGES.visitAlreadyAssigned });
    }
    expect(await visitsOf(pair)).toHaveLength(1);
    expect(await actionsBy(pair, coordinator.email)).toEqual(['assign']);
  });
});
