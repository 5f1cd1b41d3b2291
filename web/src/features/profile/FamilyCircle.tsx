/**
 * "Your family circle" on a senior's /profile (docs/members.md, The family circle): whom she
 * invited and who joined, live from `circles` (her own, by the rules), inviting someone by
 * e-mail with what they may see (POST /circle/invite, its mail in her page's language), and
 * removing anyone at once (DELETE /circle/members/{email}). When her emergency contact has an
 * e-mail that is not in her circle, one tap invites it to see every part: that is how her
 * contact hears of her visits now, once they prove the address by joining.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CIRCLE_MAX_MEMBERS, CIRCLE_PARTS, type CircleMemberDoc, type CirclePart } from '@gh/common/circle';
import { COLLECTIONS } from '@gh/common/constants';
import type { Lang } from '@gh/common/i18n';
import { dayMonthIn } from '@gh/common/locale-format';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { usePendingCall } from '../../components/usePendingCall';
import { useLang, useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import { useLiveCollection } from '../../lib/live';
import { ProfileEntry, ProfilePart } from './ProfilePart';

/** The invitation's mail is written in the language of her page. */
const invite = async (email: string, parts: CirclePart[], lang: Lang) =>
  apiRequest<{ message: string }>('circleInvite', { body: { email, parts, lang }, token: await currentIdToken() });
const remove = async (email: string) =>
  apiRequest<{ message: string }>('circleRemove', { params: { email }, token: await currentIdToken() });

/** The invitation form: an e-mail and the parts they may see, all chosen to start with. */
function InviteForm({ onInvite, busy }: { onInvite: (email: string, parts: CirclePart[]) => Promise<boolean>; busy: boolean }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [parts, setParts] = useState<CirclePart[]>([...CIRCLE_PARTS]);
  const toggle = (part: CirclePart, on: boolean) => setParts((now) => CIRCLE_PARTS.filter((p) => (p === part ? on : now.includes(p))));
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!busy && (await onInvite(email, parts))) setEmail('');
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('profile.circleInviteTitle')}
      sx={{ display: 'grid', gap: 2, mt: 3 }}
    >
      <TextField
        label={t('profile.circleEmail')}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        fullWidth
      />
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('profile.circlePartsLabel')}</FormLabel>
        <FormGroup>
          {CIRCLE_PARTS.map((part) => (
            <FormControlLabel
              key={part}
              control={<Checkbox checked={parts.includes(part)} onChange={(event) => toggle(part, event.target.checked)} />}
              label={t('profile.circlePart', { part })}
            />
          ))}
        </FormGroup>
      </FormControl>
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={busy || parts.length === 0 || !email.trim()}>
          {busy ? t('profile.sending') : t('profile.circleInvite')}
        </Button>
      </Box>
    </Box>
  );
}

/** One tap invites her emergency contact's e-mail to see everything. */
function InviteContact({ contact, onInvite, busy }: { contact: string; onInvite: () => void; busy: boolean }) {
  const t = useT();
  return (
    <Box data-testid="invite-contact" sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 2, display: 'grid', gap: 1.5 }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{t('profile.circleContactLead', { email: contact })}</Typography>
      <Box>
        <Button variant="contained" size="large" disabled={busy} onClick={onInvite} sx={{ overflowWrap: 'anywhere', textAlign: 'start' }}>
          {busy ? t('profile.sending') : t('profile.circleInviteContact', { email: contact })}
        </Button>
      </Box>
    </Box>
  );
}

export function FamilyCircle({ email, contact = '' }: { email: string; contact?: string }) {
  const t = useT();
  const lang = useLang();
  const call = usePendingCall<string>();
  const circle = useLiveCollection<CircleMemberDoc>(COLLECTIONS.circles, [['senior', '==', email]], { limit: CIRCLE_MAX_MEMBERS + 1 });
  const members = [...(circle.data ?? [])].sort((a, b) => a.invitedAt - b.invitedAt);

  async function onInvite(address: string, parts: CirclePart[]): Promise<boolean> {
    let sent = false;
    await call.run('invite', async () => {
      const answer = await invite(address, parts, lang);
      sent = true;
      return answer;
    });
    return sent;
  }

  return (
    <ProfilePart title={t('profile.circleTitle')} lead={t('profile.circleLead')}>
      <OutcomeNotice outcome={call.outcome} onDismiss={call.dismiss} />
      {circle.status === 'loading' && <Typography role="status">{t('profile.circleLoading')}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, mt: 2 }}>
        {members.map((member) => (
          <ProfileEntry key={member.member} testId="circle-member">
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{member.member}</Typography>
              <Typography sx={{ color: 'text.secondary' }}>
                {member.joinedAt === null
                  ? t('profile.circleInvited', { date: dayMonthIn(member.invitedAt, lang) })
                  : t('profile.circleJoined', { date: dayMonthIn(member.joinedAt, lang) })}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>
                {t('profile.circleSees', { parts: member.parts.map((part) => t('profile.circlePart', { part })).join(', ') })}
              </Typography>
            </Box>
            <Button
              variant="outlined"
              size="large"
              disabled={call.pending !== null}
              aria-label={t('profile.circleRemoveLabel', { email: member.member })}
              onClick={() => void call.run(member.member, () => remove(member.member))}
            >
              {call.pending === member.member ? t('profile.sending') : t('profile.circleRemove')}
            </Button>
          </ProfileEntry>
        ))}
      </Box>
      {circle.status === 'success' &&
        members.length < CIRCLE_MAX_MEMBERS &&
        contact &&
        contact !== email &&
        !members.some((member) => member.member === contact) && (
          <InviteContact contact={contact} busy={call.pending !== null} onInvite={() => void onInvite(contact, [...CIRCLE_PARTS])} />
        )}
      {circle.status === 'success' &&
        (members.length < CIRCLE_MAX_MEMBERS ? (
          <InviteForm onInvite={onInvite} busy={call.pending !== null} />
        ) : (
          <Typography sx={{ mt: 2 }}>{t('profile.circleFull', { count: CIRCLE_MAX_MEMBERS })}</Typography>
        ))}
    </ProfilePart>
  );
}
