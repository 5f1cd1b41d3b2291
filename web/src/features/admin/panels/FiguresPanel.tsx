/**
 * Kept figures as a panel of large numbers, each labelled by admin.figure: the owners' Admin
 * Analytics and a coordinator's or viewer's figures of their cities.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminStats } from '@gh/common/documents';
import { numberIn } from '@gh/common/locale-format';
import { useLang, useT } from '../../../i18n/I18n';
import { AdminPanel } from './AdminPanel';

interface FiguresPanelProps {
  title: string;
  /** Which figures, in this order. */
  shown: readonly (keyof AdminStats)[];
  /** The figures once loaded (one never counted is 0), or null while they load. */
  figures: Partial<AdminStats> | null;
  error: Error | null;
}

/** Side by side on a wide screen: five in a row; more in rows of four, so none is left alone. */
const wide = (count: number) => (count > 5 ? { md: 'repeat(4, minmax(0, 1fr))' } : { sm: 'repeat(auto-fit, minmax(10.5rem, 1fr))' });

export function FiguresPanel({ title, shown, figures, error }: FiguresPanelProps) {
  const t = useT();
  const lang = useLang();
  return (
    <AdminPanel title={title}>
      <Box
        component="dl"
        aria-busy={!figures || undefined}
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', ...wide(shown.length) } }}
      >
        {shown.map((figure) => (
          <Box
            key={figure}
            sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, bgcolor: 'background.default', border: 1, borderColor: 'divider' }}
          >
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {t('admin.figure', { figure })}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 }}>
              {figures ? numberIn(figures[figure] ?? 0, lang) : '…'}
            </Typography>
          </Box>
        ))}
      </Box>
      {error && (
        <Typography role="alert" sx={{ mt: 2 }}>
          {t('admin.figuresFailed', { problem: error.message })}
        </Typography>
      )}
    </AdminPanel>
  );
}
