import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EMERGENCY_LINE, telHref } from '../../content/support';
import { useT } from '../../i18n/I18n';
import { DashboardCard } from './DashboardCard';

/** The 24/7 line on the dashboard: its number to read, and a button that dials it. */
export function SupportCard() {
  const t = useT();
  return (
    <DashboardCard title={t('dashboard.supportTitle')} state={{ status: 'ready' }}>
      <Typography sx={{ mb: 1 }}>{t('dashboard.supportText')}</Typography>
      <Typography sx={{ mb: 2, fontSize: '1.5rem', fontWeight: 700 }}>{EMERGENCY_LINE.phone}</Typography>
      <Button href={telHref(EMERGENCY_LINE.phone)} variant="contained" size="large" color="secondary">
        {t('dashboard.supportCall')}
      </Button>
    </DashboardCard>
  );
}
