/**
 * A form of the admin area that sends one request (naming the grievance officer, inviting
 * staff): a section with its heading, one request at a time, the answer in the dashboard's
 * notice and a refusal in the form, where the person can mend what they typed.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { surfaceSx } from '../../../components/surface';
import { useServerText } from '../../../components/serverText';
import { useT } from '../../../i18n/I18n';
import type { Notice } from './AdminNotice';
import { useErrorText } from './errorText';

export interface Sending {
  sending: boolean;
  problem: string | null;
  /** Sends `request` unless one is on its way; on its answer, notifies it and runs `then`. */
  send: (request: () => Promise<{ message: string }>, then: () => unknown) => Promise<void>;
}

export function useSending(notify: (notice: Notice) => void): Sending {
  const server = useServerText();
  const errorText = useErrorText();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(request: () => Promise<{ message: string }>, then: () => unknown) {
    if (sending) return;
    setSending(true);
    setProblem(null);
    try {
      const answer = await request();
      notify({ severity: 'success', message: server.success(answer.message) });
      await then();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSending(false);
    }
  }

  return { sending, problem, send };
}

interface SendFormProps {
  title: string;
  /** What is said under the title. */
  lead: ReactNode;
  submit: string;
  sending: Sending;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

export function SendForm({ title, lead, submit, sending: { sending, problem }, onSubmit, children }: SendFormProps) {
  const t = useT();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ ...surfaceSx, height: 'auto', minWidth: 0 }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 1 }}>
        {title}
      </Typography>
      {lead}
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
        {children}
        {problem && (
          <Alert severity="error" role="alert" sx={{ fontSize: '1.0625rem' }}>
            {problem}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={sending}>
            {sending ? t('admin.sending') : submit}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

interface TextFieldsProps<F extends string> {
  /** The form's name for them: each input is named `{form}-{field}`. */
  form: string;
  fields: readonly F[];
  values: Record<F, string>;
  label: (field: F) => string;
  type: (field: F) => string;
  onChange: (values: Record<F, string>) => void;
  disabled: boolean;
}

/** A SendForm's text inputs, one per field, each typed as asked. */
export function TextFields<F extends string>({ form, fields, values, label, type, onChange, disabled }: TextFieldsProps<F>) {
  return fields.map((field) => (
    <TextField
      key={field}
      name={`${form}-${field}`}
      label={label(field)}
      type={type(field)}
      autoComplete="off"
      value={values[field]}
      onChange={(event) => onChange({ ...values, [field]: event.target.value })}
      disabled={disabled}
      fullWidth
    />
  ));
}
