/**
 * Registration (spec section 4): send the form, the server e-mails a code, the code step
 * appears; a verified code signs the person in and they go to /dashboard. The form's values
 * live in the page, so going back to the form or a failure loses nothing. The code
 * step is kept for the tab, and the code e-mail's one-tap link registers on arrival, in any
 * browser (the form waits on the server with the code, so the link needs nothing else).
 * The form's draft is kept for the tab until the code is verified (registrationDraft).
 * The code is verified with the form this page sent, so those details become the account even
 * if someone else sent the form for this e-mail before or after (the server keeps the first).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { readCodeLink } from '@gh/common/code-link';
import type { UserType } from '@gh/common/constants';
import { PAGES } from '@gh/common/routes';
import type { Outcome } from '../../components/outcome';
import { useCodeAnswers } from '../../components/codeAnswers';
import { ApiError, apiRequest } from '../../lib/api';
import { signInWithCode } from '../../lib/auth';
import { clearCodeStep, readCodeStep, saveCodeStep } from '../../lib/codeStep';
import { useFragmentLink } from '../../lib/useFragmentLink';
import { clearDraft } from '../../lib/drafts';
import { registrationDraft } from './registrationForm';
import { useRegistrationFailure } from './registrationOutcomes';
import { useLang } from '../../i18n/I18n';

/** `registered`: a code showed the address is registered already; the page leads to sign in. */
export type RegistrationPhase = 'form' | 'submitting' | 'code' | 'resending' | 'verifying' | 'registered';

const CALLS = {
  senior: { register: 'registerSenior', verify: 'verifySenior' },
  volunteer: { register: 'registerVolunteer', verify: 'verifyVolunteer' },
} as const;

interface MessageAnswer {
  message: string;
}

/** The registration as it was sent: the form's payload and the page's language. */
type SentForm = { email: string } & Record<string, unknown>;

/** The code step kept for the tab: whose code it is, and the form sent for it. */
interface KeptStep {
  email: string;
  form?: SentForm;
}

/** The code step kept for the tab: a reload or Back/Forward returns to it. */
const stepKey = (userType: UserType) => `gh:registration-step:${userType}`;

/** Whether this tab keeps a code step of `userType`'s registration (a reload returns to it). */
export const registrationStepKept = (userType: UserType): boolean => readCodeStep<KeptStep>(stepKey(userType)) !== null;

/** `restore`: pick up the kept step (only once hydrated, as the prerendered page cannot know it). */
export function useRegistration(userType: UserType, restore: boolean) {
  const navigate = useNavigate();
  const readLink = (hash: string) => {
    const link = readCodeLink(hash);
    return link?.role === userType ? link : null;
  };
  const link = useFragmentLink(restore, readLink, (arrived) => void verify(arrived.code, arrived.email, true));
  const [kept] = useState(() => (restore ? readCodeStep<KeptStep>(stepKey(userType)) : null));
  const [phase, setPhase] = useState<RegistrationPhase>(link ? 'verifying' : kept ? 'code' : 'form');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** The e-mail's link could not register: said at the top of the form, which it leads to. */
  const [linkSpent, setLinkSpent] = useState(false);
  const [email, setEmail] = useState(link?.email ?? kept?.email ?? '');
  const [sent, setSent] = useState<SentForm | null>(kept?.form ?? null);
  // The code e-mail is written in the page's language, and the page says the code calls' answers in it.
  const lang = useLang();
  const answers = useCodeAnswers();
  const failure = useRegistrationFailure();

  /** Sends the registration; again from the code step, it asks for a new code. */
  async function submit(payload: { email: string }) {
    const from = phase === 'code' ? 'code' : 'form';
    setPhase(from === 'code' ? 'resending' : 'submitting');
    setOutcome(null);
    setLinkSpent(false);
    try {
      const form: SentForm = { ...payload, lang };
      const answer = await apiRequest<MessageAnswer>(CALLS[userType].register, { body: form });
      setEmail(payload.email);
      setSent(form);
      saveCodeStep<KeptStep>(stepKey(userType), { email: payload.email, form });
      // The code step itself says a code was sent; a resend needs saying again.
      if (from === 'code') setOutcome({ severity: 'success', message: answers.success(answer.message) });
      setPhase('code');
    } catch (error) {
      setOutcome(failure(error));
      setPhase(from);
    }
  }

  /** `fromLink`: the e-mail's link, whose code may be spent; then the form, calmly. */
  async function verify(code: string, forEmail = email, fromLink = false) {
    setPhase('verifying');
    setOutcome(null);
    try {
      const form = sent?.email === forEmail ? sent : undefined;
      await signInWithCode(CALLS[userType].verify, { body: { email: forEmail, otp: code, form } });
      registered();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'emailExists') {
        // Registered already (by this link before, or in another browser): nothing left to fill in.
        clearCodeStep(stepKey(userType));
        clearDraft(registrationDraft(userType));
        setEmail(forEmail);
        setPhase('registered');
      } else if (fromLink) {
        clearCodeStep(stepKey(userType));
        setLinkSpent(true);
        setPhase('form');
      } else {
        setOutcome(failure(error));
        setPhase('code');
      }
    }
  }

  /** Registered (by the e-mailed code or by SMS): the step and the form's draft have done their work. */
  function registered() {
    clearCodeStep(stepKey(userType));
    clearDraft(registrationDraft(userType));
    navigate(PAGES.dashboard, { replace: true });
  }

  function backToForm() {
    clearCodeStep(stepKey(userType));
    setPhase('form');
    setOutcome(null);
    setLinkSpent(false);
  }

  return { phase, outcome, linkSpent, email, sent, submit, verify, registered, backToForm, dismissOutcome: () => setOutcome(null) };
}
