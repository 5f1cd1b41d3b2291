/**
 * Cancel a visit (DELETE /{key}/visits/{id}): a dialog naming the visit asks for the reason,
 * which both people read in their cancellation mail. "Keep the visit" sends nothing. A refusal
 * stays in the dialog in the server's words; once cancelled the visit leaves the panel.
 */
import { CANCEL_REASON_MAX } from '@gh/common/visits';
import { cancelReasonSchema } from '@gh/common/schemas';
import { useAdminWords } from '../shared/adminWords';
import { useDialogCall } from '../shared/adminDialog';
import { ReasonDialog } from '../shared/ReasonDialog';
import type { VisitDialogProps } from './visitDialogs';

export function CancelVisitDialog({ target, notify, onClose }: VisitDialogProps) {
  const { t, when } = useAdminWords();
  const { sending, problem, call, clear } = useDialogCall(notify);
  const close = () => {
    clear();
    onClose();
  };
  return (
    <ReasonDialog
      open={target !== null}
      words={{
        title: t('adminVisits.cancelTitle'),
        intro: target ? t('adminVisits.cancelIntro', { pair: target.pair, when: when(target.visit) }) : '',
        reasonLabel: t('adminVisits.cancelReasonLabel'),
        cancel: t('adminVisits.keepVisit'),
        confirm: sending ? t('adminVisits.cancelling') : t('adminVisits.cancelVisit'),
      }}
      schema={cancelReasonSchema}
      max={CANCEL_REASON_MAX}
      busy={sending}
      problem={problem}
      disableRestoreFocus
      onCancel={close}
      onConfirm={(reason) => target && call(onClose, 'cancelVisit', { params: { id: target.visit.id }, body: { reason } })}
    />
  );
}
