/**
 * /family with a mobile number (docs/decisions/0040): the number, then the code Firebase Auth
 * sends by SMS (asked for by POST /family/phone/request), whose proof goes to POST /family/phone.
 * A member who joined with the number is signed in with the session an e-mail code gives. An
 * invitation by mobile waiting for it is shown by her name: to join, the person gives an e-mail,
 * proves it with a code mailed to it (POST /circle/accept/phone/code), agrees to the circle's
 * notice and joins (POST /circle/accept/phone), and is signed in with that e-mail. The invisible
 * reCAPTCHA attaches to a box of its own.
 */
import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CIRCLE_NOTICE_VERSION, type FamilyPhoneAnswer, type FamilySession, type PhoneInvitation } from '@gh/common/circle';
import { OTP_MIN_INPUT } from '@gh/common/constants';
import { isEmailAddress } from '@gh/common/patterns';
import { isIndianPhone } from '@gh/common/schemas';
import { SUPPORT } from '@gh/common/support';
import { CIRCLE_NOTICE_LINES } from '../../components/circleNotice';
import { useCodeAnswers } from '../../components/codeAnswers';
import { MobileField } from '../../components/MobileField';
import { OneTimeCodeField } from '../../components/OneTimeCodeField';
import { failureOutcome, type Outcome } from '../../components/outcome';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { PrivacyNotice } from '../../components/PrivacyNotice';
import { SmsCodeEntry } from '../../components/SmsCodeEntry';
import { useCodeEntry } from '../../components/useCodeEntry';
import { fieldId } from '../../components/useFormFields';
import { useLang, useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { signInAsFamily } from '../../lib/auth';
import { forgetPhoneProof, sendSmsCode, SmsError, type SentSms } from '../../lib/phoneSignIn';
import { FamilyEmailField } from './FamilyEmailField';

type Phase = 'number' | 'sending' | 'code' | 'verifying' | 'invited' | 'mailing' | 'emailCode' | 'joining';

/** The tick box of the circle's notice: Join without it puts the focus there. */
const AGREE_BOX = 'family-phone-consent';

export function FamilyPhoneSignIn({ onEmail }: { onEmail: () => void }) {
  const t = useT();
  const lang = useLang();
  const answers = useCodeAnswers();
  const smsEntry = useCodeEntry();
  const mailEntry = useCodeEntry();
  const [phase, setPhase] = useState<Phase>('number');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [phone, setPhone] = useState('');
  const [touched, setTouched] = useState(false);
  const [invitation, setInvitation] = useState<PhoneInvitation | null>(null);
  // A member's session, when the number also has an invitation waiting: "not now" uses it.
  const [session, setSession] = useState<Omit<FamilySession, 'message'> | null>(null);
  const [email, setEmail] = useState('');
  const [emailWrong, setEmailWrong] = useState(false);
  const [agreed, setAgreed] = useState<string[]>([]);
  const [agreeTold, setAgreeTold] = useState(false);
  const sent = useRef<SentSms | null>(null);
  const proof = useRef<string | null>(null);
  const recaptchaHost = useRef<HTMLDivElement>(null);

  const typed = phone.trim();
  const valid = isIndianPhone(typed);
  const showError = touched && typed !== '' && !valid;
  const smsStep = phase === 'code' || phase === 'verifying';
  const joinStep = phase === 'invited' || phase === 'mailing' || phase === 'emailCode' || phase === 'joining';

  const failure = (error: unknown): Outcome =>
    error instanceof SmsError
      ? { severity: 'error', message: t(`signin.phone.${error.problem}`, { phone: SUPPORT.phone }) }
      : failureOutcome(error, {}, answers.failure);

  async function sendCode(again = false) {
    if (!recaptchaHost.current) return;
    setPhase('sending');
    setOutcome(null);
    try {
      sent.current = await sendSmsCode(typed, lang, recaptchaHost.current, 'familySmsRequest');
      setOutcome({ severity: 'success', message: t('signin.phone.sent', { phone: typed }) });
      setPhase('code');
    } catch (error) {
      setOutcome(failure(error));
      setPhase(again ? 'code' : 'number');
    }
  }

  /** Starts the family session (the page follows it from here); the phone sign-in ends. */
  async function enter(member: Omit<FamilySession, 'message'>) {
    await signInAsFamily(member.email, member.token, t('family.signInFailed'));
    await forgetPhoneProof().catch(() => undefined);
  }

  async function verifySms() {
    if (!sent.current) return;
    setPhase('verifying');
    setOutcome(null);
    try {
      proof.current = await sent.current.confirm(smsEntry.code);
      const answer = await apiRequest<FamilyPhoneAnswer>('familyPhone', { body: { phoneProof: proof.current } });
      const member = answer.email && answer.token ? { email: answer.email, token: answer.token } : null;
      const [waiting] = answer.invitations;
      if (!waiting && member) return await enter(member);
      setSession(member);
      setInvitation(waiting ?? null);
      setPhase('invited');
    } catch (error) {
      setOutcome(failure(error));
      smsEntry.clear();
      setPhase('code');
    }
  }

  async function mailCode() {
    const address = email.trim();
    const wrong = !isEmailAddress(address);
    setEmailWrong(wrong);
    if (wrong || !invitation) return;
    const again = phase === 'emailCode';
    setPhase('mailing');
    setOutcome(null);
    try {
      const answer = await apiRequest<{ message: string }>('circlePhoneCode', {
        body: { phoneProof: proof.current, invite: invitation.invite, email: address, lang },
      });
      setOutcome({ severity: 'success', message: answers.success(answer.message) });
      setPhase('emailCode');
    } catch (error) {
      setOutcome(failure(error));
      setPhase(again ? 'emailCode' : 'invited');
    }
  }

  async function join() {
    setAgreeTold(true);
    if (!invitation || !mailEntry.ready()) return;
    if (agreed.length === 0) {
      document.getElementById(fieldId(AGREE_BOX))?.focus();
      return;
    }
    setPhase('joining');
    setOutcome(null);
    try {
      const joined = await apiRequest<FamilySession & { seniorName: string }>('circleAcceptPhone', {
        body: {
          phoneProof: proof.current,
          invite: invitation.invite,
          email: email.trim(),
          code: mailEntry.code,
          consentVersion: CIRCLE_NOTICE_VERSION,
          lang,
        },
      });
      await enter(joined);
    } catch (error) {
      setOutcome(failure(error));
      mailEntry.clear();
      setPhase('emailCode');
    }
  }

  function startOver() {
    sent.current = null;
    proof.current = null;
    smsEntry.clear();
    mailEntry.clear();
    setInvitation(null);
    setSession(null);
    setOutcome(null);
    setPhase('number');
    void forgetPhoneProof().catch(() => undefined);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (phase === 'number' && valid) void sendCode();
    else if (phase === 'code' && smsEntry.code.length >= OTP_MIN_INPUT && smsEntry.ready()) void verifySms();
    else if (phase === 'invited') void mailCode();
    else if (phase === 'emailCode') void join();
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('family.phone.form')}
      sx={{ mt: 4, maxWidth: 560, display: 'grid', gap: 3 }}
    >
      {!joinStep && (
        <>
          <Typography sx={{ fontSize: '1.1875rem' }}>{t('family.phone.lead')}</Typography>
          <MobileField value={phone} onChange={setPhone} onBlur={() => setTouched(true)} wrong={showError} readOnly={phase !== 'number'} />
        </>
      )}
      {joinStep && invitation && (
        <>
          <Alert severity="info" sx={{ fontSize: '1.1875rem' }}>
            {t('family.phone.invited', { name: invitation.seniorName })}
          </Alert>
          <Typography sx={{ fontSize: '1.1875rem' }}>{t('family.phone.emailLead')}</Typography>
          <FamilyEmailField value={email} onChange={setEmail} wrong={emailWrong} readOnly={phase !== 'invited'} />
        </>
      )}
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      {(phase === 'number' || phase === 'sending') && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button type="submit" variant="contained" size="large" disabled={!valid} loading={phase === 'sending'} loadingPosition="start">
            {phase === 'sending' ? t('signin.phone.sending') : t('signin.phone.send')}
          </Button>
          <Button disabled={phase === 'sending'} onClick={onEmail}>
            {t('family.useEmail')}
          </Button>
        </Box>
      )}
      {smsStep && (
        <SmsCodeEntry
          entry={smsEntry}
          verifying={phase === 'verifying'}
          canVerify={phase === 'code' && smsEntry.code.length >= OTP_MIN_INPUT}
          verifyLabel={t('family.see')}
          onNewCode={() => void sendCode(true)}
        >
          <Button disabled={phase === 'verifying'} onClick={startOver}>
            {t('signin.phone.otherNumber')}
          </Button>
        </SmsCodeEntry>
      )}
      {(phase === 'invited' || phase === 'mailing') && invitation && (
        <Box>
          <Button type="submit" variant="contained" size="large" loading={phase === 'mailing'} loadingPosition="start">
            {phase === 'mailing' ? t('family.sending') : t('family.phone.sendEmailCode')}
          </Button>
        </Box>
      )}
      {(phase === 'emailCode' || phase === 'joining') && (
        <>
          <OneTimeCodeField entry={mailEntry} disabled={phase === 'joining'} label={t('family.phone.emailCode')} autoFocus />
          <PrivacyNotice
            title={t('circle.noticeTitle')}
            lines={[...CIRCLE_NOTICE_LINES, 'family.phone.noticeKeep']}
            agreement={{
              name: AGREE_BOX,
              value: agreed,
              onChange: setAgreed,
              error: agreeTold && agreed.length === 0 ? t('circle.agreeMissing') : undefined,
            }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={mailEntry.code.length < OTP_MIN_INPUT}
              loading={phase === 'joining'}
              loadingPosition="start"
            >
              {phase === 'joining' ? t('circle.joining') : t('circle.join')}
            </Button>
            <Button variant="outlined" disabled={phase === 'joining'} onClick={() => void mailCode()}>
              {t('family.newCode')}
            </Button>
          </Box>
        </>
      )}
      {joinStep && session && (
        <Box>
          <Button variant="outlined" disabled={phase === 'joining'} onClick={() => void enter(session)}>
            {t('family.phone.notNow')}
          </Button>
        </Box>
      )}
      {/* Outside the steps: the reCAPTCHA's box stays while they come and go. */}
      <div ref={recaptchaHost} />
    </Box>
  );
}
