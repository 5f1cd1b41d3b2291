/**
 * Signing in with a mobile number: number -> sending -> code sent -> verifying -> signed in
 * (then /dashboard or the page the guard sent the person from), or, when the phone is shared,
 * the people to choose from first. Failures keep what the person typed and say what happened.
 */
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PhoneSharer } from '@gh/common/documents';
import { PAGES } from '@gh/common/routes';
import { SUPPORT } from '@gh/common/support';
import { useCodeAnswers } from '../../components/codeAnswers';
import { failureOutcome, type Outcome } from '../../components/outcome';
import { forgetPhoneProof, sendSmsCode, signInWithPhoneProof, SmsError, type SentSms } from '../../lib/phoneSignIn';
import { safeReturnPath } from '../../lib/returnPath';
import type { LoginState } from '../../lib/session';
import { useLang, useT } from '../../i18n/I18n';

export type PhonePhase = 'number' | 'sending' | 'code-sent' | 'verifying' | 'choosing';

export function usePhoneSignIn() {
  const navigate = useNavigate();
  const from = safeReturnPath((useLocation().state as LoginState | null)?.from);
  const lang = useLang();
  const t = useT();
  const answers = useCodeAnswers();
  const [phase, setPhase] = useState<PhonePhase>('number');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [people, setPeople] = useState<PhoneSharer[]>([]);
  const [choosing, setChoosing] = useState(false);
  const sent = useRef<SentSms | null>(null);
  // The proof of a shared phone, sent again with the person chosen.
  const proof = useRef<string | null>(null);

  const failure = (error: unknown): Outcome =>
    error instanceof SmsError
      ? { severity: 'error', message: t(`signin.phone.${error.problem}`, { phone: SUPPORT.phone }) }
      : failureOutcome(error, {}, answers.failure);

  async function sendCode(phone: string, recaptchaHost: HTMLElement, again = false) {
    setPhase('sending');
    setOutcome(null);
    try {
      sent.current = await sendSmsCode(phone, lang, recaptchaHost);
      setOutcome({ severity: 'success', message: t('signin.phone.sent', { phone }) });
      setPhase('code-sent');
    } catch (error) {
      setOutcome(failure(error));
      setPhase(again ? 'code-sent' : 'number');
    }
  }

  async function finish(chosen?: PhoneSharer) {
    const signedIn = await signInWithPhoneProof(proof.current!, chosen);
    if (signedIn.signedIn) {
      navigate(from ?? PAGES.dashboard, { replace: true });
      return;
    }
    setPeople(signedIn.people);
    setPhase('choosing');
  }

  async function verifyCode(code: string) {
    if (!sent.current) return;
    setPhase('verifying');
    setOutcome(null);
    try {
      proof.current = await sent.current.confirm(code);
      await finish();
    } catch (error) {
      setOutcome(failure(error));
      setPhase('code-sent');
    }
  }

  async function choose(person: PhoneSharer) {
    setChoosing(true);
    setOutcome(null);
    try {
      await finish(person);
    } catch (error) {
      setOutcome(failure(error));
    } finally {
      setChoosing(false);
    }
  }

  /** Back to the number, e.g. to correct it; the phone sign-in so far is dropped. */
  function startOver() {
    sent.current = null;
    proof.current = null;
    setPeople([]);
    setOutcome(null);
    setPhase('number');
    void forgetPhoneProof().catch(() => undefined);
  }

  return { phase, outcome, people, choosing, sendCode, verifyCode, choose, startOver, dismissOutcome: () => setOutcome(null) };
}
