/**
 * A member's page waits here, with 'Loading...' (spec section 2, guard), until Firebase Auth has
 * restored the session behind the cookie (Guard.tsx); a page that shows the phone's copy
 * (`showsKept`, lib/lastSeen.ts) shows at once when there is one.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { hasLastSeen } from '../lib/lastSeen';

export default function AfterAuthRestored({ showsKept, children }: { showsKept: boolean; children: ReactNode }) {
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
