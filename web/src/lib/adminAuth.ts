/**
 * The admin's session (design.md, Identity): the admin key is exchanged through POST /admin for
 * a Firebase custom token with the `admin` claim and an end (`adminUntil`, ADMIN_SESSION_TTL_MS
 * ahead), so the admin dashboard listens to Firestore as admin and makes the spec's `/{key}/`
 * calls with the session's ID token (key segment ADMIN_SESSION_KEY). The key itself is never
 * kept: the `adminkey` entry (spec section 3) holds ADMIN_SESSION_KEY. Sign-out forgets both.
 */
import { ADMIN_SESSION_KEY, ADMIN_UID } from '@gh/common/constants';
import type { ApiName } from '@gh/common/api-routes';
import { ADMIN_SESSION_ENDED, ADMIN_SESSION_FAILED } from './adminSessionMessages';
import { ApiError, apiFile, apiRequest, type ApiFile, type ApiRequestOptions } from './api';
import { authRestored, signOut, startFirebaseSession } from './auth';
import { getAuthClient, getDb } from './firebase';
import { currentIdToken } from './idToken';
import { clearAdminKey, readAdminKey, writeAdminKey } from './session';

/**
 * Starts what the dashboard will need while the admin types the key: Auth (which the key's
 * sign-in uses) and then Firestore with its cache (the panels' listeners), about 250 kB and
 * an IndexedDB start that would otherwise come one after the other after Submit. Nothing
 * listens before the sign-in. Failures are left to those steps, which try again.
 */
export function prepareAdminSession(): void {
  void getAuthClient()
    .then(() => getDb())
    .catch(() => {});
}

/** Checks the key with the server (its message, e.g. 'Invalid admin key', on failure), then keeps the session, not the key. */
export async function signInAsAdmin(adminkey: string): Promise<void> {
  const { token } = await apiRequest<{ message: string; token: string }>('adminLogin', { body: { adminkey } });
  await startFirebaseSession(token, ADMIN_SESSION_FAILED);
  writeAdminKey(ADMIN_SESSION_KEY);
}

/**
 * The end (epoch ms) of the admin session in this browser. A key stored by an older version
 * of the app is exchanged once and then forgotten; a missing or ended session is a 401, so
 * the page asks for the key again.
 */
export async function ensureAdminSession(): Promise<number> {
  const stored = readAdminKey();
  if (stored && stored !== ADMIN_SESSION_KEY) await signInAsAdmin(stored);
  await authRestored();
  const current = (await getAuthClient()).currentUser;
  const claims = current?.uid === ADMIN_UID ? (await current.getIdTokenResult()).claims : null;
  const until = claims?.admin === true && typeof claims.adminUntil === 'number' ? claims.adminUntil : 0;
  if (until <= Date.now()) throw new ApiError(401, ADMIN_SESSION_ENDED);
  return until;
}

/** A `/{key}/...` call's options with the admin session instead of the key. */
async function withSession(options: ApiRequestOptions): Promise<ApiRequestOptions> {
  return { ...options, params: { ...options.params, key: ADMIN_SESSION_KEY }, token: await currentIdToken() };
}

/** A `/{key}/...` call made with the admin session instead of the key. */
export async function adminRequest<T = unknown>(name: ApiName, options: ApiRequestOptions = {}): Promise<T> {
  return apiRequest<T>(name, await withSession(options));
}

/** A `/{key}/...` download made with the admin session (a plain link could not carry the token). */
export async function adminFile(name: ApiName, options: ApiRequestOptions = {}): Promise<ApiFile> {
  return apiFile(name, await withSession(options));
}

/** Forgets the session entry and ends the Firebase session (and any member's stored there); the caller then goes to /. */
export async function signOutAdmin(): Promise<void> {
  clearAdminKey();
  await signOut();
}
