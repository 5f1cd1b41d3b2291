import TextField from '@mui/material/TextField';
import { PageIntro } from '../../components/PageIntro';
import { VolunteerChoices } from '../../components/VolunteerChoices';
import { FormSection, Wide } from '../../components/FormSection';
import { AddressSection, EmergencyContactSection } from '../../components/PersonSections';
import { InvitePrefill } from './InvitePrefill';
import { PersonalInformation } from './PersonSections';
import { RegistrationSteps } from './RegistrationSteps';
import { VOLUNTEER_INITIAL, parseVolunteer } from './registrationForm';
import { useFormFields } from '../../components/useFormFields';
import { areaLoader } from '../../i18n/catalogs';

/** The options' labels (choices), with the page's chunk. */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/choices.ts'));

export default function VolunteerRegistrationPage() {
  const form = useFormFields(VOLUNTEER_INITIAL, parseVolunteer);
  return (
    <PageIntro
      title="Volunteer Registration"
      lead="Once your application is accepted, register here with the same e-mail."
    >
      <RegistrationSteps
        userType="volunteer"
        formLabel="Volunteer registration"
        submitLabel="Submit Application"
        verifyLabel="Register"
        checkForm={form.submit}
      >
        <InvitePrefill onFill={form.prefill} />
        <PersonalInformation text={form.text} dobRequired={false} />
        <AddressSection text={form.text} />
        <FormSection title="Skills and Availability">
          <VolunteerChoices list={form.list} />
          <Wide>
            <TextField {...form.text('experience')} label="Experience (optional)" multiline minRows={3} />
          </Wide>
        </FormSection>
        <EmergencyContactSection text={form.text} />
      </RegistrationSteps>
    </PageIntro>
  );
}
