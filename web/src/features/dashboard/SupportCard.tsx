import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SUPPORT, telHref } from '../../content/support';
import { useT } from '../../i18n/I18n';
import { DashboardCard } from './DashboardCard';

/** The 24/7 line on the dashboard (the one support number, common/support.ts): its number to read, and a button that dials it. */
export function SupportCard() {
  const t = useT();
  return (
    <DashboardCard title={t('dashboard.supportTitle')} state={{ status: 'ready' }}>
      <Typography sx={{ mb: 1 }}>{t('dashboard.supportText')}</Typography>
      <Typography sx={{ mb: 2, fontSize: '1.5rem', fontWeight: 700 }}>{SUPPORT.phone}</Typography>
      <Button href={telHref(SUPPORT.phone)} variant="contained" size="large" color="secondary">
        {t('dashboard.supportCall')}
      </Button>
    </DashboardCard>
  );
}
