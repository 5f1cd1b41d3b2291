/**
 * Where a person lives and whom to call in an emergency: the same fields in the registration
 * forms and on /profile, under the same names.
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { FormSection, Wide } from './FormSection';
import { StateField } from './IndiaFields';
import { useT } from '../i18n/I18n';

export type AddressField = 'address' | 'city' | 'state' | 'zipcode';
/** The emergency contact's field names: registration's by default; the profile routes read ename, ephone, erelation. */
export interface EmergencyNames<N extends string> {
  name: N;
  phone: N;
  relation: N;
}
const REGISTRATION_NAMES: EmergencyNames<string> = {
  name: 'emergencyContactName',
  phone: 'emergencyContactPhone',
  relation: 'emergencyContactRelation',
};

export function AddressSection({ text }: { text: (name: AddressField) => TextFieldProps }) {
  const t = useT();
  return (
    <FormSection title={t('person.addressTitle')}>
      <Wide>
        <TextField {...text('address')} label={t('person.streetAddress')} required autoComplete="street-address" />
      </Wide>
      <TextField {...text('city')} label={t('fields.field', { field: 'city' })} required autoComplete="address-level2" />
      <StateField {...text('state')} required />
      {/* The spec's field is `zipcode`; in India it is the PIN code, six digits. */}
      <TextField
        {...text('zipcode')}
        label={t('fields.field', { field: 'pinCode' })}
        required
        autoComplete="postal-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
    </FormSection>
  );
}

export function EmergencyContactSection<N extends string>({ text, names = REGISTRATION_NAMES as EmergencyNames<N> }: {
  text: (name: N) => TextFieldProps;
  names?: EmergencyNames<N>;
}) {
  const t = useT();
  return (
    <FormSection title={t('person.emergencyTitle')}>
      <TextField {...text(names.name)} label={t('person.contactName')} required />
      <TextField {...text(names.phone)} label={t('person.contactPhone')} type="tel" required />
      <TextField {...text(names.relation)} label={t('person.relationship')} required />
    </FormSection>
  );
}
