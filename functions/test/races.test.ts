/**
 * The rules that decide races, proven where the calls really collide: twenty calls of the
 * service at once in this process, against the stack's Firestore emulator, as a deployed
 * instance serves concurrent requests in one process. (Over HTTP the Functions emulator works
 * on a few requests at a time and queues the rest: docs/testing.md, Races.) Each test counts the
 * winners, then reads what was stored and mailed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, getApps } from 'firebase-admin/app';
import { APPLICATION_STATUS, COLLECTIONS, DAY_MS, DECISION_UNDO_MS, VISIT_TIME_ZONE } from '@gh/common/constants';
import { visitAssignmentSchema } from '@gh/common/schemas';
import { circleDocId } from '@gh/common/circle';
import { dateInZone } from '@gh/common/time';
import { pairKey } from '@gh/common/visits';
import {
  answerRequest,
  assignVisits,
  connect,
  decideApplication,
  finalizeDueDecisions,
  leaveAsFamily,
  memberUid,
  requestSignInCode,
  undoDecision,
  verifySignIn,
} from '@gh/functions/testing';
import { auditAbout, removeWhenDone } from '@gh/testkit/admin-record';
import { joinedBy } from '@gh/testkit/circle';
import { storedApplication } from '@gh/testkit/applicant';
import { addApplication, addPerson, codeFromMail, db, newEmail, otpDoc } from '@gh/testkit/identity';
import { addMember, newCity, readMember, requestedPair } from '@gh/testkit/members';
import { mailsTo } from '@gh/testkit/race';
import { addressOf, idTokenFor, newClientAddress } from '@gh/testkit/stack';

afterAll(() => Promise.all(getApps().map((app) => deleteApp(app))));

/** Twenty calls at once (`call` is given each one's number), and what each answered or threw. */
const atOnce = <T>(call: (n: number) => Promise<T>) => Promise.allSettled(Array.from({ length: 20 }, (_, n) => call(n)));

/** The calls that succeeded, by their number, and the codes of the refusals of the others. */
function outcome<T>(results: PromiseSettledResult<T>[]) {
  const won = results.flatMap((result, n) => (result.status === 'fulfilled' ? [{ n, value: result.value }] : []));
  const refused = results.flatMap((result) =>
    result.status === 'rejected' ? [String((result.reason as { code?: unknown }).code ?? result.reason)] : [],
  );
  return { won, refused };
}

const SESSION = 'key';

describe('one commit decides', () => {
  it('of twenty decisions on one application at once, one is recorded and audited; the others are told it was decided', async () => {
    const email = newEmail('applicant');
    await addApplication(email, APPLICATION_STATUS.submitted);
    const status = (n: number) => (n % 2 ? APPLICATION_STATUS.rejected : APPLICATION_STATUS.accepted);
    const { won, refused } = outcome(await atOnce((n) => decideApplication(email, status(n), { session: SESSION })));
    expect(won).toHaveLength(1);
    const [{ n, value }] = won as [(typeof won)[number]];
    const decided = status(n);
    expect(refused).toEqual(
      Array(19).fill(decided === APPLICATION_STATUS.accepted ? 'applicationDecidedAccepted' : 'applicationDecidedRejected'),
    );
    expect(await storedApplication(email)).toMatchObject({ status: decided, pending: true, finalAt: value.finalAt });
    expect((await auditAbout(email)).map((entry) => entry.action)).toEqual([
      decided === APPLICATION_STATUS.accepted ? 'approve' : 'reject',
    ]);
  });

  it('of twenty Undos of one decision at once, one undoes it and is audited; the others find nothing to undo', async () => {
    const email = newEmail('applicant');
    await addApplication(email, APPLICATION_STATUS.submitted);
    removeWhenDone(email);
    await decideApplication(email, APPLICATION_STATUS.accepted, { session: SESSION });
    const { won, refused } = outcome(await atOnce(() => undoDecision(email, SESSION)));
    expect(won).toHaveLength(1);
    expect(refused).toEqual(Array(19).fill('nothingToUndo'));
    const stored = await storedApplication(email);
    expect(stored?.status).toBe(APPLICATION_STATUS.submitted);
    expect(stored).not.toHaveProperty('pending');
    expect((await auditAbout(email)).map((entry) => entry.action)).toEqual(['approve', 'undo']);
  });

  it('of twenty sweeps at once, one mails a final decision, once', async () => {
    const email = newEmail('applicant');
    await addApplication(email, APPLICATION_STATUS.submitted);
    // Decided longer ago than the Undo time: final now, and not yet mailed.
    await decideApplication(email, APPLICATION_STATUS.rejected, { session: SESSION }, Date.now() - DECISION_UNDO_MS - 1000);
    const { refused } = outcome(await atOnce(() => finalizeDueDecisions()));
    expect(refused).toEqual([]);
    expect(await storedApplication(email)).toMatchObject({ status: APPLICATION_STATUS.rejected, pending: false });
    expect(await mailsTo(email, /About your/, 1)).toHaveLength(1);
  });

  it('of twenty volunteers asking one senior at once, one is linked and she gets one mail', async () => {
    const city = newCity();
    const senior = await addMember('senior', { city });
    const volunteers = await Promise.all(Array.from({ length: 20 }, () => addMember('volunteer', { city })));
    const { won, refused } = outcome(await atOnce((n) => connect(volunteers[n]!.email, senior.email)));
    expect(won).toHaveLength(1);
    expect(refused).toEqual(Array(19).fill('seniorAlreadyLinked'));
    const winner = volunteers[won[0]!.n]!;
    expect((await readMember('senior', senior.email)).volunteer).toMatchObject({ email: winner.email, status: 'Requested' });
    const links = await Promise.all(volunteers.map(async ({ email }) => (await readMember('volunteer', email)).senior?.email));
    expect(links.filter(Boolean)).toEqual([senior.email]);
    expect(await mailsTo(senior.email, /would like to visit you$/, 1)).toHaveLength(1);
  });

  it('of twenty Yes answers to one request at once, one is recorded and the volunteer is told once', async () => {
    const { volunteer, senior } = await requestedPair();
    const { won, refused } = outcome(await atOnce(() => answerRequest(senior.email, volunteer.email, 'yes')));
    expect([won.length, refused]).toEqual([20, []]);
    const [v, s] = await Promise.all([readMember('volunteer', volunteer.email), readMember('senior', senior.email)]);
    expect(v.senior).toMatchObject({ status: 'Requested', answer: 'yes', ansTime: expect.any(Number) });
    expect(s.volunteer).toMatchObject({ status: 'Requested', answer: 'yes', ansTime: v.senior?.ansTime });
    expect(await mailsTo(volunteer.email, /said Yes/, 1)).toHaveLength(1);
  });

  it('of twenty leavings of one circle at once, one takes the membership and its view; the others find them gone', async () => {
    const mother = await addMember('senior', { city: newCity() });
    const daughter = await joinedBy(mother.token, ['visits']);
    const { won, refused } = outcome(await atOnce(() => leaveAsFamily({ uid: memberUid(daughter), email: daughter }, mother.email)));
    expect([won.length, refused]).toEqual([1, Array(19).fill('familyNotMember')]);
    const id = circleDocId(mother.email, daughter);
    const [membership, view] = await Promise.all([
      db().collection(COLLECTIONS.circles).doc(id).get(),
      db().collection(COLLECTIONS.familyViews).doc(id).get(),
    ]);
    expect([membership.exists, view.exists]).toEqual([false, false]);
  });
});

describe('a one-time code is used once', () => {
  it('of twenty sign-ins with one code at once, one gets a session; the code is gone', async () => {
    const email = await addPerson('senior');
    await requestSignInCode('senior', email, addressOf(newClientAddress())!, 'en');
    const code = await codeFromMail(email);
    const { won, refused } = outcome(await atOnce(() => verifySignIn('senior', email, code)));
    expect(won).toHaveLength(1);
    // Used, or (its tries counted past the limit by the others) void: never typed wrong.
    for (const reason of refused) expect(['codeInvalid', 'codeTriesUsed']).toContain(reason);
    expect(await idTokenFor(won[0]!.value.token)).toEqual(expect.any(String));
    expect((await otpDoc('senior', email).get()).exists).toBe(false);
    await expect(verifySignIn('senior', email, code)).rejects.toMatchObject({ code: 'codeInvalid' });
  });

  it('of twenty asks for a code at once, one code is mailed; the others are told it still works', async () => {
    const email = await addPerson('senior');
    const { won, refused } = outcome(await atOnce(() => requestSignInCode('senior', email, addressOf(newClientAddress())!, 'en')));
    expect(won).toHaveLength(1);
    expect(refused).toEqual(Array(19).fill('codeStillWorks'));
    expect(await mailsTo(email, /sign-in code/, 1)).toHaveLength(1);
    expect((await otpDoc('senior', email).get()).get('mails')).toBe(1);
  });
});

describe('a visit slot holds one visit', () => {
  it('of twenty identical assignments at once, one visit is stored and mailed; the others are told it is taken', async () => {
    const pair = await requestedPair();
    const input = visitAssignmentSchema().parse({
      vemail: pair.volunteer.email,
      semail: pair.senior.email,
      city: pair.city,
      task: 'Tea and the newspaper',
      date: dateInZone(Date.now() + DAY_MS, VISIT_TIME_ZONE.offsetMinutes),
      startTime: '10:00',
      endTime: '11:30',
    });
    const { won, refused } = outcome(await atOnce(() => assignVisits(input, SESSION)));
    expect(won).toHaveLength(1);
    expect(refused).toEqual(Array(19).fill('visitAlreadyAssigned'));
    const [id] = won[0]!.value;
    const key = pairKey(pair.volunteer.email, pair.senior.email);
    const stored = await db().collection(COLLECTIONS.visits).where('pair', '==', key).limit(50).get();
    expect(stored.docs.map((doc) => doc.id)).toEqual([id]);
    expect(Object.keys((await db().collection(COLLECTIONS.pairs).doc(key).get()).get('scheduled') as object)).toEqual([id]);
    expect((await readMember('volunteer', pair.volunteer.email)).senior).toMatchObject({ status: 'Assigned', visitId: id });
    for (const { email } of [pair.volunteer, pair.senior]) expect(await mailsTo(email, /visit on/, 1)).toHaveLength(1);
    expect((await auditAbout(pair.volunteer.email)).filter((entry) => entry.action === 'assign')).toHaveLength(1);
  });
});
