/**
 * The admin's Firebase session behind the stored `adminkey` entry: 'ready' once the dashboard
 * may listen as admin. A session that is missing, refused or ended (ADMIN_SESSION_TTL_MS after
 * the key was exchanged, also while the page stays open) is signed out, and the caller is told
 * why, so the Admin Access form can say it.
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import { ADMIN_SESSION_ENDED, ensureAdminSession, signOutAdmin } from '../../lib/adminAuth';

export type AdminSessionState = { status: 'starting' } | { status: 'ready' } | { status: 'failed'; message: string };

/** setTimeout holds at most 2^31 - 1 ms (24.8 days); a session lasts far less. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function useAdminSession(onKeyRefused: (message: string) => void): AdminSessionState {
  const [state, setState] = useState<AdminSessionState>({ status: 'starting' });

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const end = (message: string) => {
      if (!active) return;
      onKeyRefused(message);
      void signOutAdmin();
    };
    ensureAdminSession().then(
      (until) => {
        if (!active) return;
        setState({ status: 'ready' });
        timer = setTimeout(() => end(ADMIN_SESSION_ENDED), Math.min(until - Date.now(), MAX_TIMER_MS));
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof ApiError && error.status === 401) end(message);
        else if (active) setState({ status: 'failed', message });
      },
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [onKeyRefused]);

  return state;
}
