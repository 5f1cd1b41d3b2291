/**
 * What a page took on its way to a moment (the person's data shown, or live): the JavaScript it
 * had received by then, whether from the network, the HTTP cache or the service worker, and the
 * network round trips it made one after another. Both hold whatever the CPU: a budget on them
 * means the same on a slow day as on a quick one (docs/benchmarks.md). Read from DevTools'
 * network log (the Network domain, as its panel shows it), so a file served by the service
 * worker or a cache counts as JavaScript but not as a round trip. `npm run bench:web` prints
 * them, and e2e/tests/dashboard-budgets.test.ts holds the budgets.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { CDPSession, Page } from 'playwright-core';

/** One request of the page, as DevTools' network log saw it; times in its monotonic seconds. */
interface Request {
  url: string;
  type: string;
  sent: number;
  /** When the response's headers came; null while none has. */
  answered: number | null;
  /** Answered by the service worker or a cache, without a network round trip. */
  local: boolean;
}

/** Requests that never stand between a page and its data: what it shows, not what it runs on. */
const NOT_ON_THE_WAY = new Set([
  'Image',
  'Font',
  'Stylesheet',
  'Media',
  'Manifest',
  'Ping',
  'CSPViolationReport',
  'SignedExchange',
  'Prefetch',
]);

export interface RoundTrips {
  /** The longest run of network requests each sent after the one before it had its answer. */
  count: number;
  /** That run, as short addresses (`/dashboard`, `/assets/index-x.js`, `accounts:lookup`). */
  chain: string[];
}

export interface Script {
  /** Its address's path: `/assets/index-x.js`. */
  path: string;
  decoded: number;
  gzip: number;
}

/** `https://host/assets/x.js` -> `/assets/x.js`; another host's request by its last path part. */
function shortName(url: string, origin: string): string {
  const parsed = new URL(url);
  if (parsed.origin === origin) return parsed.pathname;
  const part = parsed.pathname.split('/').filter(Boolean).at(-1) ?? parsed.host;
  return `${parsed.host.startsWith('127.0.0.1') ? '' : `${parsed.host}/`}${part}`;
}

/**
 * The longest chain of `requests`, each sent once the one before had been answered: the round
 * trips the page waited for one after another. Requests sent together (a page's scripts over one
 * connection) are one round trip, however many.
 */
export function longestChain<T extends { sent: number; answered: number }>(requests: readonly T[]): T[] {
  const sorted = [...requests].sort((a, b) => a.answered - b.answered);
  const best: { length: number; before: number }[] = [];
  sorted.forEach((request, index) => {
    let length = 1;
    let before = -1;
    // Of equally long chains, the one whose last answer came latest: the likelier dependency.
    for (let earlier = 0; earlier < index; earlier++) {
      if (sorted[earlier]!.answered <= request.sent && best[earlier]!.length + 1 >= length) {
        length = best[earlier]!.length + 1;
        before = earlier;
      }
    }
    best.push({ length, before });
  });
  let end = best.reduce((top, entry, index) => (top < 0 || entry.length > best[top]!.length ? index : top), -1);
  const chain: T[] = [];
  while (end >= 0) {
    chain.unshift(sorted[end]!);
    end = best[end]!.before;
  }
  return chain;
}

/** The built web app, which the local stack and the bench serve. */
const WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/** The size of a built file, decoded and as gzip -9 (as e2e/tests/public-weight.test.ts counts). */
const sizes = new Map<string, { decoded: number; gzip: number }>();
function sizeOf(distDir: string, path: string): { decoded: number; gzip: number } {
  let size = sizes.get(path);
  if (!size) {
    const body = readFileSync(join(distDir, path));
    size = { decoded: body.length, gzip: gzipSync(body, { level: 9 }).length };
    sizes.set(path, size);
  }
  return size;
}

/**
 * Records the requests of a page from now on, through `cdp` (a DevTools session of the page with
 * the Network domain enabled), which is served from `origin`. The page's scripts' sizes are read
 * from the built files.
 */
export class PageLoad {
  private readonly requests = new Map<string, Request>();
  /** The navigation's document request, whose wall time places the page's own clock. */
  private document: { sent: number; wallTime: number } | null = null;

  private readonly onSent = (event: {
    requestId: string;
    request: { url: string };
    type?: string;
    timestamp: number;
    wallTime: number;
    redirectResponse?: unknown;
  }) => {
    if (event.type === 'Document' && !event.redirectResponse) this.document ??= { sent: event.timestamp, wallTime: event.wallTime };
    this.requests.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      sent: event.timestamp,
      answered: null,
      local: false,
    });
  };

  private readonly onCached = ({ requestId }: { requestId: string }) => {
    const request = this.requests.get(requestId);
    if (request) request.local = true;
  };

  private readonly onAnswered = (event: {
    requestId: string;
    timestamp: number;
    response: { fromServiceWorker?: boolean; fromDiskCache?: boolean; fromPrefetchCache?: boolean };
  }) => {
    const request = this.requests.get(event.requestId);
    if (!request) return;
    request.answered = event.timestamp;
    const { fromServiceWorker, fromDiskCache, fromPrefetchCache } = event.response;
    if (fromServiceWorker || fromDiskCache || fromPrefetchCache) request.local = true;
  };

  constructor(
    private readonly cdp: CDPSession,
    private readonly origin: string,
    private readonly distDir = WEB_DIST,
  ) {
    cdp.on('Network.requestWillBeSent', this.onSent);
    cdp.on('Network.requestServedFromCache', this.onCached);
    cdp.on('Network.responseReceived', this.onAnswered);
  }

  stop(): void {
    this.cdp.off('Network.requestWillBeSent', this.onSent);
    this.cdp.off('Network.requestServedFromCache', this.onCached);
    this.cdp.off('Network.responseReceived', this.onAnswered);
  }

  /**
   * The moment `mark` (performance.mark in the page) on the network log's clock. Both clocks
   * are read from the one machine's wall time: the mapping is good to about a millisecond.
   */
  async momentOf(page: Page, mark: string): Promise<number> {
    if (!this.document) throw new Error('PageLoad: no navigation recorded');
    const wallMs = await page.evaluate((name) => {
      const entry = performance.getEntriesByName(name, 'mark')[0];
      return entry ? performance.timeOrigin + entry.startTime : null;
    }, mark);
    if (wallMs === null) throw new Error(`PageLoad: the page has no mark ${mark}`);
    return this.document.sent + (wallMs / 1000 - this.document.wallTime);
  }

  /** The scripts the page had received by `moment`, from anywhere, with their sizes. */
  scriptsBy(moment: number): Script[] {
    const paths = new Set<string>();
    for (const request of this.requests.values()) {
      if (request.type !== 'Script' || request.answered === null || request.answered > moment) continue;
      const url = new URL(request.url);
      if (url.origin === this.origin) paths.add(url.pathname);
    }
    return [...paths].map((path) => ({ path, ...sizeOf(this.distDir, path) }));
  }

  /** The network round trips made one after another by `moment`. */
  roundTripsBy(moment: number): RoundTrips {
    const network = [...this.requests.values()].filter(
      (request): request is Request & { answered: number } =>
        request.answered !== null &&
        request.answered <= moment &&
        !request.local &&
        !NOT_ON_THE_WAY.has(request.type) &&
        !request.url.startsWith('data:'),
    );
    const chain = longestChain(network);
    return { count: chain.length, chain: chain.map((request) => shortName(request.url, this.origin)) };
  }
}

/** The sum of the scripts' sizes. */
export function weightOf(scripts: readonly Script[]): { decoded: number; gzip: number; files: number } {
  return scripts.reduce((sum, script) => ({ decoded: sum.decoded + script.decoded, gzip: sum.gzip + script.gzip, files: sum.files + 1 }), {
    decoded: 0,
    gzip: 0,
    files: 0,
  });
}
