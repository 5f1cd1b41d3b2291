/**
 * Firebase Auth accounts behind the one-time codes (design.md, Identity): a verified code
 * finds or creates the person's own account (member-identity.ts: a uid derived from the
 * e-mail, the role and e-mail as claims) and answers a custom token the web app signs in
 * with; routes about a person check that person's ID token. A person whose e-mail is unproven
 * has a phone account instead, whose sessions hold only while their document names it.
 * Which account a proof opens is identity.ts's to decide; this module only makes the tokens.
 */
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import type { UserType } from '@gh/common/constants';
import type { SeniorDoc, SessionUser, VolunteerDoc } from '@gh/common/documents';
import type { StaffDoc } from '@gh/common/staff';
import { adminApp } from '../../store/firebase.ts';
import { readPerson } from '../../store/people.ts';
import { readStaff } from '../../store/staff.ts';
import { ServiceError } from '../errors.ts';
import {
  familyClaims,
  memberClaims,
  memberOf,
  memberUid,
  provenPhone,
  type FamilyClaims,
  type MemberClaims,
  type TokenIdentity,
} from './member-identity.ts';
import { staffClaims, staffEmailOf, staffSessionOf, type StaffClaims, type StaffSession } from './staff-identity.ts';

const defaultAuth = () => getAuth(adminApp());

const hasCode = (error: unknown, code: string) => (error as { code?: unknown } | null)?.code === code;

/** The account only this code path makes: by uid, never looked up by e-mail. */
async function findOrCreateAccount(auth: Auth, uid: string): Promise<UserRecord> {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    if (!hasCode(error, 'auth/user-not-found')) throw error;
  }
  try {
    return await auth.createUser({ uid });
  } catch (error) {
    // Two verifications at once: the other one created it.
    if (hasCode(error, 'auth/uid-already-exists')) return auth.getUser(uid);
    throw error;
  }
}

/** Whether the account's stored claims are `claims`, compared claim by claim (arrays by their items). */
const sameClaims = (stored: Record<string, unknown> | undefined, claims: Record<string, unknown>) =>
  JSON.stringify(Object.entries(stored ?? {}).sort()) === JSON.stringify(Object.entries(claims).sort());

/** A custom token for account `uid`, which now carries `claims` (a renewed session gets them too). */
async function tokenOf(auth: Auth, uid: string, claims: MemberClaims | FamilyClaims | StaffClaims): Promise<string> {
  const user = await findOrCreateAccount(auth, uid);
  const defined = Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined));
  if (!sameClaims(user.customClaims, defined)) await auth.setCustomUserClaims(uid, defined);
  return auth.createCustomToken(uid, defined);
}

/**
 * A custom token for the person's own account, which now carries the role and e-mail claims.
 * `auth` is for the tests and the benchmarks, which sign people in without mail.
 */
export function customTokenFor(email: string, role: UserType, auth: Auth = defaultAuth()): Promise<string> {
  return tokenOf(auth, memberUid(email), memberClaims(email, role));
}

/**
 * A custom token for the person's own account with the e-mail claim alone: a member of a family
 * circle with no role of their own (one who has a role keeps it: customTokenFor).
 */
export function familyTokenFor(email: string, auth: Auth = defaultAuth()): Promise<string> {
  return tokenOf(auth, memberUid(email), familyClaims(email));
}

/** A custom token for the staff account of `doc`, which now carries its role, cities and `accessSince`. */
export function staffTokenFor(doc: StaffDoc, auth: Auth = defaultAuth()): Promise<string> {
  return tokenOf(auth, doc.uid, staffClaims(doc));
}

/** Ends every session of account `uid` at its next renewal: its refresh tokens renew nothing (no account: nothing to end). */
export async function revokeSessions(uid: string): Promise<void> {
  try {
    await defaultAuth().revokeRefreshTokens(uid);
  } catch (error) {
    if (!hasCode(error, 'auth/user-not-found')) throw error;
  }
}

/** A custom token for the phone account `uid` of a person whose e-mail is unproven. */
export function phoneAccountToken(uid: string, email: string, role: UserType): Promise<string> {
  return tokenOf(defaultAuth(), uid, memberClaims(email, role, true));
}

/**
 * Ends every session of the phone account `uid`: deleted, it renews no token, and a custom
 * token made for it before signs in to an account no document names. Without one (an account
 * registered by SMS before phone accounts, whose phone signed in to the member account itself),
 * the member account's sessions so far renew no token either: its owner's session starts after.
 */
export async function endPhoneSessions(uid: string | undefined, email: string): Promise<void> {
  if (!uid) return defaultAuth().revokeRefreshTokens(memberUid(email));
  try {
    await defaultAuth().deleteUser(uid);
  } catch (error) {
    if (!hasCode(error, 'auth/user-not-found')) throw error;
  }
}

/**
 * Deletes the account of a member of family circles that carries no role of its own (the family
 * sign-in's, familyTokenFor): the caller knows they are in no circle now. One whose account
 * carries a role (they registered since) keeps it.
 */
export async function deleteFamilyAccount(email: string): Promise<void> {
  const uid = memberUid(email);
  try {
    const { customClaims } = await defaultAuth().getUser(uid);
    if (customClaims?.role !== undefined || customClaims?.member === undefined) return;
    await defaultAuth().deleteUser(uid);
  } catch (error) {
    if (!hasCode(error, 'auth/user-not-found')) throw error;
  }
}

/** Deletes the person's own account and their phone account (erasure): no token of theirs renews. */
export async function deleteMemberAccounts(email: string, phoneAccount: string | null): Promise<void> {
  for (const uid of [memberUid(email), phoneAccount]) {
    if (!uid) continue;
    try {
      await defaultAuth().deleteUser(uid);
    } catch (error) {
      if (!hasCode(error, 'auth/user-not-found')) throw error;
    }
  }
}

/** The cookie-sized person of @gh/common/documents SessionUser. */
export function sessionUser(role: UserType, doc: VolunteerDoc | SeniorDoc): SessionUser {
  const { name, email, city } = doc;
  return role === 'volunteer'
    ? { role, name, email, city, skills: [...(doc as VolunteerDoc).skills] }
    : { role, name, email, city, interests: [...(doc as SeniorDoc).interests] };
}

export interface Caller {
  uid: string;
  email: string;
}

/** Whether the session is the e-mail's own account; a phone account's session carries an e-mail nobody proved. */
export const provedTheirEmail = (caller: Caller): boolean => caller.uid === memberUid(caller.email);

/**
 * The person an ID token names, or null for a missing, bad or expired token, for any token
 * that did not come from a verified code (another provider, another account with the e-mail),
 * and for a phone account's session once the person's document no longer names that account
 * (the owner of the e-mail has proven it).
 */
export async function callerOf(idToken: string): Promise<Caller | null> {
  let session;
  try {
    session = memberOf((await defaultAuth().verifyIdToken(idToken)) as TokenIdentity);
  } catch {
    return null;
  }
  if (!session) return null;
  const { email, phoneAccount } = session;
  if (!phoneAccount) return { uid: memberUid(email), email };
  const person = await readPerson(phoneAccount.role, email);
  return person?.emailProven === false && person.phoneAccount === phoneAccount.uid ? { uid: phoneAccount.uid, email } : null;
}

/**
 * The member of staff an ID token is a session of, as their access is now, or null: not a
 * staff account's custom sign-in, removed, or signed in before their access last changed.
 */
async function staffCallerOf(idToken: string): Promise<StaffSession | null> {
  let token;
  try {
    token = (await defaultAuth().verifyIdToken(idToken)) as TokenIdentity & { staff?: unknown };
  } catch {
    return null;
  }
  const email = staffEmailOf(token);
  return email ? staffSessionOf(token, await readStaff(email)) : null;
}

/** The member of staff whose session `idToken` is (staffCallerOf); none, or one that no longer holds, is 401. */
export async function heldStaffSession(idToken: string | null): Promise<StaffSession> {
  const staff = idToken ? await staffCallerOf(idToken) : null;
  if (!staff) throw new ServiceError('invalidAdminKey');
  return staff;
}

/** The mobile number a fresh Firebase phone sign-in proves (member-identity.ts provenPhone), or null. */
export async function provenPhoneOf(idToken: string, maxAgeMs: number): Promise<string | null> {
  try {
    return provenPhone((await defaultAuth().verifyIdToken(idToken)) as TokenIdentity, maxAgeMs, Date.now());
  } catch {
    return null;
  }
}

/** When a user of Firebase Auth was last of use: its last sign-in or token refresh, else its creation. */
function lastUsedAt({ metadata }: UserRecord): number {
  const times = [metadata.creationTime, metadata.lastSignInTime, metadata.lastRefreshTime].map((time) => (time ? Date.parse(time) : 0));
  return Math.max(...times);
}

/**
 * A user the phone provider made when an SMS code was checked (sign-in or registration by SMS):
 * a proof of a number the api takes for minutes, never a member, staff or phone account (those
 * are custom-token accounts with claims, and no provider).
 */
const isPhoneProof = (user: UserRecord) => !user.customClaims && user.providerData.some(({ providerId }) => providerId === 'phone');

/** One page of Firebase Auth's users: the uids of the phone proofs last used at or before `cutoff`, and the next page's token. */
export async function phoneProofsPage(
  cutoff: number,
  pageToken: string | undefined,
  size: number,
): Promise<{ due: string[]; next: string | null }> {
  const page = await defaultAuth().listUsers(size, pageToken);
  const due = page.users.filter((user) => isPhoneProof(user) && lastUsedAt(user) <= cutoff).map((user) => user.uid);
  return { due, next: page.pageToken ?? null };
}

/** Deletes the phone proof `uid` if it is still one last used at or before `cutoff`; true when this call did. */
export async function deletePhoneProof(uid: string, cutoff: number): Promise<boolean> {
  try {
    const user = await defaultAuth().getUser(uid);
    if (!isPhoneProof(user) || lastUsedAt(user) > cutoff) return false;
    await defaultAuth().deleteUser(uid);
    return true;
  } catch (error) {
    if (hasCode(error, 'auth/user-not-found')) return false;
    throw error;
  }
}

/** Deletes the phone proof Firebase Auth keeps for `phoneKey` (one user a number), if there is one. */
export async function deletePhoneProofOf(phoneKey: string): Promise<void> {
  try {
    const user = await defaultAuth().getUserByPhoneNumber(phoneKey);
    if (isPhoneProof(user)) await defaultAuth().deleteUser(user.uid);
  } catch (error) {
    if (!hasCode(error, 'auth/user-not-found')) throw error;
  }
}
