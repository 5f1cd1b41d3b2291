/**
 * Members of staff and their access (docs/admin.md, Staff): adding someone with a role and
 * cities, changing them, removing someone, and the custom token a member signs in with. Every
 * change to an existing member moves their `accessSince` past every sign-in so far and revokes
 * their refresh tokens, so their open pages lose access within seconds
 * (staff-identity.ts). There is always at least one owner once one exists: a change or removal
 * that would leave none is refused, in the commit that makes it.
 */
import { isKnownDistrict } from '@gh/common/pin-directory';
import type { AuditEntry } from '@gh/common/documents';
import { citiesFor, type StaffAccess, type StaffDoc } from '@gh/common/staff';
import { changeStaff, readStaff, type StaffChange, type StaffState } from '../../store/staff.ts';
import { ServiceError } from '../errors.ts';
import { releaseSeniorsOf } from '../people/coordinator.ts';
import { revokeSessions, staffTokenFor } from './accounts.ts';
import { accessSinceAt, staffUid, waitForAccess } from './staff-identity.ts';

const sameAccess = (a: StaffAccess, b: StaffAccess) => a.role === b.role && a.cities.join('\n') === b.cities.join('\n');

/** `access` as stored: an owner's cities are every city, a coordinator's or viewer's in order, each once. 400 for a city the directory does not know. */
export function accessOf(access: StaffAccess): StaffAccess {
  const wanted = { role: access.role, cities: citiesFor(access.role, access.cities) };
  if (!wanted.cities.every(isKnownDistrict)) throw new ServiceError('staffCityUnknown');
  return wanted;
}

/**
 * The member `email` as `by` gives them `wanted`, from how they are in `state`: their access
 * from the next second on (accessSinceAt, by this attempt's clock, so a sign-in while an
 * earlier attempt waited is older than the change too). 409 when it would leave no owner.
 */
export function memberWith(email: string, wanted: StaffAccess, by: string, { current, otherOwners }: StaffState): StaffDoc {
  if (current?.role === 'owner' && wanted.role !== 'owner' && otherOwners === 0) throw new ServiceError('staffLastOwner');
  const now = Date.now();
  return {
    email,
    uid: staffUid(email),
    ...wanted,
    accessSince: accessSinceAt(now),
    addedAt: current?.addedAt ?? now,
    changedBy: by,
    ...(current?.consents && { consents: current.consents }),
  };
}

/** Ends every session so far of a member whose access a change replaced; nothing when it added or kept them. */
export async function endReplacedSessions({ before, after }: StaffChange): Promise<void> {
  if (before && after !== before) await revokeSessions(before.uid);
}

/** The audit entry of `by`'s action on the member of staff `email`, with the access it gave them. */
export function staffAudit(
  action: 'staffInvite' | 'staffAccess' | 'staffRemove',
  email: string,
  by: string,
  access?: StaffAccess,
): AuditEntry {
  const details: Record<string, string> = access ? { role: access.role, cities: access.cities.join(', ') } : {};
  return { at: Date.now(), action, email, type: 'staff', session: by, details };
}

/**
 * Gives `email`, a member of staff (else 404), the role and cities of `access`, on behalf of
 * `by` (an owner's e-mail, or `key`). The same access again changes nothing; a change ends the
 * member's sessions so far; the last owner stays an owner (409). `mayAdd`: someone not yet
 * staff is added (the tests' way in; the api's is an accepted invitation).
 */
export async function setStaffAccess(email: string, access: StaffAccess, by: string, mayAdd = false): Promise<StaffDoc> {
  const wanted = accessOf(access);
  const change = await changeStaff(
    email,
    (state) => {
      if (!state.current && !mayAdd) throw new ServiceError('staffNotFound');
      if (state.current && sameAccess(state.current, wanted)) return undefined;
      return memberWith(email, wanted, by, state);
    },
    { audit: staffAudit('staffAccess', email, by, wanted) },
  );
  await endReplacedSessions(change);
  if (change.before !== change.after) await releaseSeniorsOf(email, change.after);
  return change.after!;
}

/**
 * Removes `email` from staff on behalf of `by`: every session of theirs opens nothing from the
 * commit on. Not staff: 404; the last owner: 409.
 */
export async function removeStaff(email: string, by: string): Promise<void> {
  await changeStaff(
    email,
    ({ current, otherOwners }) => {
      if (!current) throw new ServiceError('staffNotFound');
      if (current.role === 'owner' && otherOwners === 0) throw new ServiceError('staffLastOwner');
      return null;
    },
    { audit: staffAudit('staffRemove', email, by) },
  );
  await revokeSessions(staffUid(email));
  await releaseSeniorsOf(email, null);
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
