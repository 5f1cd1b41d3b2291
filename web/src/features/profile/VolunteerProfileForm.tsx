import { useState } from 'react';
import TextField from '@mui/material/TextField';
import type { VolunteerDoc } from '@gh/common/documents';
import { MAX_UPLOAD_LABEL, RESUME_TYPES, acceptAttribute, fileTypeList } from '@gh/common/files';
import { VOLUNTEER_SKILLS } from '@gh/common/options';
import { FileField } from '../../components/FileField';
import { FormSection, Wide } from '../../components/FormSection';
import { useFormFields } from '../../components/useFormFields';
import { ChipsField } from './ChipsField';
import { AddressSection, EmergencyContactSection } from '../../components/PersonSections';
import { PersonalInformation, ProfileForm } from './ProfileSections';
import { EMERGENCY_NAMES, cvProblem, parseVolunteerProfile, profileFormData, volunteerValues } from './profileForm';
import { useProfileSave } from './useProfileSave';

const CV_HINT = `${fileTypeList(RESUME_TYPES)}, up to ${MAX_UPLOAD_LABEL}.`;
const CV_ACCEPT = acceptAttribute(RESUME_TYPES);

/** The volunteer's profile (spec section 2): filled from their document, which stays live for the CV's name. */
export function VolunteerProfileForm({ doc }: { doc: VolunteerDoc }) {
  const form = useFormFields(volunteerValues(doc), parseVolunteerProfile);
  const { saving, outcome, save, dismiss } = useProfileSave('volunteer', doc.email);
  const [cv, setCv] = useState<File | null>(null);
  const problem = cv && cvProblem(cv);

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
        <Wide>
          <ChipsField
            label="Skills"
            options={VOLUNTEER_SKILLS}
            helperText="Choose from the list; type to find a skill."
            {...form.list('skills')}
          />
        </Wide>
        <TextField {...form.text('hobbies')} label="Hobbies (optional)" />
        <TextField {...form.text('certification')} label="Certification (optional)" />
        <Wide>
          <TextField {...form.text('experience')} label="Experience (optional)" multiline minRows={3} />
        </Wide>
        <Wide>
          <FileField
            label="CV (optional)"
            hint={CV_HINT}
            accept={CV_ACCEPT}
            current={doc.cv?.filename ?? null}
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
