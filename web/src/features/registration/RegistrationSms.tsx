/**
 * Below the e-mailed code: the code by SMS to the form's mobile number instead, in /login's
 * mobile tab's words and look. A form of its own (forms do not nest); the invisible reCAPTCHA
 * attaches to a box of its own.
 */
import { useRef, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OTP_MIN_INPUT, type UserType } from '@gh/common/constants';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { SmsCodeEntry } from '../../components/SmsCodeEntry';
import { useCodeEntry } from '../../components/useCodeEntry';
import { WithBold } from '../../components/WithParts';
import { useT } from '../../i18n/I18n';
import { useRegistrationSms } from './useRegistrationSms';

interface RegistrationSmsProps {
  userType: UserType;
  /** The registration as sent with the code step. */
  form: Record<string, unknown>;
  verifyLabel: string;
  onRegistered: () => void;
}

export function RegistrationSms({ userType, form, verifyLabel, onRegistered }: RegistrationSmsProps) {
  const t = useT();
  const { phase, outcome, phone, sendCode, verifyCode, dismissOutcome } = useRegistrationSms(userType, form, onRegistered);
  const entry = useCodeEntry();
  const recaptchaHost = useRef<HTMLDivElement>(null);
  const codeStep = phase === 'code-sent' || phase === 'verifying';
  const canVerify = phase === 'code-sent' && entry.code.length >= OTP_MIN_INPUT;

  function send() {
    if (recaptchaHost.current) void sendCode(recaptchaHost.current);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (phase === 'offer') send();
    else if (canVerify && entry.ready()) void verifyCode(entry.code);
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="sms-code-title"
      sx={{ mt: 5, pt: 4, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack spacing={3}>
        <Typography id="sms-code-title" variant="h5" component="h3">
          {t('signin.code.bySmsTitle')}
        </Typography>
        <Typography>
          <WithBold bold={phone} text={(number) => t('signin.code.bySmsLead', { phone: number })} />
        </Typography>
        <OutcomeNotice outcome={outcome} onDismiss={dismissOutcome} />
        {!codeStep && (
          <Button type="submit" variant="outlined" size="large" disabled={phase === 'sending'} sx={{ alignSelf: 'flex-start' }}>
            {phase === 'sending' ? t('signin.phone.sending') : t('signin.phone.send')}
          </Button>
        )}
        {codeStep && (
          // Below the e-mailed code's field and button: named apart from them, to the eye and to a screen reader.
          <SmsCodeEntry
            entry={entry}
            verifying={phase === 'verifying'}
            canVerify={canVerify}
            verifyLabel={t('signin.code.verifyBySms', { verify: verifyLabel })}
            codeLabel={t('signin.code.smsLabel')}
            onNewCode={send}
          />
        )}
      </Stack>
      {/* Outside the stack: an empty box there would still take its spacing. */}
      <div ref={recaptchaHost} />
    </Box>
  );
}
