import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LINK_STATUS } from '@gh/common/constants';
import { firstName } from '@gh/common/documents';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { useT } from '../../i18n/I18n';
import { DashboardCard, EmptyText, type CardState } from './DashboardCard';
import { linkOf, visitPersonOf, type Member, type Visit } from './dashboardModel';
import { RequestAnswer } from './RequestAnswer';
import { VisitFacts } from './VisitFacts';
import { VisitPeople } from './VisitPeople';
import { useSeniorAnswer } from './useSeniorAnswer';

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

/**
 * The spec's Upcoming Visits, first and large: the visit the admin scheduled with who it is with, or the spec's empty text;
 * before that, a senior answers the volunteer who asked to visit, and a volunteer reads that
 * their request is waiting.
 */
export function VisitsCard({ state, visit, member }: { state: CardState; visit: Visit | null; member: Member | null }) {
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
      {member && <RequestWaiting member={member} />}
      {request ? (
        <RequestAnswer request={request} state={answer} />
      ) : visit ? (
        <Box data-testid="visit">
          <Typography variant="h4" component="h3" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
            {visit.task}
          </Typography>
          <VisitFacts visit={visit} />
          {person && <VisitPeople person={person} volunteer={member?.role === 'senior' ? link : null} />}
        </Box>
      ) : (
        <EmptyText>{t('dashboard.noUpcomingVisits')}</EmptyText>
      )}
    </DashboardCard>
  );
}
