/**
 * Reject with an optional reason (issue 13): a dialog naming the applicant, with a one-paragraph
 * reason that goes in their e-mail (ReasonDialog: focus, Escape and Enter).
 */
import { REJECTION_REASON_MAX } from '@gh/common/constants';
import { rejectionSchema } from '@gh/common/schemas';
import { REJECT_DIALOG } from '../../content/adminRecord';
import { ReasonDialog } from './ReasonDialog';

interface RejectDialogProps {
  /** The applicant to reject; null: closed. */
  name: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

export function RejectDialog({ name, onCancel, onConfirm }: RejectDialogProps) {
  return (
    <ReasonDialog
      open={name !== null}
      words={{ ...REJECT_DIALOG, title: REJECT_DIALOG.title(name ?? '') }}
      schema={rejectionSchema.shape.reason}
      max={REJECTION_REASON_MAX}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
