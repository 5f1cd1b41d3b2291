/**
 * A browser context for the public-site tests: a desktop or phone-sized window, optionally
 * with a stored session (the `user` cookie, the `adminkey` entry) as spec section 3 describes.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, onTestFinished } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ADMIN_KEY_ENTRY, USER_COOKIE } from '@gh/common/constants';
import { launchTestBrowser } from '@gh/devstack/browser';
import { webUrl } from '@gh/testkit/stack';

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/**
 * How long a live change may take to reach an open page: a listener's snapshot has come more
 * than 20 s after its write with two browser files running on a loaded 2-core machine. The
 * waits never reload, so a change that only a reload would show still fails.
 */
export const LIVE = { timeout: 45_000 } as const;

/** Whether the page scrolls sideways (a layout too wide for the window). */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Whether an image has loaded and drawn. */
export const imageLoaded = (img: Locator) =>
  img.evaluate((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0);

/** Phone first, where most of our people are, then desktop. */
const WIDTHS = { phone: PHONE, desktop: DESKTOP } as const;
export type WidthName = keyof typeof WIDTHS;

/**
 * Runs `check` on `page` at phone width, then again with the window widened to desktop (as a
 * turned tablet is): a state reached once is checked at both. Answers each width's result.
 */
export async function atEachWidth<T>(
  page: Page,
  check: (width: WidthName, viewport: (typeof WIDTHS)[WidthName]) => Promise<T>,
): Promise<Record<WidthName, T>> {
  const results: Partial<Record<WidthName, T>> = {};
  for (const [width, viewport] of Object.entries(WIDTHS) as [WidthName, (typeof WIDTHS)[WidthName]][]) {
    await page.setViewportSize(viewport);
    results[width] = await check(width, viewport);
  }
  return results as Record<WidthName, T>;
}

export interface Visitor {
  viewport?: { width: number; height: number };
  /** Stored as the `user` cookie, as sign-in verification would. */
  user?: { email: string; [field: string]: unknown };
  adminKey?: string;
  /** False opens the page as it is before any script runs. */
  javaScriptEnabled?: boolean;
  /** The app's service worker runs only where a test asks for it (launchTestBrowser). */
  serviceWorkers?: 'allow';
}

export const SENIOR = { email: 'savitri@example.com', interests: ['Music'] };
export const VOLUNTEER = { email: 'ananya@example.com', skills: ['Reading'] };

/** Where a failed test leaves its screenshots and `failures.log`: npm test's reports folder, or e2e/test-results/ (git-ignored). */
export const EVIDENCE = process.env.GH_EVIDENCE_DIR
  ? `${process.env.GH_EVIDENCE_DIR}/`
  : fileURLToPath(new URL('../test-results/', import.meta.url));
let kept = 0;

/**
 * The last errors and warnings the pages of `context` reported (console, uncaught) and the
 * requests answered with an error (Chrome's console line names no address), as they come.
 */
export function troubleOf(context: BrowserContext): string[] {
  const lines: string[] = [];
  const note = (line: string) => {
    lines.push(`${new Date().toISOString().slice(11, 23)} ${line.slice(0, 300)}`);
    if (lines.length > 20) lines.shift();
  };
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') note(`console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => note(`uncaught: ${error.message}`));
    page.on('response', (answer) => {
      if (answer.status() >= 400) note(`${answer.status()} ${answer.request().method()} ${answer.url().split('?')[0]}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return lines;
}

/** A page's address and the start of what it shows, for a failed test's log. */
export async function whereAndWhat(page: Page): Promise<string> {
  // Enough of the page to tell its state from a CI log, and every alert and status line whole.
  const text = await page
    .evaluate(() => {
      const said = (element: Element | null) => (element instanceof HTMLElement ? element.innerText.replace(/\s+/g, ' ') : '');
      const notes = Array.from(document.querySelectorAll('[role="alert"], [role="status"]'), said).filter(Boolean);
      const page = said(document.querySelector('main') ?? document.body).slice(0, 1200);
      return notes.length ? `${page}" with alerts and status lines "${notes.join(' / ')}` : page;
    })
    .catch((error: Error) => `(unreadable: ${error.message.slice(0, 80)})`);
  return `${page.url()} showing "${text}"`;
}

/**
 * Closes `context` when the running test finishes, passed or failed, so no page, cookie or
 * storage of one test is left open into the next. When the test failed, it first keeps a
 * whole-page screenshot of each open page in e2e/test-results/ and prints where each page is, the start of
 * its text and what the pages last reported wrong. (A Playwright trace of every context would say more, but recording one for each of
 * the suite's contexts costs CPU that a 2-core CI machine does not have.) Call it inside a
 * test; a context a whole file shares (opened in beforeAll) closes with the file's browser
 * instead.
 */
export async function closeAfterTest(context: BrowserContext): Promise<BrowserContext> {
  const trouble = troubleOf(context);
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') {
      const name = `${EVIDENCE}${task.name
        .replace(/[^\w-]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 80)}-${Date.now().toString(36)}-${++kept}`;
      await mkdir(EVIDENCE, { recursive: true });
      await Promise.all(
        context.pages().map((page, i) => page.screenshot({ path: `${name}-${i}.png`, fullPage: true }).catch(() => undefined)),
      );
      const pages = await Promise.all(context.pages().map(async (page) => `a page it left open: ${await whereAndWhat(page)}`));
      const report = [`kept for the failed test: its pages' screenshots, ${name}-*.png`, ...pages];
      if (trouble.length > 0) report.push(`what its pages reported last:\n${trouble.join('\n')}`);
      // Printed for CI's log, and kept in a file, which a long log may not show whole.
      for (const line of report) console.error(line);
      await appendFile(`${EVIDENCE}failures.log`, `${new Date().toISOString()} ${task.name}\n${report.join('\n')}\n\n`);
    }
    await context.close();
  });
  return context;
}

export function visit(
  browser: Browser,
  { viewport = DESKTOP, user, adminKey, javaScriptEnabled = true, serviceWorkers }: Visitor = {},
): Promise<BrowserContext> {
  const host = new URL(webUrl).hostname;
  return browser.newContext({
    viewport,
    javaScriptEnabled,
    ...(serviceWorkers && { serviceWorkers }),
    storageState: {
      cookies: user
        ? [
            {
              name: USER_COOKIE,
              value: encodeURIComponent(JSON.stringify(user)),
              domain: host,
              path: '/',
              expires: -1,
              httpOnly: false,
              secure: false,
              sameSite: 'Lax',
            },
          ]
        : [],
      origins: adminKey ? [{ origin: webUrl, localStorage: [{ name: ADMIN_KEY_ENTRY, value: adminKey }] }] : [],
    },
  });
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * The test worker's Chromium (launchTestBrowser): launched for the first browser file the worker
 * runs and kept for the next ones (a worker's files share its modules), launched again if it
 * went away. It ends with the worker. A file starts with no context open (fileChromium).
 */
function workerChromium(): Promise<Browser> {
  workerBrowser ??= launchTestBrowser().then(
    (browser) => {
      browser.once('disconnected', () => (workerBrowser = undefined));
      return browser;
    },
    (error: unknown) => {
      workerBrowser = undefined;
      throw error;
    },
  );
  return workerBrowser;
}

/**
 * The worker's Chromium for a test file: call at the file's top level, then `browser()` in its
 * hooks and tests. Whatever the file left open (contexts it shares between tests) is closed
 * when it ends, so the next file starts with none.
 */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await workerChromium();
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running yet');
    return browser;
  };
}

/**
 * The worker's Chromium for a test file (chromiumForFile). `open` starts a fresh context per
 * visitor (closed when the test finishes, so no session leaks into the next) and goes to `path`.
 */
export function browserForFile() {
  const chromium = chromiumForFile();
  return {
    /** `prepare` runs on the new page before it navigates (listeners, init scripts). */
    async open(visitor: Visitor, path: string, prepare?: (page: Page) => Promise<void>): Promise<{ page: Page; context: BrowserContext }> {
      const context = await closeAfterTest(await visit(chromium(), visitor));
      const page = await context.newPage();
      await prepare?.(page);
      await page.goto(`${webUrl}${path}`);
      return { page, context };
    },
  };
}

/** Waits until a panel that fades and grows in (the top bar's popovers) is whole. */
export async function grownIn(panel: Locator): Promise<void> {
  await expect.poll(() => panel.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
}

/**
 * Waits until every transition and animation that ends, running in the page now, has ended: a
 * dialog's fade, a field label's move (spinners and other endless ones are left to run).
 */
export async function movesEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
}

/**
 * Signs out as a person does, through the account menu, and answers at /login. Sign Out is
 * pressed once the menu has finished growing in: a CI run once lost that click, the menu left
 * open and nobody signed out.
 */
export async function signOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Your account/ }).click();
  const menu = page.getByRole('dialog', { name: /^Your account/ });
  await grownIn(menu);
  await menu.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL(`${webUrl}/login`);
}

/**
 * Prerendered pages show the signed-out chrome, with their controls disabled, until React has
 * taken them over. Resolves once the top bar's menu toggle (in the page at every width, shown
 * only on narrow ones) is enabled; the visitor's own chrome is rendered by then.
 */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.locator('button[aria-controls="main-menu"]:enabled').waitFor({ state: 'attached' });
}

/** A route of a page or context held: its requests wait until `release()`; `count()` says how many came. */
export interface HeldRoute {
  release: () => void;
  count: () => number;
}

export async function holdRoute(target: Pick<Page, 'route'> | Pick<BrowserContext, 'route'>, pattern: string): Promise<HeldRoute> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requests = 0;
  await target.route(pattern, async (route) => {
    requests += 1;
    await held;
    // The page may have gone (or been unrouted) while the request waited.
    await route.continue().catch(() => {});
  });
  return { release, count: () => requests };
}
