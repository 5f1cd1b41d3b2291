/**
 * The admin's session (design.md, Identity): the admin key is exchanged through POST /admin for
 * a Firebase custom token with the `admin` claim, so the admin dashboard listens to Firestore
 * as admin; the key itself is kept as the `adminkey` entry (spec section 3) for the `/{key}/`
 * calls. Sign-out forgets both.
 */
import { ADMIN_UID } from '@gh/common/constants';
import { apiRequest } from './api';
import { authRestored, signOut, startFirebaseSession } from './auth';
import { getAuthClient } from './firebase';
import { clearAdminKey, writeAdminKey } from './session';

export const ADMIN_SESSION_FAILED = 'We could not start the admin session. Please try again.';

/** Checks the key with the server (its message, e.g. 'Invalid admin key', on failure), then keeps it. */
export async function signInAsAdmin(adminkey: string): Promise<void> {
  const { token } = await apiRequest<{ message: string; token: string }>('adminLogin', { body: { adminkey } });
  await startFirebaseSession(token, ADMIN_SESSION_FAILED);
  writeAdminKey(adminkey);
}

/**
 * Makes sure a stored key has the admin's Firebase session behind it (a new browser, cleared
 * site data, or a member's session in the same browser): exchanges the key again if not.
 */
export async function ensureAdminSession(adminkey: string): Promise<void> {
  await authRestored();
  const current = (await getAuthClient()).currentUser;
  if (current?.uid === ADMIN_UID && (await current.getIdTokenResult()).claims.admin === true) return;
  await signInAsAdmin(adminkey);
}

/** Forgets the key and ends the Firebase session (and any member's stored there); the caller then goes to /. */
export async function signOutAdmin(): Promise<void> {
  clearAdminKey();
  await signOut();
}
