/**
 * Firebase Auth accounts behind the one-time codes (design.md, Identity): a verified code
 * finds or creates the person's account (e-mail verified, role claim) and answers a custom
 * token the web app signs in with; routes about a person check that person's ID token.
 */
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import type { UserType } from '@gh/common/constants';
import type { SeniorDoc, SessionUser, VolunteerDoc } from '@gh/common/documents';
import { adminApp } from '../store/firebase.ts';

const auth = () => getAuth(adminApp());

const hasCode = (error: unknown, code: string) => (error as { code?: unknown } | null)?.code === code;

async function findOrCreateUser(email: string): Promise<UserRecord> {
  try {
    return await auth().getUserByEmail(email);
  } catch (error) {
    if (!hasCode(error, 'auth/user-not-found')) throw error;
  }
  try {
    return await auth().createUser({ email, emailVerified: true });
  } catch (error) {
    // Two verifications at once: the other one created it.
    if (hasCode(error, 'auth/email-already-exists')) return auth().getUserByEmail(email);
    throw error;
  }
}

/** A custom token for the person's account, which now has a verified e-mail and the role. */
export async function customTokenFor(email: string, role: UserType): Promise<string> {
  const user = await findOrCreateUser(email);
  // The code just arrived at this address: it is verified.
  if (!user.emailVerified) await auth().updateUser(user.uid, { emailVerified: true });
  if (user.customClaims?.role !== role) await auth().setCustomUserClaims(user.uid, { ...user.customClaims, role });
  return auth().createCustomToken(user.uid, { role });
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

/** The signed-in person an ID token names, or null for a missing, bad or expired token. */
export async function callerOf(idToken: string): Promise<Caller | null> {
  try {
    const decoded = await auth().verifyIdToken(idToken);
    if (!decoded.email || decoded.email_verified !== true) return null;
    return { uid: decoded.uid, email: decoded.email.toLowerCase() };
  } catch {
    return null;
  }
}
