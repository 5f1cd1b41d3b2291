/**
 * How the signed-in /dashboard starts (the phone-class figure of `npm run bench:web`):
 * its own shell names every chunk it loads, its listeners open before React's app and pages
 * have loaded, a return visit shows the person's documents from Firestore's cache, and from the
 * copy the dashboard keeps before Auth has answered, and is live before Auth has answered too
 * (Firestore listening with the kept ID token), and signing out deletes all three.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { ID_TOKEN_ENTRY, LAST_SEEN_ENTRY } from '@gh/common/constants';
import { webUrl } from '@gh/testkit/stack';
import { signInThroughPage } from '../src/identity.ts';
import { assignVisitTomorrow, dashboardOf, newCity, pairWithVisitTomorrow, phoneCopyNotice, registerSenior } from '../src/member.ts';
import { PHONE, chromiumForFile, holdRoute, signOutThroughMenu, LIVE } from '../src/visitor.ts';
import { keepShot } from '../src/shots.ts';

const chromium = chromiumForFile();
const LISTEN_PATH = '/google.firestore.v1.Firestore/Listen/';
const LOOKUP = '**/accounts:lookup*';
/**
 * How long Firestore's web SDK waits on a listen stream that does not answer before it takes
 * itself for offline and answers queries from its cache alone (its online-state timeout).
 */
const FIRESTORE_OFFLINE_AFTER_MS = 10_000;

/** A senior's dashboard, live: not the copy the sign-in code answered. */
async function seniorDashboard(): Promise<Page> {
  const page = await dashboardOf(chromium(), await registerSenior(newCity()), 'Senior Citizen');
  await notificationsShown(page);
  await phoneCopyNotice(page).waitFor({ state: 'detached', ...LIVE });
  return page;
}

/** Whose ID token this browser keeps for Firestore's start (web/src/lib/firestoreToken.ts). */
const keptTokenEmail = (page: Page) =>
  page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { email?: string } | null)?.email, ID_TOKEN_ENTRY);

/** Changes fields of the ID token this browser keeps, as a tampered or older entry would hold them. */
const changeKeptToken = (page: Page, change: { token?: string; expiresAt?: number }) =>
  page.evaluate(
    ([key, fields]) => {
      const kept = localStorage.getItem(key);
      if (kept) localStorage.setItem(key, JSON.stringify({ ...(JSON.parse(kept) as object), ...fields }));
    },
    [ID_TOKEN_ENTRY, change] as const,
  );

/**
 * Calls `onListen` at each Firestore listen request of the page's next document: the one a
 * reload starts. The page before it keeps long-polling until then, and its requests are not the
 * new start's.
 */
function onNextDocumentListen(page: Page, onListen: () => void): void {
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  page.on('request', (request) => {
    if (reloaded && request.url().includes(LISTEN_PATH)) onListen();
  });
}

/** No card still busy: every list of the dashboard has answered. */
const listsAnswered = (page: Page) => page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, LIVE);

/** The Notifications card with its content, which only the person's own document gives it. */
const notificationsShown = (page: Page) =>
  page.getByRole('region', { name: 'Notifications' }).getByText('No Notifications received').waitFor(LIVE);

describe('the signed-in dashboard starts', { timeout: 120_000 }, () => {
  it('from a shell that names every script it loads, and the Firebase config', async () => {
    const page = await seniorDashboard();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.reload({ waitUntil: 'load' });
    await notificationsShown(page);
    const html = await (await fetch(`${webUrl}/dashboard`)).text();
    // The entry script with what it imports (the HTML's modulepreload links), and the lists its
    // head script fetches (app/keptCopyMark.ts).
    const named = [
      /src="([^"]+)"/,
      /name="gh-first-paint-files" content="([^"]+)"/,
      /name="gh-listen-files" content="([^"]+)"/,
      /name="gh-app-files" content="([^"]+)"/,
    ]
      .flatMap((pattern) => pattern.exec(html)?.[1]?.split(' ') ?? [])
      .concat([...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(([, file]) => file!))
      .map((file) => (file.startsWith('/') ? file : `/${file}`));
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((path) => !named.includes(path))).toEqual([]);
    expect(html).toContain('<link rel="preload" href="/__/firebase/init.json" as="fetch" crossorigin>');
  });

  it("with its listeners open before React's app and pages have loaded", async () => {
    const page = await seniorDashboard();
    let listened = () => {};
    const listenRequested = new Promise<boolean>((resolve) => (listened = () => resolve(true)));
    onNextDocumentListen(page, () => listened());
    // The app element (styles, router, chrome, every page's lazy import) is held back until
    // the dashboard has asked Firestore for its documents, or for 15 s.
    let listenedFirst: boolean | undefined;
    await page.route('**/assets/appElement-*.js', async (route: Route) => {
      const gaveUp = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000));
      listenedFirst ??= await Promise.race([listenRequested, gaveUp]);
      await route.continue();
    });
    // A start with no copy of the dashboard on the phone (with one, the page paints it first).
    await page.evaluate((key) => localStorage.removeItem(key), LAST_SEEN_ENTRY);
    await page.reload({ waitUntil: 'commit' });
    await notificationsShown(page);
    expect(listenedFirst).toBe(true);
  });

  it("on a return visit, with the person's documents and visit lists (none yet) from Firestore's cache before the listen stream answers", async () => {
    const page = await seniorDashboard();
    // The lists live first: Firestore stores a query's resume token with the snapshot that
    // brings it, and the reload could otherwise come before that. Without the phone's copy (the
    // one the sign-in code answered shows them at once), they answer only from Firestore.
    await page.evaluate((key) => localStorage.removeItem(key), LAST_SEEN_ENTRY);
    await page.reload({ waitUntil: 'commit' });
    await notificationsShown(page);
    await listsAnswered(page);
    // Held, not refused: Firestore then takes itself for offline only FIRESTORE_OFFLINE_AFTER_MS
    // after its listen stream opened, and would show an empty list from its cache then even
    // without a resume token.
    let listenOpened: number | undefined;
    await page.route(`**${LISTEN_PATH}**`, () => {
      listenOpened ??= Date.now();
    });
    // Firestore's cache alone: not the copy the dashboard keeps for showing before Auth.
    await page.evaluate((key) => localStorage.removeItem(key), LAST_SEEN_ENTRY);
    await page.reload({ waitUntil: 'commit' });
    await notificationsShown(page);
    // An empty list shows from the cache at once only with the resume token the server gave its
    // query (the Firestore emulator gives one, as Firestore does): well before Firestore could
    // have given up on the held stream, if it had opened one yet.
    await listsAnswered(page);
    expect(Date.now() - (listenOpened ?? Date.now())).toBeLessThan(FIRESTORE_OFFLINE_AFTER_MS);
  });

  it("on a return visit, with the person's own data from this phone at once and live before Firebase Auth has answered, and none of it for the next person", async () => {
    const { senior } = await pairWithVisitTomorrow('Tea in the garden');
    const page = await dashboardOf(chromium(), senior, 'Senior Citizen', PHONE);
    const upcoming = page.getByRole('region', { name: 'Upcoming Visits' });
    await upcoming.getByText('Tea in the garden').waitFor(LIVE);
    // Kept once Auth has the session, which may come after the phone's copy shows.
    await expect.poll(() => keptTokenEmail(page), LIVE).toBe(senior.email);

    // Auth's check of the stored user (a round trip on every start) is held throughout; the
    // listen stream until the copy shows.
    const lookup = await holdRoute(page.context(), LOOKUP);
    const listen = await holdRoute(page.context(), `**${LISTEN_PATH}**`);
    await page.reload({ waitUntil: 'commit' });
    await upcoming.getByText('Tea in the garden').waitFor(LIVE);
    const copyNotice = phoneCopyNotice(page);
    await copyNotice.waitFor(LIVE);
    expect(await page.getByText('Loading...').count()).toBe(0);
    await keepShot(page, 'dashboard-phone-copy-390', { fullPage: true });
    // Firestore listens with the ID token Auth last gave this phone: live while Auth's check waits.
    listen.release();
    await copyNotice.waitFor({ state: 'detached', ...LIVE });
    expect(lookup.count()).toBe(1);
    expect(await upcoming.getByText('Tea in the garden').isVisible()).toBe(true);
    lookup.release();
    await page.context().unroute(LOOKUP);

    // Sign Out forgets the copy and the token; the next person on this phone starts with nothing of hers.
    await signOutThroughMenu(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), LAST_SEEN_ENTRY)).toBeNull();
    expect(await keptTokenEmail(page)).toBeUndefined();
    const next = await registerSenior(newCity(), 'Meera Kulkarni');
    await signInThroughPage(page, next.email, 'Senior Citizen');
    await notificationsShown(page);
    expect(await page.getByText('Tea in the garden').count()).toBe(0);
    await expect
      .poll(
        () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.email as string | undefined, LAST_SEEN_ENTRY),
        LIVE,
      )
      .toBe(next.email);
    // Kept once Auth has read the new token's claims, which may come after the copy.
    await expect.poll(() => keptTokenEmail(page), LIVE).toBe(next.email);
  });

  it('on a return visit whose kept ID token is about to end, live only once Auth has answered', async () => {
    const page = await seniorDashboard();
    await listsAnswered(page);
    // A minute left: Firestore could be refused before the listen stream answers, so Auth's token it is.
    await changeKeptToken(page, { expiresAt: Date.now() + 60_000 });
    const lookup = await holdRoute(page.context(), LOOKUP);
    let listened = false;
    onNextDocumentListen(page, () => (listened = true));
    await page.reload({ waitUntil: 'commit' });
    await expect.poll(() => lookup.count(), LIVE).toBe(1);
    const copyNotice = phoneCopyNotice(page);
    await copyNotice.waitFor(LIVE);
    // Auth's check takes its time (3 s here, held): Firestore waits for it throughout, where
    // with a kept token it listens at once (the return visit above).
    await page.waitForTimeout(3_000);
    expect(listened).toBe(false);
    lookup.release();
    await copyNotice.waitFor({ state: 'detached', ...LIVE });
    await page.context().unroute(LOOKUP);
  });

  it('on a return visit whose kept ID token Firestore refuses, live once Auth has answered', async () => {
    const pair = await pairWithVisitTomorrow('Tea in the garden');
    const page = await dashboardOf(chromium(), pair.senior, 'Senior Citizen');
    const upcoming = page.getByRole('region', { name: 'Upcoming Visits' });
    await upcoming.getByText('Tea in the garden').waitFor(LIVE);
    // A token Firestore cannot accept, as the phone's own: Firestore asks Auth for a fresh one.
    // The page keeps Auth's token a moment after it shows the visits (from the sign-in's copy).
    await expect.poll(() => keptTokenEmail(page), LIVE).toBe(pair.senior.email);
    await changeKeptToken(page, { token: 'not-a-token' });
    expect(await page.evaluate((key) => localStorage.getItem(key)?.includes('not-a-token'), ID_TOKEN_ENTRY)).toBe(true);
    await page.reload({ waitUntil: 'commit' });
    await upcoming.getByText('Tea in the garden').waitFor(LIVE);
    // Live: a visit assigned now arrives.
    await assignVisitTomorrow(pair, 'Reading the paper', '15:00', '16:00');
    await upcoming.getByText('Reading the paper').waitFor(LIVE);
    expect(await page.evaluate((key) => localStorage.getItem(key)?.includes('not-a-token'), ID_TOKEN_ENTRY)).toBe(false);
  });

  it("and signing out deletes Firestore's cache", async () => {
    const page = await seniorDashboard();
    const firestoreDatabases = () =>
      page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name).filter((name) => name?.startsWith('firestore/')));
    expect(await firestoreDatabases()).not.toEqual([]);
    await signOutThroughMenu(page);
    await expect.poll(firestoreDatabases, LIVE).toEqual([]);
  });
});
