/**
 * The signed-in person's own documents as this browser last saw them, kept in localStorage so
 * the dashboard can paint them at once on the next start, before Firebase Auth has restored
 * the session (a network round trip) and Firestore has read its own cache after it. Only the
 * listeners that ask (`remember`) are kept, under the key that names their query. The entry
 * names its owner, so it never speaks for anyone else: a read for another person finds
 * nothing, the next person's first result replaces it, and Sign Out or an ended session
 * forgets it. Storage can throw: then nothing is kept and the page waits as before.
 */
import { LAST_SEEN_ENTRY as KEY } from '@gh/common/constants';
import type { DashboardCopy } from '@gh/common/dashboard-copy';
import { deviceStore } from './browserStore';
import { keepForPerson } from './personEntries';
import { readUser } from './session';

interface LastSeen {
  email: string;
  results: Record<string, unknown>;
}

/** The kept results, when they are the signed-in person's. */
function ownKept(): LastSeen | null {
  const email = readUser()?.email;
  const kept = deviceStore.read(KEY) as Partial<LastSeen> | null;
  return email && kept?.email === email && kept.results && typeof kept.results === 'object' ? (kept as LastSeen) : null;
}

/** What the listener named `key` last answered for the signed-in person here, or undefined. */
export function lastSeen(key: string): unknown {
  return ownKept()?.results[key];
}

/** Whether anything of the signed-in person is kept here: their dashboard can show at once. */
export const hasLastSeen = (): boolean => Object.keys(ownKept()?.results ?? {}).length > 0;

/** All that is kept of the signed-in person, by listener name, or null when nothing is. */
export const keptResults = (): Readonly<Record<string, unknown>> | null => (hasLastSeen() ? ownKept()!.results : null);

/** Keeps what the listener named `key` answered, as the signed-in person's. */
export function keepSeen(key: string, data: unknown): void {
  const email = readUser()?.email;
  if (!email) return;
  const results = ownKept()?.results ?? {};
  keepForPerson(email, KEY, { email, results: { ...results, [key]: data } } satisfies LastSeen);
}

/** Keeps `results` as all that is kept of `email`, once their session is this browser's: the dashboard a sign-in code answered. */
export function keepCopy(email: string, results: DashboardCopy): void {
  keepForPerson(email, KEY, { email, results: { ...results } } satisfies LastSeen);
}

export const forgetSeen = (): void => deviceStore.forget(KEY);
