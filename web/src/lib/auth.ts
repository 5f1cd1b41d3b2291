/**
 * Signing in and out (design.md, Identity). A verified one-time code answers `{user, token}`:
 * the token is a Firebase custom token, so the person gets a Firebase Auth session (their ID
 * token authorises API calls and live reads), and the user object becomes the `user` cookie.
 */
import type { CodeLink } from '@gh/common/code-link';
import type { VerifiedSession } from '@gh/common/documents';
import { apiRequest, type ApiRequestOptions } from './api';
import { authSdk, clearFirestoreCache, getAuthClient } from './firebase';
import { clearAllDrafts } from './drafts';
import { forgetIdToken } from './firestoreToken';
import { forgetLive } from './lastLive';
import { forgetSeen } from './lastSeen';
import { forgetQueuedSteps } from './queuedSteps';
import { clearUser, readUser, writeUser } from './session';

export const SIGN_IN_FAILED = 'We could not start your session. Please request a new code and try again.';

/**
 * Signs in to Firebase with a custom token the api issued. Firebase's own error text means
 * nothing to a person, so a failure becomes `failure`, which says what to do.
 */
export async function startFirebaseSession(token: string, failure: string): Promise<void> {
  try {
    const [sdk, auth] = await Promise.all([authSdk(), getAuthClient()]);
    await sdk.signInWithCustomToken(auth, token);
  } catch {
    throw new Error(failure);
  }
}

/** Starts the Firebase session first, so a stored cookie always has a session behind it. */
export async function signIn({ user, token }: Pick<VerifiedSession, 'user' | 'token'>): Promise<void> {
  // The code is spent by now, so the message asks for a new one.
  await startFirebaseSession(token, SIGN_IN_FAILED);
  writeUser(user);
}

/** The routes that check a one-time code and answer a session. */
export type VerifyCall = 'loginVerify' | 'verifySenior' | 'verifyVolunteer';

/** Checks a one-time code with the server and signs in with the session it answers. */
export async function signInWithCode(call: VerifyCall, options: ApiRequestOptions): Promise<void> {
  await signIn(await apiRequest<VerifiedSession>(call, options));
}

let linkSignIn: { key: string; signedIn: Promise<void> } | null = null;

/**
 * Signs in with a code e-mail's one-tap link, once per link: the app's start begins it before
 * the login page has loaded (app/earlyStart.ts), and the page then joins it.
 */
export function signInByLink({ role, email, code }: CodeLink): Promise<void> {
  const key = [role, email, code].join('\n');
  if (linkSignIn?.key !== key) {
    linkSignIn = { key, signedIn: signInWithCode('loginVerify', { params: { userType: role }, body: { email, loginotp: code } }) };
  }
  return linkSignIn.signedIn;
}

/**
 * Forgets the stored user, the tab's form drafts, when their data was last live, the phone's
 * copy of their documents and their ID token, any visit step kept offline (a shared phone),
 * ends the Firebase session and deletes Firestore's cache of the person's documents; the caller
 * then goes to /login.
 */
export async function signOut(): Promise<void> {
  clearUser();
  clearAllDrafts();
  forgetLive();
  forgetSeen();
  forgetIdToken();
  forgetQueuedSteps();
  try {
    const [sdk, auth] = await Promise.all([authSdk(), getAuthClient()]);
    await sdk.signOut(auth);
  } catch {
    // Without a reachable Firebase the local session is already gone; nothing else to undo.
  }
  await clearFirestoreCache().catch(() => {
    // Another tab still holds the cache open: Firestore keeps it per person, under their uid.
  });
}

/**
 * Resolves once Firebase Auth has restored the session it saved (IndexedDB), so a page shown
 * after it can ask for the person's ID token straight away.
 */
export async function authRestored(): Promise<void> {
  const auth = await getAuthClient();
  await auth.authStateReady();
}

/** 'signed-in'; 'ended': the cookie was there without a session; 'signed-out': neither was. */
export type AuthSessionState = 'signed-in' | 'ended' | 'signed-out';

/**
 * Follows the Firebase Auth session, the one truth for "signed in": tells `onChange` once
 * Firebase has restored the session it saved (authRestored), and again on every change (a
 * sign-out in another tab, a session Firebase could not renew). No session, no cookie: the
 * `user` cookie is cleared then, as ended if it was still there. Answers how to stop following.
 */
export async function followAuthSession(onChange: (state: AuthSessionState) => void): Promise<() => void> {
  const [sdk, auth] = await Promise.all([authSdk(), getAuthClient(), authRestored()]);
  return sdk.onAuthStateChanged(auth, (firebaseUser) => {
    if (firebaseUser) return onChange('signed-in');
    const ended = readUser() !== null;
    // The phone's copy of the person's documents goes with the session behind it.
    forgetSeen();
    clearUser(ended);
    onChange(ended ? 'ended' : 'signed-out');
  });
}
