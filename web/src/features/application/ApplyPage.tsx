/**
 * /apply (spec sections 2, 3, 5 and 8): the volunteer application 'Job Application'. Required
 * fields say what they need once left or on submit; the resume is checked as it is chosen and
 * its upload shows its progress; every answer of the server is shown in the page and leads on
 * as the spec says. A signed-in person has nothing to apply for and goes to /dashboard. The
 * link mailed when an address applies again lands here too (ReplaceLink).
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { FormTextField } from '../../components/FormTextField';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router-dom';
import { RESUME_TYPES } from '@gh/common/files';
import { APPLICATION_LANGUAGES } from '@gh/common/options';
import { PAGES } from '@gh/common/routes';
import { AttachmentField } from '../../components/AttachmentField';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { DraftNotice } from '../../components/DraftNotice';
import { FormSection, Wide } from '../../components/FormSection';
import { LABEL_ABOVE } from '../../components/labelAbove';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { PageIntro } from '../../components/PageIntro';
import { PrivacyNotice } from '../../components/PrivacyNotice';
import { useFormFields } from '../../components/useFormFields';
import { areaLoader } from '../../i18n/catalogs';
import { useLang, useT } from '../../i18n/I18n';
import { useDraftFile } from '../../lib/useDraftFile';
import { useSession } from '../../lib/useSession';
import { APPLICATION_DRAFT, APPLICATION_INITIAL, parseApplication, resumeProblem, resumeWords } from './applicationForm';
import { ReplaceLink } from './ReplaceLink';
import { useApplication } from './useApplication';
import { PinCodeField } from '../../components/IndiaFields';

/**
 * The page's words (`apply.*`), the fields' checks (`fields.*`), its outcome dialog's, the api's
 * answers and the options' labels (`choices.*`), loaded with it in the page's language.
 */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/{apply,fields,outcome,api,choices,consent}.ts'));

const ESSAY = { multiline: true, minRows: 3, required: true, slotProps: LABEL_ABOVE } as const;

function SendProgress({ progress }: { progress: number }) {
  const t = useT();
  const percent = Math.round(progress * 100);
  return (
    <Box role="status" sx={{ mt: 2, maxWidth: 480 }}>
      <Typography id="send-progress-label" sx={{ mb: 1 }}>
        {percent < 100 ? t('apply.progress', { percent }) : t('apply.waiting')}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-labelledby="send-progress-label" sx={{ height: 10, borderRadius: 5 }} />
    </Box>
  );
}

export default function ApplyPage() {
  const t = useT();
  const resumeText = resumeWords(t, useLang());
  const session = useSession();
  const form = useFormFields(APPLICATION_INITIAL, parseApplication, undefined, APPLICATION_DRAFT);
  const application = useApplication();
  const resumeDraft = useDraftFile(APPLICATION_DRAFT);
  const resume = resumeDraft.file;
  const [resumeTried, setResumeTried] = useState(false);
  const sending = application.progress !== null;
  const problem = resume && resumeProblem(resume);
  const problemText = problem && resumeText.problem(problem);

  if (session.user) return <Navigate to={PAGES.dashboard} replace />;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const payload = form.submit();
    if (!payload) return;
    if (problem) {
      setResumeTried(true);
      document.querySelector<HTMLInputElement>('input[type=file]')?.focus();
      return;
    }
    void application.send(payload, resume);
  }

  return (
    <PageIntro title={t('apply.title')} lead={t('apply.lead')}>
      <ReplaceLink />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('apply.form')} sx={{ mt: 4, maxWidth: 880 }}>
        <Typography sx={{ mb: 3, color: 'text.secondary' }}>{t('apply.requiredNote')}</Typography>
        <DraftNotice
          draft={{
            restored: form.draft.restored || resumeDraft.restored,
            startAgain: () => {
              form.draft.startAgain();
              resumeDraft.forget();
            },
          }}
        />
        <FormSection title={t('apply.section.personal')}>
          <FormTextField
            {...form.text('fullName')}
            label={t('apply.label.fullName')}
            required
            autoComplete="name"
            slotProps={LABEL_ABOVE}
          />
          <FormTextField
            {...form.text('email')}
            label={t('apply.label.email')}
            type="email"
            required
            autoComplete="email"
            slotProps={{ ...LABEL_ABOVE, htmlInput: { inputMode: 'email', spellCheck: false } }}
          />
          <FormTextField
            {...form.text('contact')}
            label={t('apply.label.contact')}
            type="tel"
            required
            autoComplete="tel"
            slotProps={LABEL_ABOVE}
          />
          <PinCodeField {...form.text('zipcode')} label={t('apply.label.zipcode')} required labelAbove />
        </FormSection>
        <FormSection title={t('apply.section.about')}>
          <Wide>
            <FormTextField {...form.text('motivation')} {...ESSAY} label={t('apply.label.motivation')} />
          </Wide>
          <Wide>
            <FormTextField {...form.text('companionshipMeaning')} {...ESSAY} label={t('apply.label.companionshipMeaning')} />
          </Wide>
          <Wide>
            <FormTextField {...form.text('excitement')} {...ESSAY} label={t('apply.label.excitement')} />
          </Wide>
          <Wide>
            <FormTextField {...form.text('handlingLoneliness')} {...ESSAY} label={t('apply.label.handlingLoneliness')} />
          </Wide>
          <Wide>
            <FormTextField {...form.text('experience')} multiline minRows={3} label={t('apply.label.experience')} slotProps={LABEL_ABOVE} />
          </Wide>
        </FormSection>
        <FormSection title={t('apply.section.availability')}>
          <Wide>
            <FormTextField
              {...form.text('availability')}
              label={t('apply.label.availability')}
              required
              placeholder={t('apply.availabilityExample')}
              slotProps={LABEL_ABOVE}
            />
          </Wide>
          <Wide>
            <ChoiceGroup label={t('apply.label.languages')} options={APPLICATION_LANGUAGES} {...form.list('languages')} />
          </Wide>
        </FormSection>
        <FormSection title={t('apply.section.resume')}>
          <Wide>
            <AttachmentField
              text={resumeText.text}
              types={RESUME_TYPES}
              file={resume}
              problem={problemText}
              onChange={(file) => {
                resumeDraft.choose(file);
                setResumeTried(false);
              }}
              disabled={sending}
              busy={resumeDraft.reading}
            />
            {resumeTried && problem && (
              <Typography role="alert" sx={{ mt: 1, color: 'error.main' }}>
                {t('apply.resume.fix')}
              </Typography>
            )}
          </Wide>
        </FormSection>
        <PrivacyNotice agreement={form.list('consentVersion')} />
        <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ minWidth: { xs: '100%', sm: 260 } }}>
          {sending ? t('apply.sending') : t('apply.submit')}
        </Button>
        {application.progress !== null && <SendProgress progress={application.progress} />}
        {application.outcome && (
          <Box sx={{ mt: 3 }}>
            <OutcomeNotice outcome={application.outcome} onDismiss={application.dismissOutcome} dismissLabel={t('apply.close')} />
          </Box>
        )}
      </Box>
    </PageIntro>
  );
}
