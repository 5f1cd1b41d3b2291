import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { surfaceSx } from '../../components/surface';
import { useT } from '../../i18n/I18n';

/** What a card can show: its content, placeholders while it loads, or why it could not load. */
export type CardState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

interface DashboardCardProps {
  title: string;
  state: CardState;
  /** Spans the whole row of the dashboard grid. */
  wide?: boolean;
  /** The card people come for: a stronger edge and a larger title. */
  prominent?: boolean;
  children?: ReactNode;
}

const prominentSx = { border: 2, borderColor: 'primary.main', p: { xs: 3, md: 4 } } as const;

/**
 * Grey lines where the content will be, painted with the page, so it is never blank while the
 * live document travels; the status line says so to a screen reader (the card is aria-busy).
 */
function Placeholder() {
  const t = useT();
  return (
    <Box role="status" data-testid="placeholder">
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('chrome.loading')}</Typography>
      {['70%', '90%', '50%'].map((width) => (
        <Skeleton
          key={width}
          variant="text"
          width={width}
          sx={{ fontSize: '1.5rem', '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }}
        />
      ))}
    </Box>
  );
}

/** One titled card of the dashboard; its heading names the region for screen readers. */
export function DashboardCard({ title, state, wide = false, prominent = false, children }: DashboardCardProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading'}
      sx={{ ...surfaceSx, ...(prominent ? prominentSx : {}), gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}
    >
      <Typography id={headingId} variant={prominent ? 'h3' : 'h4'} component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {state.status === 'loading' && <Placeholder />}
      {state.status === 'error' && (
        <Alert severity="error" role="alert">
          {state.message}
        </Alert>
      )}
      {state.status === 'ready' && children}
    </Box>
  );
}

/** Text for a card whose list is empty. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <Typography sx={{ color: 'text.secondary' }}>{children}</Typography>;
}
