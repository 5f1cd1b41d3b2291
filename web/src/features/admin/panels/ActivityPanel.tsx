/**
 * Activity: every admin action from the audit log (`audit/{id}`), newest first,
 * live, 20 at a time with Show more. Each entry says what was done to whom, when (India time),
 * by which admin session, and its details (a rejection's reason, a visit, a move, an ended pair).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@gh/common/documents';
import type { Lang } from '@gh/common/i18n';
import { momentIn } from '@gh/common/locale-format';
import type { Translate } from '@gh/common/translate';
import type { MessageKey } from '../../../i18n/areas';
import { useLang, useT } from '../../../i18n/I18n';
import type { LiveItem } from '../../../lib/live';
import { ACTIVITY_QUERY, visitWhenText } from '../adminData';
import { PagedPanel } from './PagedPanel';
import { usePagedQuery, type Page } from './usePagedQuery';

/** 'key', or the admin session's uid and id: the id's first characters tell sessions apart. */
function sessionText(session: string, t: Translate<MessageKey>): string {
  if (session === 'key') return t('admin.byKey');
  return t('admin.bySession', { id: session.split('/').pop()!.slice(0, 8) });
}

/** What an entry's details say, in `lang`: a rejection's reason, a visit (and, when moved, where it was), an ended pair's reason. */
export function detailsText({ action, details }: Pick<AuditEntry, 'action' | 'details'>, t: Translate<MessageKey>, lang: Lang): string | null {
  const when = (date = '', startTime = '', endTime = '') => visitWhenText({ date, startTime, endTime }, t, lang);
  if (action === 'reject' && details.reason) return t('admin.reason', { reason: details.reason });
  if (action === 'undo' && details.decision) return t('admin.undid', { decision: details.decision });
  if (action === 'handleConcern' && details.note) return t('admin.note', { note: details.note });
  if (action === 'unlink' && details.senior) return `${t('admin.pairEnded', { senior: details.senior })} ${t('admin.reason', { reason: details.reason ?? '' })}`;
  if (action === 'link' && details.senior) return t('admin.pairLinked', { senior: details.senior });
  if ((action === 'assign' || action === 'reschedule' || action === 'cancel') && details.senior) {
    const { senior, task = '', date, startTime, endTime, weeks, was } = details;
    const lines = [t('admin.visit', { senior, when: when(date, startTime, endTime) }), task];
    if (weeks) lines.push(t('admin.weekly', { weeks }));
    // 'YYYY-MM-DD HH:MM-HH:MM', as the reschedule keeps it.
    const before = was?.match(/^(\S+) (\S+)-(\S+)$/);
    if (before) lines.push(t('admin.was', { when: when(before[1], before[2], before[3]) }));
    return lines.filter(Boolean).join(' ');
  }
  return null;
}

/** The audit entries of a page, each with what, whom, when, which session and its details. */
export function ActivityList({ page }: { page: Page<LiveItem<AuditEntry>> }) {
  const t = useT();
  const lang = useLang();
  return (
    <PagedPanel title={t('admin.activityTitle')} empty={t('admin.activityEmpty')} page={page}>
      {(entry) => {
        const details = detailsText(entry, t, lang);
        return (
          <Box component="li" key={entry.id} sx={{ py: 1.5 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {t('admin.action', { action: entry.action, email: entry.email })}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {t('admin.actionAt', { moment: momentIn(entry.at, lang), session: sessionText(entry.session, t) })}
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
