import { useState } from 'react';
import TextField from '@mui/material/TextField';
import type { VolunteerDoc } from '@gh/common/documents';
import { MAX_UPLOAD_LABEL, RESUME_TYPES, fileTypeList } from '@gh/common/files';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { APPLICATION_LANGUAGES } from '@gh/common/options';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { VolunteerChoices } from '../../components/VolunteerChoices';
import { AttachmentField, type AttachmentText } from '../../components/AttachmentField';
import { fileProblem } from '../../components/fileProblem';
import { FormSection, Wide } from '../../components/FormSection';
import { useFormFields } from '../../components/useFormFields';
import { AddressSection, EmergencyContactSection } from '../../components/PersonSections';
import { PersonalInformation, ProfileForm } from './ProfileSections';
import { EMERGENCY_NAMES, parseVolunteerProfile, profileFormData, volunteerValues } from './profileForm';
import { useProfileSave } from './useProfileSave';

/** The CV picker names the file kept now, and what replaces it on Save. */
function cvText(current: string | null): AttachmentText {
  return {
    label: 'CV (optional)',
    hint: `${fileTypeList(RESUME_TYPES)}, up to ${MAX_UPLOAD_LABEL}.`,
    choose: current ? 'Choose a new CV' : 'Choose your CV',
    replace: 'Choose another file',
    remove: current ? 'Keep the current CV' : 'Remove file',
    none: current ? `Current file: ${current}` : 'No CV uploaded yet.',
    chosen: current ? `Replaces ${current} when you save:` : 'Sent when you save:',
  };
}

/** The volunteer's profile (spec section 2): filled from their document, which stays live for the CV's name. */
export function VolunteerProfileForm({ doc }: { doc: VolunteerDoc }) {
  const form = useFormFields(volunteerValues(doc), parseVolunteerProfile(doc));
  const { saving, outcome, save, dismiss } = useProfileSave('volunteer', doc.email);
  const [cv, setCv] = useState<File | null>(null);
  const problem = cv && fileProblem(cv, RESUME_TYPES, SERVER_MESSAGES.cvType);

  async function onSave() {
    const payload = form.submit();
    if (!payload || problem) return;
    if (await save(profileFormData(payload, cv))) setCv(null);
  }

  return (
    <ProfileForm label="Volunteer profile" saving={saving} outcome={outcome} onSave={() => void onSave()} onDismiss={dismiss}>
      <PersonalInformation text={form.text} email={form.values.email} />
      <AddressSection text={form.text} />
      <FormSection title="Skills and Experience">
        {/* The same checkboxes as at registration and on /apply. */}
        <VolunteerChoices list={form.list} />
        <Wide>
          <ChoiceGroup label="Languages" options={APPLICATION_LANGUAGES} {...form.list('languages')} />
        </Wide>
        <TextField {...form.text('hobbies')} label="Hobbies (optional)" />
        <TextField {...form.text('certification')} label="Certification (optional)" />
        <Wide>
          <TextField {...form.text('experience')} label="Experience (optional)" multiline minRows={3} />
        </Wide>
        <Wide>
          <AttachmentField
            text={cvText(doc.cv?.filename ?? null)}
            types={RESUME_TYPES}
            file={cv}
            problem={problem}
            onChange={setCv}
            disabled={saving}
          />
        </Wide>
      </FormSection>
      <EmergencyContactSection text={form.text} names={EMERGENCY_NAMES} />
    </ProfileForm>
  );
}
