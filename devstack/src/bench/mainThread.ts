/**
 * How long a page's main thread was busy on its way to a moment: the sum of its tasks, from a
 * Chromium trace of the run (the `RunTask` events DevTools' performance panel and Lighthouse
 * read), from the navigation to a `performance.mark` the page made.
 */
import type { Browser, Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds, on the browser's monotonic clock. */
  ts: number;
  dur?: number;
  args?: { data?: { documentLoaderURL?: string } };
}

/** The page's tasks, its marks and its navigations: all a busy time needs, and little else. */
const CATEGORIES = ['disabled-by-default-devtools.timeline', 'blink.user_timing'];

/** Runs `run` with the browser tracing `page`; answers its result and the trace's events. */
export async function traced<T>(browser: Browser, page: Page, run: () => Promise<T>): Promise<{ result: T; events: TraceEvent[] }> {
  await browser.startTracing(page, { categories: CATEGORIES });
  let result: T;
  try {
    result = await run();
  } catch (error) {
    await browser.stopTracing();
    throw error;
  }
  const trace = await browser.stopTracing();
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return { result, events: Array.isArray(parsed) ? parsed : parsed.traceEvents };
}

/**
 * The main thread's busy time (ms) from the start of the navigation to the page's mark `mark`:
 * the thread the mark was made on, from that page's last `navigationStart` before it.
 */
export function busyUntil(events: readonly TraceEvent[], mark: string): number {
  const at = events.find((event) => event.name === mark);
  if (!at) throw new Error(`the trace holds no mark ${mark}`);
  const onThread = (event: TraceEvent) => event.pid === at.pid && event.tid === at.tid;
  const start = events
    .filter((event) => event.name === 'navigationStart' && onThread(event) && event.ts <= at.ts && event.args?.data?.documentLoaderURL)
    .reduce((latest, event) => Math.max(latest, event.ts), -Infinity);
  if (!Number.isFinite(start)) throw new Error(`the trace holds no navigation before ${mark}`);
  let busy = 0;
  for (const task of events) {
    if (task.name !== 'RunTask' || task.ph !== 'X' || !onThread(task) || task.dur === undefined) continue;
    busy += Math.max(0, Math.min(task.ts + task.dur, at.ts) - Math.max(task.ts, start));
  }
  return busy / 1000;
}
