/**
 * The admin dashboard (spec section 2, /admin with a key stored), live: each panel is its own
 * Firestore listener, newest first and 20 at a time (issue 13), so a new application, a
 * decision, a request or an assignment shows without a reload and without polling, however
 * many people there are. A search box above them finds anyone by name or e-mail.
 */
import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAdminSignOut } from '../../lib/useAdminSignOut';
import { AdminNotice, type Notice } from './AdminNotice';
import { ActivityPanel } from './ActivityPanel';
import { AdminSearch } from './AdminSearch';
import { AnalyticsPanel } from './AnalyticsPanel';
import { ApplicationsPanel } from './ApplicationsPanel';
import { AssignedPanel } from './AssignedPanel';
import { ExportPanel } from './ExportPanel';
import { ConcernsPanel } from './ConcernsPanel';
import { RequestedPanel } from './RequestedPanel';
import { UpcomingVisitsPanel } from './UpcomingVisitsPanel';
import { useAdminSession } from './useAdminSession';
import { useDecision } from './useDecision';

function Status({ children }: { children: string }) {
  return (
    <Box role="status" sx={{ py: 4, fontSize: '1.1875rem' }}>
      {children}
    </Box>
  );
}

export function AdminDashboard({ onKeyRefused }: { onKeyRefused: (message: string) => void }) {
  const session = useAdminSession(onKeyRefused);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The applicant whose decision was undone, to receive focus once listed as pending again.
  const [restored, setRestored] = useState<string | null>(null);
  const decisions = { ...useDecision(setNotice, setRestored), focusOn: restored, onFocused: useCallback(() => setRestored(null), []) };
  const { signOut, signingOut } = useAdminSignOut();

  let body;
  if (session.status === 'failed') {
    body = <Alert severity="error" sx={{ fontSize: '1.125rem' }}>We could not load the admin data: {session.message} Please reload the page.</Alert>;
  } else if (session.status === 'starting') {
    body = <Status>Loading...</Status>;
  } else {
    body = (
      <>
        <AdminSearch />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <AnalyticsPanel />
          </Box>
          <ApplicationsPanel panel="pending" title="Pending Volunteer Applications" empty="No pending applications." decisions={decisions} />
          <RequestedPanel notify={setNotice} />
          <AssignedPanel notify={setNotice} />
          <UpcomingVisitsPanel notify={setNotice} />
          <ConcernsPanel />
          <ApplicationsPanel panel="accepted" title="Accepted Volunteer Applications" empty="No Accepted applications." />
          <ApplicationsPanel panel="rejected" title="Rejected Volunteer Applications" empty="No Rejected applications." />
          <ExportPanel />
          <ActivityPanel />
        </Box>
      </>
    );
  }

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mt: 1, mb: 4 }}>
        <Typography sx={{ color: 'text.secondary', maxWidth: '36em' }}>
          Review volunteer applications, see who asked to visit a senior, and assign visits. Everything here updates by itself.
        </Typography>
        <Button variant="outlined" size="large" onClick={signOut} disabled={signingOut}>
          Sign Out
        </Button>
      </Box>
      <AdminNotice notice={notice} onClose={() => setNotice(null)} />
      {body}
    </>
  );
}
