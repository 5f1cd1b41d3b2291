import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { fieldId } from '../../components/useFormFields';

interface ChipsFieldProps {
  label: string;
  name: string;
  /** The spec's option list: only these can be chosen, as the server accepts only these. */
  options: readonly string[];
  value: string[];
  onChange: (next: string[]) => void;
  helperText: string;
}

/** A comma list of the spec edited as chips: type to filter, Enter to add, Backspace to remove. */
export function ChipsField({ label, name, options, value, onChange, helperText }: ChipsFieldProps) {
  return (
    <Autocomplete
      multiple
      id={fieldId(name)}
      options={options}
      value={value}
      // Chosen values keep the options' order, as the registration forms keep them.
      onChange={(_event, next) => onChange(options.filter((option) => next.includes(option)))}
      filterSelectedOptions
      disableCloseOnSelect
      fullWidth
      // MUI's chips are small (13px); these read at body size and are easy to tap.
      slotProps={{ chip: { sx: { fontSize: '1.0625rem', height: 36 } } }}
      sx={{ mb: 1 }}
      renderInput={(params) => <TextField {...params} name={name} label={label} helperText={helperText} />}
    />
  );
}
