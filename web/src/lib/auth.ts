/**
 * Signing in and out (design.md, Identity). A verified one-time code answers `{user, token}`:
 * the token is a Firebase custom token, so the person gets a Firebase Auth session (their ID
 * token authorises API calls and live reads), and the user object becomes the `user` cookie.
 */
import type { CodeLink } from '@gh/common/code-link';
import type { VerifiedSession } from '@gh/common/documents';
import { apiRequest, type ApiRequestOptions } from './api';
import { OTHER_TAB_WAIT_MS, authSdk, clearFirestoreCache, settledAuth, signInWithToken, startBehindCookie } from './firebase';
import { clearAllDrafts } from './drafts';
import { rememberLive } from './lastLive';
import { keepCopy } from './lastSeen';
import { deviceStore } from './browserStore';
import { announceSignOut, forgetPersonEntries, onSignOutElsewhere } from './personEntries';
import { SIGNED_IN_AT } from './personKeys';
import { clearFamily, clearUser, readUser, writeUser } from './session';

export const SIGN_IN_FAILED = 'We could not start your session. Please request a new code and try again.';

/**
 * Signs in to Firebase with a custom token the api issued. Firebase's own error text means
 * nothing to a person, so a failure becomes `failure`, which says what to do.
 */
export async function startFirebaseSession(token: string, failure: string): Promise<void> {
  try {
    await signInWithToken(token);
  } catch {
    throw new Error(failure);
  }
}

/**
 * Signs in with a verified code's answer. One that carries the person's dashboard (`seen`) is
 * signed in at once: the dashboard is kept as the phone's copy, fresh now, and the cookie is
 * written while the Firebase session starts behind it (firebase.ts startBehindCookie), so the
 * dashboard shows the person's data while the SDKs still load. Otherwise the session starts
 * first. Either way a stored cookie has a session behind it, or one starting.
 */
export async function signIn({ user, token, seen }: Pick<VerifiedSession, 'user' | 'token' | 'seen'>): Promise<void> {
  if (seen) {
    // The cookie first: the person's entries are kept only while the session is theirs.
    startBehindCookie(user.email, token);
    writeUser(user);
    keepCopy(user.email, seen);
    rememberLive(user.email);
  } else {
    // The code is spent by now, so the message asks for a new one.
    await startFirebaseSession(token, SIGN_IN_FAILED);
    writeUser(user);
  }
}

/** The routes that check a one-time code and answer a session. */
export type VerifyCall = 'loginVerify' | 'verifySenior' | 'verifyVolunteer';

/** Checks a one-time code with the server and signs in with the session it answers. */
export async function signInWithCode(call: VerifyCall, options: ApiRequestOptions): Promise<void> {
  await signIn(await apiRequest<VerifiedSession>(call, options));
}

let linkCheck: { key: string; checked: Promise<VerifiedSession> } | null = null;

/**
 * Checks a code e-mail's one-tap link with the server, once per link: the app's start begins it
 * before the login page has loaded (app/earlyStart.ts), and the page then joins it. Signing in
 * with the answer (signIn) is the caller's: someone in a family circle too first chooses where
 * to go.
 */
export function checkCodeLink({ role, email, code }: CodeLink): Promise<VerifiedSession> {
  const key = [role, email, code].join('\n');
  if (linkCheck?.key !== key) {
    linkCheck = {
      key,
      checked: apiRequest<VerifiedSession>('loginVerify', { params: { userType: role }, body: { email, loginotp: code } }),
    };
  }
  return linkCheck.checked;
}

/** Forgets what this browser keeps of the person (personEntries.ts) and their drafts, and nothing of Firebase's. */
function forgetKept(): void {
  forgetPersonEntries();
  clearAllDrafts();
}

/**
 * Forgets everything this tab and browser keep of the person (personEntries.ts: the dashboard's
 * copy, their ID token, when they were last live, visit steps kept offline, notifications seen,
 * drafts and their files, code steps, a session's start), ends this tab's Firebase session and
 * deletes Firestore's cache of their documents.
 */
async function forgetHere(): Promise<void> {
  forgetKept();
  try {
    // After a session still starting, which would otherwise outlive the Sign Out.
    const [sdk, auth] = await Promise.all([authSdk(), settledAuth()]);
    await sdk.signOut(auth);
  } catch {
    // Without a reachable Firebase the local session is already gone; nothing else to undo.
  }
  // Not waited for: another tab may hold the cache open a moment longer (clearFirestoreCache).
  const from = Date.now();
  void clearFirestoreCache(() => !(Number(deviceStore.read(SIGNED_IN_AT)) >= from)).catch(() => false);
}

/**
 * Signs the person out of every tab of this browser (a shared phone): the user cookie (or the
 * family session's entry) goes, every other tab hears of it and forgets its own entries too, and
 * this one forgets all of theirs (forgetHere); the caller then goes to /login (or /family).
 */
export async function signOut(): Promise<void> {
  clearUser();
  clearFamily();
  announceSignOut();
  await forgetHere();
}

/**
 * Resolves once Firebase Auth has restored the session it saved (IndexedDB) and started any
 * begun behind the cookie (signIn), so a page shown after it can ask for the person's ID token
 * straight away.
 */
export async function authRestored(): Promise<void> {
  await settledAuth();
}

/** 'signed-in'; 'ended': the cookie was there without a session; 'signed-out': neither was. */
export type AuthSessionState = 'signed-in' | 'ended' | 'signed-out';

/**
 * Follows the Firebase Auth session, the one truth for "signed in": tells `onChange` once
 * Firebase has restored the session it saved (authRestored), and again on every change (a
 * sign-out in another tab, a session Firebase could not renew). No session, no cookie: the
 * `user` cookie is cleared then, as ended if it was still there; a cookie a sign-in wrote less
 * than OTHER_TAB_WAIT_MS ago is first given the rest of that time, for this tab's Auth to catch up
 * with a sign-in in another tab. Answers how to stop following.
 */
export async function followAuthSession(onChange: (state: AuthSessionState) => void): Promise<() => void> {
  const [sdk, auth] = await Promise.all([authSdk(), settledAuth()]);
  // Another tab signed out: this one forgets the person at once, without waiting for Auth to notice.
  // Auth follows that tab's sign-out by itself: signing out here too, late on a busy phone, would
  // end the session another tab may have started since (Auth keeps one session for every tab).
  const stopHearing = onSignOutElsewhere(() => {
    clearUser();
    forgetKept();
  });
  const end = () => {
    const ended = readUser() !== null;
    // Everything of the person goes with the session behind it (ended elsewhere, revoked, or a start that failed).
    forgetKept();
    clearUser(ended);
    onChange(ended ? 'ended' : 'signed-out');
  };
  let ending: ReturnType<typeof setTimeout> | undefined;
  const stopFollowing = sdk.onAuthStateChanged(auth, (firebaseUser) => {
    clearTimeout(ending);
    if (firebaseUser) return onChange('signed-in');
    if (readUser() === null) return end();
    // A cookie another tab's sign-in has just written: this tab's Auth reads that session soon.
    const wait = Number(deviceStore.read(SIGNED_IN_AT)) + OTHER_TAB_WAIT_MS - Date.now();
    if (!(wait > 0)) return end();
    ending = setTimeout(end, wait);
  });
  return () => {
    clearTimeout(ending);
    stopHearing();
    stopFollowing();
  };
}

/**
 * Starts the session of a member of a family circle with the custom token POST /family/verify
 * answered for `email`: another person's session in this browser ends first (no cookie of theirs
 * outlives it), and no `user` cookie is written, as the family page needs none.
 */
export async function signInAsFamily(email: string, token: string, failure: string): Promise<void> {
  const user = readUser();
  if (user && user.email !== email) await signOut();
  await startFirebaseSession(token, failure);
}

/**
 * Follows the e-mail this browser's session proves (its `member` claim, never a phone account's
 * unproven one): `onChange` hears it once Auth has restored the session, and on every change
 * (null: no such session). Answers how to stop following.
 */
export async function followProvenEmail(onChange: (email: string | null) => void): Promise<() => void> {
  const [sdk, auth] = await Promise.all([authSdk(), settledAuth()]);
  return sdk.onAuthStateChanged(auth, (firebaseUser) => {
    if (!firebaseUser) return onChange(null);
    firebaseUser.getIdTokenResult().then(
      ({ claims }) => onChange(typeof claims.member === 'string' && claims.unproven !== true ? claims.member : null),
      () => onChange(null),
    );
  });
}
