/**
 * The code step's other way: the code by SMS to the form's mobile number instead of the e-mailed
 * one. offer -> sending -> code sent -> verifying -> registered (the page goes on as after the
 * e-mailed code). Failures keep what was typed and say what happened, as on /login's mobile tab.
 */
import { useRef, useState } from 'react';
import type { UserType } from '@gh/common/constants';
import { SUPPORT } from '@gh/common/support';
import type { Outcome } from '../../components/outcome';
import { registerWithPhoneProof, sendSmsCode, SmsError, type SentSms } from '../../lib/phoneSignIn';
import { useLang, useT } from '../../i18n/I18n';
import { inviteFor } from './keptInvite';
import { useRegistrationFailure } from './registrationOutcomes';

export type SmsPhase = 'offer' | 'sending' | 'code-sent' | 'verifying';

const phoneFormEmail = (form: Record<string, unknown>) => String(form.email ?? '');

const VERIFY = { senior: 'verifySeniorByPhone', volunteer: 'verifyVolunteerByPhone' } as const;

/** `form`: the registration as sent with the code step; `onRegistered`: what the e-mailed code's success does. */
export function useRegistrationSms(userType: UserType, form: { phone?: unknown } & Record<string, unknown>, onRegistered: () => void) {
  const lang = useLang();
  const t = useT();
  const registrationFailure = useRegistrationFailure();
  const [phase, setPhase] = useState<SmsPhase>('offer');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sent = useRef<SentSms | null>(null);
  const phone = String(form.phone ?? '');

  const failure = (error: unknown): Outcome =>
    error instanceof SmsError
      ? { severity: 'error', message: t(`signin.phone.${error.problem}`, { phone: SUPPORT.phone }) }
      : registrationFailure(error);

  async function sendCode(recaptchaHost: HTMLElement) {
    const again = phase === 'code-sent';
    setPhase('sending');
    setOutcome(null);
    try {
      sent.current = await sendSmsCode(phone, lang, recaptchaHost, 'registrationSmsRequest');
      setOutcome({ severity: 'success', message: t('signin.phone.sent', { phone }) });
      setPhase('code-sent');
    } catch (error) {
      setOutcome(failure(error));
      setPhase(again ? 'code-sent' : 'offer');
    }
  }

  async function verifyCode(code: string) {
    if (!sent.current) return;
    setPhase('verifying');
    setOutcome(null);
    try {
      const invite = userType === 'volunteer' ? inviteFor(phoneFormEmail(form)) : null;
      await registerWithPhoneProof(VERIFY[userType], await sent.current.confirm(code), form, invite);
      onRegistered();
    } catch (error) {
      setOutcome(failure(error));
      setPhase('code-sent');
    }
  }

  return { phase, outcome, phone, sendCode, verifyCode, dismissOutcome: () => setOutcome(null) };
}
