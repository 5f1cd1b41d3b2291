/**
 * What the page keeps in the browser, as JSON, in one of two places: `tabStore`
 * (sessionStorage: survives a reload and Back/Forward, gone when the tab closes) and
 * `deviceStore` (localStorage: survives the tab, for this browser). Nothing here leaves the
 * browser. Storage can throw (disabled, some private modes, full): then nothing is kept, a read
 * finds nothing, and the page simply starts afresh.
 */
interface BrowserStore {
  /** Whether this browser lets the page keep anything here at all. */
  usable(): boolean;
  /** Keeps `value` at `key`; false when the browser refused it. */
  keep(key: string, value: unknown): boolean;
  /** The value kept at `key`, or null when there is none or it cannot be read. */
  read(key: string): unknown;
  /** Forgets the value at `key`, or with `{ prefix: true }` every value whose key starts with it. */
  forget(key: string, options?: { prefix?: boolean }): void;
  /** Every key kept here, or none when the storage cannot be read. */
  keys(): string[];
}

function storeIn(storage: () => Storage): BrowserStore {
  return {
    usable() {
      try {
        return storage() !== null;
      } catch {
        return false;
      }
    },
    keep(key, value) {
      try {
        storage().setItem(key, JSON.stringify(value));
        return true;
      } catch {
        return false;
      }
    },
    read(key) {
      try {
        return JSON.parse(storage().getItem(key) ?? 'null') as unknown;
      } catch {
        return null;
      }
    },
    forget(key, { prefix = false } = {}) {
      try {
        const area = storage();
        for (const each of prefix ? this.keys().filter((name) => name.startsWith(key)) : [key]) area.removeItem(each);
      } catch {
        // nothing kept, nothing to clear
      }
    },
    keys() {
      try {
        const area = storage();
        return Array.from({ length: area.length }, (_, index) => area.key(index) ?? '');
      } catch {
        return [];
      }
    },
  };
}

export const tabStore = storeIn(() => sessionStorage);
export const deviceStore = storeIn(() => localStorage);

interface Stamped<T> {
  savedAt: number;
  value: T;
}

/** Keeps `value` for this tab, stamped with when it was saved (see `readForTab`). */
export function keepForTab<T>(key: string, value: T): void {
  tabStore.keep(key, { savedAt: Date.now(), value } satisfies Stamped<T>);
}

/** This tab's value at `key`, or null when there is none or it is `maxAgeMs` old (then it is forgotten). */
export function readForTab<T>(key: string, maxAgeMs: number): T | null {
  const stored = tabStore.read(key) as Stamped<T> | null;
  if (stored && typeof stored.savedAt === 'number' && Date.now() - stored.savedAt < maxAgeMs) return stored.value;
  tabStore.forget(key);
  return null;
}

export const forgetForTab = (key: string, options?: { prefix?: boolean }): void => tabStore.forget(key, options);
