/**
 * /admin (spec section 2): the Admin Access form and "Sign in as staff" with no session stored,
 * and with one the live dashboard (the key's session or an owner's), or a coordinator's or
 * viewer's own page. (The guard has already sent a signed-in member to /dashboard.)
 */
import { useCallback, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { StaffLink } from '@gh/common/code-link';
import { AgreeAgain } from '../../components/AgreeAgain';
import { PageIntro } from '../../components/PageIntro';
import { areaLoader } from '../../i18n/catalogs';
import { useLang, useT } from '../../i18n/I18n';
import { agreeToStaffNotice } from '../../lib/adminAuth';
import { useHydrated } from '../../lib/useHydrated';
import { useSession } from '../../lib/useSession';
import { AdminAccess } from './access/AdminAccess';
import { StaffLinkReader, StaffSignIn } from './access/StaffSignIn';
import { StaffWelcome } from './access/StaffWelcome';
import { STAFF_NOTICE_LINES } from './access/staffNotice';
import { useAdminSession } from './access/useAdminSession';
import { AdminDashboard } from './AdminDashboard';

/**
 * The admin area's words, its visit panels', staff's, the api's answers, the fields area's (what an input needs), the
 * options' labels (choices) and the sign-in's (the code field).
 */
export const loadMessages = areaLoader(
  import.meta.glob('../../i18n/messages/*/{admin,adminVisits,staff,api,fields,choices,signin,consent}.ts'),
);

export default function AdminPage() {
  const { adminKey } = useSession();
  // Why a stored session was dropped (the server refused it, or the member's access changed), for the forms to say.
  const [refused, setRefused] = useState<Error | null>(null);
  const onKeyRefused = useCallback((why: Error) => setRefused(why), []);
  return adminKey ? <SignedIn onKeyRefused={onKeyRefused} /> : <SignInForms refused={refused} />;
}

function SignInForms({ refused }: { refused: Error | null }) {
  const t = useT();
  const live = useHydrated();
  // Each link that arrives starts the staff form afresh from it.
  const [arrived, setArrived] = useState<{ link: StaffLink; count: number } | null>(null);
  const link = arrived?.link ?? null;
  const onArrive = useCallback((next: StaffLink) => setArrived((last) => ({ link: next, count: (last?.count ?? 0) + 1 })), []);
  const staffHeading = useId();
  const staff = (
    <Box component="section" aria-labelledby={staffHeading} key="staff">
      <StaffSignIn key={arrived ? arrived.count : 'typed'} link={link} headingId={staffHeading} />
    </Box>
  );
  const key = <AdminAccess key="key" refused={refused} />;
  return (
    <PageIntro title={t('admin.accessTitle')} lead={t('admin.accessLead')}>
      {live && <StaffLinkReader onArrive={onArrive} />}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 8,
          alignItems: 'start',
          '& > section': { mt: 4 },
          // The second form, under the first on a phone, set apart by a hairline.
          '& > * + *': { borderTop: { xs: 1, md: 0 }, borderColor: 'divider', pt: { xs: 4, md: 0 } },
        }}
      >
        {/* An invitation's link leads with the staff form. */}
        {link?.kind === 'invite' ? [staff, key] : [key, staff]}
      </Box>
    </PageIntro>
  );
}

/**
 * A staff link opened while signed in here is for another sign-in: it is taken out of the
 * address bar all the same (its token stays in no history entry), and the page says what to do.
 */
function LinkWhileSignedIn() {
  const t = useT();
  const live = useHydrated();
  const [arrived, setArrived] = useState(false);
  const onArrive = useCallback(() => setArrived(true), []);
  return (
    <>
      {live && <StaffLinkReader onArrive={onArrive} />}
      {arrived && (
        <Alert severity="info" role="status" onClose={() => setArrived(false)} sx={{ mt: 3, fontSize: '1.125rem' }}>
          {t('staff.linkWhileSignedIn')}
        </Alert>
      )}
    </>
  );
}

function SignedIn({ onKeyRefused }: { onKeyRefused: (why: Error) => void }) {
  const t = useT();
  const lang = useLang();
  const session = useAdminSession(onKeyRefused);
  const identity = session.status === 'ready' ? session.identity : null;
  // A member of staff who has not agreed to the current staff notice reads it before the area.
  if (identity?.kind === 'staff' && session.status === 'ready' && session.noticeAsked) {
    return (
      <PageIntro title={t('consent.again.title')} lead={t('consent.again.lead')}>
        <AgreeAgain title={t('staff.noticeTitle')} lines={STAFF_NOTICE_LINES} agree={() => agreeToStaffNotice(lang)} />
      </PageIntro>
    );
  }
  if (identity?.kind === 'staff' && identity.role !== 'owner') {
    return (
      <PageIntro title={t('staff.welcomeTitle')}>
        <LinkWhileSignedIn />
        <StaffWelcome staff={identity} />
      </PageIntro>
    );
  }
  // Until the session says whose it is, the area's name: a coordinator never reads the owners' title.
  return (
    <PageIntro title={session.status === 'starting' ? t('admin.accessTitle') : t('admin.dashboardTitle')}>
      <LinkWhileSignedIn />
      <AdminDashboard session={session} />
    </PageIntro>
  );
}
