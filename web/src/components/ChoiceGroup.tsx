import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { useChoiceLabel } from '../i18n/choices';

interface ChoiceGroupProps {
  label: string;
  name: string;
  options: readonly string[];
  value: string[];
  onChange: (next: string[]) => void;
}

/** A titled group of checkboxes, each option by its label (i18n/choices.ts); the chosen values keep the options' order. */
export function ChoiceGroup({ label, name, options, value, onChange }: ChoiceGroupProps) {
  const choiceLabel = useChoiceLabel();
  const toggle = (option: string, checked: boolean) => onChange(options.filter((o) => (o === option ? checked : value.includes(o))));
  return (
    <FormControl component="fieldset" sx={{ mb: 2 }}>
      <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5 }}>
        {label}
      </FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            label={choiceLabel(option)}
            control={
              <Checkbox
                name={name}
                value={option}
                checked={value.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
