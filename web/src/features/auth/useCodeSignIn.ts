/**
 * The sign-in states of spec section 4: idle -> requesting -> code sent -> verifying -> signed
 * in (then /dashboard). Failures keep what the person typed and say what happened.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UserType } from '@gh/common/constants';
import { PAGES } from '@gh/common/routes';
import { failureOutcome, type Outcome } from '../../components/outcome';
import { apiRequest } from '../../lib/api';
import { signInWithCode } from '../../lib/auth';
import { SIGN_IN_OUTCOMES } from './signInOutcomes';

export type SignInPhase = 'idle' | 'requesting' | 'code-sent' | 'verifying';

interface MessageAnswer {
  message: string;
}

export function useCodeSignIn() {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<SignInPhase>('idle');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function requestCode(email: string, userType: UserType, resend = false) {
    setPhase('requesting');
    setOutcome(null);
    try {
      const answer = await apiRequest<MessageAnswer>('loginRequest', { params: { userType }, body: { email } });
      setOutcome({ severity: 'success', message: answer.message });
      setPhase('code-sent');
    } catch (error) {
      setOutcome(failureOutcome(error, SIGN_IN_OUTCOMES));
      setPhase(resend ? 'code-sent' : 'idle');
    }
  }

  async function verifyCode(email: string, userType: UserType, code: string) {
    setPhase('verifying');
    setOutcome(null);
    try {
      await signInWithCode('loginVerify', { params: { userType }, body: { email, loginotp: code } });
      navigate(PAGES.dashboard, { replace: true });
    } catch (error) {
      setOutcome(failureOutcome(error, SIGN_IN_OUTCOMES));
      setPhase('code-sent');
    }
  }

  /** Back to the first step, e.g. to correct the e-mail. */
  function startOver() {
    setPhase('idle');
    setOutcome(null);
  }

  return { phase, outcome, requestCode, verifyCode, startOver, dismissOutcome: () => setOutcome(null) };
}
