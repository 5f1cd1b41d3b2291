/**
 * Unlink on a pair (POST /{key}/unlink): a dialog asks for the reason (required; it
 * stays with the admin). Once the server agrees the pair leaves the Requested or Assigned
 * panel through its live listener, and focus goes where the panel says (its heading); a
 * refusal stays in the dialog, in the server's words.
 */
import { unlinkSchema } from '@gh/common/schemas';
import { UNLINK_REASON_MAX } from '@gh/common/visits';
import { useT } from '../../../i18n/I18n';
import type { Notice } from '../shared/AdminNotice';
import { ReasonAction } from '../shared/ReasonAction';

interface UnlinkProps {
  volunteer: { email: string; name: string };
  senior: { email: string; name: string };
  notify: (notice: Notice) => void;
  /** The element to focus once the pair has left the panel (its heading). */
  afterUnlink: () => HTMLElement | null | undefined;
}

export function UnlinkPair({ volunteer, senior, notify, afterUnlink }: UnlinkProps) {
  const t = useT();
  return (
    <ReasonAction
      button={{
        text: t('adminVisits.unlink'),
        label: t('adminVisits.unlinkLabel', { volunteer: volunteer.name, senior: senior.name }),
        variant: 'outlined',
        color: 'error',
      }}
      words={{
        title: t('adminVisits.unlinkTitle', { volunteer: volunteer.name, senior: senior.name }),
        intro: t('adminVisits.unlinkIntro'),
        reasonLabel: t('adminVisits.unlinkReasonLabel'),
        cancel: t('adminVisits.keepPair'),
        confirm: t('adminVisits.unlinkConfirm'),
      }}
      schema={unlinkSchema.shape.reason}
      max={UNLINK_REASON_MAX}
      notify={notify}
      request={(reason) => ['unlinkPair', { body: { vemail: volunteer.email, semail: senior.email, reason } }]}
      afterDone={afterUnlink}
    />
  );
}
