/**
 * Launches the system Chromium through playwright-core (Playwright's own browser downloads are
 * not possible on our machines). CHROME_PATH overrides /usr/bin/chromium.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { LAST_SEEN_ENTRY } from '@gh/common/constants';

export const CHROMIUM_HELP =
  'Chromium not found. Install it with `sudo apt-get install chromium-headless-shell` (the tests) ' +
  'or `chromium` (the benchmarks; the tests run on it too), or set CHROME_PATH to a Chromium or Chrome executable.';

/** Chromium as a person runs it, for the benchmarks and Lighthouse. CHROME_PATH overrides. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((path): path is string => !!path && existsSync(path)) ?? null;
}

/**
 * The tests' browser: Chromium's headless shell (Debian's `chromium-headless-shell`), which has
 * no browser UI layer and ran the same browser tests with a third less CPU, else chromiumPath.
 * CHROME_PATH overrides.
 */
export function testBrowserPath(env: NodeJS.ProcessEnv = process.env): string | null {
  const shell = '/usr/bin/chromium-headless-shell';
  return !env.CHROME_PATH && existsSync(shell) ? shell : chromiumPath(env);
}

// Without the background-networking flags Chromium keeps dialling Google's hosts, which a
// closed network refuses (env notes); the rest keep runs quiet and repeatable.
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** What Playwright says in the console of a page whose worker it blocked (not the app's words). */
export const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/**
 * The browser, whose contexts (and `newPage`'s) run no service worker unless they ask with
 * `serviceWorkers: 'allow'`: the app's worker would precache the whole app in the background of
 * every test, and serve pages past `page.route`.
 */
export async function launchChromium(extraFlags: readonly string[] = [], executablePath = chromiumPath()): Promise<Browser> {
  if (!executablePath) throw new Error(CHROMIUM_HELP);
  const browser = await chromium.launch({ executablePath, headless: true, args: [...FLAGS, ...extraFlags] });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  return browser;
}

/** The tests' browser (testBrowserPath), as launchChromium makes it. */
export const launchTestBrowser = (): Promise<Browser> => launchChromium([], testBrowserPath());

/**
 * Deletes the web app's copies of the person's documents in `page`'s browser context, from a
 * public page of `webUrl`, which loads no Firebase and so does not hold them open: Firestore's
 * cache (IndexedDB) and the dashboard's own copy (localStorage). The signed-in session stays:
 * Auth keeps it in a database of its own.
 */
export async function deleteCachedDocuments(page: Page, webUrl: string): Promise<void> {
  await page.goto(`${webUrl}/about`);
  await page.evaluate(async (entry) => {
    localStorage.removeItem(entry);
    const names = (await indexedDB.databases()).map((db) => db.name).filter((name) => name?.startsWith('firestore/'));
    await Promise.all(
      names.map(
        (name) =>
          new Promise((resolve, reject) => {
            const request = indexedDB.deleteDatabase(name!);
            request.onsuccess = resolve;
            request.onerror = () => reject(request.error);
          }),
      ),
    );
  }, LAST_SEEN_ENTRY);
}
