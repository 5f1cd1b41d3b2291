/**
 * When this browser last had the signed-in person's own document live from the server: what
 * "updated 5 minutes ago" counts from when the dashboard shows the phone's copy. One entry in
 * localStorage (it must outlive the tab, like Firestore's cache), the person's e-mail beside the
 * time so it never speaks for someone else, and forgotten at Sign Out. Storage can throw
 * (disabled, private modes): then the time is simply unknown.
 */
const KEY = 'gh:last-live';

interface LastLive {
  email: string;
  at: number;
}

export function rememberLive(email: string, at = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ email, at } satisfies LastLive));
  } catch {
    // Unknown next time: the page says only that it shows the phone's copy.
  }
}

/** When `email`'s data was last live here, or null. */
export function lastLiveAt(email: string): number | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as LastLive | null;
    return kept?.email === email && typeof kept.at === 'number' ? kept.at : null;
  } catch {
    return null;
  }
}

export function forgetLive(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
