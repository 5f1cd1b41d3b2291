import TextField from '@mui/material/TextField';
import { OTP_LENGTH } from '@gh/common/constants';
import { LABEL_ABOVE } from './labelAbove';

interface OneTimeCodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
  /** Takes the focus when it appears, so the person can type the code at once. */
  autoFocus?: boolean;
}

/** The e-mailed code: digits only, at most six, a number pad on phones, autofill from mail. */
export function OneTimeCodeField({ value, onChange, disabled, autoFocus }: OneTimeCodeFieldProps) {
  return (
    <TextField
      label="One-time code"
      name="code"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      disabled={disabled}
      autoFocus={autoFocus}
      helperText={`The ${OTP_LENGTH}-digit code from your e-mail`}
      sx={{ maxWidth: 340 }}
      fullWidth
      slotProps={{
        ...LABEL_ABOVE,
        htmlInput: {
          maxLength: OTP_LENGTH,
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          pattern: '[0-9]*',
          style: { fontSize: '1.5rem', letterSpacing: '0.3em' },
        },
      }}
    />
  );
}
