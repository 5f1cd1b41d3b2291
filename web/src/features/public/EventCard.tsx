import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { surfaceSx } from '../../components/surface';
import type { EventItem } from '../../content/events';
import { SUPPORT, telHref } from '../../content/support';
import { useT } from '../../i18n/I18n';

const IMAGE = { width: 480, height: 270 };

/** One static event (spec section 2, /events). */
export function EventCard({ event }: { event: EventItem }) {
  // Events have no sign-up yet; rather than a button that silently does nothing, say how.
  const [asked, setAsked] = useState(false);
  const t = useT();
  const facts = [
    [t('events.dateLabel'), t(`events.${event.id}.date`)],
    [t('events.timeLabel'), t(`events.${event.id}.time`)],
    [t('events.locationLabel'), t(event.place)],
  ] as const;

  return (
    <Box component="article" sx={{ ...surfaceSx, p: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="img"
        src={event.image}
        alt={t(`events.${event.id}.alt`)}
        width={IMAGE.width}
        height={IMAGE.height}
        loading="lazy"
        sx={{ display: 'block', width: '100%', height: 'auto', bgcolor: 'divider' }}
      />
      <Box sx={{ p: { xs: 3, md: 3.5 }, display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
        <Typography variant="h4" component="h2">
          {t(`events.${event.id}.title`)}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 700 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography sx={{ color: 'text.secondary', flexGrow: 1 }}>{t(`events.${event.id}.description`)}</Typography>
        <Typography sx={{ fontWeight: 600 }}>{t('events.participants', { count: event.participants })}</Typography>
        <Box>
          <Button variant="contained" onClick={() => setAsked(true)}>
            {t('events.registerNow')}
          </Button>
          <Typography role="status" sx={{ mt: asked ? 1.5 : 0 }}>
            {asked && (
              <>
                {t('events.registerNote')}{' '}
                <Link href={telHref(SUPPORT.phone)} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {SUPPORT.phone}
                </Link>
                ; {t('events.registerAfterCall')}
              </>
            )}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
