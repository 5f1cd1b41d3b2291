/**
 * A coordinator's or viewer's page at /admin: who they are signed in as, their role and cities,
 * and Sign Out; a coordinator's open concerns and upcoming visits of their cities, handled, moved
 * and cancelled as on the owners' dashboard, the pairs of their cities (Requested and Assigned,
 * by the volunteer's district) with Assign a visit and Unlink, and their applications (Pending, Accepted,
 * Rejected), with View Profile and, on Pending, Approve and Reject with their Undo; a viewer's
 * lists of the people and applications of their cities, by name alone (CityListPanel); then the
 * figures of their cities; the
 * grievance officer's open grievances below, to answer. Their session is followed like an owner's (useAdminSession): removed or
 * changed, the page goes back to the sign-in within seconds.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CITY_LISTS, type StaffAccess } from '@gh/common/staff';
import { surfaceSx } from '../../../components/surface';
import { useT } from '../../../i18n/I18n';
import { useAdminSignOut } from '../../../lib/useAdminSignOut';
import { COORDINATOR_PANELS } from '../adminData';
import { ApplicationsPanel } from '../applications/ApplicationsPanel';
import { usePendingDecisions } from '../applications/useDecision';
import { GrievancesPanel } from '../grievances/GrievancesPanel';
import { OpenConcernsPanel } from '../panels/OpenConcernsPanel';
import { AssignedPanel } from '../pairs/AssignedPanel';
import { RequestedPanel } from '../pairs/RequestedPanel';
import { UpcomingVisitsPanel } from '../visits/UpcomingVisitsPanel';
import { AdminNotice, type Notice } from '../shared/AdminNotice';
import { cityNames, useDistricts } from '../staff/districts';
import { CityFigures } from './CityFigures';
import { CityListPanel } from './CityListPanel';

export function StaffWelcome({ staff }: { staff: StaffAccess & { email: string } }) {
  const t = useT();
  const { signOut, signingOut } = useAdminSignOut();
  const districts = useDistricts();
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <>
      <Box sx={{ ...surfaceSx, height: 'auto', mt: 3, maxWidth: '40em', display: 'grid', gap: 2 }}>
        <Typography sx={{ fontSize: '1.1875rem', overflowWrap: 'anywhere' }}>{t('staff.signedInAs', { email: staff.email })}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
          <li>{t('staff.yourRole', { role: t('staff.role', { role: staff.role }) })}</li>
          <li>{t('staff.yourCities', { cities: cityNames(staff.cities, districts) })}</li>
        </Box>
        <Typography>{t(staff.role === 'coordinator' ? 'staff.coordinatorLists' : 'staff.viewerLists')}</Typography>
        <Box>
          <Button variant="outlined" size="large" onClick={signOut} disabled={signingOut}>
            {t('admin.signOut')}
          </Button>
        </Box>
      </Box>
      {/* Before the panels, as on the owners' dashboard: from the applicant focused after a decision, Shift+Tab reaches Undo. */}
      <AdminNotice notice={notice} onClose={() => setNotice(null)} />
      {staff.role === 'coordinator' && (
        <>
          <Box sx={{ mt: 3, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
            {/* COORDINATOR_CARE_PANELS, as the rules are proved for them. */}
            <OpenConcernsPanel notify={setNotice} cities={staff.cities} />
            <UpcomingVisitsPanel notify={setNotice} cities={staff.cities} />
            <RequestedPanel notify={setNotice} cities={staff.cities} />
            <AssignedPanel notify={setNotice} cities={staff.cities} />
          </Box>
          <CityApplications cities={staff.cities} notify={setNotice} />
        </>
      )}
      {staff.role === 'viewer' && (
        <Box sx={{ mt: 3, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' } }}>
          {CITY_LISTS.map((list) => (
            <CityListPanel key={list} list={list} />
          ))}
        </Box>
      )}
      <Box sx={{ mt: 3 }}>
        <CityFigures cities={staff.cities} />
      </Box>
      <Box sx={{ mt: 3 }}>
        <GrievancesPanel notify={setNotice} officerOnly />
      </Box>
    </>
  );
}

/**
 * A coordinator's Pending, Accepted and Rejected applications, each only of their cities
 * (firestore.rules allow no other), decided as on the owners' dashboard; the server's sweep mails
 * the decisions (the call that asks for it is the owners').
 */
function CityApplications({ cities, notify }: { cities: readonly string[]; notify: (notice: Notice) => void }) {
  const t = useT();
  const decisions = usePendingDecisions(notify, false);
  return (
    <Box sx={{ mt: 3, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' } }}>
      {COORDINATOR_PANELS.map((panel) => (
        <ApplicationsPanel
          key={panel}
          panel={panel}
          cities={cities}
          decisions={panel === 'pending' ? decisions : undefined}
          title={t(`admin.${panel}Title`)}
          empty={t(`admin.${panel}Empty`)}
        />
      ))}
    </Box>
  );
}
