import TextField from '@mui/material/TextField';
import { PageIntro } from '../../components/PageIntro';
import { DraftNotice } from '../../components/DraftNotice';
import { VolunteerChoices } from '../../components/VolunteerChoices';
import { FormSection, Wide } from '../../components/FormSection';
import { AddressSection, EmergencyContactSection } from '../../components/PersonSections';
import { InvitePrefill } from './InvitePrefill';
import { PersonalInformation } from './PersonSections';
import { RegistrationSteps } from './RegistrationSteps';
import { VOLUNTEER_INITIAL, parseVolunteer, registrationDraft } from './registrationForm';
import { useFormFields } from '../../components/useFormFields';
import { useT } from '../../i18n/I18n';
import { loadRegistrationMessages } from './registrationMessages';

export const loadMessages = loadRegistrationMessages;

export default function VolunteerRegistrationPage() {
  const t = useT();
  const form = useFormFields(VOLUNTEER_INITIAL, parseVolunteer, undefined, registrationDraft('volunteer'));
  return (
    <PageIntro title={t('registration.volunteerTitle')} lead={t('registration.volunteerLead')}>
      <RegistrationSteps
        userType="volunteer"
        formLabel={t('registration.volunteerForm')}
        submitLabel={t('registration.submitApplication')}
        verifyLabel={t('registration.register')}
        checkForm={form.submit}
      >
        <DraftNotice draft={form.draft} />
        <InvitePrefill onFill={form.prefill} />
        <PersonalInformation text={form.text} dobRequired={false} />
        <AddressSection text={form.text} />
        <FormSection title={t('registration.skillsTitle')}>
          <VolunteerChoices list={form.list} />
          <Wide>
            <TextField {...form.text('experience')} label={t('registration.experience')} multiline minRows={3} />
          </Wide>
        </FormSection>
        <EmergencyContactSection text={form.text} />
      </RegistrationSteps>
    </PageIntro>
  );
}
