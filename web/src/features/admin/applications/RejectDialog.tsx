/**
 * Reject with an optional reason: a dialog naming the applicant, with a one-paragraph
 * reason that goes in their e-mail (ReasonDialog: focus, Escape and Enter).
 */
import { REJECTION_REASON_MAX } from '@gh/common/constants';
import { rejectionSchema } from '@gh/common/schemas';
import { useT } from '../../../i18n/I18n';
import { ReasonDialog } from '../shared/ReasonDialog';

interface RejectDialogProps {
  /** The applicant to reject; null: closed. */
  name: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

export function RejectDialog({ name, onCancel, onConfirm }: RejectDialogProps) {
  const t = useT();
  const words = {
    title: t('admin.rejectTitle', { name: name ?? '' }),
    intro: t('admin.rejectIntro'),
    reasonLabel: t('admin.rejectReasonLabel'),
    cancel: t('admin.cancel'),
    confirm: t('admin.rejectConfirm'),
  };
  return (
    <ReasonDialog
      open={name !== null}
      words={words}
      schema={rejectionSchema.shape.reason}
      max={REJECTION_REASON_MAX}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
