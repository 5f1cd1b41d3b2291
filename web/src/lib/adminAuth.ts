/**
 * The admin's session (design.md, Identity): the admin key is exchanged through POST /admin for
 * a Firebase custom token with the `admin` claim and an end (`adminUntil`, ADMIN_SESSION_TTL_MS
 * ahead), so the admin dashboard listens to Firestore as admin and makes the spec's `/{key}/`
 * calls with the session's ID token (key segment ADMIN_SESSION_KEY). The key itself is never
 * kept: the `adminkey` entry (spec section 3) holds ADMIN_SESSION_KEY. A member of staff signs
 * in with a one-time code instead (docs/admin.md, Staff) and the same entry marks their session,
 * whose custom token carries their role and cities. Sign-out forgets both.
 */
import type { User } from 'firebase/auth';
import { ADMIN_SESSION_KEY, ADMIN_UID, COLLECTIONS } from '@gh/common/constants';
import type { ApiName } from '@gh/common/api-routes';
import type { Lang } from '@gh/common/i18n';
import { hasCurrentConsent } from '@gh/common/consent';
import { STAFF_NOTICE_VERSION, STAFF_ROLES, type StaffAccess, type StaffDoc, type StaffRole } from '@gh/common/staff';
import { ADMIN_SESSION_ENDED, ADMIN_SESSION_FAILED, STAFF_SESSION_ENDED } from './adminSessionMessages';
import { ApiError, apiFile, apiRequest, type ApiFile, type ApiRequestOptions } from './api';
import { authRestored, signOut, startFirebaseSession } from './auth';
import { OTHER_TAB_WAIT_MS, authSdk, firestoreSdk, getAuthClient, getDb } from './firebase';
import { currentIdToken } from './idToken';
import { deviceStore } from './browserStore';
import { SIGNED_IN_AT } from './personKeys';
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

/** Asks for a one-time code for a member of staff, or for the address of the invitation `invite` (the token of its link). */
export async function requestStaffCode(email: string, invite: string | null, lang: Lang): Promise<void> {
  // With an invitation, the page has shown the staff notice and the invitee ticked that they agree.
  await apiRequest('staffCode', { body: { email, lang, ...(invite && { invite, consentVersion: STAFF_NOTICE_VERSION }) } });
}

/** Checks the code (accepting the invitation `invite`, if any), then starts the member's session. */
export async function signInAsStaff(email: string, code: string, invite: string | null): Promise<void> {
  const { token } = await apiRequest<{ message: string; token: string }>('staffVerify', {
    body: { email, code, ...(invite && { invite }) },
  });
  await startFirebaseSession(token, ADMIN_SESSION_FAILED);
  writeAdminKey(ADMIN_SESSION_KEY);
}

/** Who holds the admin session: the key's, until its end (epoch ms), or a member of staff's. */
export type AdminIdentity = { kind: 'key'; until: number } | ({ kind: 'staff'; email: string; authTime: number } & StaffAccess);

/** The member of staff a session's claims name (staff-identity.ts staffClaims), or null. */
function staffOf(claims: Record<string, unknown>, authTime: string): AdminIdentity | null {
  const { staff, staffRole, cities } = claims;
  if (typeof staff !== 'string' || !STAFF_ROLES.includes(staffRole as StaffRole)) return null;
  const list = Array.isArray(cities) ? cities.filter((city): city is string => typeof city === 'string') : [];
  return { kind: 'staff', email: staff, role: staffRole as StaffRole, cities: list, authTime: Date.parse(authTime) / 1000 };
}

/**
 * How long after a sign-in in this browser another tab waits for its own Auth to read that
 * session, before it takes the entry for ended. Ending it signs out every tab, the one that has
 * just signed in too, and a tab of a phone (or a test machine) under load has been seen to read
 * it later than OTHER_TAB_WAIT_MS.
 */
const AFTER_SIGN_IN_WAIT_MS = 60_000;

/**
 * Auth's user now, or the one another tab signs in: waited for OTHER_TAB_WAIT_MS, or up to
 * AFTER_SIGN_IN_WAIT_MS after this browser's last sign-in; else null.
 */
async function currentUserSoon(): Promise<User | null> {
  const [sdk, auth] = await Promise.all([authSdk(), getAuthClient()]);
  if (auth.currentUser) return auth.currentUser;
  const signedInAt = Number(deviceStore.read(SIGNED_IN_AT)) || 0;
  const waitMs = Math.max(OTHER_TAB_WAIT_MS, signedInAt + AFTER_SIGN_IN_WAIT_MS - Date.now());
  return new Promise<User | null>((resolve) => {
    const stop = sdk.onAuthStateChanged(auth, (user) => {
      if (!user) return;
      clearTimeout(timer);
      stop();
      resolve(user);
    });
    const timer = setTimeout(() => {
      stop();
      resolve(null);
    }, waitMs);
  });
}

/**
 * Who holds the admin session in this browser. A key stored by an older version of the app is
 * exchanged once and then forgotten; a missing or ended session is a 401, so the page asks for
 * the key or a code again.
 */
export async function ensureAdminSession(): Promise<AdminIdentity> {
  const stored = readAdminKey();
  if (stored && stored !== ADMIN_SESSION_KEY) await signInAsAdmin(stored);
  await authRestored();
  const current = await currentUserSoon();
  const result = current ? await current.getIdTokenResult() : null;
  const staff = result ? staffOf(result.claims, result.authTime) : null;
  if (staff) return staff;
  const claims = current?.uid === ADMIN_UID ? result?.claims : null;
  const until = claims?.admin === true && typeof claims.adminUntil === 'number' ? claims.adminUntil : 0;
  if (until <= Date.now()) throw new ApiError(401, ADMIN_SESSION_ENDED);
  return { kind: 'key', until };
}

/** How long after an unanswered check of a member's session it is asked again. */
const CONFIRM_AGAIN_MS = 10_000;

/**
 * Follows a member of staff's own `staff/{email}` document (firestore.rules let them read it)
 * and calls `onEnded` once their session no longer holds: the document is gone (removed), its
 * `accessSince` is past the session's sign-in (their role or cities changed), or the rules
 * refuse it, and again with a fresh token; and the api (GET /admin/staff/session) agrees. So an
 * open page closes within seconds of the change.
 * `onNotice` hears, at each answer, whether they have agreed to the current staff notice.
 * Answers how to stop.
 */
export async function watchStaffAccess(
  staff: { email: string; authTime: number },
  onEnded: (why: Error) => void,
  onNotice: (agreed: boolean) => void,
): Promise<() => void> {
  const [db, sdk] = await Promise.all([getDb(), firestoreSdk()]);
  const ref = sdk.doc(db, COLLECTIONS.staff, staff.email);
  const ended = () => onEnded(new ApiError(401, STAFF_SESSION_ENDED));
  const endsWith = (doc: StaffDoc | undefined) => !doc || doc.accessSince > staff.authTime;
  let stop: () => void = () => {};
  let stopped = false;
  // Ending signs out every tab. The tabs' Firestores share one cache, and while another tab
  // signs out and in again one has been seen to answer the member's own document missing, from
  // the server too: the api, which reads it with the Admin SDK, decides. A newer session in
  // Auth (another tab signed in since) ends this one for the page to follow it (useAdminSession).
  // Answers whether it holds; unanswered, it is asked again (meanwhile the rules refuse the page's reads if it has ended).
  const holdsForTheApi = async (): Promise<boolean> => {
    try {
      const session = await (await getAuthClient()).currentUser?.getIdTokenResult();
      if (!session || Date.parse(session.authTime) / 1000 > staff.authTime) {
        ended();
        return false;
      }
      await apiRequest('staffSession', { token: session.token });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) ended();
      else if (!stopped) setTimeout(() => void holdsForTheApi(), CONFIRM_AGAIN_MS);
      return false;
    }
  };
  const listen = (lastTry: boolean) => {
    stop = sdk.onSnapshot(
      ref,
      (snapshot) => {
        // A first answer from this browser's cache may not know the document yet: the server's says.
        if (snapshot.metadata.fromCache) return;
        const doc = snapshot.data() as StaffDoc | undefined;
        if (doc && !endsWith(doc)) onNotice(hasCurrentConsent(doc.consents, STAFF_NOTICE_VERSION));
        else void holdsForTheApi();
      },
      () => {
        // Refused again, yet holding: listened to again a little later.
        if (lastTry) return void holdsForTheApi().then((holds) => holds && setTimeout(() => !stopped && listen(true), CONFIRM_AGAIN_MS));
        // A refusal may be only this tab's Firestore asking before its Auth had the session
        // another tab just started: asked again with a fresh token, an ended session is refused again.
        void getAuthClient()
          .then((auth) => auth.currentUser?.getIdToken(true))
          .catch(() => {})
          .then(() => !stopped && listen(true));
      },
    );
  };
  listen(false);
  return () => {
    stopped = true;
    stop();
  };
}

/**
 * What this browser's Auth holds beside a session a page saw end (signed in at `authTime`, epoch
 * s): a newer session another tab started ('newer'), that session still ('same': signing out ends
 * it), or none ('none': another tab signed out, and may be signing in again). Only 'same' is the
 * page's to sign out: signing out any other would end a session another tab has just started.
 */
export async function sessionBeside(authTime: number): Promise<'newer' | 'same' | 'none'> {
  const user = (await getAuthClient()).currentUser;
  const result = user ? await user.getIdTokenResult() : null;
  if (!result) return 'none';
  return Date.parse(result.authTime) / 1000 > authTime ? 'newer' : 'same';
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

/** The member of staff signed in agrees to the current staff notice, shown in `lang`. */
export async function agreeToStaffNotice(lang: Lang): Promise<void> {
  await adminRequest('staffConsent', { body: { consentVersion: STAFF_NOTICE_VERSION, lang } });
}

/** Forgets the session entry and ends the Firebase session (and any member's stored there); the caller then goes to /. */
export async function signOutAdmin(): Promise<void> {
  clearAdminKey();
  await signOut();
}
