/**
 * The Firebase session behind a stored admin key: 'ready' once the dashboard may listen as
 * admin. A key the server refuses (changed since it was stored) is forgotten, and the caller
 * is told why, so the Admin Access form can say it.
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import { ensureAdminSession, signOutAdmin } from '../../lib/adminAuth';

export type AdminSessionState = { status: 'starting' } | { status: 'ready' } | { status: 'failed'; message: string };

export function useAdminSession(adminKey: string, onKeyRefused: (message: string) => void): AdminSessionState {
  const [state, setState] = useState<{ key: string; state: AdminSessionState } | null>(null);

  useEffect(() => {
    let active = true;
    ensureAdminSession(adminKey).then(
      () => active && setState({ key: adminKey, state: { status: 'ready' } }),
      (error: unknown) => {
        if (!active) return;
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof ApiError && error.status === 401) {
          onKeyRefused(message);
          void signOutAdmin();
        } else {
          setState({ key: adminKey, state: { status: 'failed', message } });
        }
      },
    );
    return () => {
      active = false;
    };
  }, [adminKey, onKeyRefused]);

  return state?.key === adminKey ? state.state : { status: 'starting' };
}
