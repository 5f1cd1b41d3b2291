/**
 * "Your family circle" on a senior's dashboard (docs/members.md, The family circle): who is in
 * it, live from the same query as /profile's part (components/circleInvite.tsx), a link there to
 * invite or remove, and, while her emergency contact's e-mail is not in it, the same one tap
 * that invites them. Loaded after the page (its own chunk and query), it shows once the list
 * has come and is the last card, so it moves nothing the first paint drew.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { CIRCLE_PARTS } from '@gh/common/circle';
import { PAGES, PROFILE_CIRCLE_SECTION } from '@gh/common/routes';
import { CircleMemberSince, InviteContact, contactToInvite, invite, useCircleMembers } from '../../components/circleInvite';
import { OutcomeNotice } from '../../components/OutcomeNotice';
import { usePendingCall } from '../../components/usePendingCall';
import { areaLoader } from '../../i18n/catalogs';
import { useLang, useT } from '../../i18n/I18n';
import { DashboardCard, EmptyText } from './DashboardCard';

/** /profile's words for the circle (the one-tap invitation's among them), loaded with this chunk. */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/profile.ts'));

export default function CircleCard({ email, contact }: { email: string; contact: string }) {
  const t = useT();
  const lang = useLang();
  const call = usePendingCall<'invite'>();
  const { status, members } = useCircleMembers(email);
  // Nothing until the list has come: the card then appears whole, below every other.
  if (status !== 'success') return null;
  const invitable = contactToInvite(members, email, contact);
  return (
    <DashboardCard title={t('profile.circleTitle')} state={{ status: 'ready' }}>
      <Box data-testid="circle-card" sx={{ display: 'grid', gap: 2 }}>
        {members.length === 0 ? (
          <EmptyText>{t('dashboard.circleEmpty')}</EmptyText>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {members.map((member) => (
              <Box component="li" key={member.member}>
                <CircleMemberSince member={member} />
              </Box>
            ))}
          </Box>
        )}
        <OutcomeNotice outcome={call.outcome} onDismiss={call.dismiss} />
        {invitable && (
          <InviteContact
            contact={invitable}
            busy={call.pending !== null}
            onInvite={() => void call.run('invite', () => invite({ email: invitable }, [...CIRCLE_PARTS], lang))}
          />
        )}
        <Box>
          <Button component={RouterLink} to={`${PAGES.profile}#${PROFILE_CIRCLE_SECTION}`} variant="outlined" size="large">
            {t('dashboard.circleManage')}
          </Button>
        </Box>
      </Box>
    </DashboardCard>
  );
}
