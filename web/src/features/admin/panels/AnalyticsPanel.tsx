/**
 * Admin Analytics (spec section 2): five figures, large enough to read at a glance. They come
 * from one live document, `stats/admin`, which the functions keep with every change they
 * count, so the page never downloads a collection to count it.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ADMIN_STATS_ID, COLLECTIONS } from '@gh/common/constants';
import type { AdminStats } from '@gh/common/documents';
import { numberIn } from '@gh/common/locale-format';
import { useLang, useT } from '../../../i18n/I18n';
import { useLiveDoc } from '../../../lib/live';
import { AdminPanel } from './AdminPanel';

/** The spec's figures, in its order: the kept counts, each labelled by admin.figure. */
const ANALYTICS_FIGURES = ['volunteers', 'submitted', 'accepted', 'rejected', 'requested'] as const satisfies readonly (keyof AdminStats)[];

export function AnalyticsPanel() {
  const t = useT();
  const lang = useLang();
  const stats = useLiveDoc<Partial<AdminStats>>(`${COLLECTIONS.stats}/${ADMIN_STATS_ID}`);
  const loaded = stats.status === 'success';
  return (
    <AdminPanel title={t('admin.analyticsTitle')}>
      <Box
        component="dl"
        aria-busy={!loaded || undefined}
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(auto-fit, minmax(10.5rem, 1fr))' } }}
      >
        {ANALYTICS_FIGURES.map((figure) => (
          <Box
            key={figure}
            sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, bgcolor: 'background.default', border: 1, borderColor: 'divider' }}
          >
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {t('admin.figure', { figure })}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 }}>
              {loaded ? numberIn(stats.data?.[figure] ?? 0, lang) : '…'}
            </Typography>
          </Box>
        ))}
      </Box>
      {stats.error && (
        <Typography role="alert" sx={{ mt: 2 }}>
          {t('admin.figuresFailed', { problem: stats.error.message })}
        </Typography>
      )}
    </AdminPanel>
  );
}
