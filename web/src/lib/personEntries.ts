/**
 * What this browser keeps of a person, and how every tab forgets it at once (a shared phone).
 * Everything the app keeps under `gh:` is a person's (their dashboard's copy, when it was last
 * live, their ID token, visit steps kept offline, notifications seen, form drafts, code steps,
 * a session's start, an acceptance link, a family circle session's e-mail) except the phone's own choices (personKeys.ts); so Sign Out,
 * or a session found ended, forgets all of it, in this tab's sessionStorage and in localStorage,
 * and tells the other tabs, which forget their own sessionStorage too (a `storage` event: every
 * browser has it). And no tab writes an entry of a person without a live session for that
 * person, so a tab left open, or one closing, never writes back what Sign Out forgot.
 */
import { deviceStore, tabStore } from './browserStore';
import { readAdminKey, readFamily, readUser } from './session';
import { DEVICE_CHOICES, FIRESTORE_DATABASES, PERSON_PREFIX as PREFIX, SIGNED_OUT } from './personKeys';

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

/**
 * At every start, with nobody signed in (no member, no admin, no family circle's session): what a Sign Out could not finish
 * (its tabs closed before Firestore's cache was deleted, which waits for every tab's Firestore to
 * stop) is finished now, before anything opens the cache again. A tab's own sessionStorage stays:
 * it holds a registration's code step before anyone is signed in.
 */
export async function finishSignOut(): Promise<void> {
  if (readUser() || readAdminKey() || readFamily()) return;
  forgetDeviceEntries();
  // Not every browser lists its databases (older ones): then nothing is left to find either way.
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  for (const { name } of await indexedDB.databases()) if (name?.startsWith(FIRESTORE_DATABASES)) indexedDB.deleteDatabase(name);
}

/** Keeps `value` at `key` in localStorage as `email`'s, only while this browser's session is theirs. */
export function keepForPerson(email: string, key: string, value: unknown): boolean {
  return readUser()?.email.toLowerCase() === email.toLowerCase() && deviceStore.keep(key, value);
}
