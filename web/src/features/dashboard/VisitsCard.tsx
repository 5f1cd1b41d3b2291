import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { LINK_STATUS } from '@gh/common/constants';
import { firstName } from '@gh/common/documents';
import { colors } from '../../components/colors';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { useT } from '../../i18n/I18n';
import { ArrivalNote } from './ArrivalNote';
import { DashboardCard, EmptyText, type CardState } from './DashboardCard';
import { linkOf, visitPersonOf, type Member, type Visit } from './dashboardModel';
import { DayOutcomes } from './DayOutcomes';
import { RequestAnswer } from './RequestAnswer';
import type { DayActions } from './useDayActions';
import { VisitDayActions } from './VisitDayActions';
import { VisitFacts } from './VisitFacts';
import { VisitPeople } from './VisitPeople';
import { useSeniorAnswer } from './useSeniorAnswer';
import type { VisitItem } from './visitsModel';

/** What a volunteer waiting for the senior's answer reads. */
function RequestWaiting({ member }: { member: Member }) {
  const t = useT();
  const link = linkOf(member);
  if (member.role !== 'volunteer' || link?.status !== LINK_STATUS.requested) return null;
  const first = firstName(link.name) || link.email;
  return (
    <Typography data-testid="request-waiting" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      {link.answer === 'yes'
        ? t('dashboard.requestSaidYes', { first })
        : t('dashboard.requestWaiting', { name: link.name || link.email, first })}
    </Typography>
  );
}

interface VisitsCardProps {
  state: CardState;
  visit: Visit | null;
  member: Member | null;
  /** The visit is today in India: marked so. */
  today?: boolean;
  /** The volunteer's visit on its day (visitOnItsDay): its steps are here, first, with what came of them. */
  onItsDay?: VisitItem | null;
  day?: DayActions;
  /** When the senior's volunteer arrived for this visit (arrivedAt), or null. */
  arrived?: number | null;
  /** What a new senior with no volunteer yet reads next (NextSteps), in place of nothing. */
  children?: ReactNode;
}

/**
 * The spec's Upcoming Visits, first and large: the visit the admin scheduled with who it is with, or the spec's empty text;
 * before that, a senior answers the volunteer who asked to visit, and a volunteer reads that
 * their request is waiting. On the visit's day it says Today, and the volunteer's "I've
 * arrived" is here, first on the page; the senior reads, live, that he has arrived.
 */
export function VisitsCard({ state, visit, member, today = false, onItsDay = null, day, arrived = null, children }: VisitsCardProps) {
  const t = useT();
  const answer = useSeniorAnswer();
  const link = member ? linkOf(member) : null;
  const request = member?.role === 'senior' && link?.status === LINK_STATUS.requested ? link : null;
  const person = member ? visitPersonOf(member) : null;
  return (
    <DashboardCard title={t('dashboard.nextVisitTitle')} state={state} prominent>
      {answer.outcome && (
        <Box sx={{ mb: 2 }}>
          <OutcomeNotice outcome={answer.outcome} onDismiss={answer.dismiss} />
        </Box>
      )}
      {onItsDay && day && <DayOutcomes day={day} />}
      {member && <RequestWaiting member={member} />}
      {request ? (
        <RequestAnswer request={request} state={answer} />
      ) : visit ? (
        <Box data-testid="visit">
          {arrived !== null && member?.role === 'senior' && link && <ArrivalNote volunteer={link} at={arrived} />}
          {today && (
            <Chip
              data-testid="visit-today"
              label={t('dashboard.today')}
              sx={{ mb: 1, fontWeight: 700, fontSize: '1.0625rem', bgcolor: colors.success, color: colors.white }}
            />
          )}
          <Typography variant="h4" component="h3" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
            {visit.task}
          </Typography>
          <VisitFacts visit={visit} />
          {onItsDay && day && <VisitDayActions visit={onItsDay} calls={day.calls} steps={day.steps} />}
          {person && <VisitPeople person={person} volunteer={member?.role === 'senior' ? link : null} />}
        </Box>
      ) : (
        <>
          <EmptyText>{t('dashboard.noUpcomingVisits')}</EmptyText>
          {children}
        </>
      )}
    </DashboardCard>
  );
}
