import { FormTextField } from '../../components/FormTextField';
import type { SeniorDoc } from '@gh/common/documents';
import { APPLICATION_LANGUAGES, SENIOR_INTERESTS, SENIOR_SERVICES } from '@gh/common/options';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { DateOfBirthField, PhoneField } from '../../components/IndiaFields';
import { FormSection, Wide } from '../../components/FormSection';
import { useFormFields } from '../../components/useFormFields';
import { AddressSection, EmergencyContactSection } from '../../components/PersonSections';
import { PersonalInformation, ProfileForm } from './ProfileSections';
import { SENIOR_EMERGENCY_NAMES, parseSeniorProfile, profileDraft, profileFormData, seniorValues } from './profileForm';
import { useT } from '../../i18n/I18n';
import { useProfileSave } from './useProfileSave';

/** The senior's profile (spec section 2), filled from their document. */
export function SeniorProfileForm({ doc }: { doc: SeniorDoc }) {
  const t = useT();
  const form = useFormFields(seniorValues(doc), parseSeniorProfile(doc), undefined, profileDraft('senior', doc.email));
  const { saving, outcome, save, dismiss } = useProfileSave('senior', doc.email);

  function onSave() {
    const payload = form.submit();
    if (payload) void save(profileFormData(payload));
  }

  return (
    <ProfileForm
      label={t('profile.formLabel', { role: 'senior' })}
      saving={saving}
      outcome={outcome}
      onSave={onSave}
      onDismiss={dismiss}
      draft={form.draft}
    >
      <PersonalInformation text={form.text} email={form.values.email}>
        <PhoneField {...form.text('phone')} label={t('profile.phone')} required />
        <DateOfBirthField {...form.text('dob')} required />
      </PersonalInformation>
      <AddressSection text={form.text} />
      {/* The same checkboxes as at registration. */}
      <FormSection title={t('profile.interestsTitle')}>
        <Wide>
          <ChoiceGroup label={t('profile.interests')} options={SENIOR_INTERESTS} {...form.list('interests')} />
        </Wide>
        <Wide>
          <ChoiceGroup label={t('profile.services')} options={SENIOR_SERVICES} {...form.list('services')} />
        </Wide>
        <Wide>
          <ChoiceGroup
            label={t('person.languages')}
            hint={t('person.languagesHint')}
            options={APPLICATION_LANGUAGES}
            {...form.list('languages')}
          />
        </Wide>
        <Wide>
          <FormTextField {...form.text('specialneeds')} label={t('profile.specialNeeds')} multiline minRows={3} />
        </Wide>
      </FormSection>
      <EmergencyContactSection text={form.text} names={SENIOR_EMERGENCY_NAMES} />
    </ProfileForm>
  );
}
