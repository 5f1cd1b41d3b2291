/**
 * "Your nominee" on a senior's /profile (docs/privacy.md, Her nominee): who she named, live from
 * her circle's memberships (the same query as her circle's part), and naming one member who
 * joined, or nobody, with one button (PUT /circle/nominee). Her nominee may then ask our
 * grievance officer to act for her, from /family.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { nomineeOf } from '@gh/common/circle';
import { dayMonthIn } from '@gh/common/locale-format';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { usePendingCall } from '../../components/usePendingCall';
import { useCircleMembers } from '../../components/circleInvite';
import { useLang, useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import { ProfilePart } from './ProfilePart';

/** The radio value of "No nominee": no e-mail address is empty. */
const NOBODY = '';

const saveNominee = async (member: string | null) =>
  apiRequest<{ message: string }>('circleNominee', { body: { member }, token: await currentIdToken() });

export function Nominee({ email }: { email: string }) {
  const t = useT();
  const lang = useLang();
  const call = usePendingCall<'nominee'>();
  const circle = useCircleMembers(email);
  const joined = circle.members.filter((member) => member.status === 'joined');
  const nominee = nomineeOf(circle.members);
  const stored = nominee?.member ?? NOBODY;
  // Her choice counts while what is stored stays as it was when she chose; a change comes back to it.
  const [choice, setChoice] = useState({ from: stored, chosen: stored });
  const chosen = choice.from === stored ? choice.chosen : stored;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (call.pending === null) void call.run('nominee', () => saveNominee(chosen === NOBODY ? null : chosen));
  }

  return (
    <ProfilePart title={t('profile.nomineeTitle')} lead={t('profile.nomineeLead')}>
      {circle.status === 'loading' && <Typography role="status">{t('profile.circleLoading')}</Typography>}
      {circle.status === 'success' && (
        <Typography data-testid="nominee-now" sx={{ fontWeight: 700, overflowWrap: 'anywhere', mb: 2 }}>
          {nominee
            ? t('profile.nomineeCurrent', { email: nominee.member, date: dayMonthIn(nominee.nominatedAt, lang) })
            : t('profile.nomineeNone')}
        </Typography>
      )}
      {circle.status === 'success' && joined.length === 0 && <Typography>{t('profile.nomineeNeedsJoined')}</Typography>}
      {joined.length > 0 && (
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('profile.nomineeTitle')} sx={{ display: 'grid', gap: 2 }}>
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('profile.nomineeChoose')}</FormLabel>
            <RadioGroup value={chosen} onChange={(event) => setChoice({ from: stored, chosen: event.target.value })}>
              {joined.map(({ member }) => (
                <FormControlLabel
                  key={member}
                  value={member}
                  control={<Radio />}
                  label={member}
                  sx={{ minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
                />
              ))}
              <FormControlLabel value={NOBODY} control={<Radio />} label={t('profile.nomineeNobody')} />
            </RadioGroup>
          </FormControl>
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={call.pending !== null || chosen === stored}>
              {call.pending ? t('profile.sending') : t('profile.nomineeSave')}
            </Button>
          </Box>
        </Box>
      )}
      <Box sx={{ mt: 2 }}>
        <OutcomeNotice outcome={call.outcome} onDismiss={call.dismiss} />
      </Box>
    </ProfilePart>
  );
}
