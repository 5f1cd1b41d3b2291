/**
 * The two steps both registration pages share: the page's form, then the e-mailed code (or one
 * by SMS to the form's mobile number).
 * The page owns the form's values, so they survive the code step and any failure.
 */
import { useEffect, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UserType } from '@gh/common/constants';
import { useHydrated } from '../../lib/useHydrated';
import { useT } from '../../i18n/I18n';
import { CodeStep } from './CodeStep';
import { RegistrationSms } from './RegistrationSms';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { useRegistration } from './useRegistration';
import { AlreadyRegistered } from './AlreadyRegistered';
import { inviteFor } from './keptInvite';

interface RegistrationStepsProps {
  userType: UserType;
  formLabel: string;
  submitLabel: string;
  verifyLabel: string;
  /** Checks the form: the payload to send, or null after pointing at what needs a fix. */
  checkForm: () => { email: string } | null;
  /** The form's sections. */
  children: ReactNode;
  /** Shown under the submit button. */
  note?: ReactNode;
}

/**
 * The prerendered page first renders as its HTML (the first step); once live it starts again
 * from the step kept for this tab, so hydration matches and a reload still returns to the code.
 */
export function RegistrationSteps(props: RegistrationStepsProps) {
  const hydrated = useHydrated();
  return <Steps key={hydrated ? 'live' : 'prerendered'} restore={hydrated} {...props} />;
}

function Steps(props: RegistrationStepsProps & { restore: boolean }) {
  const { userType, formLabel, submitLabel, verifyLabel, checkForm, children, note, restore } = props;
  const t = useT();
  const registration = useRegistration(userType, restore);
  const { phase, outcome, linkSpent, email, sent, submit, verify, registered, backToForm, dismissOutcome } = registration;
  function send() {
    const checked = checkForm();
    if (checked) void submit(checked);
    // A new code after a reload with no draft kept: the form is empty, so back to it, where it says what to fill.
    else if (phase === 'code') backToForm();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  const notice = outcome && <OutcomeNotice outcome={outcome} onDismiss={dismissOutcome} />;
  const codeStep = phase === 'code' || phase === 'resending' || phase === 'verifying';

  // The code step is short and replaces a long form: start it at the top of the page.
  useEffect(() => {
    if (codeStep) window.scrollTo({ top: 0 });
  }, [codeStep]);

  if (phase === 'registered') return <AlreadyRegistered email={email} userType={userType} onRegisterAnother={backToForm} />;

  if (codeStep) {
    return (
      <Box sx={{ mt: 4, maxWidth: 560 }}>
        <CodeStep
          notice={notice}
          email={email}
          verifyLabel={verifyLabel}
          busy={phase === 'code' ? null : phase}
          onVerify={(code) => void verify(code)}
          onResend={send}
          onBack={backToForm}
        />
        {/*
          The form kept for the step names the mobile number; without it (a reload with no draft)
          only the e-mail is offered. An SMS proves the phone, not the e-mail: a volunteer is
          offered it only with the acceptance e-mail's link, which proves that (keptInvite.ts).
        */}
        {sent?.email === email && typeof sent.phone === 'string' && (userType === 'senior' || inviteFor(email) !== null) && (
          <RegistrationSms userType={userType} form={sent} verifyLabel={verifyLabel} onRegistered={registered} />
        )}
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={formLabel} sx={{ mt: 4, maxWidth: 880 }}>
      {linkSpent && (
        <Alert severity="info" role="status" sx={{ mb: 3, fontSize: '1.125rem' }}>
          {t('signin.code.registrationLinkSpent')}
        </Alert>
      )}
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>{t('registration.requiredNote')}</Typography>
      {children}
      <Button type="submit" variant="contained" size="large" disabled={phase === 'submitting'}>
        {phase === 'submitting' ? t('registration.sending') : submitLabel}
      </Button>
      {note && <Typography sx={{ mt: 2, color: 'text.secondary' }}>{note}</Typography>}
      {notice && <Box sx={{ mt: 3 }}>{notice}</Box>}
    </Box>
  );
}
