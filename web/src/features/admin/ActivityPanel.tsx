/**
 * Activity (issue 13): every admin action from the audit log (`audit/{id}`), newest first,
 * live, 20 at a time with Show more. Each entry says what was done to whom, when (India time),
 * by which admin session, and its details (a rejection's reason, a visit).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@gh/common/documents';
import { momentText, to12Hour, visitDateText } from '@gh/common/time';
import { ACTIVITY, REASON_PREFIX } from '../../content/adminRecord';
import type { LiveItem } from '../../lib/live';
import { ACTIVITY_QUERY } from './adminData';
import { PagedPanel } from './PagedPanel';
import { usePagedQuery, type Page } from './usePagedQuery';

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

/** The audit entries of a page, each with what, whom, when, which session and its details. */
export function ActivityList({ page }: { page: Page<LiveItem<AuditEntry>> }) {
  return (
    <PagedPanel title={ACTIVITY.title} empty={ACTIVITY.empty} page={page}>
      {(entry) => {
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
      }}
    </PagedPanel>
  );
}

/** Activity, newest first, as its own paged live query. */
export function ActivityPanel() {
  return <ActivityList page={usePagedQuery<AuditEntry>(ACTIVITY_QUERY)} />;
}
