/**
 * A senior names her nominee (docs/privacy.md, Her nominee; docs/decisions/0039): one joined
 * member of her own circle who may ask our grievance officer to act for her after her death or
 * while she cannot act for herself, or nobody. Stored on her circle's memberships and their
 * views, so removing the member, or erasing her account, ends it in that commit.
 */
import { nameNominee } from '../../store/circles.ts';
import type { Caller } from '../identity/accounts.ts';
import { ServiceError } from '../errors.ts';
import { circleOwner } from './members.ts';

/**
 * The caller, a senior with a proven e-mail, names `member` her nominee (null: nobody): 409
 * `nomineeNotJoined` unless they joined her circle (one only invited, another senior's member, a
 * stranger), storing nothing. Naming the nominee again keeps when she first named them.
 */
export async function chooseNominee(
  caller: Caller,
  member: string | null,
  now = Date.now(),
): Promise<{ member: string; nominatedAt: number } | null> {
  await circleOwner(caller);
  const named = await nameNominee(caller.email, member, now);
  if (named === false) throw new ServiceError('nomineeNotJoined');
  return named && { member: named.member, nominatedAt: named.nominatedAt ?? now };
}
