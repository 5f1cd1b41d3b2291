import TextField from '@mui/material/TextField';
import { SENIOR_INTERESTS, SENIOR_SERVICES } from '@gh/common/options';
import { PageIntro } from '../../components/PageIntro';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { FormSection, Wide } from '../../components/FormSection';
import { AddressSection, EmergencyContactSection } from '../../components/PersonSections';
import { PersonalInformation } from './PersonSections';
import { RegistrationSteps } from './RegistrationSteps';
import { SENIOR_INITIAL, parseSenior } from './registrationForm';
import { useFormFields } from '../../components/useFormFields';
import { areaLoader } from '../../i18n/catalogs';

/** The options' labels (choices), with the page's chunk. */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/choices.ts'));

export default function SeniorRegistrationPage() {
  const form = useFormFields(SENIOR_INITIAL, parseSenior);
  return (
    <PageIntro title="Senior Registration" lead="Start your 30-day free trial today">
      <RegistrationSteps
        userType="senior"
        formLabel="Senior registration"
        submitLabel="Start Free Trial"
        verifyLabel="Verify"
        checkForm={form.submit}
        note="By registering, you agree to our Terms of Service and Privacy Policy"
      >
        <PersonalInformation text={form.text} dobRequired />
        <AddressSection text={form.text} />
        <EmergencyContactSection text={form.text} />
        <FormSection title="Interests and Services">
          <Wide>
            <ChoiceGroup label="Interests" options={SENIOR_INTERESTS} {...form.list('interests')} />
          </Wide>
          <Wide>
            <ChoiceGroup label="Services" options={SENIOR_SERVICES} {...form.list('services')} />
          </Wide>
          <Wide>
            <TextField {...form.text('specialneeds')} label="Special needs (optional)" multiline minRows={3} />
          </Wide>
        </FormSection>
      </RegistrationSteps>
    </PageIntro>
  );
}
