/** A few optional words (the volunteer's note, the senior's feedback): the label above, whole on a phone. */
import TextField from '@mui/material/TextField';
import { LABEL_ABOVE } from '../../components/labelAbove';

/** The api takes at most this many characters (common/src/schemas.ts, optionalText). */
const TEXT_MAX = 1000;

export function ShortTextField({
  label,
  value,
  onChange,
  helperText,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  helperText?: string;
}) {
  return (
    <TextField
      label={label}
      helperText={helperText}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={2}
      slotProps={{ ...LABEL_ABOVE, htmlInput: { maxLength: TEXT_MAX } }}
    />
  );
}
