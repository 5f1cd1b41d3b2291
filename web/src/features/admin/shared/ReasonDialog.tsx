/**
 * A dialog that asks for one paragraph of reason before an admin action (Reject,
 * Unlink). MUI's Dialog keeps focus inside it, Escape cancels, and focus returns to
 * the button that opened it; Enter in the reason confirms (line breaks become spaces: the
 * reason is one paragraph, checked by the server's own schema).
 */
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { z } from 'zod';
import { firstIssue } from '@gh/common/schemas';
import { useT } from '../../../i18n/I18n';
import { useAdminFieldText } from './adminFieldText';
import { DialogButtons, Refusal } from './adminDialog';

export interface ReasonWords {
  title: string;
  intro: string;
  reasonLabel: string;
  cancel: string;
  confirm: string;
}

interface ReasonDialogProps {
  open: boolean;
  words: ReasonWords;
  /** The server's own check of the reason (its length and characters). */
  schema: z.ZodType<string>;
  max: number;
  onCancel: () => void;
  /** Resolves to a refusal to show in the dialog, or null once done. */
  onConfirm: (reason: string) => unknown;
  /** A refusal from the server, shown above the actions. */
  problem?: string | null;
  busy?: boolean;
  /** The caller moves focus itself once closed (focusAfterClose), not back to the opener. */
  disableRestoreFocus?: boolean;
  /** The confirm button's colour: red for an ending (the default), the main colour for a closing note. */
  confirmColor?: 'error' | 'primary';
}

const oneParagraph = (text: string) => text.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ');

export function ReasonDialog(props: ReasonDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      maxWidth="sm"
      fullWidth
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      disableRestoreFocus={props.disableRestoreFocus}
    >
      {/* Mounted afresh each time it opens, so the reason starts empty. */}
      {props.open && <ReasonForm id={id} {...props} />}
    </Dialog>
  );
}

function ReasonForm({
  id,
  words,
  schema,
  max,
  onCancel,
  onConfirm,
  problem: refusal,
  busy,
  confirmColor = 'error',
}: ReasonDialogProps & { id: string }) {
  const t = useT();
  const fieldText = useAdminFieldText();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    const parsed = schema.safeParse(reason);
    if (!parsed.success) {
      setProblem(fieldText(firstIssue(parsed.error)));
      return;
    }
    onConfirm(parsed.data);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' && !event.shiftKey) submit(event);
  }

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={`${id}-title`} component="h2" sx={{ fontSize: '1.5rem', overflowWrap: 'anywhere' }}>
        {words.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-intro`} sx={{ color: 'text.primary', fontSize: '1.1875rem', mb: 2 }}>
          {words.intro}
        </DialogContentText>
        <TextField
          label={words.reasonLabel}
          value={reason}
          onChange={(event) => {
            setReason(oneParagraph(event.target.value));
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          error={problem !== null}
          // Counts as plain digits ('0 of 1000 characters'), not grouped by ICU's number format ('1,000').
          helperText={problem ?? t('admin.reasonHelp', { length: String(reason.length), max: String(max) })}
          slotProps={{ htmlInput: { maxLength: max } }}
        />
        <Refusal problem={refusal ?? null} />
      </DialogContent>
      <DialogButtons>
        <Button onClick={onCancel} size="large">
          {words.cancel}
        </Button>
        <Button type="submit" variant="contained" color={confirmColor} size="large" disabled={busy}>
          {words.confirm}
        </Button>
      </DialogButtons>
    </form>
  );
}
