/**
 * Activity (issue 13): every admin action from the audit log (`audit/{id}`), newest first,
 * live, 20 at a time with Show more. Each entry says what was done to whom, when (India time),
 * by which admin session, and its details (a rejection's reason, a visit, a move, an ended pair).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@gh/common/documents';
import { momentText } from '@gh/common/time';
import { ACTIVITY, REASON_PREFIX } from '../../content/adminRecord';
import type { LiveItem } from '../../lib/live';
import { ACTIVITY_QUERY, visitWhenText } from './adminData';
import { PagedPanel } from './PagedPanel';
import { usePagedQuery, type Page } from './usePagedQuery';

/** 'key', or the admin session's uid and id: the id's first characters tell sessions apart. */
function sessionText(session: string): string {
  if (session === 'key') return ACTIVITY.byKey;
  return ACTIVITY.bySession(session.split('/').pop()!.slice(0, 8));
}

/** A visit's time as the audit keeps it: its date, start and end. */
const whenText = (date = '', startTime = '', endTime = '') => visitWhenText({ date, startTime, endTime });

/** What an entry's details say: a rejection's reason, a visit (and, when moved, where it was), an ended pair's reason. */
export function detailsText({ action, details }: Pick<AuditEntry, 'action' | 'details'>): string | null {
  if (action === 'reject' && details.reason) return `${REASON_PREFIX}${details.reason}`;
  if (action === 'undo' && details.decision) return ACTIVITY.undid(details.decision);
  if (action === 'unlink' && details.senior) return `${ACTIVITY.pairWith(details.senior)} ${REASON_PREFIX}${details.reason ?? ''}`;
  if ((action === 'assign' || action === 'reschedule' || action === 'cancel') && details.senior) {
    const { senior, task = '', date, startTime, endTime, weeks, was } = details;
    const lines = [ACTIVITY.visit(senior, whenText(date, startTime, endTime)), task];
    if (weeks) lines.push(ACTIVITY.weekly(weeks));
    // 'YYYY-MM-DD HH:MM-HH:MM', as the reschedule keeps it.
    const before = was?.match(/^(\S+) (\S+)-(\S+)$/);
    if (before) lines.push(ACTIVITY.was(whenText(before[1], before[2], before[3])));
    return lines.filter(Boolean).join(' ');
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
