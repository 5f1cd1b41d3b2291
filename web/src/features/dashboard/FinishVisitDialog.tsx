/**
 * "Visit finished" asks once: a calm confirm naming the visit, "Not yet" focused first (the
 * safe choice), Escape closes it. Only "Yes" records the visit as done.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useT } from '../../i18n/I18n';

interface FinishVisitDialogProps {
  /** The visit's task while asking; null when closed. */
  task: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

export function FinishVisitDialog({ task, onConfirm, onClose }: FinishVisitDialogProps) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={task !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId} component="h2" sx={{ fontSize: '1.5rem' }}>
        {t('dashboard.finishTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ color: 'text.primary', fontSize: '1.1875rem', overflowWrap: 'anywhere' }}>
          {t('dashboard.finishText', { task: task ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions
        disableSpacing
        sx={{
          px: 3,
          pb: 3,
          gap: 1.5,
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          alignItems: 'stretch',
          justifyContent: 'flex-end',
        }}
      >
        <Button onClick={onClose} size="large" autoFocus sx={{ minHeight: 56, fontSize: '1.25rem' }}>
          {t('dashboard.finishNo')}
        </Button>
        <Button variant="contained" size="large" onClick={onConfirm} sx={{ minHeight: 56, fontSize: '1.25rem' }}>
          {t('dashboard.finishYes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
