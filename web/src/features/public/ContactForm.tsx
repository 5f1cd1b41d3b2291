/**
 * The contact form: name, e-mail, message and an optional file, posted as multipart to
 * POST /sendemail. Problems show beside their fields in the shared schema's words; the outcome
 * shows in an alert in the page, which takes focus so it is seen and heard. What the person
 * typed stays until the message has gone.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTACT_ATTACHMENT_TYPES } from '@gh/common/files';
import { LABEL_ABOVE } from '../../components/labelAbove';
import { apiRequest, ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api';
import { useHydrated } from '../../lib/useHydrated';
import { AttachmentField } from '../../components/AttachmentField';
import { useLang, useT } from '../../i18n/I18n';
import { attachmentValues, CONTACT_WORDS } from './contactContent';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  attachmentProblem,
  contactErrors,
  contactFormData,
  type ContactField,
  type ContactValues,
} from './contactForm';

type Outcome = { severity: 'success' | 'error'; text: string; detail?: string } | null;

const MESSAGE_ROWS = 6;

/**
 * The message box grows with its text once the page is live; in the prerendered HTML it is
 * already as tall as its first rows (MUI's line height is 1.4375em), so nothing below it moves.
 */
const messageSx = { '& textarea:not([aria-hidden])': { minHeight: `${MESSAGE_ROWS * 1.4375}em` } } as const;

const FIELD_PROPS: Record<
  ContactField,
  { type?: string; autoComplete: string; multiline?: boolean; minRows?: number; sx?: typeof messageSx }
> = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  message: { autoComplete: 'off', multiline: true, minRows: MESSAGE_ROWS, sx: messageSx },
};

export function ContactForm() {
  const t = useT();
  const fileWords = attachmentValues(useLang());
  /** The server's words in the page's language (a message it has none for shows as it came). */
  const say = (text: string) => {
    const key = CONTACT_WORDS.get(text);
    return key ? t(key, fileWords) : text;
  };
  const attachmentText = {
    label: t('contact.attachment.label'),
    hint: t('contact.attachment.hint', fileWords),
    choose: t('contact.attachment.choose'),
    replace: t('contact.attachment.replace'),
    remove: t('contact.attachment.remove'),
    none: t('contact.attachment.none'),
    chosen: t('contact.attachment.chosen'),
  };
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [file, setFile] = useState<File | null>(null);
  // Errors show once the person has tried to send, then follow every keystroke.
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fields = useRef<Partial<Record<ContactField, HTMLElement | null>>>({});
  const alert = useRef<HTMLDivElement>(null);
  // The page is prerendered: until it is live, typing would be lost and Send would post the
  // form the browser's own way.
  const live = useHydrated();

  const errors = tried ? contactErrors(values) : {};
  const fileProblem = file && attachmentProblem(file);

  useEffect(() => {
    if (outcome) alert.current?.focus();
  }, [outcome]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const firstInvalid = CONTACT_FIELDS.find((field) => contactErrors(values)[field]);
    if (firstInvalid) {
      setOutcome(null);
      fields.current[firstInvalid]?.focus();
      return;
    }
    if (fileProblem) {
      setOutcome({ severity: 'error', text: fileProblem });
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      const answer = await apiRequest<{ message: string }>('sendEmail', { formData: contactFormData(values, file) });
      setOutcome({ severity: 'success', text: answer.message, detail: t('contact.replyTo', { email: values.email.trim() }) });
      setValues(EMPTY_CONTACT);
      setFile(null);
      setTried(false);
    } catch (error) {
      setOutcome({ severity: 'error', text: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="contact-form-heading">
      <Typography id="contact-form-heading" variant="h2" sx={{ fontSize: '1.75rem', mb: 1 }}>
        {t('contact.formHeading')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('contact.requiredNote')}</Typography>

      {outcome && (
        <Alert severity={outcome.severity} ref={alert} tabIndex={-1} sx={{ mb: 3, fontSize: '1.1875rem' }}>
          {say(outcome.text)}
          {outcome.detail && (
            <Box component="span" sx={{ display: 'block' }}>
              {outcome.detail}
            </Box>
          )}
        </Alert>
      )}

      <Stack spacing={3}>
        {CONTACT_FIELDS.map((field) => (
          <TextField
            key={field}
            name={field}
            label={t(`contact.label.${field}`)}
            value={values[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            required
            disabled={!live}
            fullWidth
            error={!!errors[field]}
            helperText={errors[field] ? say(errors[field]) : field === 'email' ? t('contact.hint.email') : undefined}
            inputRef={(element: HTMLElement | null) => {
              fields.current[field] = element;
            }}
            slotProps={LABEL_ABOVE}
            {...FIELD_PROPS[field]}
          />
        ))}
        <AttachmentField
          text={attachmentText}
          types={CONTACT_ATTACHMENT_TYPES}
          file={file}
          problem={fileProblem && say(fileProblem)}
          onChange={(chosen) => {
            setFile(chosen);
            setOutcome(null);
          }}
          disabled={sending || !live}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={!live}
            loading={sending}
            loadingPosition="start"
            sx={{ minHeight: 56, minWidth: { xs: '100%', sm: 240 }, fontSize: '1.1875rem' }}
          >
            {sending ? t('contact.sending') : t('contact.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
