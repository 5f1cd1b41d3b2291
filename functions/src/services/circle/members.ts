/**
 * A senior's own view of her family circle (docs/members.md, The family circle): who she
 * invited and who joined, and removing anyone, which closes what they could see in that commit;
 * and a member leaving a circle of their own accord, the same way.
 */
import { circleMemberOf, isPhoneMember, type CircleMember } from '@gh/common/circle';
import type { SeniorDoc } from '@gh/common/documents';
import { inAnyCircle, leaveCircle, readCircle } from '../../store/circles.ts';
import { readPerson } from '../../store/people.ts';
import { deleteFamilyAccount, provedTheirEmail, type Caller } from '../identity/accounts.ts';
import { ServiceError } from '../errors.ts';

/**
 * The caller's senior document: only a senior keeps a circle (403 for anyone else), and only
 * one whose e-mail is proven, as the circle is keyed by it (403 for a phone account's session).
 */
export async function circleOwner(caller: Caller): Promise<SeniorDoc> {
  const senior = await readPerson('senior', caller.email);
  if (!senior) throw new ServiceError('circleSeniorsOnly');
  if (senior.emailProven === false) throw new ServiceError('emailProofNeeded');
  return senior;
}

/** The people invited into the caller's circle or in it, in the order she invited them. */
export async function listCircle(caller: Caller): Promise<CircleMember[]> {
  await circleOwner(caller);
  const circle = await readCircle(caller.email);
  return circle.sort((a, b) => a.invitedAt - b.invitedAt).map(circleMemberOf);
}

/**
 * `member` leaves the caller's circle, with their view (404 when they were not in it), and the
 * family sign-in's account once they are in none (closeWhenInNoCircle).
 */
export async function removeFromCircle(caller: Caller, member: string): Promise<void> {
  await circleOwner(caller);
  if (!(await leaveCircle(caller.email, member))) throw new ServiceError('circleMemberNotFound');
  await closeWhenInNoCircle(member);
}

/**
 * The caller leaves `senior`'s circle (withdrawing the consent they gave on joining, or turning
 * down an invitation), as her removing them would. 403 for anyone not in it, and for a phone
 * account's session (its e-mail is nobody's proof).
 */
export async function leaveAsFamily(caller: Caller, senior: string): Promise<void> {
  if (!provedTheirEmail(caller) || !(await leaveCircle(senior, caller.email))) throw new ServiceError('familyNotMember');
  await closeWhenInNoCircle(caller.email);
}

/**
 * One who left a circle and is in no other, with no role of their own, has nothing more with us:
 * the family sign-in's account goes (an account with a role stays).
 */
export async function closeWhenInNoCircle(member: string): Promise<void> {
  // An invitation by mobile had no account behind it.
  if (isPhoneMember(member)) return;
  if (!(await inAnyCircle(member))) await deleteFamilyAccount(member);
}
