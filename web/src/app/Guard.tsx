/**
 * Wraps a page in the redirects of spec section 6. Members' pages also wait ('Loading...')
 * until Firebase Auth has restored the session behind the cookie, because those pages call
 * the API and listen with the person's ID token; a cookie without a session is cleared.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Navigate } from 'react-router-dom';
import { hasAuthSession } from '../lib/auth';
import { clearUser, type SessionUser } from '../lib/session';
import { useSession } from '../lib/useSession';
import { redirectFor, type PageAccess } from './access';

export function Guard({ access, children }: { access: PageAccess; children: ReactNode }) {
  const session = useSession();
  const to = redirectFor(access, session);
  if (to) return <Navigate to={to} replace />;
  if (access === 'member' && session.user) return <AuthSessionCheck user={session.user}>{children}</AuthSessionCheck>;
  return children;
}

function AuthSessionCheck({ user, children }: { user: SessionUser; children: ReactNode }) {
  const [checked, setChecked] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    hasAuthSession(user).then(
      (ok) => {
        if (!active) return;
        if (ok) setChecked(user.email);
        else clearUser(); // the session changes and the guard sends the person to /login
      },
      // Firebase unreachable: show the page, which reports its own failures.
      () => active && setChecked(user.email),
    );
    return () => {
      active = false;
    };
  }, [user]);

  if (checked !== user.email) {
    return (
      <Box role="status" sx={{ p: 6, textAlign: 'center', fontSize: '1.1875rem' }}>
        Loading...
      </Box>
    );
  }
  return children;
}
