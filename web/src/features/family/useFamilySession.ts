/**
 * Whose family the page shows: the e-mail the browser's session proves, once Firebase Auth has
 * restored it ('loading' until then), followed across a sign-in here and a sign-out anywhere.
 * A session with no `user` cookie (the family sign-in's) is kept as the family session, for the
 * top bar on every page (lib/session.ts keepFamily); none forgets it.
 */
import { useEffect, useState } from 'react';
import { followProvenEmail } from '../../lib/auth';
import { clearFamily, keepFamily, readUser } from '../../lib/session';

function follow(email: string | null): void {
  if (!email) clearFamily();
  else if (!readUser()) keepFamily(email);
}

export type PageSession = { state: 'loading' } | { state: 'out' } | { state: 'in'; email: string };

export function useFamilySession(): PageSession {
  const [session, setSession] = useState<PageSession>({ state: 'loading' });
  useEffect(() => {
    let active = true;
    let stop = () => {};
    followProvenEmail((email) => {
      if (!active) return;
      follow(email);
      setSession(email ? { state: 'in', email } : { state: 'out' });
    }).then(
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
