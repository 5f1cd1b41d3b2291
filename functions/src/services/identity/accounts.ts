/**
 * Firebase Auth accounts behind the one-time codes (design.md, Identity): a verified code
 * finds or creates the person's own account (member-identity.ts: a uid derived from the
 * e-mail, the role and e-mail as claims) and answers a custom token the web app signs in
 * with; routes about a person check that person's ID token.
 */
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import type { UserType } from '@gh/common/constants';
import type { SeniorDoc, SessionUser, VolunteerDoc } from '@gh/common/documents';
import { adminApp } from '../../store/firebase.ts';
import { memberClaims, memberOf, memberUid, provenPhone, type TokenIdentity } from './member-identity.ts';

const defaultAuth = () => getAuth(adminApp());

const hasCode = (error: unknown, code: string) => (error as { code?: unknown } | null)?.code === code;

/** The account only this code path makes: by uid, never looked up by e-mail. */
async function findOrCreateMember(auth: Auth, email: string): Promise<UserRecord> {
  const uid = memberUid(email);
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

/**
 * A custom token for the person's account, which now carries the role and e-mail claims.
 * `auth` is for the tests and the benchmarks, which sign people in without mail.
 */
export async function customTokenFor(email: string, role: UserType, auth: Auth = defaultAuth()): Promise<string> {
  const user = await findOrCreateMember(auth, email);
  const claims = memberClaims(email, role);
  const stored = user.customClaims;
  if (stored?.role !== claims.role || stored?.member !== claims.member) await auth.setCustomUserClaims(user.uid, { ...claims });
  return auth.createCustomToken(user.uid, { ...claims });
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

/**
 * The person an ID token names, or null for a missing, bad or expired token, and for any token
 * that did not come from a verified code (another provider, another account with the e-mail).
 */
export async function callerOf(idToken: string): Promise<Caller | null> {
  try {
    const decoded = await defaultAuth().verifyIdToken(idToken);
    const email = memberOf(decoded as TokenIdentity);
    return email ? { uid: decoded.uid, email } : null;
  } catch {
    return null;
  }
}

/** The mobile number a fresh Firebase phone sign-in proves (member-identity.ts provenPhone), or null. */
export async function provenPhoneOf(idToken: string, maxAgeMs: number): Promise<string | null> {
  try {
    return provenPhone((await defaultAuth().verifyIdToken(idToken)) as TokenIdentity, maxAgeMs, Date.now());
  } catch {
    return null;
  }
}
