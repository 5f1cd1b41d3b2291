/**
 * What can start before React has rendered the page (the phone-class figures in
 * docs/benchmarks.md): each step otherwise waits for the one before it.
 */
import { readCodeLink } from '@gh/common/code-link';
import { getPageLang } from '../i18n/catalogs';
import { checkCodeLink, signIn } from '../lib/auth';
import { holdDocs } from '../lib/live';
import { readUser, roleOf } from '../lib/session';
import { clearCodeLinkMark } from '../features/auth/codeLinkMark';
import { loadDashboardMessages } from '../features/dashboard/dashboardMessages';
import { dashboardDocs } from '../features/dashboard/useDashboardData';

/** Long enough for the page to render and open the same listeners on a slow phone. */
const HOLD_MS = 30_000;

/** The dashboard's documents as the server has confirmed them, by the names the phone keeps them under. */
export type LiveDocs = Partial<Record<keyof ReturnType<typeof dashboardDocs>, unknown>>;

/**
 * A signed-in person opening /dashboard: Firestore and the dashboard's listeners start here,
 * before React and the chrome have rendered, instead of once the guard has; the page's chunk
 * once each listener has answered. With the phone's copy painted (opening.ts), they start once
 * the browser has shown it, so the SDKs' evaluation does not hold it back. Settles then. Once
 * the server has confirmed the person's document, and at each change after, `onLive` hears what
 * it has confirmed.
 */
export async function startDashboardEarly(onLive: (docs: LiveDocs) => void = () => {}): Promise<void> {
  const user = readUser();
  if (!user) return;
  const docs = dashboardDocs(roleOf(user) ?? 'senior', user.email);
  const names = new Map(Object.entries(docs).map(([name, path]) => [path, name as keyof LiveDocs]));
  const live: LiveDocs = {};
  const { answered } = await holdDocs(Object.values(docs), HOLD_MS, (path, data) => {
    live[names.get(path)!] = data;
    if ('member' in live) onLive({ ...live });
  });
  await answered;
  void import('../features/dashboard/DashboardPage');
}

/**
 * The code e-mail's one-tap link (/login#role=...&email=...&code=...), opened by someone not
 * signed in here: its code is checked now, before React loads (lib/auth.ts checkCodeLink), and
 * the dashboard's words load meanwhile (the login page's head has begun fetching them, and
 * what paints the dashboard: codeLinkMark.ts). Answers whether it signed the person in: the
 * check answers their dashboard, which main.tsx then paints at once (app/firstPaint.ts) and
 * the app opens instead of the login page, while the session starts (unless they are in a
 * family circle too: the login page then asks where to go). A refused code is the
 * login page's to say (it joins the same check). Someone signed in here is left to the page,
 * which leads them on without changing who is signed in.
 */
export async function startOneTapEarly(): Promise<boolean> {
  const link = readCodeLink(location.hash);
  if (!link || readUser()) return false;
  void loadDashboardMessages(getPageLang()).catch(() => {});
  try {
    const session = await checkCodeLink(link);
    // Someone in a family circle too chooses on the login page, which joins this check.
    if (session.family) return false;
    await signIn(session);
  } catch {
    return false;
  }
  // The prerendered login page's "Signing you in..." is not shown again after Sign Out.
  clearCodeLinkMark();
  return true;
}
