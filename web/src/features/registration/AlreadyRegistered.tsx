/**
 * Told when a registration code shows the address is registered already (the code e-mail's link
 * opened again, or the code typed here after registering in another browser): say so and lead
 * to Sign In with the e-mail filled in, instead of an empty form.
 */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { UserType } from '@gh/common/constants';
import { PAGES } from '@gh/common/routes';
import { useT } from '../../i18n/I18n';
import type { LoginState } from '../../lib/session';
import { WithBold } from '../../components/WithParts';
import { StepPanel } from './StepPanel';

interface AlreadyRegisteredProps {
  email: string;
  userType: UserType;
  /** Back to an empty form: someone registering another person on this device. */
  onRegisterAnother: () => void;
}

export function AlreadyRegistered({ email, userType, onRegisterAnother }: AlreadyRegisteredProps) {
  const t = useT();
  const state: LoginState = { prefill: { email, userType } };
  return (
    <StepPanel
      title={t('registration.registeredTitle')}
      actions={
        <>
          <Button component={RouterLink} to={PAGES.login} state={state} variant="contained" size="large">
            {t('registration.signIn')}
          </Button>
          <Button size="large" onClick={onRegisterAnother}>
            {t('registration.registerAnother')}
          </Button>
        </>
      }
    >
      <Typography component="p">
        <WithBold bold={email} text={(at) => t('registration.registeredLead', { email: at })} />
      </Typography>
    </StepPanel>
  );
}
