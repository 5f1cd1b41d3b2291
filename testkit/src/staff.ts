/** Members of staff for the stack's tests: added as an accepted invitation adds them, with a fresh session. */
import { expect } from 'vitest';
import { COLLECTIONS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { placeOf, type Place } from '@gh/common/places';
import type { StaffAccess } from '@gh/common/staff';
import { addStaffMember } from '@gh/devstack/staff';
import { staffSignInToken } from '@gh/functions/testing';
import { db, newEmail, personDoc } from './identity.ts';
import { requestedPair } from './members.ts';
import { authEmulatorUrl } from './stack.ts';

/** Pune and Mumbai as their PIN codes give them: a coordinator's city and another. */
export const PUNE = placeOf('411001', 'Pune', 'Maharashtra', null);
export const MUMBAI = placeOf('400001', 'Mumbai', 'Maharashtra', null);
export const COORDINATOR_OF_PUNE: StaffAccess = { role: 'coordinator', cities: [PUNE.districtKey] };

/** An admin call's answer to a session that is no staff's, or none. */
export const NOT_STAFF = { status: 401, json: { message: SERVER_MESSAGES.invalidAdminKey } };
/** An admin call's answer to a member of staff acting outside their role or cities. */
export const OUT_OF_SCOPE = { status: 403, json: { message: SERVER_MESSAGES.staffOwnerOnly, code: 'staffOwnerOnly' } };

/** Signs in to the staff account of `email` at the Auth emulator: its ID token and refresh token. */
export async function sessionOf(email: string): Promise<{ idToken: string; refreshToken: string }> {
  const response = await fetch(`${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: await staffSignInToken(email), returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken: string; refreshToken: string };
  expect(response.status).toBe(200);
  return body;
}

/**
 * A new member of staff with `access`, who agreed to the staff notice as an invitee does
 * (`agreed: false`: one who has not, like an owner from before the notice), and a session of theirs.
 */
export async function staffMember(access: StaffAccess, email = newEmail('staff'), { agreed = true } = {}) {
  await addStaffMember(email, access, { agreed });
  return { email, ...(await sessionOf(email)) };
}

/**
 * A Requested pair (requestedPair, its volunteer named `name`) whose volunteer, with his
 * application, lives in `volunteerIn` and whose senior lives in `seniorIn`: a pair of a
 * coordinator's cities, or one half elsewhere.
 */
export async function pairIn(volunteerIn: Place, seniorIn: Place, name?: string) {
  const pair = await requestedPair(undefined, { name });
  await Promise.all([
    personDoc('volunteer', pair.volunteer.email).update({ place: volunteerIn }),
    db().collection(COLLECTIONS.applications).doc(pair.volunteer.email).update({ place: volunteerIn }),
    personDoc('senior', pair.senior.email).update({ place: seniorIn }),
  ]);
  return pair;
}
