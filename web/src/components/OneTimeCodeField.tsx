import TextField from '@mui/material/TextField';
import { OTP_LENGTH } from '@gh/common/constants';
import { useT } from '../i18n/I18n';
import { LABEL_ABOVE } from './labelAbove';

interface OneTimeCodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
  /** Takes the focus when it appears, so the person can type the code at once. */
  autoFocus?: boolean;
  /** Where the code came from, when not the e-mail (an SMS). */
  hint?: string;
}

/** The e-mailed or texted code (its words are the signin area's): digits only, at most six, a number pad on phones, autofill from mail. */
export function OneTimeCodeField({ value, onChange, disabled, autoFocus, hint }: OneTimeCodeFieldProps) {
  const t = useT();
  return (
    <TextField
      label={t('signin.code.label')}
      name="code"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      disabled={disabled}
      autoFocus={autoFocus}
      helperText={hint ?? t('signin.code.hint', { digits: OTP_LENGTH })}
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
