import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { PageIntro } from '../../components/PageIntro';
import { areaLoader } from '../../i18n/catalogs';
import { useT } from '../../i18n/I18n';
import type { LoginState } from '../../lib/session';
import { LoginForm } from './LoginForm';
import { PhoneSignIn } from './PhoneSignIn';

type SignInWay = 'email' | 'phone';

/** The page's words (`signin.*`), its outcome dialog's, and the api's answers, loaded with it in the page's language. */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/{signin,outcome,api}.ts'));

export default function LoginPage() {
  const t = useT();
  const state = useLocation().state as LoginState | null;
  // E-mail first, as the prerendered page paints it; the mobile number one tap away.
  const [way, setWay] = useState<SignInWay>('email');
  return (
    <PageIntro title={t('signin.title')} lead={t('signin.lead')}>
      {/* Shown when the guard found a stored user without the Auth session behind it. */}
      {state?.sessionEnded && (
        <Alert severity="info" role="status" sx={{ mt: 3, maxWidth: 560, fontSize: '1.125rem' }}>
          {t('signin.sessionEnded')}
        </Alert>
      )}
      <Tabs
        value={way}
        onChange={(_event, next: SignInWay) => setWay(next)}
        aria-label={t('signin.by')}
        variant="fullWidth"
        sx={{
          mt: 3,
          maxWidth: 560,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': { fontSize: '1.125rem', minHeight: 56, textTransform: 'none' },
        }}
      >
        <Tab value="email" label={t('signin.byEmail')} id="sign-in-email" aria-controls="sign-in-email-panel" />
        <Tab value="phone" label={t('signin.byPhone')} id="sign-in-phone" aria-controls="sign-in-phone-panel" />
      </Tabs>
      <Box role="tabpanel" id="sign-in-email-panel" aria-labelledby="sign-in-email" hidden={way !== 'email'}>
        <LoginForm />
      </Box>
      <Box role="tabpanel" id="sign-in-phone-panel" aria-labelledby="sign-in-phone" hidden={way !== 'phone'}>
        {way === 'phone' && <PhoneSignIn />}
      </Box>
      <Box sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'divider', maxWidth: 560 }}>
        <Typography sx={{ mb: 1.5 }}>{t('signin.newHere')}</Typography>
        <Button component={RouterLink} to={PAGES.register} variant="outlined">
          {t('signin.signUp')}
        </Button>
      </Box>
    </PageIntro>
  );
}
