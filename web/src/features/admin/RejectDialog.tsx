/**
 * Reject with an optional reason (issue 13): a dialog naming the applicant, with a one-paragraph
 * reason that goes in their e-mail. MUI's Dialog keeps focus inside it, Escape cancels, and
 * focus returns to the Reject button; Enter in the reason rejects (line breaks become spaces:
 * the reason is one paragraph, checked by the server's own schema).
 */
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { REJECTION_REASON_MAX } from '@gh/common/constants';
import { firstIssue, rejectionSchema } from '@gh/common/schemas';
import { REJECT_DIALOG } from '../../content/adminRecord';

interface RejectDialogProps {
  /** The applicant to reject; null: closed. */
  name: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

const oneParagraph = (text: string) => text.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ');
const reasonSchema = rejectionSchema.shape.reason;

export function RejectDialog({ name, onCancel, onConfirm }: RejectDialogProps) {
  return (
    <Dialog open={name !== null} onClose={onCancel} maxWidth="sm" fullWidth aria-labelledby="reject-title" aria-describedby="reject-intro">
      {/* Mounted afresh each time it opens, so the reason starts empty. */}
      {name !== null && <RejectForm name={name} onCancel={onCancel} onConfirm={onConfirm} />}
    </Dialog>
  );
}

function RejectForm({ name, onCancel, onConfirm }: RejectDialogProps & { name: string }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) {
      setProblem(firstIssue(parsed.error));
      return;
    }
    onConfirm(parsed.data);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' && !event.shiftKey) submit(event);
  }

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="reject-title" component="h2" sx={{ fontSize: '1.5rem', overflowWrap: 'anywhere' }}>
        {REJECT_DIALOG.title(name)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="reject-intro" sx={{ color: 'text.primary', fontSize: '1.1875rem', mb: 2 }}>
          {REJECT_DIALOG.intro}
        </DialogContentText>
        <TextField
          label={REJECT_DIALOG.reasonLabel}
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
          helperText={problem ?? REJECT_DIALOG.reasonHelp(reason.length, REJECTION_REASON_MAX)}
          slotProps={{ htmlInput: { maxLength: REJECTION_REASON_MAX } }}
        />
      </DialogContent>
      {/* Side by side where they fit; on a phone stacked full width, Reject on top. */}
      <DialogActions
        disableSpacing
        sx={{ px: 3, pb: 3, gap: 1.5, flexDirection: { xs: 'column-reverse', sm: 'row' }, alignItems: 'stretch', justifyContent: 'flex-end' }}
      >
        <Button onClick={onCancel} size="large">
          {REJECT_DIALOG.cancel}
        </Button>
        <Button type="submit" variant="contained" color="error" size="large">
          {REJECT_DIALOG.confirm}
        </Button>
      </DialogActions>
    </form>
  );
}
