/**
 * The admin key (design.md, Identity): compared in constant time with the ADMIN_KEY secret, and
 * exchanged for a custom token of the one admin account (claims admin: true and adminUntil,
 * ADMIN_SESSION_TTL_MS ahead). Wrong keys are counted per client address and refused for a
 * while past ADMIN_KEY_RATE_LIMITS; the right key is never refused. The session's ID token
 * then stands in for the key.
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { ADMIN_SESSION_TTL_MS, ADMIN_UID } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { adminKey } from '../../config.ts';
import { ServiceError } from '../errors.ts';
import { adminApp } from '../../store/firebase.ts';
import { limitHits } from '../rate-limit.ts';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether `candidate` is the admin key. Comparing SHA-256 digests keeps the time independent
 * of both the content and the length of the key. No key configured: nothing matches.
 */
export function isAdminKey(candidate: string, key = adminKey()): boolean {
  if (!key) return false;
  return timingSafeEqual(digest(candidate), digest(key));
}

/**
 * Passes the admin key, or counts a wrong one for `clientAddress` and throws 401 (429 past the
 * limit). The right key passes first, even from a limited address: the limit sheds load from
 * guessers; it must not let a stranger who shares (or names) the admin's address lock them out.
 */
export async function checkAdminKey(candidate: string, clientAddress: string): Promise<void> {
  if (isAdminKey(candidate)) return;
  await limitHits('adminKey', clientAddress);
  throw new ServiceError('invalidAdminKey');
}

/** Who made an admin call, as the audit log names them: the raw key... */
export const KEY_ACTOR = 'key';

/**
 * POST /admin and the adminSession callable: the key for a custom token with the admin claim,
 * and a session id of its own (`adminSessionId`), so the audit log tells sessions apart.
 */
export async function adminSession(candidate: string, clientAddress: string): Promise<{ message: string; token: string }> {
  await checkAdminKey(candidate, clientAddress);
  const token = await getAuth(adminApp()).createCustomToken(ADMIN_UID, {
    admin: true,
    adminUntil: Date.now() + ADMIN_SESSION_TTL_MS,
    adminSessionId: randomUUID(),
  });
  return { message: SERVER_MESSAGES.adminSignedIn, token };
}

/**
 * The admin session an ID token is, signed in with the key's custom token and not past its
 * adminUntil (firestore.rules checks the same claims), named `{uid}/{session id}` (a session
 * from before session ids: its sign-in time); null for any other token.
 */
export async function adminSessionOf(idToken: string | null, now = Date.now()): Promise<string | null> {
  if (!idToken) return null;
  try {
    const decoded = await getAuth(adminApp()).verifyIdToken(idToken);
    const valid =
      decoded.uid === ADMIN_UID &&
      decoded.admin === true &&
      decoded.firebase.sign_in_provider === 'custom' &&
      typeof decoded.adminUntil === 'number' &&
      decoded.adminUntil > now;
    if (!valid) return null;
    const sessionId = typeof decoded.adminSessionId === 'string' ? decoded.adminSessionId : `signed-in-${decoded.auth_time}`;
    return `${decoded.uid}/${sessionId}`;
  } catch {
    return null;
  }
}
