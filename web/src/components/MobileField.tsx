/** The mobile number a code by SMS goes to, as /login and /family ask for it: its hint, or what is wrong with it. */
import TextField from '@mui/material/TextField';
import { useT } from '../i18n/I18n';
import { LABEL_ABOVE } from './labelAbove';

interface MobileFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Typed, and no Indian mobile number. */
  wrong: boolean;
  readOnly: boolean;
}

export function MobileField({ value, onChange, onBlur, wrong, readOnly }: MobileFieldProps) {
  const t = useT();
  return (
    <TextField
      label={t('signin.phone.label')}
      type="tel"
      name="phone"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={wrong}
      helperText={wrong ? t('signin.phone.invalid') : t('signin.phone.hint')}
      required
      fullWidth
      slotProps={{ ...LABEL_ABOVE, htmlInput: { readOnly, autoComplete: 'tel-national', inputMode: 'tel', maxLength: 20 } }}
    />
  );
}
