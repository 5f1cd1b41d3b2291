/**
 * Wraps a page in the redirects of spec section 6. A member's page shows 'Loading...' (spec
 * section 2, guard) until Firebase Auth has restored the session behind the cookie, because
 * those pages call the API and listen with the person's ID token.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Navigate } from 'react-router-dom';
import { useSession } from '../lib/useSession';
import { redirectFor, type PageAccess } from './access';

export function Guard({ access, children }: { access: PageAccess; children: ReactNode }) {
  const session = useSession();
  const to = redirectFor(access, session);
  if (to) return <Navigate to={to} replace />;
  if (access === 'member') return <AfterAuthRestored>{children}</AfterAuthRestored>;
  return children;
}

function AfterAuthRestored({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let active = true;
    // Unreachable Firebase too: the stored user sees the page, which reports its own failures.
    const show = () => active && setReady(true);
    // lib/auth is loaded here, not with the chrome: public pages never need it.
    import('../lib/auth').then(({ authRestored }) => authRestored()).then(show, show);
    return () => {
      active = false;
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
