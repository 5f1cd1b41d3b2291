/**
 * What this browser keeps of a person, and how every tab forgets it at once (a shared phone).
 * Everything the app keeps under `gh:` is a person's (their dashboard's copy, when it was last
 * live, their ID token, visit steps kept offline, notifications seen, form drafts, code steps,
 * a session's start, an acceptance link) except the phone's own choices below; so Sign Out,
 * or a session found ended, forgets all of it, in this tab's sessionStorage and in localStorage,
 * and tells the other tabs, which forget their own sessionStorage too (a `storage` event: every
 * browser has it). And no tab writes an entry of a person without a live session for that
 * person, so a tab left open, or one closing, never writes back what Sign Out forgot.
 */
import { deviceStore, tabStore } from './browserStore';
import { readAdminKey, readUser } from './session';

/** The phone's own choices, which are nobody's: kept. */
export const DEVICE_CHOICES = {
  languageOfferClosed: 'gh:language-offer-closed',
  installDeclined: 'gh:install-declined',
  /** References of applications sent again from here: random, good only with the mail's link. */
  replacements: 'gh:replacements',
} as const;

const PREFIX = 'gh:';
/** Set and removed at once by the tab that signs out: the other tabs hear of it. */
const SIGNED_OUT = 'gh:signed-out';

/** Forgets every entry of a person in this browser's localStorage. */
function forgetDeviceEntries(): void {
  const kept = new Set<string>(Object.values(DEVICE_CHOICES));
  for (const key of deviceStore.keys().filter((key) => key.startsWith(PREFIX) && !kept.has(key))) deviceStore.forget(key);
}

/** Forgets every entry of a person in this tab's sessionStorage and this browser's localStorage. */
export function forgetPersonEntries(): void {
  tabStore.forget(PREFIX, { prefix: true });
  forgetDeviceEntries();
}

/** Tells every other tab of this origin that the person has signed out. */
export function announceSignOut(): void {
  try {
    localStorage.setItem(SIGNED_OUT, String(Date.now()));
    localStorage.removeItem(SIGNED_OUT);
  } catch {
    // Storage refused: other tabs learn it from Firebase Auth and the missing cookie instead.
  }
}

/** Runs `then` whenever another tab signs out; answers how to stop. */
export function onSignOutElsewhere(then: () => void): () => void {
  const heard = (event: StorageEvent) => {
    if (event.key === SIGNED_OUT && event.newValue !== null) then();
  };
  addEventListener('storage', heard);
  return () => removeEventListener('storage', heard);
}

/** Firestore's caches in IndexedDB (the SDK names each database `firestore/<app>/<project>/main`). */
const FIRESTORE_DATABASES = 'firestore/';

/**
 * At every start, with nobody signed in (no member, no admin): what a Sign Out could not finish
 * (its tabs closed before Firestore's cache was deleted, which waits for every tab's Firestore to
 * stop) is finished now, before anything opens the cache again. A tab's own sessionStorage stays:
 * it holds a registration's code step before anyone is signed in.
 */
async function finishSignOut(): Promise<void> {
  if (readUser() || readAdminKey()) return;
  forgetDeviceEntries();
  // Not every browser lists its databases (older ones): then nothing is left to find either way.
  if (typeof indexedDB.databases !== 'function') return;
  for (const { name } of await indexedDB.databases()) if (name?.startsWith(FIRESTORE_DATABASES)) indexedDB.deleteDatabase(name);
}

/**
 * Every tab, public pages too, forgets its own entries when another tab signs out, and a start
 * without a session finishes any Sign Out its tabs left unfinished.
 */
export function watchSignOuts(): void {
  onSignOutElsewhere(forgetPersonEntries);
  void finishSignOut().catch(() => {
    // No IndexedDB here: nothing of anyone is kept in it either.
  });
}

/** Keeps `value` at `key` in localStorage as `email`'s, only while this browser's session is theirs. */
export function keepForPerson(email: string, key: string, value: unknown): boolean {
  return readUser()?.email.toLowerCase() === email.toLowerCase() && deviceStore.keep(key, value);
}
