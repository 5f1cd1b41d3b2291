import { useState } from 'react';
import { FormTextField } from '../../components/FormTextField';
import type { VolunteerDoc } from '@gh/common/documents';
import { INTRO_MAX, MAX_UPLOAD_BYTES } from '@gh/common/constants';
import { FILE_TYPES, RESUME_TYPES } from '@gh/common/files';
import type { Lang } from '@gh/common/i18n';
import { orListIn } from '@gh/common/locale-format';
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
import { EMERGENCY_NAMES, parseVolunteerProfile, profileDraft, profileFormData, volunteerValues } from './profileForm';
import type { Translate } from '@gh/common/translate';
import type { MessageKey } from '../../i18n/areas';
import { useLang, useT } from '../../i18n/I18n';
import { useProfileSave } from './useProfileSave';
import { PhotoSection } from './PhotoSection';
import { LABEL_ABOVE } from '../../components/labelAbove';

/** The CV picker names the file kept now, and what replaces it on Save. */
function cvText(t: Translate<MessageKey>, lang: Lang, current: string | null): AttachmentText {
  return {
    label: t('profile.cvLabel'),
    hint: t('profile.cvHint', {
      types: orListIn(
        RESUME_TYPES.map((type) => FILE_TYPES[type].label),
        lang,
      ),
      megabytes: MAX_UPLOAD_BYTES / (1024 * 1024),
    }),
    choose: t(current ? 'profile.cvChooseNew' : 'profile.cvChoose'),
    replace: t('profile.cvReplace'),
    remove: t(current ? 'profile.cvKeep' : 'profile.cvRemove'),
    none: current ? t('profile.cvCurrent', { name: current }) : t('profile.cvNone'),
    chosen: current ? t('profile.cvReplaces', { name: current }) : t('profile.cvSent'),
  };
}

/** Two short lines; the count of characters left beside the hint. */
function IntroField({ field, label, hint }: { field: ReturnType<ReturnType<typeof useFormFields>['text']>; label: string; hint: string }) {
  const used = String(field.value ?? '').length;
  return (
    <FormTextField
      {...field}
      label={label}
      multiline
      minRows={2}
      maxRows={3}
      helperText={field.helperText || `${hint} ${used}/${INTRO_MAX}`}
      slotProps={{ ...LABEL_ABOVE, htmlInput: { maxLength: INTRO_MAX } }}
    />
  );
}

/** The volunteer's profile (spec section 2): filled from their document, which stays live for the CV's name. */
export function VolunteerProfileForm({ doc }: { doc: VolunteerDoc }) {
  const t = useT();
  const lang = useLang();
  const form = useFormFields(volunteerValues(doc), parseVolunteerProfile(doc), undefined, profileDraft('volunteer', doc.email));
  const { saving, outcome, save, dismiss } = useProfileSave('volunteer', doc.email);
  const [cv, setCv] = useState<File | null>(null);
  const problem = cv && fileProblem(cv, RESUME_TYPES, SERVER_MESSAGES.cvType);

  async function onSave() {
    const payload = form.submit();
    if (!payload || problem) return;
    if (await save(profileFormData(payload, cv))) setCv(null);
  }

  return (
    <ProfileForm
      label={t('profile.formLabel', { role: 'volunteer' })}
      saving={saving}
      outcome={outcome}
      onSave={() => void onSave()}
      onDismiss={dismiss}
      draft={form.draft}
    >
      <PersonalInformation text={form.text} email={form.values.email} />
      {/* What a senior sees of him on her visit card: his photo and two lines of his own. */}
      <PhotoSection doc={doc} />
      <FormSection title={t('profile.introTitle')}>
        <Wide>
          <IntroField field={form.text('intro')} label={t('profile.intro')} hint={t('profile.introHint', { max: INTRO_MAX })} />
        </Wide>
      </FormSection>
      <AddressSection text={form.text} />
      <FormSection title={t('profile.skillsTitle')}>
        {/* The same checkboxes as at registration and on /apply. */}
        <VolunteerChoices list={form.list} />
        <Wide>
          <ChoiceGroup label={t('profile.languages')} options={APPLICATION_LANGUAGES} {...form.list('languages')} />
        </Wide>
        <FormTextField {...form.text('hobbies')} label={t('profile.hobbies')} />
        <FormTextField {...form.text('certification')} label={t('profile.certification')} />
        <Wide>
          <FormTextField {...form.text('experience')} label={t('profile.experience')} multiline minRows={3} />
        </Wide>
        <Wide>
          <AttachmentField
            text={cvText(t, lang, doc.cv?.filename ?? null)}
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
