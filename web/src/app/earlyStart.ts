/**
 * What can start before React has rendered the page (the phone-class figures in
 * docs/benchmarks.md): each step otherwise waits for the one before it.
 */
import { readCodeLink } from '@gh/common/code-link';
import { signInByLink } from '../lib/auth';
import { firestoreSdk, getAuthClient } from '../lib/firebase';
import { hasLastSeen } from '../lib/lastSeen';
import { holdDocs } from '../lib/live';
import { readUser, roleOf } from '../lib/session';
import { dashboardDocPaths } from '../features/dashboard/useDashboardData';

/** Long enough for the page to render and open the same listeners on a slow phone. */
const HOLD_MS = 30_000;

/** What a browser does between frames: here, let the page paint before Firebase's SDKs load. */
const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * A signed-in person opening /dashboard: the page's chunk, Firestore and the dashboard's
 * listeners start here, while React and the chrome are still loading, instead of one after
 * another once the guard has rendered. With the phone's copy to show (lib/lastSeen.ts), they
 * wait for the first paint, so the SDKs' evaluation does not hold the copy back.
 */
export async function startDashboardEarly(): Promise<void> {
  const user = readUser();
  if (!user) return;
  void import('../features/dashboard/DashboardPage');
  if (hasLastSeen()) await afterNextPaint();
  await holdDocs(dashboardDocPaths(roleOf(user) ?? 'senior', user.email), HOLD_MS);
}

/**
 * The code e-mail's one-tap link (/login#role=...&email=...&code=...), opened by someone not
 * signed in here: its code is checked and the session started now, while React and the login
 * page load (the page joins it: lib/auth.ts signInByLink); the Firestore SDK and the
 * dashboard's chunk, where the person lands next, download meanwhile, and the dashboard's
 * listeners start as soon as the session has. Someone signed in is left
 * to the page, which leads them on without changing who is signed in.
 */
export async function startOneTapEarly(): Promise<void> {
  const link = readCodeLink(location.hash);
  if (!link || readUser()) return;
  // Auth's SDK beside the code's check, which it follows.
  void getAuthClient();
  void firestoreSdk();
  void import('../features/dashboard/DashboardPage');
  const signedIn = await signInByLink(link).then(
    () => true,
    // A refused code is the page's to say when it joins.
    () => false,
  );
  if (signedIn) await holdDocs(dashboardDocPaths(link.role, link.email), HOLD_MS);
}
