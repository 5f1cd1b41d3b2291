/** /dashboard (guarded): the signed-in member's live dashboard. */
import { useSession } from '../../lib/useSession';
import { DashboardView } from './DashboardView';
import { useConnect } from './useConnect';
import { useDashboardData } from './useDashboardData';

export default function DashboardPage() {
  const { user, role } = useSession();
  // The guard shows this page only with a stored user; one without skills or interests is a senior.
  const email = user?.email ?? '';
  const data = useDashboardData(role ?? 'senior', email);
  const connect = useConnect(email);
  const sessionName = typeof user?.name === 'string' ? user.name : null;
  return <DashboardView role={role ?? 'senior'} sessionName={sessionName} data={data} connect={connect} />;
}
