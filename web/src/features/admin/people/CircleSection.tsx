/**
 * "Family circle" on a senior's /admin/profile: whom she invited and who joined, live from
 * `circles` (filtered on her e-mail, at most CIRCLE_MAX_MEMBERS + 1, as firestore.rules let
 * the admin read them), each with the address, what they may see, and when they were invited
 * and joined. What a member reads (their view) stays theirs alone.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CIRCLE_MAX_MEMBERS, type CircleMemberDoc } from '@gh/common/circle';
import { COLLECTIONS } from '@gh/common/constants';
import { dayMonthIn } from '@gh/common/locale-format';
import { useLang, useT } from '../../../i18n/I18n';
import { useLiveCollection } from '../../../lib/live';
import { Detail, Details, Section } from './ProfileDetails';

export function CircleSection({ email }: { email: string }) {
  const t = useT();
  const lang = useLang();
  const circle = useLiveCollection<CircleMemberDoc>(COLLECTIONS.circles, [['senior', '==', email]], { limit: CIRCLE_MAX_MEMBERS + 1 });
  const members = [...(circle.data ?? [])].sort((a, b) => a.invitedAt - b.invitedAt);
  let state = null;
  if (circle.status === 'loading') state = t('adminProfile.loading');
  else if (circle.status === 'error') state = t('adminProfile.circle.failed');
  else if (members.length === 0) state = t('adminProfile.circle.none');
  return (
    <Section title={t('adminProfile.circle.title')}>
      {state !== null ? (
        <Typography role="status">{state}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 2, borderColor: 'divider' } }}>
          {members.map((member) => (
            <Box component="li" key={member.member} data-testid="admin-circle-member">
              <Details>
                <Detail label={t('adminProfile.circle.member')}>
                  <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                    {member.member}
                  </Box>
                </Detail>
                <Detail label={t('adminProfile.circle.parts')}>
                  {member.parts.map((part) => t('adminProfile.circle.part', { part })).join(', ')}
                </Detail>
                <Detail label={t('adminProfile.circle.status')}>{t('adminProfile.circle.statusOf', { status: member.status })}</Detail>
                <Detail label={t('adminProfile.circle.invited')}>{dayMonthIn(member.invitedAt, lang)}</Detail>
                <Detail label={t('adminProfile.circle.joined')}>
                  {member.joinedAt === null ? t('adminProfile.circle.notJoined') : dayMonthIn(member.joinedAt, lang)}
                </Detail>
              </Details>
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}
