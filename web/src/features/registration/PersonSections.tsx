/** The parts both registration forms share: who, where, and whom to call in an emergency. */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { FormSection, Wide } from '../../components/FormSection';
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

export function AddressSection({ text }: { text: TextProps }) {
  return (
    <FormSection title="Address">
      <Wide>
        <TextField {...text('address')} label="Street address" required autoComplete="street-address" />
      </Wide>
      <TextField {...text('city')} label="City" required autoComplete="address-level2" />
      <TextField {...text('state')} label="State" required autoComplete="address-level1" />
      <TextField {...text('zipcode')} label="ZIP code" required autoComplete="postal-code" />
    </FormSection>
  );
}

export function EmergencyContactSection({ text }: { text: TextProps }) {
  return (
    <FormSection title="Emergency Contact">
      <TextField {...text('emergencyContactName')} label="Contact name" required />
      <TextField {...text('emergencyContactPhone')} label="Contact phone" type="tel" required />
      <TextField {...text('emergencyContactRelation')} label="Relationship" required />
    </FormSection>
  );
}
