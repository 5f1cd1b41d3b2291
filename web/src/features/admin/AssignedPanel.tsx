import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { to12Hour, visitDateText } from '@gh/common/time';
import { PANEL_QUERIES, linkedVolunteer, type LinkedVolunteer } from './adminData';
import { PagedPanel } from './PagedPanel';
import { usePagedRows, type Page } from './usePagedQuery';

/** The visits: volunteer e-mail, task and location, with the visit's time. */
export function AssignedList({ page }: { page: Page<LinkedVolunteer> }) {
  return (
    <PagedPanel title="Assigned Tasks & Locations" empty="No tasks assigned." page={page}>
      {({ email, senior }) => (
        <Box component="li" key={email} sx={{ py: 2, display: 'grid', gap: 0.25 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{email}</Typography>
          <Typography>Task: {senior.task}</Typography>
          <Typography>Location: {senior.city}</Typography>
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {visitDateText(senior.date ?? '')}, {to12Hour(senior.startTime ?? '')} to {to12Hour(senior.endTime ?? '')}, with {senior.email}
          </Typography>
        </Box>
      )}
    </PagedPanel>
  );
}

/** Assigned Tasks & Locations (spec section 2), newest assignment first, as its own live query. */
export function AssignedPanel() {
  return <AssignedList page={usePagedRows(PANEL_QUERIES.assigned, linkedVolunteer)} />;
}
