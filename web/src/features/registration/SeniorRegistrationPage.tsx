import { FormTextField } from '../../components/FormTextField';
import { APPLICATION_LANGUAGES, SENIOR_INTERESTS, SENIOR_SERVICES } from '@gh/common/options';
import { PageIntro } from '../../components/PageIntro';
import { PrivacyNotice } from '../../components/PrivacyNotice';
import { DraftNotice } from '../../components/DraftNotice';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { FormSection, Wide } from '../../components/FormSection';
import { AddressSection, EmergencyContactSection, SENIOR_REGISTRATION_NAMES } from '../../components/PersonSections';
import { PersonalInformation } from './PersonSections';
import { RegistrationSteps } from './RegistrationSteps';
import { parseSenior, registrationDraft, seniorInitial } from './registrationForm';
import { useFormFields } from '../../components/useFormFields';
import { useLang, useT } from '../../i18n/I18n';
import { loadRegistrationMessages } from './registrationMessages';
import { TermsNote } from './TermsNote';

export const loadMessages = loadRegistrationMessages;

export default function SeniorRegistrationPage() {
  const t = useT();
  const form = useFormFields(seniorInitial(useLang()), parseSenior, undefined, registrationDraft('senior'));
  return (
    <PageIntro title={t('registration.seniorTitle')} lead={t('registration.seniorLead')}>
      <RegistrationSteps
        userType="senior"
        formLabel={t('registration.seniorForm')}
        submitLabel={t('registration.startTrial')}
        verifyLabel={t('registration.verify')}
        checkForm={form.submit}
        note={<TermsNote />}
      >
        <DraftNotice draft={form.draft} />
        <PersonalInformation text={form.text} dobRequired />
        <AddressSection text={form.text} />
        <EmergencyContactSection text={form.text} names={SENIOR_REGISTRATION_NAMES} />
        <FormSection title={t('registration.interestsTitle')}>
          <Wide>
            <ChoiceGroup label={t('registration.interests')} options={SENIOR_INTERESTS} {...form.list('interests')} />
          </Wide>
          <Wide>
            <ChoiceGroup label={t('registration.services')} options={SENIOR_SERVICES} {...form.list('services')} />
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
            <FormTextField {...form.text('specialneeds')} label={t('registration.specialNeeds')} multiline minRows={3} />
          </Wide>
        </FormSection>
        <PrivacyNotice agreement={form.list('consentVersion')} />
      </RegistrationSteps>
    </PageIntro>
  );
}
