/**
 * Activity (issue 13): every admin action from the audit log (`audit/{id}`), newest first,
 * live, 20 at a time with Show more. Each entry says what was done to whom, when (India time),
 * by which admin session, and its details (a rejection's reason, a visit).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { COLLECTIONS } from '@gh/common/constants';
import type { AuditEntry } from '@gh/common/documents';
import { momentText, to12Hour, visitDateText } from '@gh/common/time';
import { ACTIVITY, REASON_PREFIX } from '../../content/adminRecord';
import { useLiveRecent } from '../../lib/liveRecent';
import { AdminPanel, PanelList } from './AdminPanel';

export const ACTIVITY_PAGE = 20;

/** 'key', or the admin session's uid and id: the id's first characters tell sessions apart. */
function sessionText(session: string): string {
  if (session === 'key') return ACTIVITY.byKey;
  return ACTIVITY.bySession(session.split('/').pop()!.slice(0, 8));
}

function detailsText({ action, details }: AuditEntry): string | null {
  if (action === 'reject' && details.reason) return `${REASON_PREFIX}${details.reason}`;
  if (action === 'undo' && details.decision) return ACTIVITY.undid(details.decision);
  if (action === 'assign' && details.senior) {
    const { senior, task = '', date = '', startTime = '', endTime = '' } = details;
    return `${ACTIVITY.visit(senior, `${visitDateText(date)}, ${to12Hour(startTime)} to ${to12Hour(endTime)}`)} ${task}`;
  }
  return null;
}

export function ActivityPanel() {
  const [count, setCount] = useState(ACTIVITY_PAGE);
  const entries = useLiveRecent<AuditEntry>(COLLECTIONS.audit, 'at', count);
  const items = entries.data ?? [];
  const loading = entries.status === 'loading';

  let empty: string | undefined;
  if (entries.error) empty = entries.error.message;
  else if (loading && !items.length) empty = ACTIVITY.loading;
  else if (!items.length) empty = ACTIVITY.empty;

  return (
    <AdminPanel title={ACTIVITY.title} empty={empty}>
      <PanelList label={ACTIVITY.title}>
        {items.map((entry) => {
          const details = detailsText(entry);
          return (
            <Box component="li" key={entry.id} sx={{ py: 1.5 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {ACTIVITY.actions[entry.action]} {entry.email}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>
                {momentText(entry.at)}, {sessionText(entry.session)}
              </Typography>
              {details && <Typography sx={{ overflowWrap: 'anywhere' }}>{details}</Typography>}
            </Box>
          );
        })}
      </PanelList>
      {items.length >= count && (
        <Button variant="outlined" size="large" sx={{ mt: 2 }} disabled={loading} aria-busy={loading || undefined} onClick={() => setCount((shown) => shown + ACTIVITY_PAGE)}>
          {ACTIVITY.showMore}
        </Button>
      )}
    </AdminPanel>
  );
}
