/**
 * The session state of spec section 4: 'found' or 'not-found', decided by whether the user
 * entry exists. Read straight from the cookie and localStorage (synchronous, so there is no
 * visible 'searching' phase in a browser), again on every route change and whenever this tab
 * signs in or out.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { SESSION_CHANGED, readAdminKey, readUser, roleOf, type Role, type SessionUser } from './session';

export interface Session {
  state: 'found' | 'not-found';
  user: SessionUser | null;
  role: Role | null;
  adminKey: string | null;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** A string that changes exactly when the stored session does, so React can compare it. */
function snapshot(): string {
  return JSON.stringify([readUser(), readAdminKey()]);
}

export function useSession(): Session {
  useLocation(); // a route change re-renders, and the snapshot is read again
  const stored = useSyncExternalStore(subscribe, snapshot, () => JSON.stringify([null, null]));
  return useMemo(() => {
    const [user, adminKey] = JSON.parse(stored) as [SessionUser | null, string | null];
    return { state: user ? 'found' : 'not-found', user, role: roleOf(user), adminKey };
  }, [stored]);
}
