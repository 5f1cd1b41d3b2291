/**
 * The signed-in person's Firebase ID token, for member routes (`Authorization: Bearer`,
 * design.md, Identity). The SDK refreshes it when it is near expiry, so callers ask each time.
 */
import { settledAuth } from './firebase';

export async function currentIdToken(): Promise<string | null> {
  const auth = await settledAuth();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}
