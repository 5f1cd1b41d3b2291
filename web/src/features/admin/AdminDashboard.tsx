/**
 * The admin dashboard (spec section 2, /admin with a key stored), live: two Firestore
 * listeners (applications, volunteers) feed every panel, so a new application, a decision, a
 * request or an assignment shows without a reload and without polling.
 */
import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { COLLECTIONS } from '@gh/common/constants';
import type { ApplicationDoc, VolunteerDoc } from '@gh/common/documents';
import { PAGES } from '@gh/common/routes';
import { signOutAdmin } from '../../lib/adminAuth';
import { useLiveCollection } from '../../lib/live';
import { AdminNotice, type Notice } from './AdminNotice';
import { ActivityPanel } from './ActivityPanel';
import { AnalyticsPanel } from './AnalyticsPanel';
import { ApplicationsPanel } from './ApplicationsPanel';
import { AssignedPanel } from './AssignedPanel';
import { ExportPanel } from './ExportPanel';
import { RequestedPanel } from './RequestedPanel';
import { adminView } from './adminData';
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
  const navigate = useNavigate();
  const session = useAdminSession(onKeyRefused);
  const ready = session.status === 'ready';
  const applications = useLiveCollection<ApplicationDoc>(ready ? COLLECTIONS.applications : null);
  const volunteers = useLiveCollection<VolunteerDoc>(ready ? COLLECTIONS.volunteers : null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The applicant whose decision was undone, to receive focus once listed as pending again.
  const [restored, setRestored] = useState<string | null>(null);
  const decisions = { ...useDecision(setNotice, setRestored), focusOn: restored, onFocused: useCallback(() => setRestored(null), []) };
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    await signOutAdmin();
    navigate(PAGES.home, { replace: true });
  }

  const failure = session.status === 'failed' ? session.message : (applications.error ?? volunteers.error)?.message;
  let body;
  if (failure) {
    body = <Alert severity="error" sx={{ fontSize: '1.125rem' }}>We could not load the admin data: {failure} Please reload the page.</Alert>;
  } else if (!applications.data || !volunteers.data) {
    body = <Status>Loading...</Status>;
  } else {
    const view = adminView(applications.data, volunteers.data);
    body = (
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <AnalyticsPanel />
        </Box>
        <ApplicationsPanel title="Pending Volunteer Applications" empty="No pending applications." rows={view.pending} decisions={decisions} />
        <RequestedPanel volunteers={view.requested} notify={setNotice} />
        <AssignedPanel volunteers={view.assigned} />
        <ApplicationsPanel title="Accepted Volunteer Applications" empty="No Accepted applications." rows={view.accepted} />
        <ApplicationsPanel title="Rejected Volunteer Applications" empty="No Rejected applications." rows={view.rejected} />
        <ExportPanel />
        <ActivityPanel />
      </Box>
    );
  }

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mt: 1, mb: 4 }}>
        <Typography sx={{ color: 'text.secondary', maxWidth: '36em' }}>
          Review volunteer applications, see who asked to visit a senior, and assign visits. Everything here updates by itself.
        </Typography>
        <Button variant="outlined" size="large" onClick={() => void signOut()} disabled={signingOut}>
          Sign Out
        </Button>
      </Box>
      <AdminNotice notice={notice} onClose={() => setNotice(null)} />
      {body}
    </>
  );
}
