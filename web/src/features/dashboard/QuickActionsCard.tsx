import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { useT } from '../../i18n/I18n';
import { DashboardCard } from './DashboardCard';

/** Quick Actions: where a member goes next from the dashboard. */
export function QuickActionsCard() {
  const t = useT();
  return (
    <DashboardCard title={t('dashboard.quickActionsTitle')} state={{ status: 'ready' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button component={RouterLink} to={PAGES.profile} variant="contained">
          {t('dashboard.editProfile')}
        </Button>
        <Button component={RouterLink} to={PAGES.events} variant="outlined">
          {t('dashboard.seeEvents')}
        </Button>
      </Box>
    </DashboardCard>
  );
}
