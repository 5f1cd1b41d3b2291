/**
 * Cancel a visit (issue 14, DELETE /{key}/visits/{id}): a confirm dialog naming the visit,
 * "Keep the visit" focused first (the safe choice). A refusal stays in the dialog in the
 * server's words; once cancelled, both people are e-mailed and the visit leaves the panel.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { CANCEL_DIALOG } from '../../content/adminVisits';
import { visitWhenText } from './adminData';
import { DialogButtons, Refusal, useDialogCall } from './adminDialog';
import type { VisitDialogProps as DialogProps, VisitTarget } from './RescheduleDialog';

export function CancelVisitDialog({ target, notify, onClose }: DialogProps) {
  return (
    <Dialog open={target !== null} onClose={onClose} maxWidth="sm" fullWidth disableRestoreFocus aria-labelledby="cancel-visit-title" aria-describedby="cancel-visit-intro">
      {target && <CancelConfirm target={target} notify={notify} onClose={onClose} />}
    </Dialog>
  );
}

function CancelConfirm({ target, notify, onClose }: DialogProps & { target: VisitTarget }) {
  const { sending, problem, call } = useDialogCall(notify);
  const cancelVisit = () => call(onClose, 'cancelVisit', { params: { id: target.visit.id } });

  return (
    <>
      <DialogTitle id="cancel-visit-title" component="h2" sx={{ fontSize: '1.5rem' }}>{CANCEL_DIALOG.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-visit-intro" sx={{ color: 'text.primary', fontSize: '1.1875rem', overflowWrap: 'anywhere' }}>
          {CANCEL_DIALOG.intro(target.pair, visitWhenText(target.visit))}
        </DialogContentText>
        <Refusal problem={problem} />
      </DialogContent>
      <DialogButtons>
        <Button onClick={onClose} size="large" autoFocus>{CANCEL_DIALOG.keep}</Button>
        <Button variant="contained" color="error" size="large" disabled={sending} onClick={() => void cancelVisit()}>
          {sending ? CANCEL_DIALOG.cancelling : CANCEL_DIALOG.confirm}
        </Button>
      </DialogButtons>
    </>
  );
}
