/**
 * /login with a mobile number: the number, then the code from the SMS, then, on a phone two
 * people share, who is signing in. The invisible reCAPTCHA attaches to a box of its own.
 */
import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OTP_MIN_INPUT } from '@gh/common/constants';
import { isIndianPhone } from '@gh/common/schemas';
import { MobileField } from '../../components/MobileField';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { SmsCodeEntry } from '../../components/SmsCodeEntry';
import { SubmitWithReason } from '../../components/SubmitWithReason';
import { useCodeEntry } from '../../components/useCodeEntry';
import { useT } from '../../i18n/I18n';
import { usePhoneSignIn } from './usePhoneSignIn';

export function PhoneSignIn() {
  const t = useT();
  const { phase, outcome, people, choosing, sendCode, verifyCode, choose, startOver, dismissOutcome } = usePhoneSignIn();
  const [phone, setPhone] = useState('');
  const [touched, setTouched] = useState(false);
  const entry = useCodeEntry();
  const recaptchaHost = useRef<HTMLDivElement>(null);

  const trimmed = phone.trim();
  const valid = isIndianPhone(trimmed);
  const codeStep = phase === 'code-sent' || phase === 'verifying';
  const locked = phase !== 'number';
  const canVerify = phase === 'code-sent' && entry.code.length >= OTP_MIN_INPUT;
  const showError = touched && trimmed !== '' && !valid;

  function send(again = false) {
    if (recaptchaHost.current) void sendCode(trimmed, recaptchaHost.current, again);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (phase === 'number' && valid) send();
    else if (canVerify && entry.ready()) void verifyCode(entry.code);
  }

  function otherNumber() {
    entry.clear();
    startOver();
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('signin.byPhone')} sx={{ mt: 3, maxWidth: 560 }}>
      <Stack spacing={3}>
        <Typography>{t('signin.phone.lead')}</Typography>
        <MobileField value={phone} onChange={setPhone} onBlur={() => setTouched(true)} wrong={showError} readOnly={locked} />

        <OutcomeNotice outcome={outcome} onDismiss={dismissOutcome} />

        {(phase === 'number' || phase === 'sending') && (
          <SubmitWithReason disabled={!valid || phase === 'sending'} reason={valid ? null : t('signin.phone.sendNeeds')}>
            {phase === 'sending' ? t('signin.phone.sending') : t('signin.phone.send')}
          </SubmitWithReason>
        )}

        {codeStep && (
          <SmsCodeEntry
            entry={entry}
            verifying={phase === 'verifying'}
            canVerify={canVerify}
            verifyLabel={t('signin.verify')}
            onNewCode={() => send(true)}
          >
            <Button disabled={phase === 'verifying'} onClick={otherNumber}>
              {t('signin.phone.otherNumber')}
            </Button>
          </SmsCodeEntry>
        )}

        {phase === 'choosing' && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" sx={{ fontSize: '1.1875rem', fontWeight: 700, mb: 2 }}>
              {t('signin.phone.choose')}
            </Typography>
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              {people.map((person) => (
                <Button
                  key={`${person.role}:${person.email}`}
                  variant="contained"
                  size="large"
                  disabled={choosing}
                  onClick={() => void choose(person)}
                >
                  {t('signin.phone.person', { name: person.name, role: person.role })}
                </Button>
              ))}
              <Button disabled={choosing} onClick={otherNumber}>
                {t('signin.phone.otherNumber')}
              </Button>
            </Stack>
          </Box>
        )}
      </Stack>
      {/* Outside the stack: an empty box there would still take its spacing. */}
      <div ref={recaptchaHost} />
    </Box>
  );
}
