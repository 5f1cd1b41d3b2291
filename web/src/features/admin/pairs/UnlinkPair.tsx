/**
 * Unlink on a pair (POST /{key}/unlink): a dialog asks for the reason (required; it
 * stays with the admin). Once the server agrees the pair leaves the Requested or Assigned
 * panel through its live listener, and focus goes where the panel says (its heading); a
 * refusal stays in the dialog, in the server's words.
 */
import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import { unlinkSchema } from '@gh/common/schemas';
import { UNLINK_REASON_MAX } from '@gh/common/visits';
import { useT } from '../../../i18n/I18n';
import type { Notice } from '../shared/AdminNotice';
import { useDialogCall } from '../shared/adminDialog';
import { focusAfterClose } from '../shared/dialogFocus';
import { ReasonDialog } from '../shared/ReasonDialog';

interface UnlinkProps {
  volunteer: { email: string; name: string };
  senior: { email: string; name: string };
  notify: (notice: Notice) => void;
  /** The element to focus once the pair has left the panel (its heading). */
  afterUnlink: () => HTMLElement | null | undefined;
}

export function UnlinkPair({ volunteer, senior, notify, afterUnlink }: UnlinkProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { sending, problem, call, clear } = useDialogCall(notify);

  const unlink = (reason: string) => call(() => {
    setOpen(false);
    focusAfterClose(afterUnlink);
  }, 'unlinkPair', { body: { vemail: volunteer.email, semail: senior.email, reason } });

  return (
    <>
      <Button ref={opener} variant="outlined" color="error" size="large" onClick={() => setOpen(true)} aria-label={t('adminVisits.unlinkLabel', { volunteer: volunteer.name, senior: senior.name })}>
        {t('adminVisits.unlink')}
      </Button>
      <ReasonDialog
        open={open}
        words={{
          title: t('adminVisits.unlinkTitle', { volunteer: volunteer.name, senior: senior.name }),
          intro: t('adminVisits.unlinkIntro'),
          reasonLabel: t('adminVisits.unlinkReasonLabel'),
          cancel: t('adminVisits.keepPair'),
          confirm: t('adminVisits.unlinkConfirm'),
        }}
        schema={unlinkSchema.shape.reason}
        max={UNLINK_REASON_MAX}
        busy={sending}
        problem={problem}
        disableRestoreFocus
        onCancel={() => {
          setOpen(false);
          clear();
          focusAfterClose(() => opener.current);
        }}
        onConfirm={(reason) => void unlink(reason)}
      />
    </>
  );
}
