/**
 * `npm run bench:web`: how heavy and how good `/` is, as a first-time visitor gets it.
 * Builds the web app if needed and serves the build with the devstack web server (gzip, as
 * Hosting serves it; `/` needs no other part of the stack). Then prints:
 *   - the JavaScript fetched before first contentful paint, raw and gzip: Chromium's network
 *     as Playwright sees it, cut at the page's own paint timing;
 *   - Lighthouse scores for mobile (its default; the median of BENCH_RUNS runs, with each
 *     run's performance) and desktop (its desktop config, one run), with Lighthouse's
 *     benchmarkIndex (its measure of the machine's speed that run), and every audit below full
 *     marks, so a missed target says why.
 * Targets: at most 150 kB gzip of JavaScript; performance at least 95;
 * accessibility 100; best practices and SEO at least 95. 1 kB = 1000 bytes, as Vite reports.
 *
 * With the local stack running (`npm start`, the same GH_PORT_OFFSET), it also measures the
 * signed-in dashboard at the phone-class profile (bench/dashboard.ts; BENCH_RUNS runs, 5 by
 * default), with nothing cached but the session ('cold'), an empty HTTP cache and a warm one,
 * and the code mail's one-tap link in a browser that has never seen the site, served over HTTP/2
 * and Brotli as Hosting serves it, in front of the stack's api and emulators: each time's median,
 * worst run and ratio to the calibration workload, the JavaScript received before the data
 * showed, the network round trips one after another, and the main thread's busy time against
 * the workload, with the targets and budgets of bench/dashboardBudgets.ts. BENCH_ONLY=public or
 * BENCH_ONLY=dashboard measures one part. The load average is printed with each part.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { LOCALHOST, ports } from '../stack/config.ts';
import { benchDashboard, median, type DashboardRun } from '../bench/dashboard.ts';
import { DASHBOARD_BUDGETS, DASHBOARD_TARGETS_MS, SHOWN_WARM_PER_CALIBRATION } from '../bench/dashboardBudgets.ts';
import { loadLighthouse, type LighthouseTools } from '../bench/lighthouse.ts';
import type { RoundTrips } from '../bench/pageLoad.ts';
import { buildIfNeeded } from '../stack/build.ts';
import { CHROMIUM_HELP, chromiumPath, launchChromium } from '../stack/browser.ts';
import { repoRoot } from '../stack/firebase-emulators.ts';
import { startWebServer } from '../stack/web-server.ts';

const JS_BUDGET_GZIP = 150_000;
const CATEGORIES = [
  { id: 'performance', label: 'performance', target: 95 },
  { id: 'accessibility', label: 'accessibility', target: 100 },
  { id: 'best-practices', label: 'best practices', target: 95 },
  { id: 'seo', label: 'SEO', target: 95 },
] as const;
const FORM_FACTORS = ['mobile', 'desktop'] as const;
type FormFactor = (typeof FORM_FACTORS)[number];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

interface Script {
  url: string;
  raw: number;
  gzip: number;
}

/** The scripts a fresh visit to `url` requested before its first contentful paint. */
async function javascriptBeforePaint(url: string): Promise<{ fcp: number; scripts: Script[] }> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const finished: Promise<(Script & { start: number }) | null>[] = [];
    page.on('requestfinished', (request) => {
      finished.push(
        (async () => {
          if (request.resourceType() !== 'script') return null;
          const response = await request.response();
          const [sizes, body] = await Promise.all([request.sizes(), response?.body()]);
          // Playwright's startTime is wall-clock ms, like performance.timeOrigin.
          return { url: request.url(), start: request.timing().startTime, raw: body?.length ?? 0, gzip: sizes.responseBodySize };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const { timeOrigin, fcp } = await page.evaluate(
      () =>
        new Promise<{ timeOrigin: number; fcp: number }>((resolve) => {
          new PerformanceObserver((list, observer) => {
            const paint = list.getEntriesByName('first-contentful-paint')[0];
            if (!paint) return;
            observer.disconnect();
            resolve({ timeOrigin: performance.timeOrigin, fcp: paint.startTime });
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    const scripts = (await Promise.all(finished)).filter(
      (script): script is Script & { start: number } => !!script && script.start < timeOrigin + fcp,
    );
    return { fcp, scripts: scripts.map(({ url: scriptUrl, raw, gzip }) => ({ url: scriptUrl, raw, gzip })) };
  } finally {
    await browser.close();
  }
}

interface LighthouseRun {
  scores: Record<(typeof CATEGORIES)[number]['id'], number>;
  /** Lighthouse's own measure of the machine's speed that run (higher is faster). */
  benchmarkIndex: number;
  metrics: string;
  belowFull: string[];
}

async function runLighthouse(tools: LighthouseTools, url: string, formFactor: FormFactor, chromePath: string): Promise<LighthouseRun> {
  const chrome = await tools.launchChrome({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const config = formFactor === 'desktop' ? tools.desktopConfig : undefined;
    const result = await tools.lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES.map((c) => c.id) },
      config,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url} (${formFactor})`);
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(
      CATEGORIES.map(({ id }) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    ) as LighthouseRun['scores'];
    const metric = (id: string) => audits[id]?.displayValue ?? '?';
    const metrics =
      `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
      `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`;
    const belowFull = CATEGORIES.flatMap(({ id, label }) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map(
          (audit) =>
            `${label}: ${audit!.id} (${Math.round(audit!.score! * 100)}) ${audit!.title}${audit!.displayValue ? `: ${audit!.displayValue}` : ''}`,
        ),
    );
    return { scores, metrics, belowFull, benchmarkIndex: result.lhr.environment.benchmarkIndex };
  } finally {
    chrome.kill();
  }
}

/** Runs of each dashboard case and of Lighthouse on mobile. */
const benchRuns = () => Number(process.env.BENCH_RUNS ?? 5);

/** The run of median performance (its other scores and metrics with it). */
function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function mark(ok: boolean): string {
  return ok ? 'ok' : 'MISSED';
}

async function stackRunning(): Promise<boolean> {
  try {
    return (await fetch(`http://${LOCALHOST}:${ports().web}/`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const worst = (values: number[]) => Math.max(...values);
const loadNow = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');

/** A time's median, worst run and median ratio to the calibration workload, with its target. */
function timeFigure(label: string, runs: DashboardRun[], time: (run: DashboardRun) => number, limit: number | null): string {
  const times = runs.map(time);
  const ratio = median(runs.map((run) => time(run) / run.calibrationMs));
  const target = limit === null ? '' : ` (target <= ${(limit / 1000).toFixed(1)} s: ${mark(median(times) <= limit)})`;
  return `${label} ${seconds(median(times))}${target}, worst ${seconds(worst(times))}, ${ratio.toFixed(2)}x calibration`;
}

/** A count's median and worst run against its budget. */
function countFigure(counts: number[], budget: number | null): string {
  const text = `${median(counts)}${worst(counts) !== median(counts) ? ` (worst ${worst(counts)})` : ''}`;
  return budget === null ? text : `${text} (budget ${budget}: ${mark(worst(counts) <= budget)})`;
}

async function reportDashboard(): Promise<void> {
  if (!(await stackRunning())) {
    console.log('\nSigned-in dashboard: not measured; start the local stack (npm start) with the same GH_PORT_OFFSET.');
    return;
  }
  const runs = benchRuns();
  const loadBefore = loadNow();
  const figures = await benchDashboard(runs);
  console.log(
    `\nSigned-in /dashboard, phone profile (Slow 4G, CPU 4x), from navigation, ${runs} runs (load average ${loadBefore} before, ${loadNow()} after):`,
  );
  const B = DASHBOARD_BUDGETS;
  // Data shown has a target warm (the phone's copy) and from the one-tap link (the copy its code answered); live, for someone signed in already.
  const rows = [
    { label: 'cold cache', list: figures.cold, shown: null, live: true, js: null, shownTrips: null },
    { label: 'empty cache', list: figures.empty, shown: null, live: true, js: null, shownTrips: null },
    {
      label: 'warm cache',
      list: figures.warm,
      shown: DASHBOARD_TARGETS_MS.shownWarm,
      live: true,
      js: B.warmJsDecoded,
      shownTrips: B.warmRoundTrips,
    },
    {
      label: 'one-tap link',
      list: figures.oneTap,
      shown: DASHBOARD_TARGETS_MS.oneTap,
      live: false,
      js: B.oneTapJsDecoded,
      shownTrips: B.oneTapRoundTrips,
    },
  ] as const;
  for (const { label, list, shown, live, js, shownTrips } of rows) {
    const decoded = list.map((run) => run.js.decoded);
    const calibration = median(list.map((run) => run.calibrationMs));
    const busy = median(list.map((run) => run.busyMs));
    const perCalibration = median(list.map((run) => run.shownMs / run.calibrationMs));
    console.log(`\n  ${label}`);
    console.log(`    ${timeFigure('data shown', list, (run) => run.shownMs, shown)}`);
    console.log(`    ${timeFigure('live', list, (run) => run.ms, live ? DASHBOARD_TARGETS_MS.live : null)}`);
    if (label === 'warm cache') {
      console.log(
        `    data shown within ${SHOWN_WARM_PER_CALIBRATION}x the calibration workload: ${perCalibration.toFixed(2)}x, worst ${worst(list.map((run) => run.shownMs / run.calibrationMs)).toFixed(2)}x: ${mark(perCalibration <= SHOWN_WARM_PER_CALIBRATION)}`,
      );
    }
    console.log(
      `    JavaScript received before the data showed: ${kB(median(decoded))} decoded, ${kB(median(list.map((run) => run.js.gzip)))} gzip, ` +
        `${median(list.map((run) => run.js.files))} files${js === null ? '' : ` (budget ${kB(js)} decoded: ${mark(worst(decoded) <= js)})`}`,
    );
    console.log(
      `    network round trips one after another: to the data shown ${countFigure(
        list.map((run) => run.roundTrips.shown.count),
        shownTrips,
      )}, ` +
        `to live ${countFigure(
          list.map((run) => run.roundTrips.live.count),
          live ? B.liveRoundTrips : null,
        )}`,
    );
    const chain = (trips: RoundTrips) => (trips.chain.length ? trips.chain.join(' -> ') : 'none');
    console.log(`      to the data shown: ${chain(list[0]!.roundTrips.shown)}; to live: ${chain(list[0]!.roundTrips.live)} (first run)`);
    console.log(
      `    main thread busy until the data showed ${busy.toFixed(0)} ms = ${median(list.map((run) => run.busyMs / run.calibrationMs)).toFixed(2)}x ` +
        `the calibration workload (${calibration.toFixed(0)} ms, runs ${list.map((run) => run.calibrationMs.toFixed(0)).join(', ')}); ${kB(median(list.map((run) => run.bytes)))} over the network until live`,
    );
    console.log(`    runs (shown/live): ${list.map((run) => `${seconds(run.shownMs)}/${seconds(run.ms)}`).join(', ')}`);
  }
}

/** The pages whose first visit is measured: `/` and its Hindi copy. */
const PUBLIC_PAGES = ['/', '/hi'] as const;

/** JavaScript before first paint and Lighthouse's scores for one public page. */
async function reportPublicPage(tools: LighthouseTools, url: string, path: string, chromePath: string): Promise<void> {
  const { fcp, scripts } = await javascriptBeforePaint(url);
  const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
  const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);

  // Lighthouse's simulated throttling scales the tasks it observes, so a mobile score swings
  // from run to run: the median run counts. Desktop stays at full marks and runs once.
  const mobileRuns: LighthouseRun[] = [];
  for (let i = 0; i < benchRuns(); i++) mobileRuns.push(await runLighthouse(tools, url, 'mobile', chromePath));
  const runs: Record<FormFactor, LighthouseRun> = {
    mobile: medianRun(mobileRuns),
    desktop: await runLighthouse(tools, url, 'desktop', chromePath),
  };

  console.log(`\nbench:web: ${path} as a first-time visitor gets it (${url}), load average ${loadNow()}\n`);
  console.log(`JavaScript before first contentful paint (FCP at ${fcp.toFixed(0)} ms, unthrottled):`);
  for (const script of scripts) {
    console.log(`  ${new URL(script.url).pathname.padEnd(44)} ${kB(script.raw).padStart(10)} raw ${kB(script.gzip).padStart(10)} gzip`);
  }
  console.log(
    `  ${`${scripts.length} files`.padEnd(44)} ${kB(raw).padStart(10)} raw ${kB(gzip).padStart(10)} gzip` +
      `   target <= ${kB(JS_BUDGET_GZIP)} gzip: ${mark(gzip <= JS_BUDGET_GZIP)}`,
  );

  console.log('\nLighthouse             mobile   desktop   target');
  for (const { id, label, target } of CATEGORIES) {
    const [mobile, desktop] = [runs.mobile.scores[id], runs.desktop.scores[id]];
    const ok = mobile >= target && desktop >= target;
    console.log(
      `  ${label.padEnd(20)} ${String(mobile).padStart(6)} ${String(desktop).padStart(9)}   ${target === 100 ? '= 100' : `>= ${target}`}  ${mark(ok)}`,
    );
  }
  const performance = mobileRuns.map((run) => run.scores.performance);
  console.log(
    `\nmobile: ${mobileRuns.length} runs, performance ${performance.join(', ')} (median ${runs.mobile.scores.performance}, ` +
      `worst ${Math.min(...performance)}), benchmarkIndex ${mobileRuns.map((run) => run.benchmarkIndex).join(', ')}; the median run:`,
  );
  for (const formFactor of FORM_FACTORS) {
    const { metrics, belowFull } = runs[formFactor];
    console.log(`\n${formFactor}: ${metrics}, benchmarkIndex ${runs[formFactor].benchmarkIndex}`);
    console.log(
      belowFull.length ? belowFull.map((line) => `  below full marks: ${line}`).join('\n') : '  every scored audit at full marks',
    );
  }
}

/** `/` and its Hindi copy, served by the devstack web server alone. */
async function reportPublicPages(chromePath: string): Promise<void> {
  const tools = await loadLighthouse();
  const web = await startWebServer({
    host: LOCALHOST,
    port: 0,
    root: join(repoRoot, 'web', 'dist'),
    // `/` calls no function; a closed port makes any call that does fail fast with a 502.
    functionsUrl: `http://${LOCALHOST}:9/unused`,
    initJson: {},
    connectSources: [],
  });
  try {
    // `/` and its Hindi copy: the language's messages must not break the budget.
    for (const path of PUBLIC_PAGES) await reportPublicPage(tools, `${web.url}${path}`, path, chromePath);
  } finally {
    await web.stop();
  }
}

async function main(): Promise<void> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error(CHROMIUM_HELP);
  await buildIfNeeded('web', (line) => console.log(`  ${line}`));
  const only = process.env.BENCH_ONLY;
  if (only !== 'dashboard') await reportPublicPages(chromePath);
  if (only !== 'public') await reportDashboard();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
