/** The parts both profile forms share: who the person is, and the form around it with Save. */
import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Outcome } from '../../components/outcome';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { FormSection } from '../../components/FormSection';
import { fieldId } from '../../components/useFormFields';

type TextProps = (name: 'name') => TextFieldProps;

/** Name and e-mail; `children` are further fields (a senior's phone and date of birth). */
export function PersonalInformation({ text, email, children }: { text: TextProps; email: string; children?: ReactNode }) {
  return (
    <FormSection title="Personal Information">
      <TextField {...text('name')} label="Full name" required autoComplete="name" />
      <TextField
        id={fieldId('email')}
        name="email"
        label="Email"
        value={email}
        helperText="Your e-mail address cannot be changed."
        fullWidth
        // A tinted field says it cannot be typed into before anyone tries.
        sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      {children}
    </FormSection>
  );
}

interface ProfileFormProps {
  label: string;
  saving: boolean;
  outcome: Outcome | null;
  onSave: () => void;
  onDismiss: () => void;
  children: ReactNode;
}

/** The form around a profile's sections: the required-fields note, Save, and what the save said. */
export function ProfileForm({ label, saving, outcome, onSave, onDismiss, children }: ProfileFormProps) {
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!saving) onSave();
  }
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label} sx={{ mt: 4, maxWidth: 880 }}>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>Fields marked * are required.</Typography>
      {children}
      <Button type="submit" variant="contained" size="large" disabled={saving} sx={{ minWidth: 160 }}>
        {saving ? 'Saving…' : 'Save'}
      </Button>
      <Box sx={{ mt: 3 }}>
        <OutcomeNotice outcome={outcome} onDismiss={onDismiss} />
      </Box>
    </Box>
  );
}
