/** The e-mail field of /family's sign-ins: by a mailed code, and the e-mail one invited by mobile joins with. */
import TextField from '@mui/material/TextField';
import { LABEL_ABOVE } from '../../components/labelAbove';
import { useT } from '../../i18n/I18n';

/** The member's e-mail, as both sign-ins ask for it (by code, and to join by mobile). */
export function FamilyEmailField(props: { value: string; onChange: (value: string) => void; wrong: boolean; readOnly: boolean }) {
  const t = useT();
  return (
    <TextField
      label={t('family.email')}
      type="email"
      name="email"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={props.wrong}
      helperText={props.wrong ? t('family.emailInvalid') : undefined}
      fullWidth
      slotProps={{
        ...LABEL_ABOVE,
        htmlInput: { readOnly: props.readOnly, autoComplete: 'email', inputMode: 'email', spellCheck: false },
      }}
    />
  );
}
