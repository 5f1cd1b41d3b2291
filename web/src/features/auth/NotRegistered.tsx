import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { WithBold } from '../../components/WithParts';
import { useT } from '../../i18n/I18n';
import type { Unregistered } from './useCodeSignIn';

interface NotRegisteredProps {
  who: Unregistered;
  /** Back to the e-mail field, to correct the address. */
  onCorrect: () => void;
}

/**
 * An e-mail nobody is registered with as that role (spec section 8's outcome): it is named,
 * since a typo is the likelier cause, so correcting it comes first and registering second;
 * a second account under a misspelt address is never the easy way on.
 */
export function NotRegistered({ who, onCorrect }: NotRegisteredProps) {
  const t = useT();
  const register =
    who.role === 'senior'
      ? { text: t('signin.notSenior'), to: PAGES.seniorRegistration, label: t('signin.toSeniorRegistration') }
      : { text: t('signin.notVolunteer'), to: PAGES.careers, label: t('signin.toCareers') };
  const line = { fontSize: 'inherit', overflowWrap: 'anywhere' } as const;
  return (
    <Alert severity="info" role="alert" sx={{ fontSize: '1.125rem', '& .MuiAlert-message': { minWidth: 0 } }}>
      <Typography sx={line}>
        <WithBold bold={who.email} text={(email) => t('signin.notFoundAs', { role: who.role, email })} />
      </Typography>
      <Typography sx={{ ...line, mt: 1 }}>{t('signin.notFoundCheck')}</Typography>
      <Button variant="contained" onClick={onCorrect} sx={{ mt: 1.5 }}>
        {t('signin.correctEmail')}
      </Button>
      <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
        <Typography sx={line}>{register.text}</Typography>
        <Button component={RouterLink} to={register.to} variant="outlined" sx={{ mt: 1.5 }}>
          {register.label}
        </Button>
      </Box>
    </Alert>
  );
}
