/**
 * Cancel a visit (DELETE /{key}/visits/{id}): a confirm dialog naming the visit,
 * "Keep the visit" focused first (the safe choice). A refusal stays in the dialog in the
 * server's words; once cancelled, both people are e-mailed and the visit leaves the panel.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAdminWords } from '../shared/adminWords';
import { DialogButtons, Refusal, useDialogCall } from '../shared/adminDialog';
import type { VisitDialogProps as DialogProps, VisitTarget } from './visitDialogs';

export function CancelVisitDialog({ target, notify, onClose }: DialogProps) {
  return (
    <Dialog open={target !== null} onClose={onClose} maxWidth="sm" fullWidth disableRestoreFocus aria-labelledby="cancel-visit-title" aria-describedby="cancel-visit-intro">
      {target && <CancelConfirm target={target} notify={notify} onClose={onClose} />}
    </Dialog>
  );
}

function CancelConfirm({ target, notify, onClose }: DialogProps & { target: VisitTarget }) {
  const { t, when } = useAdminWords();
  const { sending, problem, call } = useDialogCall(notify);
  const cancelVisit = () => call(onClose, 'cancelVisit', { params: { id: target.visit.id } });

  return (
    <>
      <DialogTitle id="cancel-visit-title" component="h2" sx={{ fontSize: '1.5rem' }}>{t('adminVisits.cancelTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-visit-intro" sx={{ color: 'text.primary', fontSize: '1.1875rem', overflowWrap: 'anywhere' }}>
          {t('adminVisits.cancelIntro', { pair: target.pair, when: when(target.visit) })}
        </DialogContentText>
        <Refusal problem={problem} />
      </DialogContent>
      <DialogButtons>
        <Button onClick={onClose} size="large" autoFocus>{t('adminVisits.keepVisit')}</Button>
        <Button variant="contained" color="error" size="large" disabled={sending} onClick={() => void cancelVisit()}>
          {sending ? t('adminVisits.cancelling') : t('adminVisits.cancelVisit')}
        </Button>
      </DialogButtons>
    </>
  );
}
