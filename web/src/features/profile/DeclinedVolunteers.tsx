/**
 * "Volunteers you said No to" on a senior's /profile: her No keeps a volunteer from being
 * suggested to her and from asking again (docs/members.md, The senior's answer). Each can be
 * taken back here (POST /senior/take-back); the live document then drops him from the list.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DeclinedVolunteer } from '@gh/common/documents';
import { dayMonthIn } from '@gh/common/locale-format';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { useLang, useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import { usePendingCall } from '../../components/usePendingCall';
import { ProfileEntry, ProfilePart } from './ProfilePart';

const takeBack = async (volunteerEmail: string) =>
  apiRequest<{ message: string }>('seniorTakeBack', { body: { volunteerEmail }, token: await currentIdToken() });

export function DeclinedVolunteers({ declined }: { declined: readonly DeclinedVolunteer[] }) {
  const t = useT();
  const lang = useLang();
  const call = usePendingCall<string>();
  if (declined.length === 0 && !call.outcome) return null;
  return (
    <ProfilePart title={t('profile.declinedTitle')} lead={t('profile.declinedLead')}>
      <OutcomeNotice outcome={call.outcome} onDismiss={call.dismiss} />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, mt: call.outcome ? 2 : 0 }}>
        {declined.map((entry) => (
          <ProfileEntry key={entry.email} testId="declined-volunteer">
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{entry.name || entry.email}</Typography>
              <Typography sx={{ color: 'text.secondary' }}>{t('profile.declinedOn', { date: dayMonthIn(entry.at, lang) })}</Typography>
            </Box>
            <Button
              variant="outlined"
              size="large"
              disabled={call.pending !== null}
              aria-label={t('profile.takeBackLabel', { name: entry.name || entry.email })}
              onClick={() => void call.run(entry.email, () => takeBack(entry.email))}
            >
              {call.pending === entry.email ? t('profile.sending') : t('profile.takeBack')}
            </Button>
          </ProfileEntry>
        ))}
      </Box>
    </ProfilePart>
  );
}
