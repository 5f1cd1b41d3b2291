/**
 * Upcoming Visits: the person's visits still to come, soonest first, each as the
 * spec's card (task, date, 12-hour times, city) with who it is with, and one cancelled before
 * its start marked so until then; on a visit's day the volunteer records it here, unless the
 * next visit's card above holds that day's steps (`dayAbove`). A few first, Show more for the rest.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { VISIT_STATUS, checkWindow } from '@gh/common/visits';
import { useLang, useT } from '../../i18n/I18n';
import type { Role } from '../../lib/session';
import { DashboardCard, EmptyText, type CardState } from './DashboardCard';
import { visitText, type VisitPerson } from './dashboardModel';
import { DayOutcomes } from './DayOutcomes';
import type { DayActions } from './useDayActions';
import { VisitDayActions } from './VisitDayActions';
import { VisitFacts } from './VisitFacts';
import { ShowMore, itemSx, listSx } from './VisitList';
import type { VisitItem } from './visitsModel';

interface UpcomingVisitsCardProps {
  state: CardState;
  role: Role;
  visits: VisitItem[];
  /** Who the visits are with (the person's linked partner), if known. */
  person: VisitPerson | null;
  now: number;
  more: { available: boolean; busy: boolean; show: () => void };
  /** The volunteer's steps on a visit's day (useDayActions). */
  day: DayActions;
  /** The visit whose day's steps the next visit's card holds, with what came of them; null: none. */
  dayAbove: string | null;
}

export function UpcomingVisitsCard({ state, role, visits, person, now, more, day, dayAbove }: UpcomingVisitsCardProps) {
  const t = useT();
  const lang = useLang();
  return (
    <DashboardCard title={t('dashboard.upcomingTitle')} state={state}>
      {!dayAbove && <DayOutcomes day={day} />}
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
              {role === 'volunteer' &&
                visit.id !== dayAbove &&
                visit.status === VISIT_STATUS.scheduled &&
                checkWindow(visit, now) === 'open' && <VisitDayActions visit={visit} calls={day.calls} steps={day.steps} />}
            </Box>
          ))}
        </Box>
      )}
      {more.available && <ShowMore title={t('dashboard.upcomingTitle')} busy={more.busy} onClick={more.show} />}
    </DashboardCard>
  );
}
