/**
 * `npm run bench:admin`: /admin at the phone-class profile (Chromium: network 1.6 Mbps down,
 * 150 ms latency; CPU slowed 4x; a 390 px wide screen) with 100 and then 10,000 people seeded
 * (seed/seed-people.ts, each size into a stack of its own), in two sessions: the admin key's (an
 * owner of every city) and a coordinator's of one city (CITY, Pune's district), signed in as
 * themselves with the code mailed to them. For each it prints the time from the sign-in's Submit
 * to the first panel with an entry listed, and, once the page has settled (no byte for 3 s), the
 * bytes received since Submit, the DOM elements and the JS heap (after a garbage collection);
 * then, on the key's dashboard, "Find a person" with a surname (SEARCH, which the seed's
 * Devanagari names spell in their script too): the time from typing it to the first person
 * listed, the people listed and the bytes received by then. One unmeasured sign-in with the key
 * first warms each stack's function worker.
 * Targets, for each session: every 10,000 figure within 1.5x of the one where its cities hold 100
 * people; under 3 s to the first panel, under 1 MB received, under 3,000 elements; the search
 * under 3 s. The key's cities are all of them: its small size is 100 people. The coordinator's
 * one city holds about 7% of the seed's people: her small size is COORDINATOR_PEOPLE, where it
 * holds about 100 (the bench prints how many). Among 100 people her city holds five, too few to
 * fill a page of any panel, and a ratio to that measures the page's fill, not its growth.
 *
 * It starts its stacks one after another at GH_PORT_OFFSET if set, otherwise at offset 3500, and
 * stops each. BENCH_PEOPLE=100,10000 and BENCH_COORDINATOR_PEOPLE=1500,10000 set each session's sizes.
 */
import { COLLECTIONS } from '@gh/common/constants';
import { errors, type Browser, type CDPSession, type Page } from 'playwright-core';
import { launchChromium } from '../stack/browser.ts';
import { buildIfNeeded } from '../stack/build.ts';
import { portOffset } from '../stack/config.ts';
import { Mailbox } from '../stack/mailbox.ts';
import { describeSeeded, seedPeople, seededFirestore } from '../seed/seed-people.ts';
import { addStaffMember } from '../seed/staff.ts';
import { startStack, stackEnv, type Stack } from '../stack/stack.ts';

const sizes = (list: string) => list.split(',').map(Number);
const KEY_PEOPLE = sizes(process.env.BENCH_PEOPLE ?? '100,10000');
const COORDINATOR_PEOPLE = sizes(process.env.BENCH_COORDINATOR_PEOPLE ?? '1500,10000');
const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;
const PHONE_VIEWPORT = { width: 390, height: 844 };
const QUIET_MS = 3000;
/** Today's whole-collection listeners take minutes at 10,000 people: a figure past this is reported as such. */
const FIRST_PANEL_LIMIT_MS = 300_000;
const SETTLE_LIMIT_MS = 180_000;
const TARGETS = { firstPanelMs: 3000, bytes: 1_000_000, elements: 3000, ratio: 1.5, searchMs: 3000 };
/** A surname of the seed's, typed as a caller says it: it finds the Latin and the Devanagari spellings. */
const SEARCH = 'Kulkarni';
/** The coordinator's one city: about 7% of the seed's people live in it. */
const CITY = 'maharashtra/pune';
const COORDINATOR = 'coordinator@example.com';
const CODE = /\b(\d{6})\b/;
const MAIL_LIMIT_MS = 60_000;

/** Who signs in at /admin: the steps up to their sign-in's Submit, which the figures start from. */
interface Session {
  name: string;
  fillIn(page: Page): Promise<void>;
  submit: string;
  /** Only the owners' dashboard has "Find a person". */
  searches: boolean;
  /** The seed sizes it is measured at. */
  people: readonly number[];
}

const keySession = (stack: Stack): Session => ({
  name: 'key',
  fillIn: (page) => page.getByLabel('Enter Admin Key').fill(stack.adminKey),
  submit: 'Submit',
  searches: true,
  people: KEY_PEOPLE,
});

/** A new coordinator of CITY, added as an accepted invitation adds them, who types the code mailed to them. */
function coordinatorSession(stack: Stack): Session {
  const mailbox = new Mailbox(stack.mailUrl);
  return {
    name: 'coordinator',
    async fillIn(page) {
      await addStaffMember(COORDINATOR, { role: 'coordinator', cities: [CITY] });
      await page.getByLabel('Your e-mail').fill(COORDINATOR);
      await page.getByRole('button', { name: 'Send me a code' }).click();
      const mail = await mailbox.waitFor(COORDINATOR, /./, MAIL_LIMIT_MS);
      const code = CODE.exec(`${mail.subject}\n${mail.text ?? ''}`)?.[1];
      if (!code) throw new Error(`no code in the mail to ${COORDINATOR}`);
      await page.getByLabel('One-time code').fill(code);
    },
    submit: 'Sign In',
    searches: false,
    people: COORDINATOR_PEOPLE,
  };
}

interface AdminFigures {
  session: string;
  people: number;
  /** Infinity when no panel listed an entry within FIRST_PANEL_LIMIT_MS. */
  firstPanelMs: number;
  bytesAtFirstPanel: number;
  bytes: number;
  elements: number;
  heapBytes: number;
  /** False when the page still received bytes at SETTLE_LIMIT_MS. */
  settled: boolean;
  /** On the key's dashboard alone. */
  search?: SearchFigures;
}

interface SearchFigures {
  /** From typing SEARCH to the first person listed; Infinity when none was within the limit. */
  searchMs: number;
  /** The people listed then, and the bytes received since typing. */
  searchFound: number;
  searchBytes: number;
}

/** Bytes received per request, counted as they arrive (Firestore's long polls never finish). */
function byteCounter(cdp: CDPSession) {
  const perRequest = new Map<string, number>();
  let lastByteAt = Date.now();
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    perRequest.set(requestId, (perRequest.get(requestId) ?? 0) + encodedDataLength);
    lastByteAt = Date.now();
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    // The total includes the headers, which no dataReceived counted.
    perRequest.set(requestId, Math.max(perRequest.get(requestId) ?? 0, encodedDataLength));
    lastByteAt = Date.now();
  });
  return {
    reset: () => perRequest.clear(),
    total: () => [...perRequest.values()].reduce((sum, bytes) => sum + bytes, 0),
    quietFor: () => Date.now() - lastByteAt,
  };
}

/** "Find a person" with SEARCH typed at once: until the first person is listed, in the page's own clock. */
async function measureSearch(page: Page, bytes: ReturnType<typeof byteCounter>): Promise<SearchFigures> {
  const box = page.getByRole('combobox', { name: 'Find a person' });
  await box.click();
  bytes.reset();
  const started = await page.evaluate(() => performance.now());
  await box.fill(SEARCH);
  // The search's own listbox: the page's native selects (the Activity panel's) hold options too.
  const options = page.getByRole('listbox').getByRole('option');
  const listed = await options
    .first()
    .waitFor({ timeout: FIRST_PANEL_LIMIT_MS })
    .then(
      () => true,
      (error: unknown) => {
        if (error instanceof errors.TimeoutError) return false;
        throw error;
      },
    );
  const searchMs = listed ? await page.evaluate((from) => performance.now() - from, started) : Infinity;
  return { searchMs: Math.round(searchMs), searchFound: await options.count(), searchBytes: bytes.total() };
}

async function measureAdmin(browser: Browser, stack: Stack, people: number, session: Session): Promise<AdminFigures> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const bytes = byteCounter(cdp);
    await page.goto(`${stack.webUrl}/admin`, { waitUntil: 'load' });
    await session.fillIn(page);
    // Both moments in the page's own clock: the Submit event and the first listed entry of a panel.
    await page.evaluate(() => {
      const marks = window as unknown as { submitAt: number; firstPanelAt: number };
      document.addEventListener('submit', () => (marks.submitAt = performance.now()), { capture: true, once: true });
      new MutationObserver((_, observer) => {
        if (!marks.submitAt || !document.querySelector('main section[aria-labelledby] li')) return;
        marks.firstPanelAt = performance.now();
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    bytes.reset();
    await page.getByRole('button', { name: session.submit, exact: true }).click();
    const firstPanelMs = await page
      .waitForFunction(
        () => {
          const marks = window as unknown as { submitAt: number; firstPanelAt?: number };
          return marks.firstPanelAt ? marks.firstPanelAt - marks.submitAt : 0;
        },
        undefined,
        { polling: 100, timeout: FIRST_PANEL_LIMIT_MS },
      )
      .then(
        async (handle) => (await handle.jsonValue()) as number,
        (error: unknown) => {
          if (error instanceof errors.TimeoutError) return Infinity;
          throw error;
        },
      );
    const bytesAtFirstPanel = bytes.total();

    const settleBy = Date.now() + SETTLE_LIMIT_MS;
    while (bytes.quietFor() < QUIET_MS && Date.now() < settleBy) await new Promise((resolve) => setTimeout(resolve, 250));
    const settled = bytes.quietFor() >= QUIET_MS;
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const received = bytes.total();
    return {
      session: session.name,
      people,
      firstPanelMs: Math.round(firstPanelMs),
      bytesAtFirstPanel,
      bytes: received,
      elements,
      heapBytes: usedSize,
      settled,
      search: session.searches ? await measureSearch(page, bytes) : undefined,
    };
  } finally {
    await context.close();
  }
}

const kB = (value: number) => `${(value / 1000).toFixed(1)} kB`;
const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : `> ${FIRST_PANEL_LIMIT_MS / 1000} s`);
const MB = (value: number) => `${(value / 1_000_000).toFixed(1)} MB`;
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

function report(results: AdminFigures[]): void {
  console.log('\nbench:admin: /admin at the phone profile (1.6 Mbps, 150 ms, CPU 4x, 390 px), from Submit');
  console.log(`  session       people   first panel   received then   received settled   DOM elements   JS heap   search "${SEARCH}"`);
  for (const r of results) {
    const search = r.search ? `${seconds(r.search.searchMs)}, ${r.search.searchFound} listed, ${kB(r.search.searchBytes)}` : '-';
    console.log(
      `  ${r.session.padEnd(11)}   ${String(r.people).padStart(6)}   ${seconds(r.firstPanelMs).padStart(11)}` +
        `   ${kB(r.bytesAtFirstPanel).padStart(13)}   ${kB(r.bytes).padStart(16)}   ${String(r.elements).padStart(12)}` +
        `   ${MB(r.heapBytes).padStart(7)}   ${search}${r.settled ? '' : `   (still receiving after ${SETTLE_LIMIT_MS / 1000} s)`}`,
    );
  }
  for (const session of new Set(results.map((r) => r.session))) reportTargets(results.filter((r) => r.session === session));
}

/** One session's targets, at its largest size and against its smallest. */
function reportTargets(results: AdminFigures[]): void {
  const [small, large] = [results[0], results.at(-1)];
  if (!small || !large) return;
  console.log(`\n  targets of the ${large.session}'s session at ${large.people} people:`);
  console.log(`    first panel under ${TARGETS.firstPanelMs / 1000} s: ${mark(large.firstPanelMs < TARGETS.firstPanelMs)}`);
  console.log(`    under ${MB(TARGETS.bytes)} received: ${mark(large.bytes < TARGETS.bytes)}`);
  console.log(`    under ${TARGETS.elements} DOM elements: ${mark(large.elements < TARGETS.elements)}`);
  if (large.search) console.log(`    search under ${TARGETS.searchMs / 1000} s: ${mark(large.search.searchMs < TARGETS.searchMs)}`);
  if (small === large) return;
  const within = (name: string, of: (r: AdminFigures) => number) => {
    const ratio = of(large) / Math.max(1, of(small));
    console.log(`    ${name} within ${TARGETS.ratio}x of ${small.people} people: ${ratio.toFixed(2)}x ${mark(ratio <= TARGETS.ratio)}`);
  };
  within('first panel', (r) => r.firstPanelMs);
  within('received', (r) => r.bytes);
  within('DOM elements', (r) => r.elements);
  within('JS heap', (r) => r.heapBytes);
  if (large.search) within('search', (r) => r.search?.searchMs ?? Infinity);
}

/** The people the seed placed in `city`: its applicants (every volunteer applied) and seniors. */
async function peopleOf(city: string): Promise<number> {
  const db = seededFirestore();
  const counts = await Promise.all(
    [COLLECTIONS.applications, COLLECTIONS.seniors].map(
      async (name) => (await db.collection(name).where('place.districtKey', '==', city).count().get()).data().count,
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/**
 * One size in a stack of its own: into an emulator that had served the smaller size's pages,
 * the larger seed's commits ran past firebase-admin's 60 s deadline.
 */
async function measureSize(offset: number, people: number, log: (line: string) => void): Promise<AdminFigures[]> {
  const stack = await startStack({ offset, log });
  const browser = await launchChromium();
  try {
    Object.assign(process.env, stackEnv(stack.ports, stack.webUrl));
    console.log(`\nseeding ${people} people`);
    log(`seeded in ${describeSeeded(await seedPeople(people, 13, log))}`);
    log(`the coordinator's city holds ${await peopleOf(CITY)} of them`);
    // Warm-up: a cold function worker (the admin session's first call) is not what this measures.
    await measureAdmin(browser, stack, people, keySession(stack));
    const results: AdminFigures[] = [];
    for (const session of [keySession(stack), coordinatorSession(stack)].filter((s) => s.people.includes(people))) {
      results.push(await measureAdmin(browser, stack, people, session));
      console.log(`  measured the ${session.name}'s session: first panel ${seconds(results.at(-1)!.firstPanelMs)}`);
    }
    return results;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

async function main(): Promise<void> {
  const offset = process.env.GH_PORT_OFFSET ? portOffset() : 3500;
  const log = (line: string) => console.log(`  ${line}`);
  await buildIfNeeded('functions', log);
  await buildIfNeeded('web', log);
  const results: AdminFigures[] = [];
  const people = [...new Set([...KEY_PEOPLE, ...COORDINATOR_PEOPLE])].sort((a, b) => a - b);
  for (const size of people) results.push(...(await measureSize(offset, size, log)));
  report(results);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
