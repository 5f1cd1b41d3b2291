/**
 * /profile/data's parts about what happened: their visits (newest first), a senior's word on
 * them and her calls for help, their grievances, and each action our staff took about them.
 */
import type { MyData, StoredEntry } from '@gh/common/my-data';
import { dateIn, timeIn, visitDateIn } from '@gh/common/locale-format';
import { useLang, useT } from '../../../i18n/I18n';
import { DataList, DataPart } from './DataPart';
import { text, when } from './readable';

const newestFirst = (entries: StoredEntry[], field: string) => [...entries].sort((a, b) => when(b[field]) - when(a[field]));

export function YourVisits({ data }: { data: MyData }) {
  const t = useT();
  const lang = useLang();
  const other = data.role === 'senior' ? 'volunteer' : 'senior';
  const link = data.profile[other] as { email?: string; name?: string } | null | undefined;
  // A visit names the other person by e-mail; their link names the one they are linked with.
  const who = (email: string) => (link?.email === email && link.name ? link.name : email);
  const entries = newestFirst(data.visits, 'startAt').map((visit) => ({
    key: visit.id,
    lines: [
      t('myData.visit', {
        date: visitDateIn(text(visit.date), lang),
        start: timeIn(text(visit.startTime), lang),
        end: timeIn(text(visit.endTime), lang),
      }),
      text(visit.task),
      t('myData.visitWith', { who: who(text(visit[other])) }),
      t('myData.visitStatus', { status: text(visit.status) }),
    ],
  }));
  return (
    <DataPart title={t('myData.visitsTitle')} empty={entries.length === 0}>
      <DataList testId="my-visit" entries={entries} />
    </DataPart>
  );
}

export function YourWords({ data }: { data: MyData }) {
  const t = useT();
  const lang = useLang();
  const feedback = newestFirst(data.visitFeedback, 'at').map((entry) => ({
    key: entry.id,
    lines: [t('myData.mood', { mood: text(entry.mood) }), dateIn(when(entry.at), lang), ...(text(entry.text) ? [text(entry.text)] : [])],
  }));
  const help = newestFirst(data.helpRequests, 'at').map((entry) => ({
    key: entry.id,
    lines: [
      dateIn(when(entry.at), lang),
      text(entry.text) || t('myData.helpNoWords'),
      entry.status === 'handled' ? t('myData.helpHandled', { date: dateIn(when(entry.handledAt), lang) }) : t('myData.helpOpen'),
    ],
  }));
  return (
    <>
      <DataPart title={t('myData.feedbackTitle')} empty={feedback.length === 0}>
        <DataList testId="my-feedback" entries={feedback} />
      </DataPart>
      <DataPart title={t('myData.helpTitle')} empty={help.length === 0}>
        <DataList testId="my-help" entries={help} />
      </DataPart>
    </>
  );
}

export function YourGrievances({ data }: { data: MyData }) {
  const t = useT();
  const lang = useLang();
  const entries = newestFirst(data.grievances, 'filedAt').map((grievance) => ({
    key: grievance.id,
    lines: [
      t('profile.grievanceCategory', { category: text(grievance.category) }),
      grievance.status === 'answered'
        ? t('profile.grievanceAnswered', {
            filed: dateIn(when(grievance.filedAt), lang),
            answered: dateIn(when(grievance.answeredAt), lang),
          })
        : t('profile.grievanceOpen', { filed: dateIn(when(grievance.filedAt), lang), due: dateIn(when(grievance.dueBy), lang) }),
      ...(text(grievance.answer) ? [text(grievance.answer)] : []),
      t('profile.grievanceYourWords', { text: text(grievance.text) }),
    ],
  }));
  return (
    <DataPart title={t('myData.grievancesTitle')} empty={entries.length === 0}>
      <DataList testId="my-grievance" entries={entries} />
    </DataPart>
  );
}

export function StaffActions({ data }: { data: MyData }) {
  const t = useT();
  const lang = useLang();
  const entries = [...data.staffActions]
    .sort((a, b) => when(b.at) - when(a.at))
    .map((action, index) => ({
      key: String(index),
      lines: [
        t('myData.staffAction', { action: text(action.action) }),
        dateIn(when(action.at), lang),
        t('myData.staffBy', { who: action.by === 'admin' ? t('myData.ourAdmin') : action.by }),
      ],
    }));
  return (
    <DataPart title={t('myData.staffTitle')} empty={entries.length === 0}>
      <DataList testId="my-staff-action" entries={entries} />
    </DataPart>
  );
}
