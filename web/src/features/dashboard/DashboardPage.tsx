/**
 * /dashboard (guarded): the signed-in member's live dashboard, once they have agreed to the
 * current privacy notice (NoticeAgainPage until then). A senior's family circle card comes last,
 * with its own chunk and query once her document is live from the server, so the first paint
 * and its reads wait for nothing of it.
 */
import { lazy, Suspense } from 'react';
import { hasCurrentConsent } from '@gh/common/consent';
import { withOwnMessages } from '../../app/lazyPage';
import { useSession } from '../../lib/useSession';
import { loadDashboardMessages } from './dashboardMessages';
import { DashboardView } from './DashboardView';
import { linkOf } from './dashboardModel';
import { useConnect } from './useConnect';
import { useDashboardData } from './useDashboardData';

/** Its words, loaded with its chunk (app/lazyPage.ts). */
export const loadMessages = loadDashboardMessages;

const NoticeAgain = lazy(() => import('./NoticeAgainPage').then(withOwnMessages));
const CircleCard = lazy(() => import('./CircleCard').then(withOwnMessages));

export default function DashboardPage() {
  const { user, role } = useSession();
  // The guard shows this page only with a stored user; one without skills or interests is a senior.
  const email = user?.email ?? '';
  const data = useDashboardData(role ?? 'senior', email);
  const member = data.member.data;
  const connect = useConnect(email, member ? (linkOf(member)?.email ?? null) : null);
  const sessionName = typeof user?.name === 'string' ? user.name : null;
  if (member && !hasCurrentConsent(member.doc.consents)) {
    return (
      <Suspense fallback={null}>
        <NoticeAgain />
      </Suspense>
    );
  }
  // Only a senior whose e-mail is proven may have a circle (as on /profile).
  const circle =
    member?.role === 'senior' && data.member.fromCache === false && member.doc.emailProven !== false ? (
      <Suspense fallback={null}>
        <CircleCard email={email} contact={member.doc.emergencycontact.emergencyContactEmail ?? ''} />
      </Suspense>
    ) : null;
  return <DashboardView role={role ?? 'senior'} email={email} sessionName={sessionName} data={data} connect={connect} last={circle} />;
}
