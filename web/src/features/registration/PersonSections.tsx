/** Who the person is, as both registration forms ask it; where and whom to call are in components/PersonSections. */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { FormSection } from '../../components/FormSection';
import type { PersonValues } from './registrationForm';

type TextProps = (name: keyof PersonValues) => TextFieldProps;

export function PersonalInformation({ text, dobRequired }: { text: TextProps; dobRequired: boolean }) {
  return (
    <FormSection title="Personal Information">
      <TextField {...text('firstName')} label="First name" required autoComplete="given-name" />
      <TextField {...text('lastName')} label="Last name" required autoComplete="family-name" />
      <TextField
        {...text('email')}
        label="Email"
        type="email"
        required
        autoComplete="email"
        slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false } }}
      />
      <TextField {...text('phone')} label="Phone" type="tel" required autoComplete="tel" />
      <TextField
        {...text('dob')}
        label="Date of birth"
        type="date"
        required={dobRequired}
        autoComplete="bday"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormSection>
  );
}
