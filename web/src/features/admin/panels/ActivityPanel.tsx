/**
 * Activity: every admin action from the audit log (`audit/{id}`), newest first,
 * live, 20 at a time with Show more. Each entry says what the admin did to whom, by name (the
 * entry keeps e-mails: names are read live, the e-mail standing in until one arrives), when
 * (India time), who did it (a member of staff by e-mail; the key as "the admin"), and its
 * details (a rejection's reason, a visit, a move, an ended pair). A CSV download is one too.
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COLLECTIONS } from '@gh/common/constants';
import type { ApplicationDoc, AuditAction, AuditEntry } from '@gh/common/documents';
import type { Lang } from '@gh/common/i18n';
import { momentIn } from '@gh/common/locale-format';
import type { Translate } from '@gh/common/translate';
import type { MessageKey } from '../../../i18n/areas';
import { useLang, useT } from '../../../i18n/I18n';
import type { StaffDoc } from '@gh/common/staff';
import { LABEL_ABOVE } from '../../../components/labelAbove';
import { useLiveCollection, useLiveDoc, type LiveItem } from '../../../lib/live';
import { docId, useMemberDoc } from '../../../lib/useMemberDoc';
import { ACTIVITY_QUERY, STAFF_QUERY, activityByQuery, visitWhenText } from '../adminData';
import { PagedPanel } from './PagedPanel';
import { usePagedQuery, type Page } from './usePagedQuery';

/** How many members of staff the panel offers to filter by, newest first. */
const STAFF_LISTED = 50;

/** Decisions on an application: the person is an applicant, named on the application. */
const ON_APPLICATION: ReadonlySet<AuditAction> = new Set(['approve', 'reject', 'undo']);

/** The name of the person an entry is about, read live; the e-mail until it arrives. */
function usePersonName({ action, email, type }: Pick<AuditEntry, 'action' | 'email' | 'type'>): string {
  const applicant = ON_APPLICATION.has(action);
  const application = useLiveDoc<ApplicationDoc>(applicant ? `${COLLECTIONS.applications}/${docId(email)}` : null).data;
  // Read for a member only: a download is about no one, a member of staff is named by e-mail.
  const memberType = applicant || type === 'staff' || action === 'export' ? null : type;
  const member = useMemberDoc(memberType ?? 'senior', memberType && email).data;
  return (applicant ? application?.fullName : member?.name) || email;
}

/** Who acted, when it was a member of staff (their e-mail); the key and its sessions are "the admin". */
const staffActor = (session: string): string | null => (session.includes('@') ? session : null);

/**
 * What an entry's details say, in `lang`: a rejection's reason, a visit (and, when moved, where
 * it was; when cancelled, why), an ended pair's reason; `senior` names the senior the details keep by e-mail.
 */
export function detailsText(
  { action, details }: Pick<AuditEntry, 'action' | 'details'>,
  t: Translate<MessageKey>,
  lang: Lang,
  senior = details.senior,
): string | null {
  const when = (date = '', startTime = '', endTime = '') => visitWhenText({ date, startTime, endTime }, t, lang);
  if (action === 'reject' && details.reason) return t('admin.reason', { reason: details.reason });
  if (action === 'undo' && details.decision) return t('admin.undid', { decision: details.decision });
  if (action === 'handleConcern' && details.note) return t('admin.note', { note: details.note });
  if (action === 'unlink' && senior) return `${t('admin.pairEnded', { senior })} ${t('admin.reason', { reason: details.reason ?? '' })}`;
  if (action === 'link' && senior) return t('admin.pairLinked', { senior });
  if ((action === 'staffInvite' || action === 'staffAccess') && details.role)
    return t('admin.staffAs', { role: t('staff.role', { role: details.role }) });
  if ((action === 'assign' || action === 'reschedule' || action === 'cancel') && senior) {
    const { task = '', date, startTime, endTime, weeks, was } = details;
    const lines = [t('admin.visit', { senior, when: when(date, startTime, endTime) }), task];
    if (weeks) lines.push(t('admin.weekly', { weeks }));
    // 'YYYY-MM-DD HH:MM-HH:MM', as the reschedule keeps it.
    const before = was?.match(/^(\S+) (\S+)-(\S+)$/);
    if (before) lines.push(t('admin.was', { when: when(before[1], before[2], before[3]) }));
    if (action === 'cancel' && details.reason) lines.push(t('admin.reason', { reason: details.reason }));
    return lines.filter(Boolean).join(' ');
  }
  return null;
}

/** One entry: what the admin did to whom, when and by whom, and its details. */
function ActivityEntry({ entry }: { entry: LiveItem<AuditEntry> }) {
  const t = useT();
  const lang = useLang();
  const name = usePersonName(entry);
  const senior = useMemberDoc('senior', entry.details.senior || null).data?.name || entry.details.senior;
  const details = detailsText(entry, t, lang, senior);
  const what =
    entry.action === 'export' ? t('admin.exported', { kind: entry.details.kind ?? '' }) : t('admin.action', { action: entry.action, name });
  const moment = momentIn(entry.at, lang);
  const who = staffActor(entry.session);
  return (
    <Box component="li" sx={{ py: 1.5 }}>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{what}</Typography>
      <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {who ? t('admin.actionAtBy', { moment, who }) : t('admin.actionAt', { moment })}
      </Typography>
      {details && <Typography sx={{ overflowWrap: 'anywhere' }}>{details}</Typography>}
    </Box>
  );
}

interface ActivityListProps {
  page: Page<LiveItem<AuditEntry>>;
  /** The member of staff whose actions alone are listed ('' for everyone's), and how another is chosen. */
  by?: string;
  controls?: ReactNode;
}

/** The audit entries of a page, each with what, whom, when and its details. */
export function ActivityList({ page, by = '', controls }: ActivityListProps) {
  const t = useT();
  const empty = by ? t('admin.activityEmptyBy', { who: by }) : t('admin.activityEmpty');
  return (
    <PagedPanel title={t('admin.activityTitle')} empty={empty} page={page} controls={controls}>
      {(entry) => <ActivityEntry key={entry.id} entry={entry} />}
    </PagedPanel>
  );
}

/** Whose actions the panel lists: everyone's, or one member of staff's (STAFF_LISTED of them offered). */
function ActorChoice({ by, onChange }: { by: string; onChange: (by: string) => void }) {
  const t = useT();
  const staff =
    useLiveCollection<StaffDoc>(STAFF_QUERY.path, STAFF_QUERY.filters, { orderBy: STAFF_QUERY.orderBy, limit: STAFF_LISTED }).data ?? [];
  return (
    <TextField
      select
      label={t('admin.activityBy')}
      value={by}
      onChange={(event) => onChange(event.target.value)}
      sx={{ mb: 2, minWidth: { xs: '100%', sm: 320 } }}
      slotProps={{ ...LABEL_ABOVE, select: { native: true } }}
    >
      <option value="">{t('admin.activityByAnyone')}</option>
      {staff.map((member) => (
        <option key={member.id} value={member.email}>
          {member.email}
        </option>
      ))}
    </TextField>
  );
}

/** Activity, newest first, as its own paged live query: everyone's, or one member of staff's. */
export function ActivityPanel() {
  const [by, setBy] = useState('');
  const query = by ? activityByQuery(by) : ACTIVITY_QUERY;
  return <ActivityList page={usePagedQuery<AuditEntry>(query)} by={by} controls={<ActorChoice by={by} onChange={setBy} />} />;
}
