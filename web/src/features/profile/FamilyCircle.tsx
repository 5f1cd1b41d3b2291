/**
 * "Your family circle" on a senior's /profile (docs/members.md, The family circle): whom she
 * invited and who joined, live from `circles` (her own, by the rules), inviting someone by
 * e-mail or mobile number with what they may see (POST /circle/invite, its mail in her page's
 * language; a number is sent nothing, and its entry says what to tell them), and
 * removing anyone at once (DELETE /circle/members/{email}). When her emergency contact has an
 * e-mail that is not in her circle, one tap invites it to see every part: that is how her
 * contact hears of her visits now, once they prove the address by joining. Her dashboard's
 * circle card (features/dashboard/CircleCard.tsx) reads the same list and offers the same tap,
 * and leads here (`/profile#family-circle`), which scrolls to this part.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CIRCLE_MAX_MEMBERS, CIRCLE_PARTS, type CirclePart } from '@gh/common/circle';
import { isIndianPhone } from '@gh/common/schemas';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { usePendingCall } from '../../components/usePendingCall';
import { useLang, useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import { CircleMemberSince, InviteContact, contactToInvite, invite, useCircleMembers, type InviteTo } from '../../components/circleInvite';
import { PROFILE_CIRCLE_SECTION } from '@gh/common/routes';
import { ProfileEntry, ProfilePart } from './ProfilePart';

const remove = async (email: string) =>
  apiRequest<{ message: string }>('circleRemove', { params: { email }, token: await currentIdToken() });

/** The invitation form: an e-mail or a mobile number, and the parts they may see, all chosen to start with. */
function InviteForm({ onInvite, busy }: { onInvite: (to: InviteTo, parts: CirclePart[]) => Promise<boolean>; busy: boolean }) {
  const t = useT();
  const [by, setBy] = useState<'email' | 'phone'>('email');
  const [address, setAddress] = useState('');
  const [touched, setTouched] = useState(false);
  const [parts, setParts] = useState<CirclePart[]>([...CIRCLE_PARTS]);
  const toggle = (part: CirclePart, on: boolean) => setParts((now) => CIRCLE_PARTS.filter((p) => (p === part ? on : now.includes(p))));
  const typed = address.trim();
  const phoneWrong = by === 'phone' && touched && typed !== '' && !isIndianPhone(typed);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (busy || (by === 'phone' && !isIndianPhone(typed))) return;
    if (await onInvite(by === 'email' ? { email: typed } : { phone: typed }, parts)) {
      setAddress('');
      setTouched(false);
    }
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('profile.circleInviteTitle')}
      sx={{ display: 'grid', gap: 2, mt: 3 }}
    >
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('profile.circleBy')}</FormLabel>
        <RadioGroup
          row
          name="circle-by"
          value={by}
          onChange={(event) => {
            setBy(event.target.value === 'phone' ? 'phone' : 'email');
            setAddress('');
            setTouched(false);
          }}
        >
          <FormControlLabel value="email" control={<Radio />} label={t('profile.circleByEmail')} />
          <FormControlLabel value="phone" control={<Radio />} label={t('profile.circleByPhone')} />
        </RadioGroup>
      </FormControl>
      <TextField
        label={by === 'email' ? t('profile.circleEmail') : t('profile.circlePhone')}
        type={by === 'email' ? 'email' : 'tel'}
        autoComplete="off"
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        onBlur={() => setTouched(true)}
        error={phoneWrong}
        helperText={by === 'phone' ? (phoneWrong ? t('profile.circlePhoneInvalid') : t('profile.circlePhoneHint')) : undefined}
        fullWidth
        slotProps={{ htmlInput: by === 'phone' ? { inputMode: 'tel', maxLength: 20 } : {} }}
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
        <Button type="submit" variant="contained" size="large" disabled={busy || parts.length === 0 || !typed}>
          {busy ? t('profile.sending') : by === 'email' ? t('profile.circleInvite') : t('profile.circleInviteNumber')}
        </Button>
      </Box>
    </Box>
  );
}

export function FamilyCircle({ email, contact = '' }: { email: string; contact?: string }) {
  const t = useT();
  const lang = useLang();
  const call = usePendingCall<string>();
  const circle = useCircleMembers(email);
  const { members } = circle;
  const invitable = circle.status === 'success' ? contactToInvite(members, email, contact) : null;
  const section = useRef<HTMLElement>(null);
  // Opened from her dashboard's card: this part comes into view once its list is in (after the
  // page's own scroll to its top, and the parts above have had their first answers).
  const listed = circle.status !== 'loading';
  useEffect(() => {
    if (!listed || location.hash !== `#${PROFILE_CIRCLE_SECTION}`) return;
    const frame = requestAnimationFrame(() => section.current?.scrollIntoView?.({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [listed]);

  async function onInvite(to: InviteTo, parts: CirclePart[]): Promise<boolean> {
    let sent = false;
    await call.run('invite', async () => {
      const answer = await invite(to, parts, lang);
      sent = true;
      return answer;
    });
    return sent;
  }

  return (
    <ProfilePart id={PROFILE_CIRCLE_SECTION} ref={section} title={t('profile.circleTitle')} lead={t('profile.circleLead')}>
      <OutcomeNotice outcome={call.outcome} onDismiss={call.dismiss} />
      {circle.status === 'loading' && <Typography role="status">{t('profile.circleLoading')}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, mt: 2 }}>
        {members.map((member) => (
          <ProfileEntry key={member.member} testId="circle-member">
            <Box sx={{ minWidth: 0 }}>
              <CircleMemberSince member={member} />
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
      {invitable && (
        <InviteContact
          contact={invitable}
          busy={call.pending !== null}
          onInvite={() => void onInvite({ email: invitable }, [...CIRCLE_PARTS])}
        />
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
