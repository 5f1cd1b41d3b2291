import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from 'react-router-dom';
import type { Outcome } from './outcome';

interface OutcomeNoticeProps {
  outcome: Outcome | null;
  /** Closes a dialog without following it, e.g. to correct a mistyped e-mail. */
  onDismiss: () => void;
  dismissLabel?: string;
  /** The dialog's heading, in the page's language where the page has it. */
  title?: string;
}

/**
 * A message that leads elsewhere opens an alert dialog, so the person reads it before
 * choosing to go on; any other message is an in-page alert that screen readers announce.
 */
export function OutcomeNotice({ outcome, onDismiss, dismissLabel = 'Go back', title = 'Please note' }: OutcomeNoticeProps) {
  if (!outcome) return null;
  const { message, severity, next } = outcome;
  if (!next) {
    return (
      <Alert severity={severity} role="alert" sx={{ fontSize: '1.125rem' }}>
        {message}
      </Alert>
    );
  }
  return (
    <Dialog open onClose={onDismiss} role="alertdialog" aria-describedby="outcome-message" maxWidth="sm">
      <DialogTitle component="h2" sx={{ fontSize: '1.5rem' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="outcome-message" sx={{ color: 'text.primary', fontSize: '1.1875rem' }}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onDismiss}>{dismissLabel}</Button>
        <Button component={RouterLink} to={next.to} variant="contained" autoFocus>
          {next.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
