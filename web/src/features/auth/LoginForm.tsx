/**
 * /login: e-mail and user type, then the e-mailed code (spec sections 2, 4, 5). Request is
 * disabled until the e-mail looks right and a type is chosen, and says which is missing;
 * Verify from two characters, and a code of the wrong length is caught before it is sent.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OTP_MIN_INPUT, type UserType } from '@gh/common/constants';
import { isEmailAddress } from '@gh/common/patterns';
import { clearCodeLinkMark, WHILE_MARKED_CODE_LINK } from './codeLinkMark';
import { LABEL_ABOVE } from '../../components/labelAbove';
import { OneTimeCodeField } from '../../components/OneTimeCodeField';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { SubmitWithReason } from '../../components/SubmitWithReason';
import { useCodeEntry } from '../../components/useCodeEntry';
import { NotRegistered } from './NotRegistered';
import { SignInChoice } from './SignInChoice';
import { useCodeSignIn } from './useCodeSignIn';
import { useHydrated } from '../../lib/useHydrated';
import { useT } from '../../i18n/I18n';

const USER_TYPES: readonly UserType[] = ['volunteer', 'senior'];

/** The e-mail is registered as the other role; one tap asks for a code as that. */
function OtherRoleOffer({ role, onSwitch }: { role: UserType; onSwitch: () => void }) {
  const t = useT();
  return (
    <Alert severity="info" role="alert" sx={{ fontSize: '1.125rem' }}>
      {t('signin.registeredAs', { role })}
      {/* Below the question, not beside it: at phone width a side button is squeezed to one word a line. */}
      <Box sx={{ mt: 1.5 }}>
        <Button variant="contained" onClick={onSwitch}>
          {t('signin.signInAs', { role })}
        </Button>
      </Box>
    </Alert>
  );
}

/**
 * What the e-mail's link shows while it signs in. In the prerendered page it is there but
 * hidden, shown in place of the form by the code-link mark before any script runs.
 */
function SigningIn({ untilMarked = false }: { untilMarked?: boolean }) {
  const t = useT();
  return (
    <Box
      role="status"
      sx={{
        mt: 4,
        maxWidth: 560,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        ...(untilMarked && { display: 'none', [WHILE_MARKED_CODE_LINK]: { display: 'flex' } }),
      }}
    >
      <CircularProgress size={32} aria-hidden />
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>{t('signin.signingIn')}</Typography>
    </Box>
  );
}

/**
 * The prerendered /login first renders as its HTML; once live the form starts again from the
 * e-mail's link or the step kept for this tab, so hydration matches.
 */
export function LoginForm() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) clearCodeLinkMark();
  }, [hydrated]);
  if (hydrated) return <LoginSteps key="live" restore />;
  return (
    <>
      <SigningIn untilMarked />
      <Box sx={{ [WHILE_MARKED_CODE_LINK]: { display: 'none' } }}>
        <LoginSteps key="prerendered" restore={false} />
      </Box>
    </>
  );
}

function LoginSteps({ restore }: { restore: boolean }) {
  const t = useT();
  const {
    prefill,
    phase,
    outcome,
    registeredAs,
    unregistered,
    requestCode,
    verifyCode,
    startOver,
    dismissOutcome,
    dismissUnregistered,
    signingInByLink,
    choosing,
    goTo,
  } = useCodeSignIn(restore);
  // After a reload, Back/Forward or the e-mail's link: the e-mail and role the code is for.
  const [email, setEmail] = useState(prefill?.email ?? '');
  const [userType, setUserType] = useState<UserType | ''>(prefill?.userType ?? '');
  const [emailTouched, setEmailTouched] = useState(false);
  const entry = useCodeEntry();
  const emailField = useRef<HTMLInputElement>(null);

  const trimmedEmail = email.trim();
  const emailValid = isEmailAddress(trimmedEmail);
  const codeStep = phase === 'code-sent' || phase === 'verifying';
  const locked = phase !== 'idle';
  const canRequest = emailValid && userType !== '' && !locked;
  const canVerify = phase === 'code-sent' && entry.code.length >= OTP_MIN_INPUT;
  const showEmailError = emailTouched && trimmedEmail !== '' && !emailValid;
  // What Request still waits for, said beside it (spec section 5 keeps it grey till then).
  const missing = emailValid ? (userType === '' ? 'role' : null) : userType === '' ? 'both' : 'email';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (userType === '') return;
    if (canRequest) void requestCode(trimmedEmail, userType);
    else if (canVerify && entry.ready()) void verifyCode(trimmedEmail, userType, entry.code);
  }

  function switchTo(role: UserType) {
    setUserType(role);
    void requestCode(trimmedEmail, role);
  }

  function changeEmail() {
    entry.clear();
    startOver();
  }

  // The notice names the address asked for: it goes once the address or the role changes.
  function typeEmail(next: string) {
    setEmail(next);
    dismissUnregistered();
  }

  function chooseRole(role: UserType) {
    setUserType(role);
    dismissUnregistered();
  }

  if (choosing) return <SignInChoice onChoose={(page) => void goTo(page)} />;
  if (signingInByLink) return <SigningIn />;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('signin.form')} sx={{ mt: 4, maxWidth: 560 }}>
      <Stack spacing={3}>
        <TextField
          label={t('signin.email')}
          type="email"
          name="email"
          value={email}
          onChange={(event) => typeEmail(event.target.value)}
          inputRef={emailField}
          onBlur={() => setEmailTouched(true)}
          error={showEmailError}
          helperText={showEmailError ? t('signin.emailInvalid') : ' '}
          required
          fullWidth
          slotProps={{
            ...LABEL_ABOVE,
            htmlInput: { readOnly: locked, autoComplete: 'email', inputMode: 'email', spellCheck: false },
          }}
        />
        {/* Locked after the request, yet still easy to read: no faint disabled grey. */}
        <FormControl
          component="fieldset"
          disabled={locked}
          required
          sx={{
            '& .MuiFormLabel-root.Mui-disabled, & .MuiFormControlLabel-root .MuiFormControlLabel-label.Mui-disabled': {
              color: 'text.secondary',
            },
          }}
        >
          <FormLabel component="legend" sx={{ fontSize: '1.1875rem', color: 'text.primary' }}>
            {t('signin.iAm')}
          </FormLabel>
          <RadioGroup row name="userType" value={userType} onChange={(event) => chooseRole(event.target.value as UserType)}>
            {USER_TYPES.map((role) => (
              <FormControlLabel key={role} value={role} control={<Radio />} label={t('signin.role', { role })} />
            ))}
          </RadioGroup>
        </FormControl>

        {/* Above the buttons and the code, where the eye already is. */}
        <OutcomeNotice outcome={outcome} onDismiss={dismissOutcome} />
        {registeredAs && <OtherRoleOffer role={registeredAs} onSwitch={() => switchTo(registeredAs)} />}
        {unregistered && <NotRegistered who={unregistered} onCorrect={() => emailField.current?.focus()} />}

        {!codeStep && (
          <SubmitWithReason disabled={!canRequest} reason={phase === 'idle' && missing ? t('signin.requestNeeds', { missing }) : null}>
            {phase === 'requesting' ? t('signin.requesting') : t('signin.request')}
          </SubmitWithReason>
        )}

        {codeStep && (
          <>
            <OneTimeCodeField entry={entry} disabled={phase === 'verifying'} autoFocus />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              <Button type="submit" variant="contained" size="large" disabled={!canVerify}>
                {phase === 'verifying' ? t('signin.verifying') : t('signin.verify')}
              </Button>
              <Button
                variant="outlined"
                disabled={phase === 'verifying'}
                onClick={() => userType !== '' && void requestCode(trimmedEmail, userType, true)}
              >
                {t('signin.newCode')}
              </Button>
              <Button disabled={phase === 'verifying'} onClick={changeEmail}>
                {t('signin.otherEmail')}
              </Button>
            </Box>
          </>
        )}
      </Stack>
    </Box>
  );
}
