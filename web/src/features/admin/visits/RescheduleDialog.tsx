/**
 * Reschedule a visit (PUT /{key}/visits/{id}): date, start, end and task, starting
 * from the visit as it is and checked as an assignment is. A refusal (nothing changed, the slot
 * taken, changed at the same moment, no longer planned) stays in the dialog in the server's
 * words; once moved, both people are e-mailed and the dialog closes.
 */
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useFormFields } from '../../../components/useFormFields';
import { useT } from '../../../i18n/I18n';
import { DialogButtons, Refusal, useDialogCall } from '../shared/adminDialog';
import { parseVisitChange, visitValues } from './assignTaskForm';
import type { VisitDialogProps, VisitTarget } from './visitDialogs';
import { VisitFields } from './VisitFields';

export function RescheduleDialog({ target, notify, onClose }: VisitDialogProps) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      disableRestoreFocus
      aria-labelledby="reschedule-title"
      aria-describedby="reschedule-intro"
    >
      {/* Mounted afresh each time it opens, so it starts from the visit as it is now. */}
      {target && <RescheduleForm target={target} notify={notify} onClose={onClose} />}
    </Dialog>
  );
}

function RescheduleForm({ target, notify, onClose }: VisitDialogProps & { target: VisitTarget }) {
  const t = useT();
  const form = useFormFields(visitValues(target.visit), (values) => parseVisitChange(values), 'reschedule');
  const { sending, problem, call } = useDialogCall(notify);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const payload = form.submit();
    if (payload) void call(onClose, 'rescheduleVisit', { params: { id: target.visit.id }, body: payload });
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogTitle id="reschedule-title" component="h2" sx={{ fontSize: '1.5rem' }}>
        {t('adminVisits.rescheduleTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="reschedule-intro" sx={{ color: 'text.primary', fontSize: '1.1875rem', mb: 2, overflowWrap: 'anywhere' }}>
          {t('adminVisits.rescheduleIntro', { pair: target.pair })}
        </DialogContentText>
        <VisitFields form={form} autoFocus />
        <Refusal problem={problem} />
      </DialogContent>
      <DialogButtons>
        <Button onClick={onClose} size="large">
          {t('adminVisits.keepAsIs')}
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={sending}>
          {sending ? t('adminVisits.saving') : t('adminVisits.saveTime')}
        </Button>
      </DialogButtons>
    </form>
  );
}
