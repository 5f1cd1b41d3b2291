/**
 * The sign-in states of spec section 4: idle -> requesting -> code sent -> verifying -> signed
 * in (then /dashboard, or the page the guard sent the person from). Failures keep what the
 * person typed and say what happened. The code step is kept for the tab (a reload or
 * Back/Forward returns to it), the e-mail's one-tap link signs in, an e-mail registered as
 * the other role is offered that role, an e-mail nobody registered is named back to the
 * person (a typo is likelier than a stranger), and someone in a family circle too chooses
 * between their dashboard and the family page.
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readCodeLink } from '@gh/common/code-link';
import type { UserType } from '@gh/common/constants';
import type { VerifiedSession } from '@gh/common/documents';
import type { ErrorCode } from '@gh/common/errors';
import { PAGES } from '@gh/common/routes';
import { useCodeAnswers } from '../../components/codeAnswers';
import type { SignInDestination } from './SignInChoice';
import { failureOutcome, type Outcome } from '../../components/outcome';
import { ApiError, apiRequest } from '../../lib/api';
import { checkCodeLink, signIn } from '../../lib/auth';
import { clearCodeStep, readCodeStep, saveCodeStep } from '../../lib/codeStep';
import { safeReturnPath } from '../../lib/returnPath';
import type { LoginState } from '../../lib/session';
import { useFragmentLink } from '../../lib/useFragmentLink';
import { useLang, useT } from '../../i18n/I18n';

export type SignInPhase = 'idle' | 'requesting' | 'code-sent' | 'verifying';

/** Who asked for a code: what a reload or a link fills the form with. */
export interface SignInStep {
  email: string;
  userType: UserType;
}

const STEP_KEY = 'gh:sign-in-step';

/** The role an e-mail is registered as, when it was asked for as the other one. */
const REGISTERED_AS: Partial<Record<ErrorCode, UserType>> = { registeredAsSenior: 'senior', registeredAsVolunteer: 'volunteer' };

/** The role nobody is registered as with the e-mail asked for. */
const NOT_FOUND_AS: Partial<Record<ErrorCode, UserType>> = { seniorNotFound: 'senior', volunteerNotFound: 'volunteer' };

/** An e-mail nobody is registered with as `role`: the page names it, to be corrected first. */
export interface Unregistered {
  email: string;
  role: UserType;
}

interface MessageAnswer {
  message: string;
}

/**
 * `prefill`: the e-mail and role a link or the kept step names, for the form to start with.
 * `restore`: read them (only once hydrated: the prerendered /login knows neither).
 */
export function useCodeSignIn(restore: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  // The e-mail's link signs in on arrival (verifyCode, below).
  const link = useFragmentLink(restore, readCodeLink, (arrived) => void verifyCode(arrived.email, arrived.role, arrived.code, true));
  const [kept] = useState(() => (restore && !link ? readCodeStep<SignInStep>(STEP_KEY) : null));
  const prefill: SignInStep | null = link
    ? { email: link.email, userType: link.role }
    : (kept ?? (location.state as LoginState | null)?.prefill ?? null);
  const [phase, setPhase] = useState<SignInPhase>(link ? 'verifying' : kept ? 'code-sent' : 'idle');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [registeredAs, setRegisteredAs] = useState<UserType | null>(null);
  const [unregistered, setUnregistered] = useState<Unregistered | null>(null);
  // The verified answer of someone in a family circle too, until they choose where to go.
  const [choosing, setChoosing] = useState<VerifiedSession | null>(null);
  const from = safeReturnPath((location.state as LoginState | null)?.from);
  // The code e-mail is written in the page's language, and the page says the answers in it.
  const lang = useLang();
  const t = useT();
  const answers = useCodeAnswers();
  const failure = (error: unknown) => failureOutcome(error, {}, answers.failure);

  async function requestCode(email: string, userType: UserType, resend = false) {
    setPhase('requesting');
    setOutcome(null);
    setRegisteredAs(null);
    setUnregistered(null);
    try {
      const answer = await apiRequest<MessageAnswer>('loginRequest', { params: { userType }, body: { email, lang } });
      saveCodeStep<SignInStep>(STEP_KEY, { email, userType });
      setOutcome({ severity: 'success', message: answers.success(answer.message) });
      setPhase('code-sent');
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      const otherRole = code ? REGISTERED_AS[code] : undefined;
      const notFoundAs = code ? NOT_FOUND_AS[code] : undefined;
      if (otherRole) setRegisteredAs(otherRole);
      else if (notFoundAs) setUnregistered({ email, role: notFoundAs });
      else setOutcome(failure(error));
      setPhase(resend ? 'code-sent' : 'idle');
    }
  }

  async function verifyCode(email: string, userType: UserType, code: string, fromLink = false) {
    setPhase('verifying');
    setOutcome(null);
    try {
      // A link's check may have begun at the app's start (app/earlyStart.ts): this joins it.
      const session = await (fromLink
        ? checkCodeLink({ role: userType, email, code })
        : apiRequest<VerifiedSession>('loginVerify', { params: { userType }, body: { email, loginotp: code } }));
      clearCodeStep(STEP_KEY);
      // In a family circle too: they choose where to go (goTo), and are signed in then.
      if (session.family && !from) setChoosing(session);
      else await enter(session, from ?? PAGES.dashboard);
    } catch (error) {
      if (fromLink) {
        // A spent link is not the person's mistake: a calm word (not the server's) and the normal form.
        clearCodeStep(STEP_KEY);
        setOutcome({ severity: 'info', message: t('signin.linkSpent') });
        setPhase('idle');
      } else {
        setOutcome(failure(error));
        setPhase('code-sent');
      }
    }
  }

  /**
   * Signs in with `session` and opens `page`. The login page's guard leads a signed-in person on
   * to the page the state names (app/Guard.tsx), so it names `page` before the session exists.
   */
  async function enter(session: VerifiedSession, page: string) {
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: { from: page } });
    await signIn(session);
    navigate(page, { replace: true });
  }

  /** After the choice of someone in a family circle too: their dashboard or the family page. */
  async function goTo(page: SignInDestination) {
    if (!choosing) return;
    try {
      await enter(choosing, page);
    } catch (error) {
      setChoosing(null);
      setOutcome(failure(error));
      setPhase('idle');
    }
  }

  /** Back to the first step, e.g. to correct the e-mail. */
  function startOver() {
    clearCodeStep(STEP_KEY);
    setPhase('idle');
    setOutcome(null);
    setRegisteredAs(null);
    setUnregistered(null);
  }

  return {
    prefill,
    phase,
    outcome,
    registeredAs,
    unregistered,
    requestCode,
    verifyCode,
    startOver,
    dismissOutcome: () => setOutcome(null),
    dismissUnregistered: () => setUnregistered(null),
    choosing: choosing !== null,
    goTo,
    /** Signing in from the e-mail's link, with nothing for the person to do yet. */
    signingInByLink: link !== null && phase === 'verifying',
  };
}
