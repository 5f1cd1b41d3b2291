/**
 * Upcoming Visits: the person's visits still to come, soonest first, each as the
 * spec's card (task, date, 12-hour times, city) with who it is with, and one cancelled before
 * its start marked so until then; on a visit's day the volunteer records it here. A few first,
 * Show more for the rest.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { VISIT_STATUS, checkWindow } from '@gh/common/visits';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { VISIT_FAILURES } from '../../content/visits';
import { useLang, useT } from '../../i18n/I18n';
import type { Role } from '../../lib/session';
import { DashboardCard, EmptyText, type CardState } from './DashboardCard';
import { visitText, type VisitPerson } from './dashboardModel';
import { usePendingCall } from './usePendingCall';
import { useVisitSteps } from './useVisitSteps';
import { VISIT_CALLS, type VisitCalls } from './visitCalls';
import { VisitDayActions, type DayCall } from './VisitDayActions';
import { VisitFacts } from './VisitFacts';
import { ShowMore, itemSx, listSx } from './VisitList';
import type { VisitItem } from './visitsModel';

interface UpcomingVisitsCardProps {
  state: CardState;
  role: Role;
  /** The signed-in person's e-mail: whose steps kept offline are theirs. */
  email: string;
  visits: VisitItem[];
  /** Who the visits are with (the person's linked partner), if known. */
  person: VisitPerson | null;
  now: number;
  more: { available: boolean; busy: boolean; show: () => void };
  api?: Pick<VisitCalls, 'checkIn' | 'checkOut'>;
}

export function UpcomingVisitsCard({ state, role, email, visits, person, now, more, api = VISIT_CALLS }: UpcomingVisitsCardProps) {
  const t = useT();
  const lang = useLang();
  const calls = usePendingCall<DayCall>(VISIT_FAILURES);
  const steps = useVisitSteps(email, api);
  return (
    <DashboardCard title={t('dashboard.upcomingTitle')} state={state}>
      {[
        { outcome: calls.outcome, dismiss: calls.dismiss },
        { outcome: steps.sent, dismiss: steps.dismissSent },
      ].map(
        ({ outcome, dismiss }, index) =>
          outcome && (
            <Box key={index} sx={{ mb: 2 }}>
              <OutcomeNotice outcome={outcome} onDismiss={dismiss} />
            </Box>
          ),
      )}
      {visits.length === 0 ? (
        <EmptyText>{t('dashboard.noUpcomingVisits')}</EmptyText>
      ) : (
        <Box component="ul" sx={listSx}>
          {visits.map((visit) => (
            <Box component="li" key={visit.id} data-testid="upcoming-visit" sx={itemSx}>
              {visit.status === VISIT_STATUS.cancelled && (
                <Typography data-testid="upcoming-status" sx={{ fontWeight: 700, color: 'error.dark' }}>
                  {t('dashboard.visitStatus', { status: visit.status })}
                </Typography>
              )}
              <Typography variant="h5" component="h3" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                {visit.task}
              </Typography>
              <VisitFacts visit={visitText(visit, lang)} />
              {person && (
                <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                  {t('dashboard.personRole', { role: person.role })}: <strong>{person.firstName}</strong>
                </Typography>
              )}
              {role === 'volunteer' && visit.status === VISIT_STATUS.scheduled && checkWindow(visit, now) === 'open' && (
                <VisitDayActions visit={visit} calls={calls} steps={steps} />
              )}
            </Box>
          ))}
        </Box>
      )}
      {more.available && <ShowMore title={t('dashboard.upcomingTitle')} busy={more.busy} onClick={more.show} />}
    </DashboardCard>
  );
}
