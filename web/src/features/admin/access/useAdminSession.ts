/**
 * The admin's Firebase session behind the stored `adminkey` entry: 'ready' once the dashboard
 * may listen as admin. A session that is missing, refused or ended (ADMIN_SESSION_TTL_MS after
 * the key was exchanged, also while the page stays open) is signed out, and the caller is told
 * why (the error, for the page to word in its language), so the Admin Access form can say it.
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { ensureAdminSession, signOutAdmin } from '../../../lib/adminAuth';
import { ADMIN_SESSION_ENDED } from '../../../lib/adminSessionMessages';

export type AdminSessionState = { status: 'starting' } | { status: 'ready' } | { status: 'failed'; error: unknown };

/** setTimeout holds at most 2^31 - 1 ms (24.8 days); a session lasts far less. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function useAdminSession(onKeyRefused: (why: Error) => void): AdminSessionState {
  const [state, setState] = useState<AdminSessionState>({ status: 'starting' });

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const end = (why: Error) => {
      if (!active) return;
      onKeyRefused(why);
      void signOutAdmin();
    };
    ensureAdminSession().then(
      (until) => {
        if (!active) return;
        setState({ status: 'ready' });
        timer = setTimeout(() => end(new ApiError(401, ADMIN_SESSION_ENDED)), Math.min(until - Date.now(), MAX_TIMER_MS));
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) end(error);
        else if (active) setState({ status: 'failed', error });
      },
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [onKeyRefused]);

  return state;
}
