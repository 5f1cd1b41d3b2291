import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DashboardCard, EmptyText, type CardState } from './DashboardCard';
import { colors } from '../../components/colors';
import { TextWithEmails } from '../../components/EmailText';
import { useT } from '../../i18n/I18n';
import { elapsedText, type Notification, type NotificationTone } from './dashboardModel';
import { useElapsedNow } from './useElapsedNow';

interface NotificationsCardProps {
  state: CardState;
  notifications: Notification[];
}

/** The badge's colour follows what the news means; the spec's 'High' text stays. */
const BADGE_COLOR: Record<NotificationTone, string> = { info: colors.info, success: colors.success };

/** Notifications: each with the 'High' badge and how long ago, kept current without polling. */
export function NotificationsCard({ state, notifications }: NotificationsCardProps) {
  const t = useT();
  return (
    <DashboardCard title={t('member.notificationsTitle')} state={state}>
      {notifications.length === 0 ? (
        <EmptyText>{t('member.noNotifications')}</EmptyText>
      ) : (
        <NotificationList notifications={notifications} />
      )}
    </DashboardCard>
  );
}

/** The list itself: the dashboard's card and the top bar's bell show the same. */
export function NotificationList({ notifications }: { notifications: Notification[] }) {
  const t = useT();
  const now = useElapsedNow(notifications.flatMap((item) => (item.at === null ? [] : [item.at])));
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {notifications.map((item) => (
        <Box
          component="li"
          key={item.key}
          data-testid={`notification-${item.key}`}
          sx={{ pb: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { pb: 0, border: 0 } }}
        >
          {/*
                What happened first, then the spec's 'High' badge and how long ago on a line of their own,
                so the badge reads as a tag, not a headline. The spec's 'task assigned by admin' begins
                with a capital on screen.
              */}
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere', '&::first-letter': { textTransform: 'uppercase' } }}>
            <TextWithEmails text={item.title} />
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <TextWithEmails text={item.detail} />
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mt: 0.5 }}>
            <Chip
              label={t('member.high')}
              size="small"
              data-tone={item.tone}
              sx={{ fontWeight: 700, fontSize: '1rem', bgcolor: BADGE_COLOR[item.tone], color: colors.white }}
            />
            {item.at !== null && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {elapsedText(t, item.at, now)}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
