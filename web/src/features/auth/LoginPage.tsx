import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { PageIntro } from '../../components/PageIntro';
import type { LoginState } from '../../lib/session';
import { LoginForm } from './LoginForm';

/** Shown when the guard found a stored user without the Auth session behind it. */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export default function LoginPage() {
  const state = useLocation().state as LoginState | null;
  return (
    <PageIntro title="Sign In" lead="Enter your e-mail and we will send you a one-time code.">
      {state?.sessionEnded && (
        <Alert severity="info" role="status" sx={{ mt: 3, maxWidth: 560, fontSize: '1.125rem' }}>
          {SESSION_ENDED}
        </Alert>
      )}
      <LoginForm />
      <Box sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'divider', maxWidth: 560 }}>
        <Typography sx={{ mb: 1.5 }}>New to Golden Hearts?</Typography>
        <Button component={RouterLink} to={PAGES.register} variant="outlined">
          Sign Up
        </Button>
      </Box>
    </PageIntro>
  );
}
