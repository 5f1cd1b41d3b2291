/**
 * The admin dashboard (spec section 2, /admin with a key stored), live: each panel is its own
 * Firestore listener, newest first and 20 at a time, so a new application, a
 * decision, a request or an assignment shows without a reload and without polling, however
 * many people there are. A search box above them finds anyone by name or e-mail.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/I18n';
import { useAdminSignOut } from '../../lib/useAdminSignOut';
import { AdminNotice, type Notice } from './shared/AdminNotice';
import { ActivityPanel } from './panels/ActivityPanel';
import { AdminSearch } from './people/AdminSearch';
import { AnalyticsPanel } from './panels/AnalyticsPanel';
import { ApplicationsPanel } from './applications/ApplicationsPanel';
import { AssignedPanel } from './pairs/AssignedPanel';
import { ExportPanel } from './panels/ExportPanel';
import { GrievancesPanel } from './grievances/GrievancesPanel';
import { NameOfficer } from './grievances/NameOfficer';
import { ConcernsPanel } from './panels/ConcernsPanel';
import { OpenConcernsPanel } from './panels/OpenConcernsPanel';
import { RequestedPanel } from './pairs/RequestedPanel';
import { StaffPanel } from './staff/StaffPanel';
import { UpcomingVisitsPanel } from './visits/UpcomingVisitsPanel';
import type { AdminSessionState } from './access/useAdminSession';
import { usePendingDecisions } from './applications/useDecision';
import { useErrorText } from './shared/errorText';

function Status({ children }: { children: string }) {
  return (
    <Box role="status" sx={{ py: 4, fontSize: '1.1875rem' }}>
      {children}
    </Box>
  );
}

/** `session`: the key's session or an owner's (useAdminSession). */
export function AdminDashboard({ session }: { session: AdminSessionState }) {
  const t = useT();
  const errorText = useErrorText();
  const [notice, setNotice] = useState<Notice | null>(null);
  // Due decisions are mailed once the session is known: a call before it would go without one.
  const decisions = usePendingDecisions(setNotice, session.status === 'ready');
  const { signOut, signingOut } = useAdminSignOut();

  let body;
  if (session.status === 'failed') {
    body = (
      <Alert severity="error" sx={{ fontSize: '1.125rem' }}>
        {t('admin.loadFailed', { problem: errorText(session.error) })}
      </Alert>
    );
  } else if (session.status === 'starting') {
    body = <Status>{t('admin.loading')}</Status>;
  } else {
    body = (
      <>
        <Box sx={{ mb: 3, display: 'grid', gap: 3 }}>
          <OpenConcernsPanel notify={setNotice} />
          <GrievancesPanel notify={setNotice} />
        </Box>
        <AdminSearch />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ gridColumn: '1 / -1' }}>
            <AnalyticsPanel />
          </Box>
          <ApplicationsPanel panel="pending" title={t('admin.pendingTitle')} empty={t('admin.pendingEmpty')} decisions={decisions} />
          <RequestedPanel notify={setNotice} />
          <AssignedPanel notify={setNotice} />
          <UpcomingVisitsPanel notify={setNotice} />
          <ConcernsPanel />
          <ApplicationsPanel panel="accepted" title={t('admin.acceptedTitle')} empty={t('admin.acceptedEmpty')} />
          <ApplicationsPanel panel="rejected" title={t('admin.rejectedTitle')} empty={t('admin.rejectedEmpty')} />
          <ExportPanel />
          <ActivityPanel />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <StaffPanel notify={setNotice} you={session.identity.kind === 'staff' ? session.identity.email : null} />
          </Box>
          <NameOfficer notify={setNotice} />
        </Box>
      </>
    );
  }

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mt: 1, mb: 4 }}>
        <Typography sx={{ color: 'text.secondary', maxWidth: '36em' }}>{t('admin.intro')}</Typography>
        <Button variant="outlined" size="large" onClick={signOut} disabled={signingOut}>
          {t('admin.signOut')}
        </Button>
      </Box>
      <AdminNotice notice={notice} onClose={() => setNotice(null)} />
      {body}
    </>
  );
}
