/**
 * A session as the browser holds it, for the tests of whose session still works: the ID token
 * and the refresh token a custom token earns at the Auth emulator, renewing it as Firebase Auth
 * does every hour, and reading a document with it through the Firestore emulator's REST API,
 * where the security rules decide.
 */
import { LOCALHOST, PROJECT_ID, ports } from '@gh/devstack/config';
import { authEmulatorUrl } from './stack.ts';

export interface HeldSession {
  idToken: string;
  refreshToken: string;
}

/** Signs in with `customToken` as the web app does: what the browser then keeps. */
export async function holdSession(customToken: string): Promise<HeldSession> {
  const response = await fetch(`${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
  });
  const body = (await response.json()) as Partial<HeldSession> & { error?: { message?: string } };
  if (!response.ok || !body.idToken || !body.refreshToken)
    throw new Error(`Auth emulator refused the custom token: ${body.error?.message ?? response.status}`);
  return { idToken: body.idToken, refreshToken: body.refreshToken };
}

/** A new ID token for `refreshToken`, as Firebase Auth renews one; null when Auth refuses (the session has ended). */
export async function renewed(refreshToken: string): Promise<string | null> {
  const response = await fetch(`${authEmulatorUrl}/securetoken.googleapis.com/v1/token?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
  const body = (await response.json()) as { id_token?: string };
  return response.ok && body.id_token ? body.id_token : null;
}

/** The status of reading the document at `path` (`seniors/x@example.com`) with `idToken`: the rules' answer. */
export async function readAs(idToken: string, path: string): Promise<number> {
  const url = `http://${LOCALHOST}:${ports().firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  const response = await fetch(url, { headers: { authorization: `Bearer ${idToken}` } });
  await response.arrayBuffer();
  return response.status;
}
