/**
 * What the top bar's bell shows: the dashboard's notifications, from the person's own
 * live document, and how many of them this browser has not shown in the bell yet.
 */
import { useEffect, useState } from 'react';
import { authRestored } from '../lib/auth';
import type { Role } from '../lib/session';
import { useSeenNotifications } from '../lib/seenNotifications';
import { useMemberDoc } from '../lib/useMemberDoc';
import { useT } from '../i18n/I18n';
import { notificationsOf, type Member, type Notification } from '../features/dashboard/dashboardModel';

export interface BellNotifications {
  notifications: Notification[];
  unread: number;
  /** Call when the list is opened: the count clears, here and after a reload. */
  markAllSeen: () => void;
}

export function useBellNotifications(role: Role, email: string): BellNotifications {
  // The listener reads with the person's ID token, so it waits for Auth to restore the session.
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let active = true;
    authRestored().then(
      () => active && setRestored(true),
      () => {},
    );
    return () => {
      active = false;
    };
  }, []);
  const t = useT();
  const doc = useMemberDoc(role, restored ? email : null);
  const notifications = doc.data ? notificationsOf({ role, doc: doc.data } as Member, t) : [];
  const { seen, markSeen } = useSeenNotifications(email);
  const ids = notifications.map((item) => item.id);
  return {
    notifications,
    unread: ids.filter((id) => !seen.has(id)).length,
    markAllSeen: () => markSeen(ids),
  };
}
