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
import { TOP_BAR } from '../content/chrome';
import { signOut } from '../lib/auth';
import { ChromePopover } from './ChromePopover';
import { BellIcon } from './icons';
import { colors } from '../components/colors';

/** Spec section 2: in the top bar the notification list is always empty (the dashboard has its own). */
const TOP_BAR_NOTIFICATIONS = 0;

function Notifications() {
  return (
    <ChromePopover
      label={TOP_BAR.notificationsLabel(TOP_BAR_NOTIFICATIONS)}
      title={TOP_BAR.notificationsTitle}
      trigger={
        <Badge
          badgeContent={TOP_BAR_NOTIFICATIONS}
          showZero
          sx={{ '& .MuiBadge-badge': { bgcolor: colors.inkSoft, color: colors.white, fontWeight: 700 } }}
        >
          <BellIcon />
        </Badge>
      }
    >
      {(close) => (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {TOP_BAR.notificationsTitle}
          </Typography>
          <Typography sx={{ mb: 1 }}>{TOP_BAR.notificationsEmpty}</Typography>
          <Typography sx={{ mb: 2, color: 'text.secondary' }}>{TOP_BAR.notificationsHint}</Typography>
          <Button component={RouterLink} to={PAGES.dashboard} onClick={close} variant="outlined" fullWidth>
            {TOP_BAR.dashboard}
          </Button>
        </>
      )}
    </ChromePopover>
  );
}

function Account({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  return (
    <ChromePopover
      label={TOP_BAR.accountMenuLabel(email)}
      title={TOP_BAR.accountMenuLabel(email)}
      trigger={
        <Box
          aria-hidden="true"
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 40,
            height: 40,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: colors.white,
            fontWeight: 700,
            fontSize: '1.25rem',
          }}
        >
          {email.charAt(0).toUpperCase()}
        </Box>
      }
    >
      {(close) => (
        <>
          <Typography sx={{ color: 'text.secondary' }}>{TOP_BAR.signedInAs}</Typography>
          <Typography sx={{ mb: 2, fontWeight: 700, overflowWrap: 'anywhere' }}>{email}</Typography>
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Button component={RouterLink} to={PAGES.profile} onClick={close} variant="outlined">
              {TOP_BAR.profile}
            </Button>
            <Button onClick={onSignOut} variant="contained">
              {TOP_BAR.signOut}
            </Button>
          </Box>
        </>
      )}
    </ChromePopover>
  );
}

export default function SignedInActions({ email }: { email: string }) {
  const navigate = useNavigate();
  // Here rather than in the top bar, so lib/auth loads only for signed-in people.
  const onSignOut = () => void signOut().then(() => navigate(PAGES.login));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Notifications />
      <Account email={email} onSignOut={onSignOut} />
    </Box>
  );
}
