/**
 * The admin's Firebase session behind the stored `adminkey` entry: 'ready' once the dashboard
 * may listen as admin, with who holds it (the key's session, or a member of staff's). A session
 * that is missing, refused or ended is signed out, and the caller is told why (the error, for
 * the page to word in its language), so the sign-in forms can say it: the key's ends
 * ADMIN_SESSION_TTL_MS after the key was exchanged, a member of staff's as soon as their access
 * changes or they are removed (lib/adminAuth.ts watchStaffAccess), also while the page stays open.
 * A member's session that ends after another tab has signed in again is not signed out: the page
 * follows the newer session instead; one that ends after another tab signed out is not signed out
 * again, as that could end the session another tab is starting.
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { ensureAdminSession, sessionBeside, signOutAdmin, watchStaffAccess, type AdminIdentity } from '../../../lib/adminAuth';
import { ADMIN_SESSION_ENDED } from '../../../lib/adminSessionMessages';

export type AdminSessionState =
  | { status: 'starting' }
  /** `noticeAsked`: a member of staff who has not agreed to the current staff notice, asked before the area opens. */
  | { status: 'ready'; identity: AdminIdentity; noticeAsked?: boolean }
  | { status: 'failed'; error: unknown };

/** setTimeout holds at most 2^31 - 1 ms (24.8 days); a session lasts far less. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function useAdminSession(onKeyRefused: (why: Error) => void): AdminSessionState {
  const [state, setState] = useState<AdminSessionState>({ status: 'starting' });
  // Bumped to follow a newer session than the one that ended (another tab signed in since).
  const [follow, setFollow] = useState(0);

  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    const end = (why: Error, since?: number) => {
      if (!active) return;
      active = false;
      stop?.();
      // A member's session ends under a page late on a busy phone: by then another tab may have
      // signed out and in again, and signing out would end that new session too.
      const beside = since === undefined ? Promise.resolve('same' as const) : sessionBeside(since).catch(() => 'same' as const);
      void beside.then((held) => {
        if (held === 'newer') return setFollow((count) => count + 1);
        onKeyRefused(why);
        if (held === 'same') void signOutAdmin();
      });
    };
    ensureAdminSession().then(
      (identity) => {
        if (!active) return;
        setState({ status: 'ready', identity });
        if (identity.kind === 'key') {
          const timer = setTimeout(() => end(new ApiError(401, ADMIN_SESSION_ENDED)), Math.min(identity.until - Date.now(), MAX_TIMER_MS));
          stop = () => clearTimeout(timer);
        } else {
          const onNotice = (agreed: boolean) => active && setState({ status: 'ready', identity, noticeAsked: !agreed });
          void watchStaffAccess(identity, (why) => end(why, identity.authTime), onNotice).then(
            (unsubscribe) => (active ? (stop = unsubscribe) : unsubscribe()),
            (error: unknown) => active && setState({ status: 'failed', error }),
          );
        }
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) end(error);
        else if (active) setState({ status: 'failed', error });
      },
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [onKeyRefused, follow]);

  return state;
}
