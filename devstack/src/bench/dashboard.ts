/**
 * The signed-in dashboard at the phone-class profile: DevTools' "Slow 4G" network
 * (562.5 ms latency, 1.47 Mbps down, 675 kbps up, Lighthouse's mobile throttling as DevTools
 * applies it) and a CPU slowed 4x. Measures, on the running local stack, the time from
 * navigation to live data on /dashboard (the heading shown and no card still busy or holding a
 * '…' placeholder) and the bytes received until then, with an empty HTTP cache (still signed
 * in: the session lives in IndexedDB and the cookie; no service worker, no Cache Storage) and
 * with a warm one (the worker serving the app). Each run also times the person's data shown
 * from the phone's copy, before it is live. Several runs each,
 * reported with their median, as a shared machine makes single runs noisy. Firestore keeps the
 * person's documents in IndexedDB too (web/src/lib/firebase.ts), which an empty HTTP cache
 * leaves in place, as a browser that evicted its HTTP cache does: the cards then show those
 * documents before the listen stream answers. So the empty-cache runs come in two kinds, with
 * Firestore's cache and without ('cold': nothing cached but the session).
 *
 * The page comes from a web server of the bench's own over HTTPS with HTTP/2 and Brotli, as
 * Hosting serves it (web-server.ts), in front of the stack's api and emulators: the stack's
 * HTTP/1.1 server would make the scripts queue for its six connections, which Hosting never does.
 */
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { LOCALHOST, emulatorOrigins, functionsBaseUrl, ports, webAppInit } from '../stack/config.ts';
import { deleteFirestoreCache, launchChromium } from '../stack/browser.ts';
import { repoRoot } from '../stack/firebase-emulators.ts';
import { Mailbox } from '../stack/mailbox.ts';
import { startWebServer } from '../stack/web-server.ts';

/** The person's data shown (from the phone's copy or live) on a return visit, and live data on any. */
export const DASHBOARD_TARGETS_MS = { shownWarm: 1000, live: 2500 } as const;

const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1000) / 8,
  uploadThroughput: (675 * 1000) / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE_VIEWPORT = { width: 390, height: 844 };

export interface DashboardRun {
  /** The person's data on every card, from the phone's copy or live. */
  shownMs: number;
  /** Live: the server has confirmed it (the dashboard no longer says it shows the phone's copy). */
  ms: number;
  bytes: number;
}

export interface DashboardFigures {
  cold: DashboardRun[];
  empty: DashboardRun[];
  warm: DashboardRun[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A senior of the bench's own, registered through the api as the page would. */
function seniorForm(email: string) {
  return {
    name: 'Bench Senior', email, phone: '+91 20 2612 3456', dob: '1942-09-30', address: '4 Shanti Niwas, Model Colony',
    city: `Benchpur ${Date.now().toString(36)}`, state: 'Maharashtra', zipcode: '411004',
    emergencycontact: { emergencyContactName: 'Anil Rao', emergencyContactPhone: '+91 98220 33333', emergencyContactRelation: 'Son' },
    specialneeds: 'None.', interests: ['Reading', 'Music'], services: ['Companionship'],
  };
}

const codeIn = (text: string | undefined) => /^ {4}(\d{6})$/m.exec(text ?? '')?.[1];

async function post(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
}

/**
 * Registers a senior through the stack's api and signs them in through `webUrl`'s /login
 * (unthrottled): the page then holds the session.
 */
async function signedInSenior(page: Page, webUrl: string, apiUrl: string, mailbox: Mailbox): Promise<void> {
  const email = `bench-${Date.now().toString(36)}@example.com`;
  await post(`${apiUrl}/register/senior`, seniorForm(email));
  const registered = codeIn((await mailbox.waitFor(email, /./, 30_000)).text);
  await post(`${apiUrl}/otp-verify/senior`, { email, otp: registered });
  const before = (await mailbox.to(email)).length;
  await page.goto(`${webUrl}/login`);
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByRole('radio', { name: 'Senior Citizen' }).check();
  await page.getByRole('button', { name: 'Request Code' }).click();
  const deadline = Date.now() + 30_000;
  let code: string | undefined;
  while (!code && Date.now() < deadline) {
    code = codeIn((await mailbox.to(email))[before]?.text);
    if (!code) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!code) throw new Error(`no sign-in code reached ${email}`);
  await page.getByRole('textbox', { name: /one-time code/i }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${webUrl}/dashboard`);
}

/**
 * Live data: the heading, and no card busy or showing a '…' placeholder. Passed to the page as
 * a function (Playwright evaluates it without eval, which the app's CSP forbids); it returns
 * the moment since navigation, so polling adds nothing to the figure.
 */
const dataShownAt = (live: boolean) => {
  const main = document.querySelector('main');
  const h1 = main?.querySelector('h1');
  if (!main || !h1?.textContent?.startsWith('Welcome back')) return 0;
  if (main.querySelector('[aria-busy="true"]') || main.textContent?.includes('…')) return 0;
  const phoneCopy = Array.from(main.querySelectorAll('[role="status"]')).some((status) => status.textContent?.startsWith('Shown as this phone'));
  return live && phoneCopy ? 0 : performance.now();
};

async function measure(page: Page, cdp: CDPSession, url: string): Promise<DashboardRun> {
  let bytes = 0;
  const count = ({ encodedDataLength }: { encodedDataLength: number }) => (bytes += encodedDataLength);
  cdp.on('Network.loadingFinished', count);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const at = async (live: boolean) => Math.round((await (await page.waitForFunction(dataShownAt, live, { polling: 50, timeout: 120_000 })).jsonValue()) as number);
    const shownMs = await at(false);
    return { shownMs, ms: await at(true), bytes };
  } finally {
    cdp.off('Network.loadingFinished', count);
  }
}

export async function benchDashboard(runs: number): Promise<DashboardFigures> {
  const p = ports();
  const web = await startWebServer({
    host: LOCALHOST,
    port: 0,
    root: join(repoRoot, 'web', 'dist'),
    functionsUrl: functionsBaseUrl(p),
    initJson: webAppInit(p),
    connectSources: emulatorOrigins(p),
    http2: true,
  });
  const webUrl = web.url;
  // The certificate is self-signed: a context's ignoreHTTPSErrors does not reach the service
  // worker's own fetches, so the browser ignores certificate errors altogether.
  const browser = await launchChromium(['--ignore-certificate-errors']);
  try {
    // The server's certificate is self-signed. The app's service worker runs, as on a phone.
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT, ignoreHTTPSErrors: true, serviceWorkers: 'allow' });
    await signedInSenior(page, webUrl, `http://${LOCALHOST}:${p.web}/api`, new Mailbox(`http://${LOCALHOST}:${p.mailWeb}`));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const url = `${webUrl}/dashboard`;
    const figures: DashboardFigures = { cold: [], empty: [], warm: [] };
    // Everything a browser keeps for the site but the session and, unless `firestore`, Firestore's cache.
    const forget = async (firestore: boolean) => {
      if (firestore) await deleteFirestoreCache(page, webUrl);
      await page.evaluate(async () => Promise.all((await navigator.serviceWorker.getRegistrations()).map((worker) => worker.unregister())));
      await cdp.send('Storage.clearDataForOrigin', { origin: webUrl, storageTypes: 'cache_storage' });
      await cdp.send('Network.clearBrowserCache');
    };
    for (let run = 0; run < runs; run++) {
      await forget(true);
      figures.cold.push(await measure(page, cdp, url));
      await forget(false);
      figures.empty.push(await measure(page, cdp, url));
      // A return visit: the worker the run above installed has precached the app.
      await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated', undefined, { polling: 500, timeout: 120_000 });
      figures.warm.push(await measure(page, cdp, url));
    }
    return figures;
  } finally {
    await browser.close();
    await web.stop();
  }
}
