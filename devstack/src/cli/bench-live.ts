/**
 * `npm run bench:live`: how long a write through a function takes to reach an open page.
 * 50 times: the page itself POSTs /api/health/probe (the api function writes probes/{id}) and
 * times, on its own clock, until its live listener has put the new value on screen. Then 30
 * times: the admin assigns a visit and an open senior's /dashboard shows it (bench/assign.ts). Then 30
 * times the volunteer checks out and the senior's open /dashboard shows the visit Done
 * (bench/checkout.ts). Prints median, p95 and max of each. `BENCH_ONLY=assign,checkout` (any of
 * probe, assign, checkout) runs only those.
 *
 * With GH_PORT_OFFSET set it uses the stack already running there (as /work/with-stack.sh or
 * `npm start` leave one); without, it starts a stack of its own at offset 2000 and stops it.
 */
import { LOCALHOST, LOCAL_ADMIN_KEY, portOffset, ports } from '../stack/config.ts';
import { startStack, stackEnv, type Stack } from '../stack/stack.ts';
import { assignToDashboard, type BenchStack } from '../bench/assign.ts';
import { checkOutToDashboard } from '../bench/checkout.ts';
import { buildIfNeeded } from '../stack/build.ts';
import { launchChromium } from '../stack/browser.ts';
import type { Browser } from 'playwright-core';
import { PAGES } from '@gh/common/routes';
import { API_PREFIX, API } from '@gh/common/api-routes';
import { summarize } from '../bench/stats.ts';

const RUNS = 50;
const WARM_UP = 3;
const ASSIGN_RUNS = 30;
const CHECK_OUT_RUNS = 30;

const FIGURES = ['probe', 'assign', 'checkout'] as const;

/** The figures BENCH_ONLY names (all of them when unset). */
function chosen(): ReadonlySet<string> {
  const only = process.env.BENCH_ONLY?.split(',')
    .map((name) => name.trim())
    .filter(Boolean) ?? [...FIGURES];
  const unknown = only.filter((name) => !(FIGURES as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`BENCH_ONLY names ${unknown.join(', ')}; known: ${FIGURES.join(', ')}`);
  return new Set(only);
}

/** `runs` samples (ms) from the probe write's call to its value on an open /status page. */
async function probeToPage(stack: BenchStack, browser: Browser, runs: number, warmUp: number): Promise<number[]> {
  const page = await browser.newPage();
  const probe = `bench-${Date.now().toString(36)}`;
  await page.goto(`${stack.webUrl}${PAGES.status}?probe=${probe}`);
  await page.getByTestId('probe-value').waitFor({ state: 'attached' });
  await page.getByTestId('probe-status').getByText('Listening').waitFor();
  const samples: number[] = [];
  for (let i = 0; i < warmUp + runs; i++) {
    const ms = await page.evaluate(
      async ({ id, value, url }) => {
        const el = document.querySelector('[data-testid="probe-value"]')!;
        const seen = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (el.textContent === value) {
              observer.disconnect();
              resolve(performance.now());
            }
          });
          observer.observe(el, { childList: true, subtree: true, characterData: true });
        });
        const start = performance.now();
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id, value }),
        });
        if (!response.ok) throw new Error(`probe write answered ${response.status}`);
        return (await seen) - start;
      },
      { id: probe, value: `v${i}`, url: `${API_PREFIX}${API.healthProbe.path}` },
    );
    if (i >= warmUp) samples.push(ms);
  }
  await page.close();
  return samples;
}

const line = (figures: number[]) => {
  const { median, p95, max } = summarize(figures);
  return `  median ${median.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   max ${max.toFixed(1)} ms`;
};

async function main(): Promise<void> {
  const only = chosen();
  const log = (line: string) => console.log(`  ${line}`);
  const useRunning = process.env.GH_PORT_OFFSET !== undefined;
  const offset = useRunning ? portOffset() : 2000;
  const stackPorts = ports(offset);
  let started: Stack | null = null;
  if (!useRunning) {
    await buildIfNeeded('functions', log);
    await buildIfNeeded('web', log);
    started = await startStack({ offset, log });
  }
  const stack: BenchStack = started ?? {
    webUrl: `http://${LOCALHOST}:${stackPorts.web}`,
    mailUrl: `http://${LOCALHOST}:${stackPorts.mailWeb}`,
    adminKey: LOCAL_ADMIN_KEY,
  };
  Object.assign(process.env, stackEnv(stackPorts, stack.webUrl)); // firebase-admin, for bench/assign.ts
  const browser = await launchChromium();
  try {
    if (only.has('probe')) {
      const samples = await probeToPage(stack, browser, RUNS, WARM_UP);
      console.log(`\nbench:live — function write to open page, ${RUNS} runs (after ${WARM_UP} warm-up)`);
      console.log(line(samples));
    }
    if (only.has('assign')) {
      const assigned = await assignToDashboard(stack, browser, ASSIGN_RUNS, WARM_UP);
      console.log(`bench:live — assignTask to the visit on an open /dashboard, ${ASSIGN_RUNS} runs (after ${WARM_UP} warm-up)`);
      console.log(line(assigned));
    }
    if (only.has('checkout')) {
      const checkedOut = await checkOutToDashboard(stack, browser, CHECK_OUT_RUNS, WARM_UP);
      console.log(
        `bench:live — check-out to the done visit on an open senior's /dashboard, ${CHECK_OUT_RUNS} runs (after ${WARM_UP} warm-up)`,
      );
      console.log(line(checkedOut));
    }
  } finally {
    await browser.close();
    await started?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
