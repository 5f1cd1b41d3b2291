import { useState } from 'react';
import { FormTextField } from '../../components/FormTextField';
import { useLocation } from 'react-router-dom';
import { readCodeLink, readInviteLink } from '@gh/common/code-link';
import { PageIntro } from '../../components/PageIntro';
import { PrivacyNotice } from '../../components/PrivacyNotice';
import { DraftNotice } from '../../components/DraftNotice';
import { VolunteerChoices } from '../../components/VolunteerChoices';
import { FormSection, Wide } from '../../components/FormSection';
import { AddressSection, EmergencyContactSection } from '../../components/PersonSections';
import { readDraft } from '../../lib/drafts';
import type { VolunteerRegistrationState } from '../../lib/registrationState';
import { useHydrated } from '../../lib/useHydrated';
import { AwaitingAcceptance } from './AwaitingAcceptance';
import { InvitePrefill } from './InvitePrefill';
import { PersonalInformation } from './PersonSections';
import { RegistrationSteps } from './RegistrationSteps';
import { VOLUNTEER_INITIAL, parseVolunteer, registrationDraft } from './registrationForm';
import { registrationStepKept } from './useRegistration';
import { useFormFields } from '../../components/useFormFields';
import { useT } from '../../i18n/I18n';
import { loadRegistrationMessages } from './registrationMessages';

export const loadMessages = loadRegistrationMessages;

export default function VolunteerRegistrationPage() {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <PageIntro title={t('registration.volunteerTitle')} lead={t('registration.volunteerLead')}>
      <AcceptedFirst key={hydrated ? 'live' : 'prerendered'} live={hydrated} />
    </PageIntro>
  );
}

/**
 * The form only once something shows the applicant was accepted or is on her way: the
 * acceptance e-mail's link or the code e-mail's link in the fragment, a code step or a draft
 * kept for this tab, the application page's "already accepted", or her own word. Decided once
 * on arrival (the links then leave the address bar); the prerendered page knows none of these.
 */
function AcceptedFirst({ live }: { live: boolean }) {
  const { hash, state } = useLocation();
  const [open, setOpen] = useState(
    () =>
      (state as VolunteerRegistrationState | null)?.accepted === true ||
      (live &&
        (readInviteLink(hash) !== null ||
          readCodeLink(hash)?.role === 'volunteer' ||
          registrationStepKept('volunteer') ||
          readDraft(registrationDraft('volunteer')) !== null)),
  );
  return open ? <VolunteerForm /> : <AwaitingAcceptance live={live} onFillIn={() => setOpen(true)} />;
}

function VolunteerForm() {
  const t = useT();
  const form = useFormFields(VOLUNTEER_INITIAL, parseVolunteer, undefined, registrationDraft('volunteer'));
  return (
    <RegistrationSteps
      userType="volunteer"
      formLabel={t('registration.volunteerForm')}
      submitLabel={t('registration.createAccount')}
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
          <FormTextField {...form.text('experience')} label={t('registration.experience')} multiline minRows={3} />
        </Wide>
      </FormSection>
      <EmergencyContactSection text={form.text} />
      <PrivacyNotice agreement={form.list('consentVersion')} />
    </RegistrationSteps>
  );
}
