/**
 * What the page keeps for this tab, in sessionStorage: it survives a reload and Back/Forward,
 * never leaves the browser and is gone when the tab closes. Each value is stamped when saved and
 * read back only while younger than the caller's limit. Storage can throw (disabled, some
 * private modes, full): then nothing is kept, and the page simply starts afresh.
 */
interface Stored<T> {
  savedAt: number;
  value: T;
}

export function keepForTab<T>(key: string, value: T): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), value } satisfies Stored<T>));
  } catch {
    // Not kept: a reload starts afresh, as before.
  }
}

/** The kept value, or null when there is none or it is `maxAgeMs` old (then it is forgotten). */
export function readForTab<T>(key: string, maxAgeMs: number): T | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Stored<T> | null;
    if (stored && typeof stored.savedAt === 'number' && Date.now() - stored.savedAt < maxAgeMs) return stored.value;
    sessionStorage.removeItem(key);
  } catch {
    // Unreadable: treated as nothing kept.
  }
  return null;
}

/** Forgets the value at `key`, or with `{ prefix: true }` every value whose key starts with it. */
export function forgetForTab(key: string, { prefix = false } = {}): void {
  try {
    const all = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index) ?? '');
    for (const each of prefix ? all.filter((name) => name.startsWith(key)) : [key]) sessionStorage.removeItem(each);
  } catch {
    // nothing kept, nothing to clear
  }
}
