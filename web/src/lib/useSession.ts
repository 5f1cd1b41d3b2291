/**
 * The session state of spec section 4: 'found' or 'not-found', decided by whether the user
 * entry exists; beside it the admin key, and the e-mail of a family circle's session (which has
 * no user entry: it is no member's). Read straight from the cookie and localStorage
 * (synchronous, so there is no visible 'searching' phase in a browser), again on every route
 * change and whenever this tab signs in or out.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { SESSION_CHANGED, readAdminKey, readFamily, readUser, roleOf, type Role, type SessionUser } from './session';

export interface Session {
  state: 'found' | 'not-found';
  user: SessionUser | null;
  role: Role | null;
  adminKey: string | null;
  /** The e-mail of a family circle's session (/family's sign-in) while there is no user entry. */
  family: string | null;
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
  const user = readUser();
  return JSON.stringify([user, readAdminKey(), user ? null : readFamily()]);
}

export function useSession(): Session {
  useLocation(); // a route change re-renders, and the snapshot is read again
  const stored = useSyncExternalStore(subscribe, snapshot, () => JSON.stringify([null, null, null]));
  return useMemo(() => {
    const [user, adminKey, family] = JSON.parse(stored) as [SessionUser | null, string | null, string | null];
    return { state: user ? 'found' : 'not-found', user, role: roleOf(user), adminKey, family };
  }, [stored]);
}
