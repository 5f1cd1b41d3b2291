/** Who the person is, as both registration forms ask it; where and whom to call are in components/PersonSections. */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { FormSection } from '../../components/FormSection';
import { DateOfBirthField, PhoneField } from '../../components/IndiaFields';
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
      <PhoneField {...text('phone')} label="Phone" required />
      <DateOfBirthField {...text('dob')} required={dobRequired} />
    </FormSection>
  );
}
