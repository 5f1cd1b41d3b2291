import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from 'react-router-dom';
import { useHasMessage, useT } from '../i18n/I18n';
import type { Outcome } from './outcome';

interface OutcomeNoticeProps {
  outcome: Outcome | null;
  /** Closes a dialog without following it, e.g. to correct a mistyped e-mail. */
  onDismiss: () => void;
  dismissLabel?: string;
}

/**
 * A message that leads elsewhere opens an alert dialog, so the person reads it before
 * choosing to go on; any other message is an in-page alert that screen readers announce.
 */
export function OutcomeNotice({ outcome, onDismiss, dismissLabel }: OutcomeNoticeProps) {
  const t = useT();
  const has = useHasMessage();
  if (!outcome) return null;
  // The dialog's own words, in the page's language where the page loads the outcome area.
  const translated = has('outcome.note');
  const { message, severity, title, next } = outcome;
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
        {title ?? (translated ? t('outcome.note') : 'Please note')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="outcome-message" sx={{ color: 'text.primary', fontSize: '1.1875rem' }}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onDismiss}>{dismissLabel ?? (translated ? t('outcome.goBack') : 'Go back')}</Button>
        <Button component={RouterLink} to={next.to} state={next.state} variant="contained" autoFocus>
          {next.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
