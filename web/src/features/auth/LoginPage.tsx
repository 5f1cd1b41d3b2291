import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { PageIntro } from '../../components/PageIntro';
import { LoginForm } from './LoginForm';

export default function LoginPage() {
  return (
    <PageIntro title="Sign In" lead="Enter your e-mail and we will send you a one-time code.">
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
