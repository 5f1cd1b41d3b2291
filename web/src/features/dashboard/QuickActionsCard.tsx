import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { DashboardCard } from './DashboardCard';

/** Quick Actions: where a member goes next from the dashboard. */
export function QuickActionsCard() {
  return (
    <DashboardCard title="Quick Actions" state={{ status: 'ready' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button component={RouterLink} to={PAGES.profile} variant="contained">
          Edit Profile
        </Button>
        <Button component={RouterLink} to={PAGES.events} variant="outlined">
          See Events
        </Button>
      </Box>
    </DashboardCard>
  );
}
