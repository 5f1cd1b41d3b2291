/**
 * /volunteer-registration before any sign of acceptance: volunteers register once the admin has
 * accepted their application, and the acceptance e-mail's link opens the form filled in. So the
 * page says that first, calmly, instead of a long form the server would refuse; someone accepted
 * without the e-mail at hand still reaches the form.
 */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { useT } from '../../i18n/I18n';
import { StepPanel } from './StepPanel';

/** `live`: the page's script runs (before that, the form could not open: the button waits). */
export function AwaitingAcceptance({ live, onFillIn }: { live: boolean; onFillIn: () => void }) {
  const t = useT();
  return (
    <StepPanel
      title={t('registration.waitTitle')}
      actions={
        <>
          <Button component={RouterLink} to={PAGES.apply} variant="outlined" size="large">
            {t('registration.toApplication')}
          </Button>
          <Button size="large" disabled={!live} onClick={onFillIn}>
            {t('registration.waitFillIn')}
          </Button>
        </>
      }
    >
      <Typography component="p">{t('registration.waitLead')}</Typography>
      <Typography component="p">{t('registration.waitNotApplied')}</Typography>
      <Typography component="p">{t('registration.waitAcceptedNote')}</Typography>
    </StepPanel>
  );
}
