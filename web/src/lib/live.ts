/**
 * Live Firestore listeners as React hooks. Every hook answers one shape, reactfire's
 * `{status, data, error}`, so pages render loading, data and failure the same way everywhere.
 * Data arrives by `onSnapshot` pushes; nothing here polls (design.md, Shape).
 */
import { useEffect, useState } from 'react';
import { firestoreSdk, getDb } from './firebase';

export type LiveStatus = 'loading' | 'success' | 'error';

export interface LiveResult<T> {
  status: LiveStatus;
  /** The document's fields; null while loading, on error, or when the document does not exist. */
  data: T | null;
  error: Error | null;
}

const LOADING: LiveResult<never> = { status: 'loading', data: null, error: null };

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Listens to the document at `path` (e.g. `matches/ada@example.com`) while the component is
 * mounted. A null path means "not known yet" (say, before the user is read) and stays loading.
 * Changing the path drops the old listener and starts loading the new one.
 */
export function useLiveDoc<T>(path: string | null): LiveResult<T> {
  // Results are tagged with their path, so a stale result never shows for a new path.
  const [latest, setLatest] = useState<{ path: string; result: LiveResult<T> } | null>(null);

  useEffect(() => {
    if (!path) return;
    let active = true;
    let unsubscribe: (() => void) | undefined;
    const fail = (error: unknown) => {
      if (active) setLatest({ path, result: { status: 'error', data: null, error: asError(error) } });
    };

    Promise.all([getDb(), firestoreSdk()])
      .then(([db, sdk]) => {
        if (!active) return;
        unsubscribe = sdk.onSnapshot(
          sdk.doc(db, path),
          (snapshot) => {
            const data = snapshot.exists() ? (snapshot.data() as T) : null;
            setLatest({ path, result: { status: 'success', data, error: null } });
          },
          fail,
        );
      })
      .catch(fail); // config, SDK download, or a malformed path

    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [path]);

  if (!path || latest?.path !== path) return LOADING;
  return latest.result;
}
