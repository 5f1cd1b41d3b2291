/**
 * Wraps a page in the redirects of spec section 6. A member's page shows 'Loading...' (spec
 * section 2, guard) until Firebase Auth has restored the session behind the cookie, because
 * those pages call the API and listen with the person's ID token. Without that session the
 * cookie goes (lib/auth.ts followAuthSession) and the person is sent to /login, which says the
 * session has ended, instead of seeing a page whose calls would all fail.
 */
import { lazy, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { safeReturnPath } from '../lib/returnPath';
import { sessionEnded, type LoginState } from '../lib/session';
import { useSession } from '../lib/useSession';
import { redirectFor, type PageAccess } from './access';

// Only a member's pages wait for Auth: public pages never load this (nor lib/lastSeen with it).
const AfterAuthRestored = lazy(() => import('./AfterAuthRestored'));

/**
 * `showsKept`: a page that can show the person's data as this phone last saw it (lib/lastSeen.ts)
 * is shown at once when there is some, instead of after 'Loading...'; its listeners and calls
 * wait for Auth themselves, and a session found ended still leads to /login.
 */
export function Guard({ access, showsKept = false, children }: { access: PageAccess; showsKept?: boolean; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const to = redirectFor(access, session);
  if (to === PAGES.login) {
    // Remembered, so that signing in leads back here.
    const state: LoginState = { from: `${location.pathname}${location.search}`, ...(sessionEnded() && { sessionEnded: true }) };
    return <Navigate to={to} replace state={state} />;
  }
  if (to) {
    // Just signed in on /login: on to the page the person had asked for.
    const back = to === PAGES.dashboard ? safeReturnPath((location.state as LoginState | null)?.from) : null;
    return <Navigate to={back ?? to} replace />;
  }
  if (access === 'member') return <AfterAuthRestored showsKept={showsKept}>{children}</AfterAuthRestored>;
  return children;
}
