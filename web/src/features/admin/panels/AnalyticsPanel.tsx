/**
 * Admin Analytics (spec section 2): five figures, large enough to read at a glance. They come
 * from one live document, `stats/admin`, which the functions keep with every change they
 * count, so the page never downloads a collection to count it.
 */
import { ADMIN_STATS_ID, COLLECTIONS } from '@gh/common/constants';
import type { AdminStats } from '@gh/common/documents';
import { useT } from '../../../i18n/I18n';
import { useLiveDoc } from '../../../lib/live';
import { FiguresPanel } from './FiguresPanel';

/** The spec's figures, in its order. */
const ANALYTICS_FIGURES = ['volunteers', 'submitted', 'accepted', 'rejected', 'requested'] as const satisfies readonly (keyof AdminStats)[];

export function AnalyticsPanel() {
  const t = useT();
  const stats = useLiveDoc<Partial<AdminStats>>(`${COLLECTIONS.stats}/${ADMIN_STATS_ID}`);
  const figures = stats.status === 'success' ? (stats.data ?? {}) : null;
  return <FiguresPanel title={t('admin.analyticsTitle')} shown={ANALYTICS_FIGURES} figures={figures} error={stats.error} />;
}
