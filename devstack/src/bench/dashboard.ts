/**
 * The signed-in dashboard at the phone-class profile: DevTools' "Slow 4G" network
 * (562.5 ms latency, 1.47 Mbps down, 675 kbps up, Lighthouse's mobile throttling as DevTools
 * applies it) and a CPU slowed 4x. Measures, on the running local stack, the time from
 * navigation to the person's data shown (from the phone's copy or live) and to live data on
 * /dashboard (dashboardMoments.ts), with an empty HTTP cache (still signed in: the session lives
 * in IndexedDB and the cookie; no service worker, no Cache Storage) and with a warm one (the
 * worker serving the app), and the code mail's one-tap link opened in a browser that has never
 * seen the site. Beside each time, what does not depend on the machine's CPU that day: the
 * JavaScript the page had received when the data showed and the network round trips it waited
 * for one after another (pageLoad.ts), and the main thread's busy time and the data-shown time
 * as multiples of a fixed workload timed in the same throttled page (calibration.ts). Several
 * runs each, reported with their median and worst, as a shared machine makes single runs noisy.
 * Firestore keeps the person's documents in IndexedDB too (web/src/lib/firebase.ts), which an
 * empty HTTP cache leaves in place, as a browser that evicted its HTTP cache does: the cards
 * then show those documents before the listen stream answers. So the empty-cache runs come in
 * two kinds, with Firestore's cache and without ('cold': nothing cached but the session).
 *
 * The page comes from a web server of the bench's own over HTTPS with HTTP/2 and Brotli, as
 * Hosting serves it (web-server.ts), in front of the stack's api and emulators: the stack's
 * HTTP/1.1 server would make the scripts queue for its six connections, which Hosting never does.
 */
import { join } from 'node:path';
import { NOTICE_VERSION } from '@gh/common/consent';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { LOCALHOST, emulatorOrigins, functionsBaseUrl, ports, webAppInit } from '../stack/config.ts';
import { deleteCachedDocuments, launchChromium } from '../stack/browser.ts';
import { repoRoot } from '../stack/firebase-emulators.ts';
import { Mailbox } from '../stack/mailbox.ts';
import { startWebServer } from '../stack/web-server.ts';
import { calibrate } from './calibration.ts';
import { LIVE_MARK, SHOWN_MARK, markDataMoments, momentMarked } from './dashboardMoments.ts';
import { busyUntil, traced } from './mainThread.ts';
import { PageLoad, weightOf, type RoundTrips } from './pageLoad.ts';

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
  /** Received over the network until live (DevTools' encoded lengths). */
  bytes: number;
  /** The JavaScript the page had received when the data showed, from anywhere. */
  js: { decoded: number; gzip: number; files: number };
  /** Network round trips one after another, to the data shown and to live. */
  roundTrips: { shown: RoundTrips; live: RoundTrips };
  /** The main thread's busy time until the data showed, ms. */
  busyMs: number;
  /** The calibration workload's time in the same page a moment later, ms (calibration.ts). */
  calibrationMs: number;
}

export interface DashboardFigures {
  cold: DashboardRun[];
  empty: DashboardRun[];
  warm: DashboardRun[];
  /** The one-tap link, in a browser that has never seen the site. */
  oneTap: DashboardRun[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A senior of the bench's own, registered through the api as the page would. */
function seniorForm(email: string) {
  return {
    name: 'Bench Senior',
    email,
    phone: '+91 20 2612 3456',
    dob: '1942-09-30',
    address: '4 Shanti Niwas, Model Colony',
    city: `Benchpur ${Date.now().toString(36)}`,
    state: 'Maharashtra',
    zipcode: '411004',
    emergencycontact: { emergencyContactName: 'Anil Rao', emergencyContactPhone: '+91 98220 33333', emergencyContactRelation: 'Son' },
    specialneeds: 'None.',
    interests: ['Reading', 'Music'],
    services: ['Companionship'],
    consentVersion: NOTICE_VERSION,
  };
}

const codeIn = (text: string | undefined) => /^ {4}(\d{6})$/m.exec(text ?? '')?.[1];

async function post(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
}

/** A senior registered through the stack's api, as the page would: their e-mail. */
async function registeredSenior(apiUrl: string, mailbox: Mailbox): Promise<string> {
  const email = `bench-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await post(`${apiUrl}/register/senior`, seniorForm(email));
  const registered = codeIn((await mailbox.waitFor(email, /./, 30_000)).text);
  await post(`${apiUrl}/otp-verify/senior`, { email, otp: registered });
  return email;
}

/** The `count`-th mail to `email` (counting from 0), once it has come. */
async function nthMail(mailbox: Mailbox, email: string, count: number): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const text = (await mailbox.to(email))[count]?.text;
    if (text) return text;
    if (Date.now() > deadline) throw new Error(`no sign-in code reached ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The one-tap link of a fresh sign-in code mail for `email`, pointed at `webUrl`. */
async function oneTapLink(apiUrl: string, mailbox: Mailbox, email: string, webUrl: string): Promise<string> {
  const before = (await mailbox.to(email)).length;
  await post(`${apiUrl}/login/senior`, { email });
  const link = /^(https?:\/\/\S+#\S*code=\S+)$/m.exec(await nthMail(mailbox, email, before))?.[1];
  if (!link) throw new Error(`the sign-in mail to ${email} holds no one-tap link`);
  const { pathname, hash } = new URL(link);
  return `${webUrl}${pathname}${hash}`;
}

/**
 * Registers a senior through the stack's api and signs them in through `webUrl`'s /login
 * (unthrottled): the page then holds the session.
 */
async function signedInSenior(page: Page, webUrl: string, apiUrl: string, mailbox: Mailbox): Promise<void> {
  const email = await registeredSenior(apiUrl, mailbox);
  const before = (await mailbox.to(email)).length;
  await page.goto(`${webUrl}/login`);
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByRole('radio', { name: 'Senior Citizen' }).check();
  await page.getByRole('button', { name: 'Request Code' }).click();
  const code = codeIn(await nthMail(mailbox, email, before));
  if (!code) throw new Error(`the sign-in mail to ${email} holds no code`);
  await page.getByRole('textbox', { name: /one-time code/i }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${webUrl}/dashboard`);
}

/** Throttles `page` to the phone-class profile; answers its DevTools session. */
async function phoneClass(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** How long a page settles after it is live, before the calibration workload is timed in it. */
const SETTLE_MS = 1_500;

/**
 * From navigation to `url` to the data shown and live (the page marks both: dashboardMoments.ts),
 * with what the page took on the way (pageLoad.ts), its main thread's busy time until the data
 * showed (a trace of the run), and then the calibration workload timed in the same page. The
 * one-tap link's /login hands over to /dashboard inside the same document, so the page's own
 * clock counts from the link's opening.
 */
async function measure(browser: Browser, page: Page, cdp: CDPSession, url: string): Promise<DashboardRun> {
  let bytes = 0;
  const count = ({ encodedDataLength }: { encodedDataLength: number }) => (bytes += encodedDataLength);
  const load = new PageLoad(cdp, new URL(url).origin);
  // From a blank page, as a person opens the app: the page before it is gone (and not kept for
  // Back), so its teardown takes no part of the figure.
  await page.goto('about:blank');
  cdp.on('Network.loadingFinished', count);
  try {
    const {
      result: [shownMs, ms],
      events,
    } = await traced(browser, page, async () => {
      await page.goto(url, { waitUntil: 'commit' });
      return Promise.all([momentMarked(page, SHOWN_MARK), momentMarked(page, LIVE_MARK)]);
    });
    const [shownAt, liveAt] = [await load.momentOf(page, SHOWN_MARK), await load.momentOf(page, LIVE_MARK)];
    const liveBytes = bytes;
    // The page settles (the listeners' first answers, the app's last chunks) before the yardstick.
    await page.waitForTimeout(SETTLE_MS);
    return {
      shownMs,
      ms,
      bytes: liveBytes,
      js: weightOf(load.scriptsBy(shownAt)),
      roundTrips: { shown: load.roundTripsBy(shownAt), live: load.roundTripsBy(liveAt) },
      busyMs: busyUntil(events, SHOWN_MARK),
      calibrationMs: await calibrate(page),
    };
  } finally {
    cdp.off('Network.loadingFinished', count);
    load.stop();
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
  // worker's own fetches, so the browser ignores certificate errors altogether. No page is kept
  // for Back: its eviction would take the main thread at a moment of its own.
  const browser = await launchChromium(['--ignore-certificate-errors', '--disable-features=BackForwardCache']);
  try {
    // The server's certificate is self-signed. The app's service worker runs, as on a phone.
    const browserPage = async () => {
      const page = await browser.newPage({ viewport: PHONE_VIEWPORT, ignoreHTTPSErrors: true, serviceWorkers: 'allow' });
      await markDataMoments(page);
      return page;
    };
    const page = await browserPage();
    const apiUrl = `http://${LOCALHOST}:${p.web}/api`;
    const mailbox = new Mailbox(`http://${LOCALHOST}:${p.mailWeb}`);
    await signedInSenior(page, webUrl, apiUrl, mailbox);
    const cdp = await phoneClass(page);
    const url = `${webUrl}/dashboard`;
    const figures: DashboardFigures = { cold: [], empty: [], warm: [], oneTap: [] };
    // Everything a browser keeps for the site but the session and, unless `firestore`, Firestore's cache.
    const forget = async (firestore: boolean) => {
      if (firestore) await deleteCachedDocuments(page, webUrl);
      await page.evaluate(async () => Promise.all((await navigator.serviceWorker.getRegistrations()).map((worker) => worker.unregister())));
      await cdp.send('Storage.clearDataForOrigin', { origin: webUrl, storageTypes: 'cache_storage' });
      await cdp.send('Network.clearBrowserCache');
    };
    for (let run = 0; run < runs; run++) {
      await forget(true);
      figures.cold.push(await measure(browser, page, cdp, url));
      await forget(false);
      figures.empty.push(await measure(browser, page, cdp, url));
      // A return visit: the worker the run above installed has precached the app.
      await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated', undefined, {
        polling: 500,
        timeout: 120_000,
      });
      figures.warm.push(await measure(browser, page, cdp, url));
      // The code mail's link, opened in a browser that has never seen the site.
      const link = await oneTapLink(apiUrl, mailbox, await registeredSenior(apiUrl, mailbox), webUrl);
      const stranger = await browserPage();
      try {
        figures.oneTap.push(await measure(browser, stranger, await phoneClass(stranger), link));
      } finally {
        await stranger.context().close();
      }
    }
    return figures;
  } finally {
    await browser.close();
    await web.stop();
  }
}
