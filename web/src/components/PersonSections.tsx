/**
 * Where a person lives and whom to call in an emergency: the same fields in the registration
 * forms and on /profile, under the same names.
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { FormSection, Wide } from './FormSection';

export type AddressField = 'address' | 'city' | 'state' | 'zipcode';
export type EmergencyField = 'emergencyContactName' | 'emergencyContactPhone' | 'emergencyContactRelation';

export function AddressSection({ text }: { text: (name: AddressField) => TextFieldProps }) {
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

export function EmergencyContactSection({ text }: { text: (name: EmergencyField) => TextFieldProps }) {
  return (
    <FormSection title="Emergency Contact">
      <TextField {...text('emergencyContactName')} label="Contact name" required />
      <TextField {...text('emergencyContactPhone')} label="Contact phone" type="tel" required />
      <TextField {...text('emergencyContactRelation')} label="Relationship" required />
    </FormSection>
  );
}
