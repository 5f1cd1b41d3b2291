import TextField from '@mui/material/TextField';
import type { SeniorDoc } from '@gh/common/documents';
import { SENIOR_INTERESTS } from '@gh/common/options';
import { FormSection, Wide } from '../../components/FormSection';
import { useFormFields } from '../../components/useFormFields';
import { ChipsField } from './ChipsField';
import { AddressSection, EmergencyContactSection } from '../../components/PersonSections';
import { PersonalInformation, ProfileForm } from './ProfileSections';
import { EMERGENCY_NAMES, parseSeniorProfile, profileFormData, seniorValues } from './profileForm';
import { useProfileSave } from './useProfileSave';

/** The senior's profile (spec section 2), filled from their document. */
export function SeniorProfileForm({ doc }: { doc: SeniorDoc }) {
  const form = useFormFields(seniorValues(doc), parseSeniorProfile);
  const { saving, outcome, save, dismiss } = useProfileSave('senior', doc.email);

  function onSave() {
    const payload = form.submit();
    if (payload) void save(profileFormData(payload));
  }

  return (
    <ProfileForm label="Senior profile" saving={saving} outcome={outcome} onSave={onSave} onDismiss={dismiss}>
      <PersonalInformation text={form.text} email={form.values.email} />
      <AddressSection text={form.text} />
      <FormSection title="Interests and Needs">
        <Wide>
          <ChipsField
            label="Interests"
            options={SENIOR_INTERESTS}
            helperText="Choose from the list; type to find an interest."
            {...form.list('interests')}
          />
        </Wide>
        <Wide>
          <TextField {...form.text('specialneeds')} label="Special needs (optional)" multiline minRows={3} />
        </Wide>
      </FormSection>
      <EmergencyContactSection text={form.text} names={EMERGENCY_NAMES} />
    </ProfileForm>
  );
}
