/**
 * A coordinator's reads of one person (POST /{key}/person and /{key}/application): theirs when
 * each document of the e-mail has its place in one of their cities; any other person, a viewer,
 * a removed coordinator, a person's token and no token are refused, and an owner reads anyone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_KEY, APPLICATION_STATUS, COLLECTIONS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { placeOf } from '@gh/common/places';
import type { StaffAccess } from '@gh/common/staff';
import { addApplication, addPerson, bearer, db, newEmail, personDoc } from '@gh/testkit/identity';
import { tokenFor } from '@gh/testkit/members';
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
