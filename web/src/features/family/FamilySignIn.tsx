/**
 * The family page's sign-in: the e-mail the member joined a circle with, then the code mailed to
 * it (POST /family/code, /family/verify), or the code mail's one-tap link, read once from the
 * fragment. The session starts with the answer's custom token; the page then follows it
 * (useFamilySession). Refusals say what to do next: an address in no circle is asked to get an
 * invitation, a code's problems are said as on /login. "Use my mobile number instead" leads to
 * the same by SMS (FamilyPhoneSignIn), which also takes up an invitation by mobile.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { FamilySession } from '@gh/common/circle';
import { readFamilyLink } from '@gh/common/code-link';
import { OTP_MIN_INPUT } from '@gh/common/constants';
import { isEmailAddress } from '@gh/common/patterns';
import { useCodeAnswers } from '../../components/codeAnswers';
import { OneTimeCodeField } from '../../components/OneTimeCodeField';
import { useCodeEntry } from '../../components/useCodeEntry';
import { useLang, useT } from '../../i18n/I18n';
import { ApiError, apiRequest } from '../../lib/api';
import { signInAsFamily } from '../../lib/auth';
import { useFragmentLink } from '../../lib/useFragmentLink';
import { FamilyEmailField } from './FamilyEmailField';
import { FamilyPhoneSignIn } from './FamilyPhoneSignIn';

type Phase = 'email' | 'requesting' | 'code' | 'verifying' | 'link';
type Said = { severity: 'success' | 'error' | 'info'; message: string } | null;

export function FamilySignIn() {
  const t = useT();
  const lang = useLang();
  const answers = useCodeAnswers();
  const entry = useCodeEntry();
  const link = useFragmentLink(true, readFamilyLink, (arrived) => void verify(arrived.email, arrived.code, true));
  const [email, setEmail] = useState(link?.email ?? '');
  const [emailWrong, setEmailWrong] = useState(false);
  const [phase, setPhase] = useState<Phase>(link ? 'link' : 'email');
  const [said, setSaid] = useState<Said>(null);
  const [byPhone, setByPhone] = useState(false);

  const failure = (error: unknown) =>
    error instanceof ApiError && error.code === 'familyNotInCircle' ? t('family.notInCircle') : answers.failure(error);

  async function requestCode() {
    const address = email.trim();
    const wrong = !isEmailAddress(address);
    setEmailWrong(wrong);
    if (wrong) return;
    const resend = phase === 'code';
    setPhase('requesting');
    setSaid(null);
    try {
      const answer = await apiRequest<{ message: string }>('familyCode', { body: { email: address, lang } });
      setSaid({ severity: 'success', message: answers.success(answer.message) });
      setPhase('code');
    } catch (error) {
      setSaid({ severity: 'error', message: failure(error) });
      setPhase(resend ? 'code' : 'email');
    }
  }

  async function verify(address: string, code: string, fromLink = false) {
    setPhase(fromLink ? 'link' : 'verifying');
    setSaid(null);
    try {
      const session = await apiRequest<FamilySession>('familyVerify', { body: { email: address, code } });
      // The page follows the session from here (useFamilySession) and shows the family.
      await signInAsFamily(session.email, session.token, t('family.signInFailed'));
    } catch (error) {
      const notInCircle = error instanceof ApiError && error.code === 'familyNotInCircle';
      // A spent link is not the person's mistake: a calm word and the normal form.
      setSaid(
        fromLink && !notInCircle ? { severity: 'info', message: t('family.linkSpent') } : { severity: 'error', message: failure(error) },
      );
      setPhase(fromLink ? 'email' : 'code');
      entry.clear();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (phase === 'email') void requestCode();
    else if (phase === 'code' && entry.ready()) void verify(email.trim(), entry.code);
  }

  if (phase === 'link') {
    return (
      <Box role="status" sx={{ mt: 4, display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={32} aria-hidden />
        <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>{t('family.signingIn')}</Typography>
      </Box>
    );
  }

  if (byPhone) return <FamilyPhoneSignIn onEmail={() => setByPhone(false)} />;

  const codeStep = phase === 'code' || phase === 'verifying';
  const busy = phase === 'requesting' || phase === 'verifying';
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('family.signInForm')}
      sx={{ mt: 4, maxWidth: 560, display: 'grid', gap: 3 }}
    >
      <Typography sx={{ fontSize: '1.1875rem' }}>{t('family.signInText')}</Typography>
      <FamilyEmailField value={email} onChange={setEmail} wrong={emailWrong} readOnly={codeStep || busy} />
      {said && (
        <Alert severity={said.severity} role={said.severity === 'error' ? 'alert' : 'status'} sx={{ fontSize: '1.125rem' }}>
          {said.message}
        </Alert>
      )}
      {codeStep ? (
        <>
          <OneTimeCodeField entry={entry} disabled={phase === 'verifying'} autoFocus />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={entry.code.length < OTP_MIN_INPUT}
              loading={phase === 'verifying'}
              loadingPosition="start"
            >
              {phase === 'verifying' ? t('family.verifying') : t('family.see')}
            </Button>
            <Button variant="outlined" disabled={busy} onClick={() => void requestCode()}>
              {t('family.newCode')}
            </Button>
            <Button
              disabled={busy}
              onClick={() => {
                entry.clear();
                setSaid(null);
                setPhase('email');
              }}
            >
              {t('family.otherEmail')}
            </Button>
          </Box>
        </>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={phase === 'requesting'}
            loadingPosition="start"
            sx={{ minWidth: 200 }}
          >
            {phase === 'requesting' ? t('family.sending') : t('family.sendCode')}
          </Button>
          <Button disabled={busy} onClick={() => setByPhone(true)}>
            {t('family.useMobile')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
