/**
 * Where a person lives and whom to call in an emergency: the same fields in the registration
 * forms and on /profile, under the same names.
 */
import type { TextFieldProps } from '@mui/material/TextField';
import { FormTextField } from './FormTextField';
import { FormSection, Wide } from './FormSection';
import { PinCodeField, StateField } from './IndiaFields';
import { useT } from '../i18n/I18n';

export type AddressField = 'address' | 'city' | 'state' | 'zipcode';
/** The emergency contact's field names: registration's by default; the profile routes read ename, ephone, erelation. */
export interface EmergencyNames<N extends string> {
  name: N;
  phone: N;
  relation: N;
  /** A senior's form asks for the contact's e-mail too (optional). */
  email?: N;
}
const REGISTRATION_NAMES = {
  name: 'emergencyContactName',
  phone: 'emergencyContactPhone',
  relation: 'emergencyContactRelation',
} as const;

export function AddressSection({ text }: { text: (name: AddressField) => TextFieldProps }) {
  const t = useT();
  return (
    <FormSection title={t('person.addressTitle')}>
      <Wide>
        <FormTextField {...text('address')} label={t('person.streetAddress')} required autoComplete="street-address" />
      </Wide>
      <FormTextField {...text('city')} label={t('fields.field', { field: 'city' })} required autoComplete="address-level2" />
      <StateField {...text('state')} required />
      {/* The spec's field is `zipcode`; in India it is the PIN code, six digits, and where a person is matched from. */}
      <PinCodeField {...text('zipcode')} label={t('fields.field', { field: 'pinCode' })} required />
    </FormSection>
  );
}

/** A senior's registration asks for her contact's e-mail too. */
export const SENIOR_REGISTRATION_NAMES = { ...REGISTRATION_NAMES, email: 'emergencyContactEmail' } as const;

/** The contact's fields. */
export function EmergencyContactSection<N extends string>({
  text,
  names = REGISTRATION_NAMES as EmergencyNames<N>,
}: {
  text: (name: N) => TextFieldProps;
  names?: EmergencyNames<N>;
}) {
  const t = useT();
  return (
    <FormSection title={t('person.emergencyTitle')}>
      <FormTextField {...text(names.name)} label={t('person.contactName')} required />
      <FormTextField {...text(names.phone)} label={t('person.contactPhone')} type="tel" required />
      <FormTextField {...text(names.relation)} label={t('person.relationship')} required />
      {names.email && <ContactEmailField {...text(names.email)} />}
    </FormSection>
  );
}

/** The contact's optional e-mail: what it is for, until the form has something to say about it. */
function ContactEmailField(props: TextFieldProps) {
  const t = useT();
  return (
    <FormTextField
      {...props}
      label={t('person.contactEmail')}
      helperText={props.error ? props.helperText : t('person.contactEmailHint')}
      type="email"
      autoComplete="off"
    />
  );
}
