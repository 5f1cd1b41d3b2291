/**
 * The e-mail a staff form asks for (signing in, inviting): what is wrong with it shows under
 * the field, which takes the focus, and goes as soon as they type again.
 */
import { useRef, useState, type RefObject } from 'react';
import TextField from '@mui/material/TextField';
import { isEmailAddress } from '@gh/common/patterns';
import { LABEL_ABOVE } from '../../../components/labelAbove';
import { useT } from '../../../i18n/I18n';

type EmailProblem = 'required' | 'invalid' | null;

interface EmailState {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  problem: EmailProblem;
  onChange: (value: string) => void;
}

export function useStaffEmail(initial = '') {
  const [email, setEmail] = useState(initial);
  const [problem, setProblem] = useState<EmailProblem>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  /** The e-mail typed, trimmed; null once the field says what is wrong with it. */
  const checked = (): string | null => {
    const typed = email.trim();
    const found: EmailProblem = !typed ? 'required' : isEmailAddress(typed) ? null : 'invalid';
    setProblem(found);
    if (found) inputRef.current?.focus();
    return found ? null : typed;
  };
  const onChange = (value: string) => {
    setEmail(value);
    setProblem(null);
  };
  const field: EmailState = { inputRef, value: email, problem, onChange };
  return { email, setEmail, checked, field };
}

interface StaffEmailFieldProps {
  /** useStaffEmail's `field`. */
  state: EmailState;
  label: string;
  name: string;
  autoComplete: 'email' | 'off';
  autoFocus?: boolean;
  disabled: boolean;
}

export function StaffEmailField({ state, label, name, autoComplete, autoFocus, disabled }: StaffEmailFieldProps) {
  const t = useT();
  const { problem } = state;
  // A blank line keeps the helper text's place.
  const helperText = problem === 'required' ? t('staff.emailRequired') : problem === 'invalid' ? t('signin.emailInvalid') : ' ';
  return (
    <TextField
      inputRef={state.inputRef}
      label={label}
      type="email"
      name={name}
      required
      fullWidth
      autoFocus={autoFocus}
      value={state.value}
      onChange={(event) => state.onChange(event.target.value)}
      error={problem !== null}
      helperText={helperText}
      disabled={disabled}
      slotProps={{ ...LABEL_ABOVE, htmlInput: { autoComplete, inputMode: 'email', spellCheck: false } }}
    />
  );
}
