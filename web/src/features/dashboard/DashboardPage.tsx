/** /dashboard (guarded): the signed-in member's live dashboard. */
import { areaLoader } from '../../i18n/catalogs';
import { useSession } from '../../lib/useSession';
import { DashboardView } from './DashboardView';
import { linkOf } from './dashboardModel';
import { useConnect } from './useConnect';
import { useDashboardData } from './useDashboardData';

/** The dashboard's words, the bell's (member), the api's answers and the skills' and interests' labels (choices), with the page's chunk. */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/{dashboard,member,api,choices}.ts'));

export default function DashboardPage() {
  const { user, role } = useSession();
  // The guard shows this page only with a stored user; one without skills or interests is a senior.
  const email = user?.email ?? '';
  const data = useDashboardData(role ?? 'senior', email);
  const member = data.member.data;
  const connect = useConnect(email, member ? linkOf(member)?.email ?? null : null);
  const sessionName = typeof user?.name === 'string' ? user.name : null;
  return <DashboardView role={role ?? 'senior'} email={email} sessionName={sessionName} data={data} connect={connect} />;
}
