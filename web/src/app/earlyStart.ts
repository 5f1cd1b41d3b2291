/**
 * A signed-in person opening /dashboard: Auth restoring the session, the Firestore connection,
 * the dashboard's listeners and the page's chunk start here, while React and the chrome are
 * still loading, instead of one after another once the guard has rendered (the
 * phone-class figure in docs/benchmarks.md).
 */
import { firestoreSdk, getAuthClient } from '../lib/firebase';
import { holdDocs } from '../lib/live';
import { readUser, roleOf } from '../lib/session';
import { dashboardDocPaths } from '../features/dashboard/useDashboardData';

/** Long enough for the page to render and open the same listeners on a slow phone. */
const HOLD_MS = 30_000;

export async function startDashboardEarly(): Promise<void> {
  const user = readUser();
  if (!user) return;
  void import('../features/dashboard/DashboardPage');
  // Auth before Firestore, so Firestore listens as the person (lib/live.ts holdDocs); the
  // Firestore SDK, the largest chunk, downloads meanwhile.
  void firestoreSdk();
  await getAuthClient();
  await holdDocs(dashboardDocPaths(roleOf(user) ?? 'senior', user.email), HOLD_MS);
}
