import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SeniorCoordinator } from '@gh/common/staff';
import { telHref } from '../../content/support';
import { useT } from '../../i18n/I18n';
import { DashboardCard } from './DashboardCard';

/** A senior's named coordinator (her document's `coordinator`): whom to call, with a button that dials them. */
export function CoordinatorCard({ coordinator: { name, phone } }: { coordinator: SeniorCoordinator }) {
  const t = useT();
  return (
    <DashboardCard title={t('dashboard.coordinatorTitle')} state={{ status: 'ready' }}>
      <Typography sx={{ mb: 1 }}>{t('dashboard.coordinatorText', { name })}</Typography>
      <Typography sx={{ mb: 2, fontSize: '1.5rem', fontWeight: 700 }}>{phone}</Typography>
      <Button href={telHref(phone)} variant="contained" size="large" color="secondary">
        {t('dashboard.coordinatorCall', { name })}
      </Button>
    </DashboardCard>
  );
}
