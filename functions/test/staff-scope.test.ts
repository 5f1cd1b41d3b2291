/**
 * A coordinator's calls on one person: the reads (POST /{key}/person and /{key}/application) and
 * the decisions on an application with their Undo (PUT /{key}/approve-application,
 * /reject-application, /undo-decision), theirs when each document of the e-mail has its place in
 * one of their cities, made in their name; any other person, a viewer, a removed coordinator, a
 * person's token, no token and a body naming nobody are refused with nothing stored, and an owner
 * reads anyone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_KEY, ADMIN_UID, APPLICATION_STATUS, COLLECTIONS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { placeOf } from '@gh/common/places';
import type { StaffAccess } from '@gh/common/staff';
import { auditAbout } from '@gh/testkit/admin-record';
import { adminCall, heldDecision, pastUndoWindow, storedApplication } from '@gh/testkit/applicant';
import { addApplication, addPerson, bearer, db, newEmail, personDoc } from '@gh/testkit/identity';
import { tokenFor } from '@gh/testkit/members';
import { RACE, mailsTo, race, statuses } from '@gh/testkit/race';
import { staffMember } from '@gh/testkit/staff';
import { adminKey, api, newClientAddress } from '@gh/testkit/stack';

const PUNE = placeOf('411001', 'Pune', 'Maharashtra', null);
const MUMBAI = placeOf('400001', 'Mumbai', 'Maharashtra', null);
const COORDINATOR: StaffAccess = { role: 'coordinator', cities: [PUNE.districtKey] };

const refused = { status: 401, json: { message: SERVER_MESSAGES.invalidAdminKey } };
const outOfScope = { status: 403, json: { message: SERVER_MESSAGES.staffOwnerOnly, code: 'staffOwnerOnly' } };

const personAs = (idToken: string | null, email: unknown) =>
  api('POST', `/${ADMIN_SESSION_KEY}/person`, { email }, idToken ? bearer(idToken) : undefined);
const applicationAs = (idToken: string, email: string) =>
  api('POST', `/${ADMIN_SESSION_KEY}/application`, { type: 'volunteer', email }, bearer(idToken));

/** A senior living in `place` (null: her PIN code gave none). */
async function seniorIn(place: typeof PUNE | null) {
  const email = await addPerson('senior');
  await personDoc('senior', email).update({ place });
  return email;
}

/** An applicant who has not registered, whose application gave `place`. */
async function applicantIn(place: typeof PUNE) {
  const email = newEmail('applicant');
  await addApplication(email, APPLICATION_STATUS.submitted);
  await db().collection(COLLECTIONS.applications).doc(email).update({ place });
  return email;
}

let coordinator: Awaited<ReturnType<typeof staffMember>>;
beforeAll(async () => {
  coordinator = await staffMember(COORDINATOR);
});

describe('a coordinator of Pune reading one person', () => {
  it('reads a senior and an applicant of Pune', async () => {
    const senior = await seniorIn(PUNE);
    const answer = await personAs(coordinator.idToken, senior);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({ senior: { email: senior, place: { districtKey: 'maharashtra/pune' } } });
    const applicant = await applicantIn(PUNE);
    expect((await personAs(coordinator.idToken, applicant)).status).toBe(200);
    const application = await applicationAs(coordinator.idToken, applicant);
    expect(application.status, application.text).toBe(200);
    expect(application.json).toMatchObject({ application: { data: { email: applicant } } });
  });

  it('is refused a person of Mumbai, of no place, of two places, or nobody, answered alike', async () => {
    const mumbai = await seniorIn(MUMBAI);
    expect(await personAs(coordinator.idToken, mumbai)).toMatchObject(outOfScope);
    const applicant = await applicantIn(MUMBAI);
    expect(await personAs(coordinator.idToken, applicant)).toMatchObject(outOfScope);
    expect(await applicationAs(coordinator.idToken, applicant)).toMatchObject(outOfScope);
    expect(await personAs(coordinator.idToken, await seniorIn(null))).toMatchObject(outOfScope);
    // Registered in Pune, with an application that gave Mumbai: not wholly theirs.
    const volunteer = await addPerson('volunteer');
    await Promise.all([
      personDoc('volunteer', volunteer).update({ place: PUNE }),
      db().collection(COLLECTIONS.applications).doc(volunteer).update({ place: MUMBAI }),
    ]);
    expect(await personAs(coordinator.idToken, volunteer)).toMatchObject(outOfScope);
    // Whether an e-mail is anyone's is not told to someone it is not theirs to know.
    expect(await personAs(coordinator.idToken, newEmail('nobody'))).toMatchObject(outOfScope);
    expect(await personAs(coordinator.idToken, 'not an e-mail')).toMatchObject(outOfScope);
  });

  it('is the owners’ for anyone, and refused to a viewer of Pune, a removed coordinator, a person and no token', async () => {
    const senior = await seniorIn(PUNE);
    const owner = await staffMember({ role: 'owner', cities: [] });
    expect((await personAs(owner.idToken, await seniorIn(MUMBAI))).status).toBe(200);
    const viewer = await staffMember({ role: 'viewer', cities: [PUNE.districtKey] });
    expect(await personAs(viewer.idToken, senior)).toMatchObject(outOfScope);
    expect(await personAs(null, senior)).toMatchObject(refused);
    expect(await personAs('not-a-token', senior)).toMatchObject(refused);
    // The senior's own session, and another person's: never a member of staff's.
    expect(await personAs(await tokenFor(senior, 'senior'), senior)).toMatchObject(refused);
    expect(await personAs(await tokenFor(await seniorIn(PUNE), 'senior'), senior)).toMatchObject(refused);
    const removed = await staffMember(COORDINATOR);
    expect((await personAs(removed.idToken, senior)).status).toBe(200);
    const removal = await api('DELETE', `/${encodeURIComponent(adminKey)}/staff`, { email: removed.email }, newClientAddress());
    expect(removal.status, removal.text).toBe(200);
    expect(await personAs(removed.idToken, senior)).toMatchObject(refused);
  });
});

type DecisionCall = 'approve-application' | 'reject-application' | 'undo-decision';
const DECISION_CALLS: DecisionCall[] = ['approve-application', 'reject-application', 'undo-decision'];

const callAs = (idToken: string | null, call: DecisionCall, body: unknown) =>
  api('PUT', `/${ADMIN_SESSION_KEY}/${call}`, body, idToken ? bearer(idToken) : undefined);
const decideAs = (idToken: string | null, call: DecisionCall, email: string, reason?: string) =>
  callAs(idToken, call, { type: 'volunteer', email, ...(reason === undefined ? {} : { reason }) });

/**
 * The application as stored and who is audited as having done what to it: unchanged by a refused
 * call. The audit entry names the member of staff (kept a year); the application names none.
 */
async function trail(email: string) {
  const stored = await storedApplication(email);
  return {
    status: stored?.status,
    decidedBy: stored?.decidedBy,
    audit: (await auditAbout(email)).map((entry) => [entry.action, entry.session]),
  };
}
const untouched = { status: APPLICATION_STATUS.submitted, decidedBy: undefined, audit: [] };

describe('a coordinator of Pune deciding applications', () => {
  it('approves, undoes and rejects applicants of Pune, each in their own name', async () => {
    const [approvedByMe, email] = await Promise.all([applicantIn(PUNE), applicantIn(PUNE)]);
    const me = coordinator.email;
    const approved = await decideAs(coordinator.idToken, 'approve-application', approvedByMe);
    expect(approved, approved.text).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.applicationApproved } });
    expect(await trail(approvedByMe)).toEqual({ status: APPLICATION_STATUS.accepted, decidedBy: ADMIN_UID, audit: [['approve', me]] });

    // The owners' approval, held undoable: the coordinator takes it back and decides otherwise.
    await heldDecision('approve', email);
    expect(await decideAs(coordinator.idToken, 'undo-decision', email)).toMatchObject({
      status: 200,
      json: { message: SERVER_MESSAGES.decisionUndone },
    });
    expect(await trail(email)).toEqual({
      status: APPLICATION_STATUS.submitted,
      decidedBy: undefined,
      audit: [
        ['approve', 'key'],
        ['undo', me],
      ],
    });
    const rejected = await decideAs(coordinator.idToken, 'reject-application', email, 'Only weekends, we need weekdays');
    expect(rejected).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.applicationRejectedByAdmin } });
    expect(await storedApplication(email)).toMatchObject({
      status: APPLICATION_STATUS.rejected,
      decidedBy: ADMIN_UID,
      reason: 'Only weekends, we need weekdays',
    });
    expect((await auditAbout(email)).map((entry) => [entry.action, entry.session])).toEqual([
      ['approve', 'key'],
      ['undo', me],
      ['reject', me],
    ]);
  });

  it('is refused every decision on an applicant of Mumbai, and the Undo of the owners’ decision there, storing nothing', async () => {
    const email = await applicantIn(MUMBAI);
    for (const call of DECISION_CALLS) {
      expect(await decideAs(coordinator.idToken, call, email, 'x')).toMatchObject(outOfScope);
    }
    expect(await trail(email)).toEqual(untouched);
    // Held undoable, so the refusal is of an Undo the owners would have been granted.
    await heldDecision('approve', email);
    expect(await decideAs(coordinator.idToken, 'undo-decision', email)).toMatchObject(outOfScope);
    expect(await trail(email)).toEqual({ status: APPLICATION_STATUS.accepted, decidedBy: ADMIN_UID, audit: [['approve', 'key']] });
  });

  it('refuses a viewer of Pune, a removed coordinator, a person, a bad token and no token, storing nothing', async () => {
    const email = await applicantIn(PUNE);
    const viewer = await staffMember({ role: 'viewer', cities: [PUNE.districtKey] });
    const removed = await staffMember(COORDINATOR);
    const removal = await api('DELETE', `/${encodeURIComponent(adminKey)}/staff`, { email: removed.email }, newClientAddress());
    expect(removal.status, removal.text).toBe(200);
    const person = await tokenFor(await seniorIn(PUNE), 'senior');
    for (const call of DECISION_CALLS) {
      expect(await decideAs(viewer.idToken, call, email)).toMatchObject(outOfScope);
      for (const idToken of [removed.idToken, person, 'not-a-token', null]) {
        expect(await decideAs(idToken, call, email)).toMatchObject(refused);
      }
    }
    expect(await trail(email)).toEqual(untouched);
  });

  it('answers a body that names nobody of theirs 403, and a malformed or huge one as an error, storing nothing', async () => {
    const email = await applicantIn(PUNE);
    for (const call of DECISION_CALLS) {
      for (const body of [{}, [], { type: 'volunteer' }, { type: 'volunteer', email: 5 }, { type: 'volunteer', email: 'not an e-mail' }]) {
        expect(await callAs(coordinator.idToken, call, body)).toMatchObject(outOfScope);
      }
      expect(await decideAs(coordinator.idToken, call, newEmail('nobody'))).toMatchObject(outOfScope);
      // Theirs, but not a volunteer's application: the owners' answer.
      expect(await callAs(coordinator.idToken, call, { type: 'senior', email })).toMatchObject({
        status: 400,
        json: { message: 'Type must be volunteer' },
      });
      for (const body of ['{"email":', 'null']) {
        expect((await callAs(coordinator.idToken, call, body)).status).toBeGreaterThanOrEqual(400);
      }
      expect(await callAs(coordinator.idToken, call, { type: 'volunteer', padding: 'x'.repeat(2_000_000) })).toMatchObject(outOfScope);
    }
    for (const reason of ['x'.repeat(501), 'x'.repeat(2_000_000)]) {
      expect(await decideAs(coordinator.idToken, 'reject-application', email, reason)).toMatchObject({
        status: 400,
        json: { message: 'Reason is too long' },
      });
    }
    expect(await trail(email)).toEqual(untouched);
  });

  it(
    'of twenty identical approvals at once, one decides, is audited and is mailed once',
    async () => {
      const email = await applicantIn(PUNE);
      const answers = await race(() => decideAs(coordinator.idToken, 'approve-application', email));
      expect(statuses(answers)).toEqual([200, ...Array(19).fill(409)]);
      const won = answers.find((answer) => answer.status === 200)!;
      expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.json?.code)).toEqual(
        Array(19).fill('applicationDecidedAccepted'),
      );
      expect(await trail(email)).toEqual({
        status: APPLICATION_STATUS.accepted,
        decidedBy: ADMIN_UID,
        audit: [['approve', coordinator.email]],
      });
      // Once the Undo time has passed, the sweep mails the one decision; the wait ends on that mail.
      await pastUndoWindow(won.json?.finalAt);
      expect((await adminCall('POST', '/finalize-decisions')).status).toBe(200);
      expect(await mailsTo(email, /accepted/, 1)).toHaveLength(1);
      // Another sweep, answered (it mails before it answers): still that one mail.
      expect((await adminCall('POST', '/finalize-decisions')).status).toBe(200);
      expect(await mailsTo(email, /accepted/, 0)).toHaveLength(1);
    },
    RACE.timeout,
  );
});
