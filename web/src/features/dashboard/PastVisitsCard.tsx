/**
 * Past visits (issue 14): each with its status, date, hours, when the volunteer arrived and
 * left, their note and, for the senior, their own word on how it went; latest first, Show more
 * for older ones.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { indiaClockText } from '@gh/common/time';
import { VISIT_STATUS } from '@gh/common/visits';
import { VISIT_WORDS } from '../../content/visits';
import type { Role } from '../../lib/session';
import { DashboardCard, EmptyText, type CardState } from './DashboardCard';
import { hoursText, visitText } from './dashboardModel';
import { Detail, VisitFacts } from './VisitFacts';
import { ShowMore, itemSx, listSx } from './VisitList';
import type { VisitItem } from './visitsModel';

/** The senior's answer in words, with what they added. */
function feedbackText(feedback: NonNullable<VisitItem['feedback']>): string {
  const mood = VISIT_WORDS.moods[feedback.mood];
  return feedback.text ? `${mood}: ${feedback.text}` : mood;
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
  const facts = visitText(visit);
  return (
    <Box component="li" data-testid="past-visit" sx={itemSx}>
      <Typography data-testid="past-status" sx={{ fontWeight: 700, color: visit.status === VISIT_STATUS.done ? 'success.dark' : 'text.secondary' }}>
        {VISIT_WORDS.status[visit.status]}
      </Typography>
      <Typography variant="h5" component="h3" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {visit.task}
      </Typography>
      <VisitFacts visit={facts}>
        {visit.status === VISIT_STATUS.done && <Detail label={VISIT_WORDS.hours} value={hoursText(facts.hours)} />}
        {visit.checkInAt !== null && <Detail label={VISIT_WORDS.arrivedLabel} value={indiaClockText(visit.checkInAt)} />}
        {visit.checkOutAt !== null && <Detail label={VISIT_WORDS.finishedLabel} value={indiaClockText(visit.checkOutAt)} />}
      </VisitFacts>
      {visit.note && <Words label={VISIT_WORDS.noteOf} text={visit.note} />}
      {role === 'senior' && visit.feedback && <Words label={VISIT_WORDS.feedbackOf} text={feedbackText(visit.feedback)} />}
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
  return (
    <DashboardCard title={VISIT_WORDS.pastTitle} state={state}>
      {visits.length === 0 ? (
        <EmptyText>{VISIT_WORDS.noPastVisits}</EmptyText>
      ) : (
        <Box component="ul" sx={listSx}>
          {visits.map((visit) => <PastVisit key={visit.id} visit={visit} role={role} />)}
        </Box>
      )}
      {more.available && <ShowMore title={VISIT_WORDS.pastTitle} busy={more.busy} onClick={more.show} />}
    </DashboardCard>
  );
}
