import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SCREEN_MESSAGES } from '@gh/common/messages';
import { DashboardCard, EmptyText, type CardState } from './DashboardCard';
import type { Visit } from './dashboardModel';

export const NEXT_VISIT_TITLE = 'Your next visit';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 700 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Box>
    </>
  );
}

/** The spec's Upcoming Visits, first and large (issue 12): the visit the admin scheduled, or the spec's empty text. */
export function VisitsCard({ state, visit }: { state: CardState; visit: Visit | null }) {
  return (
    <DashboardCard title={NEXT_VISIT_TITLE} state={state} prominent>
      {visit ? (
        <Box data-testid="visit">
          <Typography variant="h4" component="h3" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
            {visit.task}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75 }}
          >
            <Detail label="Date" value={visit.dateText} />
            <Detail label="Time" value={visit.timeText} />
            {visit.city && <Detail label="City" value={visit.city} />}
          </Box>
        </Box>
      ) : (
        <EmptyText>{SCREEN_MESSAGES.noUpcomingVisits}</EmptyText>
      )}
    </DashboardCard>
  );
}
