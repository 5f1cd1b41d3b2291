/**
 * Invite someone to the staff (POST /{key}/staff/invite): their e-mail, a role and, for a
 * coordinator or a viewer, their cities. The invitation mail goes in the page's language; the
 * answer shows in the dashboard's notice and the form empties; a refusal stays here.
 */
import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DistrictChoice } from '@gh/common/districts';
import type { StaffAccess } from '@gh/common/staff';
import { surfaceSx } from '../../../components/surface';
import { useServerText } from '../../../components/serverText';
import { useLang, useT } from '../../../i18n/I18n';
import { adminRequest } from '../../../lib/adminAuth';
import type { Notice } from '../shared/AdminNotice';
import { useErrorText } from '../shared/errorText';
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
  const server = useServerText();
  const errorText = useErrorText();
  const headingId = useId();
  const email = useStaffEmail();
  const access = useAccessChoice(START);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = email.checked();
    const chosen = access.checked();
    if (typed === null || chosen === null || sending) return;
    setSending(true);
    setProblem(null);
    try {
      const answer = await adminRequest<{ message: string }>('inviteStaff', { body: { email: typed, ...chosen, lang } });
      notify({ severity: 'success', message: server.success(answer.message) });
      email.setEmail('');
      access.reset(START);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ ...surfaceSx, height: 'auto', minWidth: 0 }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 1 }}>
        {t('staff.inviteTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('staff.inviteIntro')}</Typography>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
        <StaffEmailField state={email.field} label={t('staff.inviteEmail')} name="staff-email" autoComplete="off" disabled={sending} />
        <AccessFields {...access.fields} districts={districts} disabled={sending} />
        {problem && (
          <Alert severity="error" role="alert" sx={{ fontSize: '1.0625rem' }}>
            {problem}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={sending}>
            {sending ? t('staff.sending') : t('staff.sendInvite')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
