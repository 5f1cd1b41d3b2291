import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { OTP_MIN_INPUT, OTP_TTL_MS } from '@gh/common/constants';
import { OneTimeCodeField } from '../../components/OneTimeCodeField';

interface CodeStepProps {
  email: string;
  /** 'Register' for volunteers (spec section 2). */
  verifyLabel: string;
  busy: 'verifying' | 'resending' | null;
  onVerify: (code: string) => void;
  onResend: () => void;
  onBack: () => void;
  /** What the last call said, shown above the code. */
  notice: ReactNode;
}

/** Step 2 of registration: the code e-mailed to the address in the form. */
export function CodeStep({ email, verifyLabel, busy, onVerify, onResend, onBack, notice }: CodeStepProps) {
  const [code, setCode] = useState('');
  const canVerify = !busy && code.length >= OTP_MIN_INPUT;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (canVerify) onVerify(code);
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="code-step-title">
      <Typography id="code-step-title" variant="h4" component="h2" sx={{ mb: 1 }}>
        Enter your code
      </Typography>
      <Typography sx={{ mb: 3 }}>
        We sent a one-time code to <strong>{email}</strong>. It is valid for {OTP_TTL_MS / 60_000} minutes.
      </Typography>
      {notice && <Box sx={{ mb: 3 }}>{notice}</Box>}
      <OneTimeCodeField value={code} onChange={setCode} disabled={busy === 'verifying'} autoFocus />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
        <Button type="submit" variant="contained" size="large" disabled={!canVerify}>
          {busy === 'verifying' ? 'Verifying...' : verifyLabel}
        </Button>
        <Button variant="outlined" disabled={!!busy} onClick={onResend}>
          {busy === 'resending' ? 'Sending...' : 'Send a new code'}
        </Button>
        <Button disabled={!!busy} onClick={onBack}>
          Change my details
        </Button>
      </Box>
    </Box>
  );
}
