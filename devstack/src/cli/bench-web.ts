/**
 * `npm run bench:web`: how heavy and how good `/` is, as a first-time visitor gets it.
 * Builds the web app if needed and serves the build with the devstack web server (gzip, as
 * Hosting serves it; `/` needs no other part of the stack). Then prints:
 *   - the JavaScript fetched before first contentful paint, raw and gzip: Chromium's network
 *     as Playwright sees it, cut at the page's own paint timing;
 *   - Lighthouse scores for mobile (its default) and desktop (its desktop config), and every
 *     audit below full marks, so a missed target says why.
 * Targets: at most 150 kB gzip of JavaScript; performance at least 95;
 * accessibility 100; best practices and SEO at least 95. 1 kB = 1000 bytes, as Vite reports.
 *
 * With the local stack running (`npm start`, the same GH_PORT_OFFSET), it also measures the
 * signed-in dashboard at the phone-class profile (bench/dashboard.ts; BENCH_RUNS runs, 5 by
 * default), with nothing cached but the session ('cold'), an empty HTTP cache and a warm one,
 * and the code mail's one-tap link in a browser that has never seen the site, served over HTTP/2
 * and Brotli as Hosting serves it, in front of the stack's api and emulators. Targets: the
 * person's data shown within 1.0 s warm (the phone's copy) and within 4.0 s from the one-tap
 * link (the dashboard its code's check answered), live within 2.5 s for someone signed in already.
 */
import { join } from 'node:path';
import { LOCALHOST, ports } from '../stack/config.ts';
import { DASHBOARD_TARGETS_MS, benchDashboard, median, type DashboardRun } from '../bench/dashboard.ts';
import { loadLighthouse, type LighthouseTools } from '../bench/lighthouse.ts';
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
      finished.push((async () => {
        if (request.resourceType() !== 'script') return null;
        const response = await request.response();
        const [sizes, body] = await Promise.all([request.sizes(), response?.body()]);
        // Playwright's startTime is wall-clock ms, like performance.timeOrigin.
        return { url: request.url(), start: request.timing().startTime, raw: body?.length ?? 0, gzip: sizes.responseBodySize };
      })());
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
    const metrics = `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
      `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`;
    const belowFull = CATEGORIES.flatMap(({ id, label }) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `${label}: ${audit!.id} (${Math.round(audit!.score! * 100)}) ${audit!.title}${audit!.displayValue ? `: ${audit!.displayValue}` : ''}`),
    );
    return { scores, metrics, belowFull };
  } finally {
    chrome.kill();
  }
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

async function reportDashboard(): Promise<void> {
  if (!(await stackRunning())) {
    console.log('\nSigned-in dashboard: not measured; start the local stack (npm start) with the same GH_PORT_OFFSET.');
    return;
  }
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const figures = await benchDashboard(runs);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const target = (ms: number, limit: number) => `(target <= ${(limit / 1000).toFixed(1)} s: ${mark(ms <= limit)})`;
  console.log(`\nSigned-in /dashboard, phone profile (Slow 4G, CPU 4x), from navigation, ${runs} runs, medians:`);
  // Data shown has a target warm (the phone's copy) and from the one-tap link (the copy its code answered); live, for someone signed in already.
  const rows = [
    ['cold cache', figures.cold, null, true],
    ['empty cache', figures.empty, null, true],
    ['warm cache', figures.warm, DASHBOARD_TARGETS_MS.shownWarm, true],
    ['one-tap link', figures.oneTap, DASHBOARD_TARGETS_MS.oneTap, false],
  ] as const satisfies readonly (readonly [string, DashboardRun[], number | null, boolean])[];
  for (const [label, list, shownTarget, liveTarget] of rows) {
    const shown = median(list.map((run) => run.shownMs));
    const live = median(list.map((run) => run.ms));
    const bytes = median(list.map((run) => run.bytes));
    console.log(`  ${label.padEnd(12)} data shown ${seconds(shown)}${shownTarget === null ? '' : ` ${target(shown, shownTarget)}`}` +
      `, live ${seconds(live)}${liveTarget ? ` ${target(live, DASHBOARD_TARGETS_MS.live)}` : ''}, ${kB(bytes)}` +
      `   runs (shown/live): ${list.map((run) => `${seconds(run.shownMs)}/${seconds(run.ms)}`).join(', ')}`);
  }
}

/** The pages whose first visit is measured: `/` and its Hindi copy. */
const PUBLIC_PAGES = ['/', '/hi'] as const;

/** JavaScript before first paint and Lighthouse's scores for one public page. */
async function reportPublicPage(tools: LighthouseTools, url: string, path: string, chromePath: string): Promise<void> {
  const { fcp, scripts } = await javascriptBeforePaint(url);
  const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
  const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);

  const runs = {} as Record<FormFactor, LighthouseRun>;
  for (const formFactor of FORM_FACTORS) runs[formFactor] = await runLighthouse(tools, url, formFactor, chromePath);

  console.log(`\nbench:web: ${path} as a first-time visitor gets it (${url})\n`);
  console.log(`JavaScript before first contentful paint (FCP at ${fcp.toFixed(0)} ms, unthrottled):`);
  for (const script of scripts) {
    console.log(`  ${new URL(script.url).pathname.padEnd(44)} ${kB(script.raw).padStart(10)} raw ${kB(script.gzip).padStart(10)} gzip`);
  }
  console.log(`  ${`${scripts.length} files`.padEnd(44)} ${kB(raw).padStart(10)} raw ${kB(gzip).padStart(10)} gzip` +
    `   target <= ${kB(JS_BUDGET_GZIP)} gzip: ${mark(gzip <= JS_BUDGET_GZIP)}`);

  console.log('\nLighthouse             mobile   desktop   target');
  for (const { id, label, target } of CATEGORIES) {
    const [mobile, desktop] = [runs.mobile.scores[id], runs.desktop.scores[id]];
    const ok = mobile >= target && desktop >= target;
    console.log(`  ${label.padEnd(20)} ${String(mobile).padStart(6)} ${String(desktop).padStart(9)}   ${target === 100 ? '= 100' : `>= ${target}`}  ${mark(ok)}`);
  }
  for (const formFactor of FORM_FACTORS) {
    const { metrics, belowFull } = runs[formFactor];
    console.log(`\n${formFactor}: ${metrics}`);
    console.log(belowFull.length ? belowFull.map((line) => `  below full marks: ${line}`).join('\n') : '  every scored audit at full marks');
  }
}

async function main(): Promise<void> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error(CHROMIUM_HELP);
  const tools = await loadLighthouse();
  await buildIfNeeded('web', (line) => console.log(`  ${line}`));

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
  await reportDashboard();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
