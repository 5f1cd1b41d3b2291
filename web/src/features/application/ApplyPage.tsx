/**
 * /apply (spec sections 2, 3, 5 and 8): the volunteer application 'Job Application'. Required
 * fields say what they need once left or on submit; the resume is checked as it is chosen and
 * its upload shows its progress; every answer of the server is shown in the page and leads on
 * as the spec says. A signed-in person has nothing to apply for and goes to /dashboard.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router-dom';
import { RESUME_TYPES } from '@gh/common/files';
import { APPLICATION_LANGUAGES } from '@gh/common/options';
import { PAGES } from '@gh/common/routes';
import { AttachmentField } from '../../components/AttachmentField';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { FormSection, Wide } from '../../components/FormSection';
import { LABEL_ABOVE } from '../../components/labelAbove';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { PageIntro } from '../../components/PageIntro';
import { useFormFields } from '../../components/useFormFields';
import { useSession } from '../../lib/useSession';
import { areaLoader } from '../../i18n/catalogs';
import { APPLICATION_INITIAL, RESUME_HINT, parseApplication, resumeProblem } from './applicationForm';
import { useApplication } from './useApplication';

const RESUME_TEXT = {
  label: 'Resume (optional)',
  hint: RESUME_HINT,
  choose: 'Choose your resume',
  replace: 'Choose another file',
  remove: 'Remove file',
  none: 'No file chosen.',
  chosen: 'Chosen file:',
};

const ESSAY = { multiline: true, minRows: 3, required: true, slotProps: LABEL_ABOVE } as const;

/** The options' labels (choices), with the page's chunk. */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/choices.ts'));

function SendProgress({ progress }: { progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <Box role="status" sx={{ mt: 2, maxWidth: 480 }}>
      <Typography id="send-progress-label" sx={{ mb: 1 }}>
        {percent < 100 ? `Sending your application: ${percent}%` : 'Sent. Waiting for the reply...'}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-labelledby="send-progress-label" sx={{ height: 10, borderRadius: 5 }} />
    </Box>
  );
}

export default function ApplyPage() {
  const session = useSession();
  const form = useFormFields(APPLICATION_INITIAL, parseApplication);
  const application = useApplication();
  const [resume, setResume] = useState<File | null>(null);
  const [resumeTried, setResumeTried] = useState(false);
  const sending = application.progress !== null;
  const problem = resume && resumeProblem(resume);

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
    <PageIntro
      title="Job Application"
      lead="Tell us why you would like to become a Golden Hearts volunteer. The admin reads every application and answers by e-mail."
    >
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Volunteer application" sx={{ mt: 4, maxWidth: 880 }}>
        <Typography sx={{ mb: 3, color: 'text.secondary' }}>Fields marked * are required.</Typography>
        <FormSection title="Personal Information">
          <TextField {...form.text('fullName')} label="Full name" required autoComplete="name" slotProps={LABEL_ABOVE} />
          <TextField
            {...form.text('email')}
            label="Email"
            type="email"
            required
            autoComplete="email"
            slotProps={{ ...LABEL_ABOVE, htmlInput: { inputMode: 'email', spellCheck: false } }}
          />
          <TextField {...form.text('contact')} label="Contact number" type="tel" required autoComplete="tel" slotProps={LABEL_ABOVE} />
        </FormSection>
        <FormSection title="About You">
          <Wide>
            <TextField {...form.text('motivation')} {...ESSAY} label="Why would you like to volunteer with seniors?" />
          </Wide>
          <Wide>
            <TextField {...form.text('companionshipMeaning')} {...ESSAY} label="What does companionship mean to you?" />
          </Wide>
          <Wide>
            <TextField {...form.text('excitement')} {...ESSAY} label="What excites you about this work?" />
          </Wide>
          <Wide>
            <TextField {...form.text('handlingLoneliness')} {...ESSAY} label="How would you help a senior who feels lonely?" />
          </Wide>
          <Wide>
            <TextField {...form.text('experience')} multiline minRows={3} label="Previous experience (optional)" slotProps={LABEL_ABOVE} />
          </Wide>
        </FormSection>
        <FormSection title="Availability and Languages">
          <Wide>
            <TextField
              {...form.text('availability')}
              label="When are you available?"
              required
              placeholder="For example: weekday mornings, Saturday afternoons"
              slotProps={LABEL_ABOVE}
            />
          </Wide>
          <Wide>
            <ChoiceGroup label="Languages you speak" options={APPLICATION_LANGUAGES} {...form.list('languages')} />
          </Wide>
        </FormSection>
        <FormSection title="Resume">
          <Wide>
            <AttachmentField
              text={RESUME_TEXT}
              types={RESUME_TYPES}
              file={resume}
              problem={problem}
              onChange={(file) => {
                setResume(file);
                setResumeTried(false);
              }}
              disabled={sending}
            />
            {resumeTried && problem && (
              <Typography role="alert" sx={{ mt: 1, color: 'error.main' }}>
                Please choose another resume or remove this one before sending.
              </Typography>
            )}
          </Wide>
        </FormSection>
        <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ minWidth: { xs: '100%', sm: 260 } }}>
          {sending ? 'Sending...' : 'Submit Application'}
        </Button>
        {application.progress !== null && <SendProgress progress={application.progress} />}
        {application.outcome && (
          <Box sx={{ mt: 3 }}>
            <OutcomeNotice outcome={application.outcome} onDismiss={application.dismissOutcome} dismissLabel="Close" />
          </Box>
        )}
      </Box>
    </PageIntro>
  );
}
