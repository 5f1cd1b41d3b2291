import TextField from '@mui/material/TextField';
import { OTP_LENGTH } from '@gh/common/constants';
import { useT } from '../i18n/I18n';
import { LABEL_ABOVE } from './labelAbove';
import type { CodeEntry } from './useCodeEntry';

interface OneTimeCodeFieldProps {
  entry: CodeEntry;
  disabled?: boolean;
  /** Takes the focus when it appears, so the person can type the code at once. */
  autoFocus?: boolean;
  /** Where the code came from, when not the e-mail (an SMS). */
  hint?: string;
}

/**
 * The e-mailed or texted code (its words are the signin area's): digits only, at most six, a
 * number pad on phones, autofill from mail; what is wrong with it, in place of the hint.
 */
export function OneTimeCodeField({ entry, disabled, autoFocus, hint }: OneTimeCodeFieldProps) {
  const t = useT();
  const { problem } = entry;
  const problemText =
    problem?.kind === 'digitsOnly'
      ? t('signin.code.digitsOnly', { digits: OTP_LENGTH })
      : problem?.kind === 'length'
        ? t('signin.code.tooShort', { digits: OTP_LENGTH, typed: problem.typed })
        : null;
  return (
    <TextField
      label={t('signin.code.label')}
      name="code"
      value={entry.code}
      onChange={(event) => entry.type(event.target.value)}
      disabled={disabled}
      autoFocus={autoFocus}
      error={problemText !== null}
      helperText={problemText ?? hint ?? t('signin.code.hint', { digits: OTP_LENGTH })}
      inputRef={entry.inputRef}
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
