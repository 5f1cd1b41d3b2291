/**
 * Past visits: each with its status, date, hours, when the volunteer arrived and
 * left, their note and, for the senior, their own word on how it went; latest first, Show more
 * for older ones.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { clockIn } from '@gh/common/locale-format';
import { VISIT_STATUS } from '@gh/common/visits';
import { useLang, useT } from '../../i18n/I18n';
import type { Role } from '../../lib/session';
import { useVisitFeedback } from '../../lib/useVisitFeedback';
import { DashboardCard, EmptyText, type CardState } from './DashboardCard';
import { visitText } from './dashboardModel';
import { Detail, VisitFacts } from './VisitFacts';
import { ShowMore, itemSx, listSx } from './VisitList';
import type { VisitItem } from './visitsModel';

/**
 * The senior's own answer in words, with what they added, read from where only they and the
 * admin may read it (none yet: nothing to read).
 */
function useFeedbackText(visit: VisitItem, role: Role): string | null {
  const t = useT();
  const feedback = useVisitFeedback(role === 'senior' && visit.feedbackGiven ? visit.id : null).data;
  if (!feedback) return null;
  const mood = t('dashboard.mood', { mood: feedback.mood });
  return feedback.text ? t('dashboard.moodWithWords', { mood, text: feedback.text }) : mood;
}

/** Someone's own words, under their label: a long label beside them would squeeze them on a phone. */
function Words({ label, text }: { label: string; text: string }) {
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography sx={{ fontWeight: 700 }}>{label}</Typography>
      <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{text}</Typography>
    </Box>
  );
}

function PastVisit({ visit, role }: { visit: VisitItem; role: Role }) {
  const t = useT();
  const lang = useLang();
  const facts = visitText(visit, lang);
  const feedback = useFeedbackText(visit, role);
  return (
    <Box component="li" data-testid="past-visit" sx={itemSx}>
      <Typography
        data-testid="past-status"
        sx={{ fontWeight: 700, color: visit.status === VISIT_STATUS.done ? 'success.dark' : 'text.secondary' }}
      >
        {t('dashboard.visitStatus', { status: visit.status })}
      </Typography>
      <Typography variant="h5" component="h3" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {visit.task}
      </Typography>
      <VisitFacts visit={facts}>
        {visit.status === VISIT_STATUS.done && (
          <Detail label={t('dashboard.hoursLabel')} value={t('dashboard.hours', { hours: facts.hours })} />
        )}
        {visit.checkInAt !== null && <Detail label={t('dashboard.arrivedLabel')} value={clockIn(visit.checkInAt, lang)} />}
        {visit.checkOutAt !== null && <Detail label={t('dashboard.finishedLabel')} value={clockIn(visit.checkOutAt, lang)} />}
      </VisitFacts>
      {visit.note && <Words label={t('dashboard.noteOf')} text={visit.note} />}
      {role === 'senior' && feedback && <Words label={t('dashboard.feedbackOf')} text={feedback} />}
    </Box>
  );
}

interface PastVisitsCardProps {
  state: CardState;
  role: Role;
  visits: VisitItem[];
  more: { available: boolean; busy: boolean; show: () => void };
}

export function PastVisitsCard({ state, role, visits, more }: PastVisitsCardProps) {
  const t = useT();
  return (
    <DashboardCard title={t('dashboard.pastTitle')} state={state}>
      {visits.length === 0 ? (
        <EmptyText>{t('dashboard.noPastVisits')}</EmptyText>
      ) : (
        <Box component="ul" sx={listSx}>
          {visits.map((visit) => (
            <PastVisit key={visit.id} visit={visit} role={role} />
          ))}
        </Box>
      )}
      {more.available && <ShowMore title={t('dashboard.pastTitle')} busy={more.busy} onClick={more.show} />}
    </DashboardCard>
  );
}
