/**
 * When this browser last had the signed-in person's own document live from the server: what
 * "updated 5 minutes ago" counts from when the dashboard shows the phone's copy. One entry in
 * localStorage (it must outlive the tab, like Firestore's cache), the person's e-mail beside the
 * time so it never speaks for someone else, kept only while their session is this browser's and
 * forgotten at Sign Out (personEntries.ts). Storage can throw (disabled, private modes): then
 * the time is simply unknown.
 */
import { deviceStore } from './browserStore';
import { keepForPerson } from './personEntries';

const KEY = 'gh:last-live';

interface LastLive {
  email: string;
  at: number;
}

export function rememberLive(email: string, at = Date.now()): void {
  // Not kept: next time the page says only that it shows the phone's copy.
  keepForPerson(email, KEY, { email, at } satisfies LastLive);
}

/** When `email`'s data was last live here, or null. */
export function lastLiveAt(email: string): number | null {
  const kept = deviceStore.read(KEY) as Partial<LastLive> | null;
  return kept?.email === email && typeof kept.at === 'number' ? kept.at : null;
}
