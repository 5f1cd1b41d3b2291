/**
 * Signing out (spec section 2, shared chrome): forget the stored user, end the Firebase Auth
 * session, then the caller navigates to /login. The identity issue adds signing in here.
 */
import { authSdk, getAuthClient } from './firebase';
import { clearUser } from './session';

export async function signOut(): Promise<void> {
  clearUser();
  try {
    const [sdk, auth] = await Promise.all([authSdk(), getAuthClient()]);
    await sdk.signOut(auth);
  } catch {
    // Without a reachable Firebase the local session is already gone; nothing else to undo.
  }
}
