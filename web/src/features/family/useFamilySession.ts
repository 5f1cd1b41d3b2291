/**
 * Whose family the page shows: the e-mail the browser's session proves, once Firebase Auth has
 * restored it ('loading' until then), followed across a sign-in here and a sign-out anywhere.
 */
import { useEffect, useState } from 'react';
import { followProvenEmail } from '../../lib/auth';

export type PageSession = { state: 'loading' } | { state: 'out' } | { state: 'in'; email: string };

export function useFamilySession(): PageSession {
  const [session, setSession] = useState<PageSession>({ state: 'loading' });
  useEffect(() => {
    let active = true;
    let stop = () => {};
    followProvenEmail((email) => active && setSession(email ? { state: 'in', email } : { state: 'out' })).then(
      (unsubscribe) => (active ? (stop = unsubscribe) : unsubscribe()),
      () => active && setSession({ state: 'out' }),
    );
    return () => {
      active = false;
      stop();
    };
  }, []);
  return session;
}
