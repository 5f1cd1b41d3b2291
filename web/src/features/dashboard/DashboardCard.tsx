import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { surfaceSx } from '../../components/surface';

/** What a card can show: its content, a calm loading line, or why it could not load. */
export type CardState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

interface DashboardCardProps {
  title: string;
  state: CardState;
  /** Spans the whole row of the dashboard grid. */
  wide?: boolean;
  children?: ReactNode;
}

/** One titled card of the dashboard; its heading names the region for screen readers. */
export function DashboardCard({ title, state, wide = false, children }: DashboardCardProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading'}
      sx={{ ...surfaceSx, gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}
    >
      <Typography id={headingId} variant="h4" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {state.status === 'loading' && (
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          Loading…
        </Typography>
      )}
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
