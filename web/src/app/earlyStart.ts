/**
 * What can start before React has rendered the page (the phone-class figures in
 * docs/benchmarks.md): each step otherwise waits for the one before it.
 */
import { readCodeLink } from '@gh/common/code-link';
import { getPageLang } from '../i18n/catalogs';
import { signInByLink } from '../lib/auth';
import { hasLastSeen } from '../lib/lastSeen';
import { holdDocs } from '../lib/live';
import { readUser, roleOf } from '../lib/session';
import { clearCodeLinkMark } from '../features/auth/codeLinkMark';
import { loadDashboardMessages } from '../features/dashboard/dashboardMessages';
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
 * signed in here: its code is checked now, while React loads (lib/auth.ts signInByLink), and
 * the dashboard's chunk and words load meanwhile (the login page's head has begun fetching
 * them: codeLinkMark.ts). Answers whether it signed the person in: the check answers their
 * dashboard, so the app's start opens /dashboard instead of the login page (main.tsx), which
 * shows it while the session starts, and opens its listeners as it renders. A refused code is
 * the login page's to say (it joins the same check). Someone signed in here is left to the
 * page, which leads them on without changing who is signed in.
 */
export async function startOneTapEarly(): Promise<boolean> {
  const link = readCodeLink(location.hash);
  if (!link || readUser()) return false;
  // What the dashboard shows first, with the words of each, as the page will ask for them.
  void loadDashboardMessages(getPageLang()).catch(() => {});
  void import('../features/dashboard/DashboardPage');
  const signedIn = await signInByLink(link).then(
    () => true,
    () => false,
  );
  // The prerendered login page's "Signing you in..." is not shown again after Sign Out.
  if (signedIn) clearCodeLinkMark();
  return signedIn;
}
