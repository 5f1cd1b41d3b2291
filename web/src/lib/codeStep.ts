/**
 * A code step that survives a reload and Back/Forward: the page keeps who asked
 * for a code, in sessionStorage (this tab only, gone when it closes), for as long as the code
 * lives. Storage can throw (disabled, some private modes): then the step is simply not kept.
 */
import { OTP_TTL_MS } from '@gh/common/constants';

interface Stored<T> {
  savedAt: number;
  value: T;
}

export function saveCodeStep<T>(key: string, value: T): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), value } satisfies Stored<T>));
  } catch {
    // Not kept: a reload shows the first step, as before.
  }
}

/** The kept step, or null when there is none or its code has expired. */
export function readCodeStep<T>(key: string): T | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Stored<T> | null;
    if (stored && typeof stored.savedAt === 'number' && Date.now() - stored.savedAt < OTP_TTL_MS) return stored.value;
    sessionStorage.removeItem(key);
  } catch {
    // Unreadable: treated as nothing kept.
  }
  return null;
}

export function clearCodeStep(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing kept, nothing to clear
  }
}

/** Same-origin paths only, so a crafted "return to" can never send a person to another site. */
export function safeReturnPath(path: unknown): string | null {
  const plain = typeof path === 'string' && [...path].every((char) => char >= ' ');
  return plain && /^\/(?![/\\])/.test(path) ? path : null;
}
