/**
 * Which notifications a person has seen in the top bar's bell, kept in this browser's
 * localStorage under their e-mail: the unread count survives a reload and follows other tabs.
 * Per browser on purpose: it needs no server route, and a phone and a laptop each show what is
 * new to that screen. A browser that refuses storage simply keeps showing the count.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { docId } from './useMemberDoc';

const keyOf = (email: string) => `gh:seen-notifications:${docId(email)}`;
/** Tells this tab's hooks about its own writes (the storage event reaches only other tabs). */
const SEEN_CHANGED = 'gh:seen-notifications-changed';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(SEEN_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SEEN_CHANGED, onChange);
  };
}

function parse(raw: string | null): ReadonlySet<string> {
  try {
    const ids: unknown = JSON.parse(raw ?? '[]');
    return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** The ids of the notifications `email` has seen, and a way to mark the ones now shown as seen. */
export function useSeenNotifications(email: string): { seen: ReadonlySet<string>; markSeen: (ids: readonly string[]) => void } {
  const key = keyOf(email);
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const seen = useMemo(() => parse(raw), [raw]);
  const markSeen = useCallback(
    (ids: readonly string[]) => {
      try {
        // Only what is shown now: a notification that has gone needs no memory.
        localStorage.setItem(key, JSON.stringify(ids));
      } catch {
        return;
      }
      window.dispatchEvent(new Event(SEEN_CHANGED));
    },
    [key],
  );
  return { seen, markSeen };
}
