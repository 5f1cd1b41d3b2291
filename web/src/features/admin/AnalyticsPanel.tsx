import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdminPanel } from './AdminPanel';
import type { Figure } from './analyticsStandIn';

/** Admin Analytics (spec section 2): five figures, large enough to read at a glance. */
export function AnalyticsPanel({ figures, error }: { figures: Figure[] | null; error?: Error | null }) {
  let body;
  if (error) body = <Alert severity="error">We could not count the figures: {error.message} Please reload the page.</Alert>;
  else if (!figures) body = <Typography role="status">Loading...</Typography>;
  else {
    body = (
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(auto-fit, minmax(10.5rem, 1fr))' } }}
      >
        {figures.map(({ label, value }) => (
          <Box key={label} sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, bgcolor: 'background.default', border: 1, borderColor: 'divider' }}>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }
  return <AdminPanel title="Admin Analytics">{body}</AdminPanel>;
}
