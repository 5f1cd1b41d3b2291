/**
 * Says, quietly, when the dashboard shows the phone's own copy of the person's data (offline,
 * or the first moment of a start) and how old it is; gone once the server confirms it. While
 * the data is live it keeps the time, so the next copy can say "updated 5 minutes ago".
 */
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { agoIn } from '@gh/common/locale-format';
import { useLang, useT } from '../../i18n/I18n';
import { lastLiveAt, rememberLive } from '../../lib/lastLive';
import type { LiveResult } from '../../lib/live';
import { useOnline } from '../../lib/useOnline';
import { useElapsedNow } from './useElapsedNow';

export function PhoneCopyNotice({ email, person }: { email: string; person: LiveResult<unknown> }) {
  const t = useT();
  const lang = useLang();
  const live = person.status === 'success' && !person.fromCache;

  useEffect(() => {
    if (!live || !email) return;
    const remember = () => rememberLive(email);
    remember();
    // The last moment it was live: when the connection drops, or the page is left.
    window.addEventListener('pagehide', remember);
    return () => {
      window.removeEventListener('pagehide', remember);
      remember();
    };
  }, [live, email]);

  const copy = person.status === 'success' && person.fromCache === true;
  const at = copy ? lastLiveAt(email) : null;
  const now = useElapsedNow(at === null ? [] : [at]);
  // Online, the copy is only the first moment of a start (or a server slow to answer).
  const online = useOnline();
  if (!copy) return null;
  return (
    <Box
      role="status"
      data-testid="phone-copy"
      sx={{ mb: 3, px: 2, py: 1.5, borderLeft: 4, borderColor: 'secondary.main', bgcolor: 'background.paper', maxWidth: 720 }}
    >
      <Typography sx={{ fontSize: '1.125rem' }}>
        {at === null ? t('dashboard.phoneCopy') : t('dashboard.phoneCopyAgo', { ago: agoIn(at, now, lang) })}{' '}
        {online ? t('dashboard.phoneCopyUpdating') : t('dashboard.phoneCopyOffline')}
      </Typography>
    </Box>
  );
}
