import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { OTP_MIN_INPUT, OTP_TTL_MS } from '@gh/common/constants';
import { OneTimeCodeField } from '../../components/OneTimeCodeField';
import { WithBold } from '../../components/WithParts';
import { useCodeEntry } from '../../components/useCodeEntry';
import { useT } from '../../i18n/I18n';

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

/** Step 2 of registration: the code e-mailed to the address in the form (its words are the signin area's). */
export function CodeStep({ email, verifyLabel, busy, onVerify, onResend, onBack, notice }: CodeStepProps) {
  const t = useT();
  const entry = useCodeEntry();
  const canVerify = !busy && entry.code.length >= OTP_MIN_INPUT;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (canVerify && entry.ready()) onVerify(entry.code);
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="code-step-title">
      <Typography id="code-step-title" variant="h4" component="h2" sx={{ mb: 1 }}>
        {t('signin.code.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <WithBold bold={email} text={(at) => t('signin.code.sentTo', { email: at, minutes: OTP_TTL_MS / 60_000 })} />
      </Typography>
      {notice && <Box sx={{ mb: 3 }}>{notice}</Box>}
      <OneTimeCodeField entry={entry} disabled={busy === 'verifying'} autoFocus />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
        <Button type="submit" variant="contained" size="large" disabled={!canVerify}>
          {busy === 'verifying' ? t('signin.verifying') : verifyLabel}
        </Button>
        <Button variant="outlined" disabled={!!busy} onClick={onResend}>
          {busy === 'resending' ? t('signin.code.sending') : t('signin.newCode')}
        </Button>
        <Button disabled={!!busy} onClick={onBack}>
          {t('signin.code.changeDetails')}
        </Button>
      </Box>
    </Box>
  );
}
