/**
 * A senior's family circle as both her /profile part (features/profile/FamilyCircle.tsx) and her
 * dashboard's card (features/dashboard/CircleCard.tsx) show it (docs/members.md, The family
 * circle): the live list, the invitation call, and the one tap that invites her emergency
 * contact's e-mail. Its words are the `profile` area's, which both pages load.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CIRCLE_MAX_MEMBERS, isPhoneMember, type CircleMemberDoc, type CirclePart } from '@gh/common/circle';
import { COLLECTIONS } from '@gh/common/constants';
import type { Lang } from '@gh/common/i18n';
import { dayMonthIn } from '@gh/common/locale-format';
import { PAGES } from '@gh/common/routes';
import { useLang, useT } from '../i18n/I18n';
import { apiRequest } from '../lib/api';
import { currentIdToken } from '../lib/idToken';
import { useLiveCollection } from '../lib/live';

/** Whom an invitation reaches: an e-mail (a code is mailed to it) or a mobile number (nothing is sent to it). */
export type InviteTo = { email: string } | { phone: string };

/** Invites `to` to see `parts` (POST /circle/invite); a mail is written in `lang`, her page's. */
export const invite = async (to: InviteTo, parts: CirclePart[], lang: Lang) =>
  apiRequest<{ message: string }>('circleInvite', { body: { ...to, parts, lang }, token: await currentIdToken() });

/** Her circle, live from `circles` (her own, by the rules), in the order she invited them. */
export function useCircleMembers(email: string) {
  const circle = useLiveCollection<CircleMemberDoc>(COLLECTIONS.circles, [['senior', '==', email]], { limit: CIRCLE_MAX_MEMBERS + 1 });
  return { status: circle.status, members: [...(circle.data ?? [])].sort((a, b) => a.invitedAt - b.invitedAt) };
}

/**
 * Her emergency contact's e-mail while one tap may invite it: it is not hers, not in her circle
 * already, and her circle has room. Null otherwise.
 */
export function contactToInvite(members: readonly CircleMemberDoc[], email: string, contact: string): string | null {
  const open = contact && contact !== email && members.length < CIRCLE_MAX_MEMBERS && !members.some((member) => member.member === contact);
  return open ? contact : null;
}

/** One tap invites her emergency contact's e-mail to see everything. */
export function InviteContact({ contact, onInvite, busy }: { contact: string; onInvite: () => void; busy: boolean }) {
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

/** A number's key (`+91` and ten digits) as people write it: `+91 98220 12345`. */
export const spacedMobile = (phoneKey: string) => `${phoneKey.slice(0, 3)} ${phoneKey.slice(3, 8)} ${phoneKey.slice(8)}`;

/**
 * A member of her circle as her lists name them: the address (or the number invited), and since
 * when invited or joined. A number invited is sent nothing: the entry says what to tell them.
 */
export function CircleMemberSince({ member }: { member: Pick<CircleMemberDoc, 'member' | 'invitedAt' | 'joinedAt'> }) {
  const t = useT();
  const lang = useLang();
  const byPhone = isPhoneMember(member.member);
  const name = byPhone ? spacedMobile(member.member) : member.member;
  return (
    <>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{name}</Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {member.joinedAt === null
          ? t('profile.circleInvited', { date: dayMonthIn(member.invitedAt, lang) })
          : t('profile.circleJoined', { date: dayMonthIn(member.joinedAt, lang) })}
      </Typography>
      {member.joinedAt === null && byPhone && (
        <Typography data-testid="circle-tell" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {t('profile.circleTell', { page: `${location.host}${PAGES.family}`, phone: name })}
        </Typography>
      )}
    </>
  );
}
