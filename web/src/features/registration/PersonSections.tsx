/** Who the person is, as both registration forms ask it; where and whom to call are in components/PersonSections. */
import type { TextFieldProps } from '@mui/material/TextField';
import { FormTextField } from '../../components/FormTextField';
import { FormSection } from '../../components/FormSection';
import { DateOfBirthField, PhoneField } from '../../components/IndiaFields';
import { useT } from '../../i18n/I18n';
import type { PersonValues } from './registrationForm';

type TextProps = (name: keyof PersonValues) => TextFieldProps;

export function PersonalInformation({ text, dobRequired }: { text: TextProps; dobRequired: boolean }) {
  const t = useT();
  // The names the fields' messages use (fields area), so a message names its field as the form does.
  const label = (field: 'firstName' | 'lastName' | 'email' | 'phone') => t('fields.field', { field });
  return (
    <FormSection title={t('registration.personalTitle')}>
      <FormTextField {...text('firstName')} label={label('firstName')} required autoComplete="given-name" />
      <FormTextField {...text('lastName')} label={label('lastName')} required autoComplete="family-name" />
      <FormTextField
        {...text('email')}
        label={label('email')}
        type="email"
        required
        autoComplete="email"
        slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false } }}
      />
      <PhoneField {...text('phone')} label={label('phone')} required />
      <DateOfBirthField {...text('dob')} required={dobRequired} />
    </FormSection>
  );
}
