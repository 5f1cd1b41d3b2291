/**
 * The only door to the Firebase web SDK. Everything here loads on first use through dynamic
 * `import()`, so public pages never download Firebase (design.md, Shape: split by route).
 *
 * The project config is read at run time from `/__/firebase/init.json`, which Firebase Hosting
 * serves for a real deployment and the local stack serves too; the same build runs anywhere.
 * The local stack adds an `emulators` field, and then Auth and Firestore talk to it.
 */
import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { SESSION_START_ENTRY } from '@gh/common/constants';
import { tabStore } from './browserStore';
import { firestoreTokenSource, giveFirestoreTokens, keepIdTokens } from './firestoreToken';
import { onSignOutElsewhere } from './personEntries';
import { readUser } from './session';

export const FIREBASE_CONFIG_URL = '/__/firebase/init.json';

/** What `/__/firebase/init.json` holds: the web config, plus emulators on the local stack. */
export interface FirebaseInit extends FirebaseOptions {
  emulators?: {
    auth?: string;
    firestore?: { host: string; port: number };
  };
}

/**
 * Remembers a promise, and forgets it if it fails so the next caller can try again, or when
 * told to (`forget`); `started` answers it without starting it.
 */
function once<T>(load: () => Promise<T>): (() => Promise<T>) & { forget: () => void; started: () => Promise<T> | null } {
  let pending: Promise<T> | null = null;
  const get = () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  return Object.assign(get, { forget: () => (pending = null), started: () => pending });
}

const loadInit = once(async (): Promise<FirebaseInit> => {
  const response = await fetch(FIREBASE_CONFIG_URL, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Firebase config unavailable (${response.status})`);
  return (await response.json()) as FirebaseInit;
});

const loadApp = once(async (): Promise<FirebaseApp> => {
  const [{ initializeApp }, init] = await Promise.all([import('firebase/app'), loadInit()]);
  const { emulators: _emulators, ...options } = init;
  return initializeApp(options);
});

/** The Firestore SDK module itself, for `doc`, `onSnapshot` and friends (see live.ts). */
export const firestoreSdk = once(() => import('firebase/firestore'));

/**
 * The Firestore instance: WebChannel transport, and a cache in IndexedDB (shared by the tabs),
 * so a return visit shows the person's documents from it without waiting for the listen
 * stream's round trips, and then live. Its tokens come from firestoreToken.ts, which answers
 * before Auth has restored the session.
 */
export const getDb = once(async (): Promise<Firestore> => {
  hearSignOutsElsewhere();
  const [sdk, app, init] = await Promise.all([firestoreSdk(), loadApp(), loadInit()]);
  await giveFirestoreTokens(app, firestoreTokenSource(settledAuth()));
  const db = sdk.initializeFirestore(app, { localCache: sdk.persistentLocalCache({ tabManager: sdk.persistentMultipleTabManager() }) });
  const emulator = init.emulators?.firestore;
  if (emulator) sdk.connectFirestoreEmulator(db, emulator.host, emulator.port);
  return db;
});

/** How long to wait before each try at deleting Firestore's cache after the first. */
const CLEAR_RETRIES_MS = [300, 1_000, 3_000];

let hearing = false;

/**
 * From this tab's first Firestore on, another tab's Sign Out stops it (stopFirestore): that tab
 * deletes the cache, and a Firestore still running on it would be stopped by the deletion and
 * then answer the next session's reads with nothing (a member's own staff document missing, so
 * their page ended).
 */
function hearSignOutsElsewhere(): void {
  if (hearing) return;
  hearing = true;
  onSignOutElsewhere(() => void stopFirestore().catch(() => {}));
}

/** Stops this tab's Firestore, if it started, and keeps its cache; the next getDb starts afresh. */
async function stopFirestore(): Promise<void> {
  const running = getDb.started();
  if (!running) return;
  getDb.forget();
  const [sdk, db] = await Promise.all([firestoreSdk(), running]);
  await sdk.terminate(db);
}

/**
 * Stops Firestore and deletes its cache, so the next person on this browser finds nothing of
 * the last one's documents; the next getDb starts afresh. Another tab may hold the cache open
 * until it has stopped its own Firestore (stopFirestore), so the deletion is tried again a few
 * times, on this stopped instance, which opens nothing again, while `signedOut` holds: once a
 * session has started since, the cache is that session's, and deleting it would stop its reads
 * (the next start with nobody signed in deletes it, personEntries.ts finishSignOut).
 * False when it was not done.
 */
export async function clearFirestoreCache(signedOut: () => boolean): Promise<boolean> {
  const [sdk, db] = await Promise.all([firestoreSdk(), getDb()]);
  await sdk.terminate(db);
  getDb.forget();
  for (const wait of [0, ...CLEAR_RETRIES_MS]) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    if (!signedOut()) return false;
    try {
      await sdk.clearIndexedDbPersistence(db);
      return true;
    } catch {
      // Still open in another tab.
    }
  }
  return false;
}

/**
 * A session started in another tab (a code e-mail's link opens one) reaches this tab's Auth a
 * moment after the stored entry or cookie does: Auth reads its IndexedDB store about every
 * 800 ms, later on a busy phone. Given up too soon, this tab would end the session the other
 * just started, so it waits generously: only an entry whose session has really ended waits
 * this long.
 */
export const OTHER_TAB_WAIT_MS = 8_000;

/** The Auth SDK module itself, for `signInWithCustomToken`, `signOut` and friends. */
export const authSdk = once(() => import('firebase/auth'));

/** The Auth instance. Sign-in survives a reload (IndexedDB, falling back to localStorage). */
export const getAuthClient = once(async (): Promise<Auth> => {
  const [sdk, app, init] = await Promise.all([authSdk(), loadApp(), loadInit()]);
  // initializeAuth rather than getAuth: we sign in with custom tokens only, so the
  // popup/redirect resolver that getAuth bundles would be dead weight.
  const auth = sdk.initializeAuth(app, {
    persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
  });
  const emulator = init.emulators?.auth;
  if (emulator) sdk.connectAuthEmulator(auth, emulator, { disableWarnings: true });
  keepIdTokens(auth);
  return auth;
});

/** Signs in to Firebase with a custom token the api issued. */
export async function signInWithToken(token: string): Promise<void> {
  const [sdk, auth] = await Promise.all([authSdk(), getAuthClient()]);
  await sdk.signInWithCustomToken(auth, token);
}

/** A session being started behind a `user` cookie already written (startBehindCookie). */
let sessionStart: Promise<unknown> = Promise.resolve();
let starting = false;

interface KeptStart {
  email: string;
  token: string;
}

/**
 * Starts `email`'s session with `token` after their cookie has been written (lib/auth.ts signIn):
 * until it has started, Auth is not settled (settledAuth, which is how callers wait for it), and
 * a reload meanwhile starts it again rather than finding the session ended. Should it fail, Auth
 * settles with no user, and the cookie goes as with any ended session (lib/auth.ts
 * followAuthSession).
 */
export function startBehindCookie(email: string, token: string): void {
  tabStore.keep(SESSION_START_ENTRY, { email, token } satisfies KeptStart);
  starting = true;
  watchLeaving();
  // A weak signal gets a second try. Leaving the page (a reload) fails the start's requests:
  // then nothing is ended here, and the token stays kept for the next page to resume with.
  const attempt = () => signInWithToken(token).then(forgetSessionStart);
  const started = attempt()
    .catch(async () => {
      await new Promise((resolve) => setTimeout(resolve, START_RETRY_MS));
      return leaving ? new Promise<never>(() => {}) : attempt();
    })
    .finally(() => (starting = false));
  sessionStart = started.catch(() => undefined);
}

/** How long a failed start waits before its second try. */
const START_RETRY_MS = 2_000;

/** The page is being left (a reload, another address): a start that fails then is not ended here. */
let leaving = false;
let watching = false;
function watchLeaving(): void {
  if (watching) return;
  watching = true;
  addEventListener('beforeunload', () => (leaving = true));
  addEventListener('pagehide', () => (leaving = true));
  // Back from the browser's page cache, or a leave that was not: the page goes on.
  addEventListener('pageshow', () => (leaving = false));
}

/** Forgets the kept custom token: the session has started, or the person has signed out. */
const forgetSessionStart = (): void => tabStore.forget(SESSION_START_ENTRY);

/**
 * The Auth instance once it has restored the session it saved and finished any started behind
 * the cookie (startBehindCookie): its user is then the cookie's person, or no one.
 */
export async function settledAuth(): Promise<Auth> {
  const auth = await getAuthClient();
  await auth.authStateReady();
  const kept = tabStore.read(SESSION_START_ENTRY) as Partial<KeptStart> | null;
  const email = readUser()?.email;
  if (!auth.currentUser && !starting && email && kept?.email === email && typeof kept.token === 'string') {
    startBehindCookie(email, kept.token);
  }
  await sessionStart;
  return auth;
}

/** When a refused read last made Auth check the session (recheckSession): once in a while is enough. */
let rechecked = 0;
const RECHECK_EVERY_MS = 30_000;

/**
 * Asks Auth for a fresh ID token after Firestore refused a read: a session ended on the server
 * (its account deleted, as when the owner of an e-mail takes an account over from the phone that
 * registered it) fails to renew, and Auth then signs it out here, so the page says the session
 * has ended at once rather than at the hour's renewal.
 */
export async function recheckSession(now = Date.now()): Promise<void> {
  if (now - rechecked < RECHECK_EVERY_MS) return;
  rechecked = now;
  const auth = await settledAuth();
  await auth.currentUser?.getIdToken(true).catch(() => undefined);
}

/**
 * A second Auth instance, in memory only, for proving a mobile number by SMS: the phone sign-in
 * lives here and is dropped after the exchange, so it never becomes, replaces or outlives the
 * member session of getAuthClient (lib/phoneSignIn.ts).
 */
export const getPhoneProofAuth = once(async (): Promise<Auth> => {
  const [sdk, { initializeApp }, init] = await Promise.all([authSdk(), import('firebase/app'), loadInit()]);
  const { emulators, ...options } = init;
  const auth = sdk.initializeAuth(initializeApp(options, 'phone-proof'), { persistence: sdk.inMemoryPersistence });
  // On the Auth emulator this also turns reCAPTCHA off (appVerificationDisabledForTesting).
  if (emulators?.auth) sdk.connectAuthEmulator(auth, emulators.auth, { disableWarnings: true });
  return auth;
});
