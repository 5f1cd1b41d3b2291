/**
 * Invite someone to the staff (POST /{key}/staff/invite): their e-mail, a role and, for a
 * coordinator or a viewer, their cities. The invitation mail goes in the page's language; the
 * answer shows in the dashboard's notice and the form empties; a refusal stays here.
 */
import type { FormEvent } from 'react';
import Typography from '@mui/material/Typography';
import type { DistrictChoice } from '@gh/common/districts';
import type { StaffAccess } from '@gh/common/staff';
import { useLang, useT } from '../../../i18n/I18n';
import { adminRequest } from '../../../lib/adminAuth';
import type { Notice } from '../shared/AdminNotice';
import { SendForm, useSending } from '../shared/SendForm';
import { AccessFields, useAccessChoice } from './AccessFields';
import { StaffEmailField, useStaffEmail } from './StaffEmailField';

const START: StaffAccess = { role: 'coordinator', cities: [] };

interface InviteStaffProps {
  districts: readonly DistrictChoice[] | null;
  notify: (notice: Notice) => void;
}

export function InviteStaff({ districts, notify }: InviteStaffProps) {
  const t = useT();
  const lang = useLang();
  const sending = useSending(notify);
  const email = useStaffEmail();
  const access = useAccessChoice(START);

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = email.checked();
    const chosen = access.checked();
    if (typed === null || chosen === null) return;
    void sending.send(
      () => adminRequest<{ message: string }>('inviteStaff', { body: { email: typed, ...chosen, lang } }),
      () => (email.setEmail(''), access.reset(START)),
    );
  }

  return (
    <SendForm
      title={t('staff.inviteTitle')}
      lead={<Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('staff.inviteIntro')}</Typography>}
      submit={t('staff.sendInvite')}
      sending={sending}
      onSubmit={submit}
    >
      <StaffEmailField
        state={email.field}
        label={t('staff.inviteEmail')}
        name="staff-email"
        autoComplete="off"
        disabled={sending.sending}
      />
      <AccessFields {...access.fields} districts={districts} disabled={sending.sending} />
    </SendForm>
  );
}
