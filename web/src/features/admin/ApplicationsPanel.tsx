/**
 * Pending, Accepted and Rejected Volunteer Applications (spec section 2): name, skills or
 * 'Not mentioned', View Profile, and Approve and Reject for those still to be decided.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PAGES } from '@gh/common/routes';
import { AdminPanel, PanelList } from './AdminPanel';
import type { ApplicationRow } from './adminData';
import type { DecisionKind } from './useDecision';

interface ApplicationsPanelProps {
  title: string;
  empty: string;
  rows: ApplicationRow[];
  /** Offers Approve and Reject when given. */
  decisions?: { decide: (kind: DecisionKind, email: string) => void; isBusy: (email: string) => boolean };
}

export function ApplicationsPanel({ title, empty, rows, decisions }: ApplicationsPanelProps) {
  return (
    <AdminPanel title={title} count={rows.length} empty={rows.length ? undefined : empty}>
      <PanelList label={title}>
        {rows.map((row) => {
          const busy = decisions?.isBusy(row.email) ?? false;
          return (
            <Box component="li" key={row.email} aria-busy={busy || undefined} sx={{ py: 2 }}>
              <Typography sx={{ fontWeight: 700 }}>{row.name}</Typography>
              <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{row.email}</Typography>
              <Typography>Skills: {row.skills}</Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5 }}>
                <Button
                  component={RouterLink}
                  to={`${PAGES.adminProfile}?email=${encodeURIComponent(row.email)}`}
                  variant="outlined"
                  aria-label={`View Profile of ${row.name}`}
                >
                  View Profile
                </Button>
                {decisions && (
                  <>
                    <Button variant="contained" disabled={busy} onClick={() => decisions.decide('approve', row.email)} aria-label={`Approve ${row.name}`}>
                      Approve
                    </Button>
                    <Button variant="outlined" color="error" disabled={busy} onClick={() => decisions.decide('reject', row.email)} aria-label={`Reject ${row.name}`}>
                      Reject
                    </Button>
                  </>
                )}
              </Box>
            </Box>
          );
        })}
      </PanelList>
    </AdminPanel>
  );
}
