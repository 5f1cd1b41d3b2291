import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DASHBOARD_SUPPORT, EMERGENCY_LINE, telHref } from '../../content/support';
import { DashboardCard } from './DashboardCard';

/** The 24/7 line on the dashboard (issue 12): its number to read, and a button that dials it. */
export function SupportCard() {
  return (
    <DashboardCard title={DASHBOARD_SUPPORT.title} state={{ status: 'ready' }}>
      <Typography sx={{ mb: 1 }}>{DASHBOARD_SUPPORT.text}</Typography>
      <Typography sx={{ mb: 2, fontSize: '1.5rem', fontWeight: 700 }}>{EMERGENCY_LINE.phone}</Typography>
      <Button href={telHref(EMERGENCY_LINE.phone)} variant="contained" size="large" color="secondary">
        {DASHBOARD_SUPPORT.call}
      </Button>
    </DashboardCard>
  );
}
