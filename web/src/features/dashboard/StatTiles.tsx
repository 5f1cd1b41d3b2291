import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { surfaceSx } from '../../components/surface';
import type { Stat } from './dashboardModel';

/**
 * The dashboard's figures: a large value over its label, each in a tile. Tiles are at least 9rem
 * wide (16rem on a wide screen), so they sit side by side on a phone at the usual text size and
 * stack when the text is made larger (Chrome's "Very large", WCAG 1.4.4): a label is never cut off.
 */
export function StatTiles({ stats }: { stats: Stat[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        // auto-fill keeps empty tracks, so one figure is a tile, not a band across the page.
        gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))', md: 'repeat(auto-fill, minmax(16rem, 1fr))' },
      }}
    >
      {stats.map((stat) => (
        <Box
          key={stat.id}
          data-testid={`stat-${stat.id}`}
          aria-busy={stat.value === null}
          sx={{
            ...surfaceSx,
            p: { xs: 2, sm: 3 },
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column-reverse',
            justifyContent: 'flex-end',
          }}
        >
          {stat.detail && (
            <Typography data-testid="stat-detail" sx={{ overflowWrap: 'break-word' }}>
              {stat.detail}
            </Typography>
          )}
          <Typography sx={{ color: 'text.secondary', fontWeight: 600, overflowWrap: 'break-word' }}>{stat.label}</Typography>
          <Typography sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, fontWeight: 700, lineHeight: 1.2 }}>
            {stat.value ?? <Skeleton width="3ch" />}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
