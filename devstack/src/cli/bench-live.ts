/**
 * `npm run bench:live`: how long a write through a function takes to reach an open page.
 * 50 times: the page itself POSTs /api/health/probe (the api function writes probes/{id}) and
 * times, on its own clock, until its live listener has put the new value on screen. Then 30
 * times: the admin assigns a visit and an open senior's /dashboard shows it (bench/assign.ts).
 * Prints median, p95 and max of each. Starts its own stack (GH_PORT_OFFSET, default 2000).
 */
import { portOffset } from '../stack/config.ts';
import { startStack, stackEnv } from '../stack/stack.ts';
import { assignToDashboard } from '../bench/assign.ts';
import { checkOutToDashboard } from '../bench/checkout.ts';
import { buildIfNeeded } from '../stack/build.ts';
import { launchChromium } from '../stack/browser.ts';
import { API_PREFIX, API, PAGES } from '@gh/common/routes';
import { summarize } from '../bench/stats.ts';

const RUNS = 50;
const WARM_UP = 3;
const ASSIGN_RUNS = 30;
const CHECK_OUT_RUNS = 30;

async function main(): Promise<void> {
  const offset = process.env.GH_PORT_OFFSET ? portOffset() : 2000;
  const log = (line: string) => console.log(`  ${line}`);
  await buildIfNeeded('functions', log);
  await buildIfNeeded('web', log);
  const stack = await startStack({ offset, log });
  Object.assign(process.env, stackEnv(stack.ports, stack.webUrl)); // firebase-admin, for bench/assign.ts
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const probe = `bench-${Date.now().toString(36)}`;
    await page.goto(`${stack.webUrl}${PAGES.status}?probe=${probe}`);
    await page.getByTestId('probe-value').waitFor({ state: 'attached' });
    await page.getByTestId('probe-status').getByText('Listening').waitFor();
    const samples: number[] = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
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
      if (i >= WARM_UP) samples.push(ms);
    }
    const assigned = await assignToDashboard(stack, browser, ASSIGN_RUNS, WARM_UP);
    const checkedOut = await checkOutToDashboard(stack, browser, CHECK_OUT_RUNS, WARM_UP);
    const line = (figures: number[]) => {
      const { median, p95, max } = summarize(figures);
      return `  median ${median.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   max ${max.toFixed(1)} ms`;
    };
    console.log(`\nbench:live — function write to open page, ${RUNS} runs (after ${WARM_UP} warm-up)`);
    console.log(line(samples));
    console.log(`bench:live — assignTask to the visit on an open /dashboard, ${ASSIGN_RUNS} runs (after ${WARM_UP} warm-up)`);
    console.log(line(assigned));
    console.log(`bench:live — check-out to the done visit on an open senior's /dashboard, ${CHECK_OUT_RUNS} runs (after ${WARM_UP} warm-up)`);
    console.log(line(checkedOut));
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
