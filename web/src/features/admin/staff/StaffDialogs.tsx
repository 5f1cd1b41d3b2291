/**
 * Change and Remove on a member of staff: a dialog each (PUT and DELETE /{key}/staff). MUI's
 * Dialog keeps focus inside, Escape cancels and focus returns to the button that opened it
 * (or, once a member has left the list, to the panel). The answer shows in the dashboard's
 * notice; a refusal, such as the last owner's, stays in the dialog in the server's words.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { DistrictChoice } from '@gh/common/districts';
import type { StaffDoc } from '@gh/common/staff';
import { useT } from '../../../i18n/I18n';
import type { Notice } from '../shared/AdminNotice';
import { DialogButtons, Refusal, useDialogCall } from '../shared/adminDialog';
import { focusAfterClose } from '../shared/dialogFocus';
import { AccessFields, useAccessChoice } from './AccessFields';

interface StaffDialogProps {
  open: boolean;
  title: string;
  intro: string;
  confirm: string;
  cancel: string;
  sending: boolean;
  problem: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  color?: 'primary' | 'error';
  children?: ReactNode;
  /** Focus goes elsewhere on closing (focusAfterClose), not back to the opener. */
  disableRestoreFocus?: boolean;
}

function StaffDialog({
  open,
  title,
  intro,
  confirm,
  cancel,
  sending,
  problem,
  onCancel,
  onConfirm,
  color,
  children,
  disableRestoreFocus,
}: StaffDialogProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      disableRestoreFocus={disableRestoreFocus}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`} component="h2" sx={{ fontSize: '1.5rem', overflowWrap: 'anywhere' }}>
          {title}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-intro`} sx={{ color: 'text.primary', fontSize: '1.1875rem', mb: 2 }}>
            {intro}
          </DialogContentText>
          {children}
          <Refusal problem={problem} />
        </DialogContent>
        <DialogButtons>
          <Button onClick={onCancel} size="large">
            {cancel}
          </Button>
          <Button type="submit" variant="contained" color={color} size="large" disabled={sending}>
            {confirm}
          </Button>
        </DialogButtons>
      </form>
    </Dialog>
  );
}

export function ChangeStaff({
  member,
  districts,
  notify,
}: {
  member: StaffDoc;
  districts: readonly DistrictChoice[] | null;
  notify: (notice: Notice) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const access = useAccessChoice(member);
  const { sending, problem, call, clear } = useDialogCall(notify);
  const close = () => {
    clear();
    setOpen(false);
  };
  const save = () => {
    const chosen = access.checked();
    if (chosen) void call(close, 'staffAccess', { body: { email: member.email, ...chosen } });
  };
  return (
    <>
      <Button
        variant="outlined"
        size="large"
        aria-label={t('staff.changeLabel', { email: member.email })}
        onClick={() => {
          access.reset({ role: member.role, cities: member.cities });
          setOpen(true);
        }}
      >
        {t('staff.change')}
      </Button>
      <StaffDialog
        open={open}
        title={t('staff.changeTitle', { email: member.email })}
        intro={t('staff.changeIntro')}
        confirm={sending ? t('staff.saving') : t('staff.save')}
        cancel={t('staff.cancel')}
        sending={sending}
        problem={problem}
        onCancel={close}
        onConfirm={save}
      >
        <AccessFields {...access.fields} districts={districts} disabled={sending} />
      </StaffDialog>
    </>
  );
}

interface RemoveStaffProps {
  email: string;
  notify: (notice: Notice) => void;
  /** Where focus goes once they have left the list (the panel's heading). */
  afterRemove: () => HTMLElement | null | undefined;
}

export function RemoveStaff({ email, notify, afterRemove }: RemoveStaffProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const { sending, problem, call, clear } = useDialogCall(notify);
  const close = (removed: boolean) => {
    clear();
    setOpen(false);
    focusAfterClose(() => (removed ? afterRemove() : opener));
  };
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size="large"
        aria-label={t('staff.removeLabel', { email })}
        onClick={(event) => {
          setOpener(event.currentTarget);
          setOpen(true);
        }}
      >
        {t('staff.remove')}
      </Button>
      <StaffDialog
        open={open}
        title={t('staff.removeTitle', { email })}
        intro={t('staff.removeIntro')}
        confirm={t('staff.removeConfirm')}
        cancel={t('staff.keep')}
        sending={sending}
        problem={problem}
        onCancel={() => close(false)}
        onConfirm={() => void call(() => close(true), 'removeStaff', { body: { email } })}
        color="error"
        disableRestoreFocus
      />
    </>
  );
}
