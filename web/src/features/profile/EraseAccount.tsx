/**
 * "Erase my account" on /profile (docs/privacy.md, Erasure): what goes and what stays is said
 * before anything is asked; a code mailed to the person, typed here with a last plain warning,
 * erases it (POST /people/{email}/erase, then .../confirm). An account whose e-mail nobody has
 * proven is mailed nothing: the code goes by SMS to its mobile number (lib/phoneSignIn.ts) and
 * the proof it gives erases it instead. Then a calm page says it is done and signs this device
 * out, as Sign Out does (clearing its copies).
 */
import { useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OTP_LENGTH } from '@gh/common/constants';
import { PAGES } from '@gh/common/routes';
import { SUPPORT } from '@gh/common/support';
import { ErasureSteps, useErasure } from '../../components/ErasureSteps';
import { useLang, useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import { forgetPhoneProof, sendSmsCode, SmsError, type SentSms } from '../../lib/phoneSignIn';
import type { ErasedState } from './ErasedPage';
import { ProfilePart } from './ProfilePart';

interface EraseAccountProps {
  email: string;
  /** The account's mobile number when its e-mail is unproven: the code goes there by SMS. */
  smsTo: string | null;
}

export function EraseAccount({ email, smsTo }: EraseAccountProps) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const erasure = useErasure((error) =>
    error instanceof SmsError ? t(`signin.phone.${error.problem}`, { phone: SUPPORT.phone }) : undefined,
  );
  const { entry, busy, call } = erasure;
  const sms = useRef<SentSms | null>(null);
  // A checked SMS code gives its proof once: kept for another try of the same erasure.
  const proof = useRef<string | null>(null);
  const recaptchaHost = useRef<HTMLDivElement>(null);

  const askForCode = () =>
    call(async () => {
      if (smsTo === null) {
        await apiRequest('eraseRequest', { params: { email }, body: { lang }, token: await currentIdToken() });
        erasure.codeMailed(t('profile.eraseCodeSent'));
      } else if (recaptchaHost.current) {
        proof.current = null;
        sms.current = await sendSmsCode(smsTo, lang, recaptchaHost.current);
        erasure.codeMailed(t('profile.eraseSmsSent', { phone: smsTo }));
      }
    });

  async function eraseWith(code: string) {
    if (!sms.current) {
      await apiRequest('eraseConfirm', { params: { email }, body: { code }, token: await currentIdToken() });
      return;
    }
    proof.current ??= await sms.current.confirm(code);
    await apiRequest('eraseConfirm', { params: { email }, body: { phoneProof: proof.current }, token: await currentIdToken() });
    // The account is gone whatever this does: the in-memory phone sign-in only ends sooner.
    await forgetPhoneProof().catch(() => undefined);
  }

  function erase(event: FormEvent) {
    event.preventDefault();
    if (!entry.ready()) return;
    void call(async () => {
      await eraseWith(entry.code);
      // That page signs this device out: signed out here, the guard of /profile would send her to sign in first.
      navigate(PAGES.erased, { replace: true, state: { erased: true } satisfies ErasedState });
    });
  }

  return (
    <ProfilePart
      title={t('profile.eraseTitle')}
      lead={smsTo === null ? t('profile.eraseLead') : t('profile.eraseLeadBySms', { phone: smsTo })}
    >
      <Stack spacing={1.5} sx={{ mb: 3 }}>
        <Typography>{t('profile.eraseGoes')}</Typography>
        <Typography>{t('profile.eraseStays')}</Typography>
        <Typography>{t('profile.eraseAgain')}</Typography>
      </Stack>
      <ErasureSteps
        erasure={erasure}
        words="profile.erase"
        onErase={erase}
        sms={smsTo === null ? undefined : { label: t('signin.code.smsLabel'), hint: t('signin.phone.codeHint', { digits: OTP_LENGTH }) }}
      >
        <Button variant="outlined" color="error" size="large" onClick={() => void askForCode()} disabled={busy}>
          {busy ? t('profile.eraseSending') : smsTo === null ? t('profile.eraseAsk') : t('profile.eraseAskBySms')}
        </Button>
      </ErasureSteps>
      {/* The invisible reCAPTCHA of the SMS attaches here, outside the steps that come and go. */}
      <div ref={recaptchaHost} />
    </ProfilePart>
  );
}
