/**
 * Firestore's ID token on a return visit, before Firebase Auth has restored the session.
 *
 * Auth answers its first token only after checking the stored user with the server
 * (`accounts:lookup`, a round trip on a weak signal), and Firestore opens neither its cache nor
 * its listen stream before that token. Firestore asks for tokens through the app's
 * `auth-internal` component (the SDKs have no public switch for it), so getDb puts this one in
 * its place: while Auth is restoring, it answers the ID token Auth last gave this browser, if it
 * is still valid for a while and the signed-in person's; from then on it answers what Auth does.
 * Firestore checks every token it is given, so this lets no one read what they could not.
 */
import type { ComponentType } from '@firebase/component';
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { ID_TOKEN_ENTRY } from '@gh/common/constants';
import { deviceStore } from './browserStore';
import { readUser } from './session';

/** A kept token closer than this to its end is not used: Firestore may need it a while. */
const MIN_LIFE_MS = 5 * 60_000;

interface KeptToken {
  email: string;
  uid: string;
  token: string;
  expiresAt: number;
}

type TokenListener = (token: string | null) => void;

/** What Firestore asks of `auth-internal` (@firebase/auth-interop-types). */
export interface FirestoreTokenSource {
  getUid(): string | null;
  getToken(forceRefresh?: boolean): Promise<{ accessToken: string } | null>;
  addAuthTokenListener(listener: TokenListener): void;
  removeAuthTokenListener(listener: TokenListener): void;
}

declare module '@firebase/component' {
  interface NameServiceMapping {
    'auth-internal': FirestoreTokenSource;
  }
}

/** firebase/app's export for this, left out of its public types. */
interface AppInternals {
  _addOrOverwriteComponent(app: FirebaseApp, component: unknown): void;
}

/**
 * Makes `source` what Firestore on `app` asks for tokens; before Firestore is initialised there.
 * Should a Firebase release drop the internal export, Firestore keeps asking Auth itself: slower
 * on a return visit, nothing else (member-dashboard-start.test.ts then fails).
 */
export async function giveFirestoreTokens(app: FirebaseApp, source: FirestoreTokenSource): Promise<void> {
  // Loaded here, not up front: public pages never download Firebase.
  const [{ Component }, appModule] = await Promise.all([import('@firebase/component'), import('firebase/app')]);
  const { _addOrOverwriteComponent: put } = appModule as Partial<AppInternals>;
  if (typeof put === 'function') put(app, new Component('auth-internal', () => source, 'PRIVATE' as ComponentType));
}

/**
 * Keeps each ID token Auth gives a member (its `member` claim names them) as theirs, and
 * forgets it when the session ends; other sessions (the admin's) keep nothing.
 */
export function keepIdTokens(auth: Auth): void {
  auth.onIdTokenChanged((user) => {
    if (!user) return forgetIdToken();
    void user.getIdTokenResult().then(({ token, expirationTime, claims }) => {
      if (typeof claims.member !== 'string') return forgetIdToken();
      deviceStore.keep(ID_TOKEN_ENTRY, {
        email: claims.member,
        uid: user.uid,
        token,
        expiresAt: Date.parse(expirationTime),
      } satisfies KeptToken);
    }, forgetIdToken);
  });
}

export const forgetIdToken = (): void => deviceStore.forget(ID_TOKEN_ENTRY);

/** The kept token, when it is the signed-in person's and valid for MIN_LIFE_MS more. */
function usableKept(): KeptToken | null {
  const kept = deviceStore.read(ID_TOKEN_ENTRY) as Partial<KeptToken> | null;
  const email = readUser()?.email;
  if (!email || kept?.email !== email || typeof kept.uid !== 'string' || typeof kept.token !== 'string') return null;
  return typeof kept.expiresAt === 'number' && kept.expiresAt - Date.now() > MIN_LIFE_MS ? (kept as KeptToken) : null;
}

/**
 * The token source for Firestore: the kept token until Auth has settled (`settled`, firebase.ts
 * settledAuth), then Auth's own. Auth's first token is not passed on when it is the kept one,
 * since Firestore restarts its listen stream on every token it is told of.
 */
export function firestoreTokenSource(settled: Promise<Auth>): FirestoreTokenSource {
  const kept = usableKept();
  let restored: Auth | null = null;
  const ready = settled.then((client) => {
    restored = client;
    return client;
  });
  const stops = new Map<TokenListener, Promise<() => void>>();
  return {
    getUid: () => (restored ? (restored.currentUser?.uid ?? null) : (kept?.uid ?? null)),
    async getToken(forceRefresh) {
      if (!restored && kept && !forceRefresh) return { accessToken: kept.token };
      const user = (await ready).currentUser;
      return user ? { accessToken: await user.getIdToken(forceRefresh) } : null;
    },
    addAuthTokenListener(listener) {
      let told: string | null | undefined = kept?.token;
      if (kept) queueMicrotask(() => listener(kept.token));
      // In order, though each token is read asynchronously.
      let turn = Promise.resolve();
      const stop = ready.then((client) =>
        client.onIdTokenChanged((user) => {
          turn = turn.then(async () => {
            // A token that cannot be renewed (offline) is not news: Firestore finds out itself.
            const token = user ? await user.getIdToken().catch(() => told) : null;
            if (token === told || token === undefined) return;
            told = token;
            listener(token);
          });
        }),
      );
      stops.set(listener, stop);
    },
    removeAuthTokenListener(listener) {
      void stops.get(listener)?.then((stop) => stop());
      stops.delete(listener);
    },
  };
}
