/**
 * The signed-in part of the top bar: the notification bell and the account menu. Its own
 * chunk, loaded only for signed-in people, so the public pages never download it.
 */
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { signOut } from '../lib/auth';
import type { Role } from '../lib/session';
import { NotificationList } from '../features/dashboard/NotificationsCard';
import { AccountMenu } from './AccountMenu';
import { ChromePopover } from './ChromePopover';
import { BellIcon } from './icons';
import { useBellNotifications } from './useBellNotifications';
import { useShownPart } from '../lib/takeover';
import { colors } from '../components/colors';
import { areaLoader } from '../i18n/catalogs';
import { useT } from '../i18n/I18n';

/**
 * The bell (where spec section 2's top bar list, which was always empty, stood): the same
 * notifications as the dashboard's card, with the count of those not yet seen here, which
 * clears when the list is opened.
 */
function Notifications({ role, email }: { role: Role; email: string }) {
  const t = useT();
  const { notifications, unread, markAllSeen } = useBellNotifications(role, email);
  return (
    <ChromePopover
      label={t('member.notificationsLabel', { count: unread })}
      title={t('member.notificationsTitle')}
      onOpen={markAllSeen}
      trigger={
        // Nothing unseen shows no badge: a "0" reads as news. Not an invisible Badge either,
        // which keeps the last count in the page as it fades, where the name says 0.
        unread ? (
          <Badge badgeContent={unread} sx={{ '& .MuiBadge-badge': { bgcolor: colors.error, color: colors.white, fontWeight: 700 } }}>
            <BellIcon />
          </Badge>
        ) : (
          <BellIcon />
        )
      }
    >
      {(close) => (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('member.notificationsTitle')}
          </Typography>
          {notifications.length === 0 ? (
            <Typography sx={{ mb: 1 }}>{t('member.notificationsEmpty')}</Typography>
          ) : (
            <Box sx={{ mb: 2 }}>
              <NotificationList notifications={notifications} />
            </Box>
          )}
          <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('member.notificationsHint')}</Typography>
          <Button component={RouterLink} to={PAGES.dashboard} onClick={close} variant="outlined" fullWidth>
            {t('member.toDashboard')}
          </Button>
        </>
      )}
    </ChromePopover>
  );
}

/** The bell's and the account menu's words (the member area), with this chunk. */
export const loadMessages = areaLoader(import.meta.glob('../i18n/messages/*/member.ts'));

export default function SignedInActions({ email, name, role }: { email: string; name: string; role: Role }) {
  const t = useT();
  const navigate = useNavigate();
  useShownPart('account');
  // Here rather than in the top bar, so lib/auth loads only for signed-in people.
  const onSignOut = () => void signOut().then(() => navigate(PAGES.login));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Notifications role={role} email={email} />
      <AccountMenu email={email} name={name} page={{ to: PAGES.profile, label: t('member.profile') }} onSignOut={onSignOut} />
    </Box>
  );
}
