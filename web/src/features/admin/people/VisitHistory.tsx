/**
 * A person's visits on /admin/profile: a paged live query of the visits they are part of
 * (`visits` where volunteer or senior is their e-mail, latest end first, 20 at a time with
 * Show more; admin/adminData.ts, visitHistoryQuery). Each visit is a list entry with its date
 * and times as an h3 over a description list: the other person (a link to their profile), the
 * task, the status, the check-in and check-out times, the volunteer's note and the senior's
 * answer, which only the senior, the admin and a coordinator of the visit's city may read
 * (`visitFeedback/{visitId}`, read only once the visit says there is one). A coordinator's page
 * lists the visits of their cities. Labels stand above their values on a phone.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { clockIn } from '@gh/common/locale-format';
import { PAGES } from '@gh/common/routes';
import type { VisitDoc } from '@gh/common/visits';
import { useLang, useT } from '../../../i18n/I18n';
import type { LiveItem } from '../../../lib/live';
import type { Role } from '../../../lib/session';
import { useMemberDoc } from '../../../lib/useMemberDoc';
import { useVisitFeedback } from '../../../lib/useVisitFeedback';
import { visitHistoryQuery, visitWhenText } from '../adminData';
import { PagedPanel } from '../panels/PagedPanel';
import { usePagedQuery } from '../panels/usePagedQuery';
import { Detail, Details } from './ProfileDetails';

type Visit = LiveItem<VisitDoc>;

/** The other side of the visit, by name (the e-mail until the name arrives), linking to their profile. */
function OtherPerson({ role, email }: { role: Role; email: string }) {
  const name = useMemberDoc(role, email).data?.name || email;
  return (
    <Link component={RouterLink} to={`${PAGES.adminProfile}?email=${encodeURIComponent(email)}`} sx={{ overflowWrap: 'anywhere' }}>
      {name === email ? email : `${name} (${email})`}
    </Link>
  );
}

/** The senior's answer in the page's language: the mood, and their words as they wrote them. */
function useFeedbackText(visit: Visit): string {
  const t = useT();
  const feedback = useVisitFeedback(visit.feedbackGiven ? visit.id : null);
  if (!visit.feedbackGiven) return t('adminProfile.history.noFeedback');
  if (!feedback.data) return feedback.error ? t('adminProfile.history.feedbackFailed') : t('adminProfile.loading');
  const mood = t('adminProfile.history.mood', { mood: feedback.data.mood });
  return feedback.data.text ? t('adminProfile.history.moodWithWords', { mood, text: feedback.data.text }) : mood;
}

function VisitEntry({ visit, role }: { visit: Visit; role: Role }) {
  const t = useT();
  const lang = useLang();
  const other: Role = role === 'volunteer' ? 'senior' : 'volunteer';
  const feedback = useFeedbackText(visit);
  const notRecorded = t('adminProfile.history.notRecorded');
  return (
    <Box component="li" data-testid="history-visit" sx={{ py: 2 }}>
      <Typography variant="h4" component="h3" sx={{ fontSize: '1.1875rem', fontWeight: 700, overflowWrap: 'anywhere', mb: 0.5 }}>
        {visitWhenText(visit, t, lang)}
      </Typography>
      {/* A bar beside the facts holds them under their visit's heading, apart from the next visit. */}
      <Box sx={{ borderLeft: 4, borderColor: 'divider', pl: 2 }}>
        <Details>
          <Detail label={t(other === 'senior' ? 'adminProfile.history.senior' : 'adminProfile.history.volunteer')}>
            <OtherPerson role={other} email={visit[other]} />
          </Detail>
          <Detail label={t('adminProfile.link.task')}>{visit.task}</Detail>
          <Detail label={t('adminProfile.history.status')}>{t('adminProfile.history.statusValue', { status: visit.status })}</Detail>
          <Detail label={t('adminProfile.history.checkIn')}>
            {visit.checkInAt === null ? notRecorded : clockIn(visit.checkInAt, lang)}
          </Detail>
          <Detail label={t('adminProfile.history.checkOut')}>
            {visit.checkOutAt === null ? notRecorded : clockIn(visit.checkOutAt, lang)}
          </Detail>
          <Detail label={t('adminProfile.history.note')}>{visit.note || t('adminProfile.history.noNote')}</Detail>
          <Detail label={t('adminProfile.history.feedback')}>{feedback}</Detail>
        </Details>
      </Box>
    </Box>
  );
}

/** `cities`: a coordinator's, whose page lists only the visits of those (the rules allow no other). */
export function VisitHistory({ role, email, cities }: { role: Role; email: string; cities?: readonly string[] }) {
  const t = useT();
  const page = usePagedQuery<VisitDoc>(visitHistoryQuery(role, email, cities));
  return (
    <PagedPanel title={t('adminProfile.history')} empty={t('adminProfile.history.empty')} page={page}>
      {(visit) => <VisitEntry key={visit.id} visit={visit} role={role} />}
    </PagedPanel>
  );
}
