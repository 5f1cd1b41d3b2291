import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { to12Hour, visitDateText } from '@gh/common/time';
import { AdminPanel, PanelList } from './AdminPanel';
import type { LinkedVolunteer } from './adminData';

/** Assigned Tasks & Locations (spec section 2): volunteer e-mail, task and location, with the visit's time. */
export function AssignedPanel({ volunteers }: { volunteers: LinkedVolunteer[] }) {
  const title = 'Assigned Tasks & Locations';
  return (
    <AdminPanel title={title} count={volunteers.length} empty={volunteers.length ? undefined : 'No tasks assigned.'}>
      <PanelList label={title}>
        {volunteers.map(({ email, senior }) => (
          <Box component="li" key={email} sx={{ py: 2, display: 'grid', gap: 0.25 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{email}</Typography>
            <Typography>Task: {senior.task}</Typography>
            <Typography>Location: {senior.city}</Typography>
            <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {visitDateText(senior.date ?? '')}, {to12Hour(senior.startTime ?? '')} to {to12Hour(senior.endTime ?? '')}, with {senior.email}
            </Typography>
          </Box>
        ))}
      </PanelList>
    </AdminPanel>
  );
}
