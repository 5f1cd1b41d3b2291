/**
 * Wraps a page in the redirects of spec section 6. A member's page shows 'Loading...' (spec
 * section 2, guard) until Firebase Auth has restored the session behind the cookie, because
 * those pages call the API and listen with the person's ID token. Without that session the
 * cookie goes (lib/auth.ts followAuthSession) and the person is sent to /login, which says the
 * session has ended, instead of seeing a page whose calls would all fail.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Navigate, useLocation } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { hasLastSeen } from '../lib/lastSeen';
import { safeReturnPath } from '../lib/returnPath';
import { sessionEnded, type LoginState } from '../lib/session';
import { useSession } from '../lib/useSession';
import { redirectFor, type PageAccess } from './access';

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

function AfterAuthRestored({ showsKept, children }: { showsKept: boolean; children: ReactNode }) {
  const [ready, setReady] = useState(() => showsKept && hasLastSeen());

  useEffect(() => {
    let active = true;
    let stop = () => {};
    // Without a session the cookie is cleared, and the Guard above sends the person to /login.
    const follow = (state: string) => active && state === 'signed-in' && setReady(true);
    // Unreachable Firebase: the stored user sees the page, which reports its own failures.
    const show = () => active && setReady(true);
    // lib/auth is loaded here, not with the chrome: public pages never need it.
    import('../lib/auth')
      .then(({ followAuthSession }) => followAuthSession(follow))
      .then((unsubscribe) => (active ? (stop = unsubscribe) : unsubscribe()), show);
    return () => {
      active = false;
      stop();
    };
  }, []);

  if (!ready) {
    return (
      <Box role="status" sx={{ p: 6, textAlign: 'center', fontSize: '1.1875rem' }}>
        Loading...
      </Box>
    );
  }
  return children;
}
