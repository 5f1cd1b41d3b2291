/**
 * /login: e-mail and user type, then the e-mailed code (spec sections 2, 4, 5). Request is
 * disabled until the e-mail looks right and a type is chosen; Verify from two characters.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { OTP_MIN_INPUT, type UserType } from '@gh/common/constants';
import { isEmailAddress } from '@gh/common/patterns';
import { LABEL_ABOVE } from '../../components/labelAbove';
import { OneTimeCodeField } from '../../components/OneTimeCodeField';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { useCodeSignIn } from './useCodeSignIn';
import { useHydrated } from '../../lib/useHydrated';

const USER_TYPE_CHOICES: { value: UserType; label: string }[] = [
  { value: 'volunteer', label: 'Volunteer' },
  { value: 'senior', label: 'Senior Citizen' },
];
const roleLabel = (role: UserType) => USER_TYPE_CHOICES.find((choice) => choice.value === role)?.label ?? role;

/** Issue 12: the e-mail is registered as the other role; one tap asks for a code as that. */
function OtherRoleOffer({ role, onSwitch }: { role: UserType; onSwitch: () => void }) {
  return (
    <Alert severity="info" role="alert" sx={{ fontSize: '1.125rem' }}>
      You are registered as a {roleLabel(role)}: sign in as one?
      {/* Below the question, not beside it: at phone width a side button is squeezed to one word a line. */}
      <Box sx={{ mt: 1.5 }}>
        <Button variant="contained" onClick={onSwitch}>Sign in as a {roleLabel(role)}</Button>
      </Box>
    </Alert>
  );
}

/**
 * The prerendered /login first renders as its HTML; once live the form starts again from the
 * e-mail's link or the step kept for this tab, so hydration matches.
 */
export function LoginForm() {
  const hydrated = useHydrated();
  return <LoginSteps key={hydrated ? 'live' : 'prerendered'} restore={hydrated} />;
}

function LoginSteps({ restore }: { restore: boolean }) {
  const { prefill, phase, outcome, registeredAs, requestCode, verifyCode, startOver, dismissOutcome } = useCodeSignIn(restore);
  // After a reload, Back/Forward or the e-mail's link: the e-mail and role the code is for.
  const [email, setEmail] = useState(prefill?.email ?? '');
  const [userType, setUserType] = useState<UserType | ''>(prefill?.userType ?? '');
  const [emailTouched, setEmailTouched] = useState(false);
  const [code, setCode] = useState('');

  const trimmedEmail = email.trim();
  const emailValid = isEmailAddress(trimmedEmail);
  const codeStep = phase === 'code-sent' || phase === 'verifying';
  const locked = phase !== 'idle';
  const canRequest = emailValid && userType !== '' && !locked;
  const canVerify = phase === 'code-sent' && code.length >= OTP_MIN_INPUT;
  const showEmailError = emailTouched && trimmedEmail !== '' && !emailValid;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (userType === '') return;
    if (canRequest) void requestCode(trimmedEmail, userType);
    else if (canVerify) void verifyCode(trimmedEmail, userType, code);
  }

  function switchTo(role: UserType) {
    setUserType(role);
    void requestCode(trimmedEmail, role);
  }

  function changeEmail() {
    setCode('');
    startOver();
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Sign in" sx={{ mt: 4, maxWidth: 560 }}>
      <Stack spacing={3}>
        <TextField
          label="Email"
          type="email"
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setEmailTouched(true)}
          error={showEmailError}
          helperText={showEmailError ? 'Please enter a valid email address' : ' '}
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
            I am a
          </FormLabel>
          <RadioGroup row name="userType" value={userType} onChange={(event) => setUserType(event.target.value as UserType)}>
            {USER_TYPE_CHOICES.map((choice) => (
              <FormControlLabel key={choice.value} value={choice.value} control={<Radio />} label={choice.label} />
            ))}
          </RadioGroup>
        </FormControl>

        {/* Above the buttons and the code, where the eye already is. */}
        <OutcomeNotice outcome={outcome} onDismiss={dismissOutcome} dismissLabel="Check my email" />
        {registeredAs && <OtherRoleOffer role={registeredAs} onSwitch={() => switchTo(registeredAs)} />}

        {!codeStep && (
          <Button type="submit" variant="contained" size="large" disabled={!canRequest} sx={{ alignSelf: 'flex-start' }}>
            {phase === 'requesting' ? 'Requesting...' : 'Request Code'}
          </Button>
        )}

        {codeStep && (
          <>
            <OneTimeCodeField value={code} onChange={setCode} disabled={phase === 'verifying'} autoFocus />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              <Button type="submit" variant="contained" size="large" disabled={!canVerify}>
                {phase === 'verifying' ? 'Verifying...' : 'Verify'}
              </Button>
              <Button
                variant="outlined"
                disabled={phase === 'verifying'}
                onClick={() => userType !== '' && void requestCode(trimmedEmail, userType, true)}
              >
                Send a new code
              </Button>
              <Button disabled={phase === 'verifying'} onClick={changeEmail}>
                Use a different email
              </Button>
            </Box>
          </>
        )}
      </Stack>
    </Box>
  );
}
