/**
 * Members of staff and their access (docs/admin.md, Staff): adding someone with a role and
 * cities, changing them, removing someone, and the custom token a member signs in with. Every
 * change to an existing member moves their `accessSince` past every sign-in so far and revokes
 * their refresh tokens, so their open pages lose access within seconds
 * (staff-identity.ts). There is always at least one owner once one exists: a change or removal
 * that would leave none is refused, in the commit that makes it.
 */
import { isKnownDistrict } from '@gh/common/pin-directory';
import { citiesFor, type StaffAccess, type StaffDoc } from '@gh/common/staff';
import { changeStaff, readStaff } from '../../store/staff.ts';
import { ServiceError } from '../errors.ts';
import { revokeSessions, staffTokenFor } from './accounts.ts';
import { accessSinceAt, staffUid, waitForAccess } from './staff-identity.ts';

const sameAccess = (a: StaffAccess, b: StaffAccess) => a.role === b.role && a.cities.join('\n') === b.cities.join('\n');

/** A 400 unless every city is a district of the PIN code directory. */
function checkCities(cities: readonly string[]): void {
  if (!cities.every(isKnownDistrict)) throw new ServiceError('staffCityUnknown');
}

/**
 * Gives `email` the role and cities of `access`, on behalf of `by` (an owner's e-mail, or
 * `key`). A member who is not staff is added only when `mayAdd` (an accepted invitation), else
 * 404. The same access again changes nothing; a change ends the member's sessions so far; the
 * last owner stays an owner (409).
 */
export async function setStaffAccess(email: string, access: StaffAccess, by: string, mayAdd = false): Promise<StaffDoc> {
  const wanted: StaffAccess = { role: access.role, cities: citiesFor(access.role, access.cities) };
  checkCities(wanted.cities);
  const { before, after } = await changeStaff(email, (current, otherOwners) => {
    if (!current && !mayAdd) throw new ServiceError('staffNotFound');
    if (current && sameAccess(current, wanted)) return undefined;
    if (current?.role === 'owner' && wanted.role !== 'owner' && otherOwners === 0) throw new ServiceError('staffLastOwner');
    // The clock of this attempt: a sign-in while an earlier one waited is older than its change too.
    const now = Date.now();
    return { email, uid: staffUid(email), ...wanted, accessSince: accessSinceAt(now), addedAt: current?.addedAt ?? now, changedBy: by };
  });
  if (!after) throw new ServiceError('staffNotFound');
  if (before && after !== before) await revokeSessions(after.uid);
  return after;
}

/** Removes `email` from staff: every session of theirs opens nothing from the commit on. Not staff: 404; the last owner: 409. */
export async function removeStaff(email: string): Promise<void> {
  await changeStaff(email, (current, otherOwners) => {
    if (!current) throw new ServiceError('staffNotFound');
    if (current.role === 'owner' && otherOwners === 0) throw new ServiceError('staffLastOwner');
    return null;
  });
  await revokeSessions(staffUid(email));
}

/**
 * The custom token `email`'s staff account signs in with, once they proved the address (404
 * when they are not staff). Given only from their `accessSince` on (at most a second after a
 * change), so the session it starts is never older than their access.
 */
export async function staffSignInToken(email: string): Promise<string> {
  const doc = await readStaff(email);
  if (!doc) throw new ServiceError('staffNotFound');
  const wait = waitForAccess(doc, Date.now());
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return staffTokenFor(doc);
}
