/**
 * No wait longer than a second without a sign of progress, on a slow phone network (DevTools'
 * Slow 4G: 562 ms a request, 1.4 Mbps) with an empty HTTP cache: from the moment a page's
 * document exists until it is ready, something says where things stand: the page's heading,
 * or a visible status or progress bar (the shell's "Loading…", a page's placeholders, a
 * button's "Sending…"). Sampled at every frame the page paints; the longest stretch with none of
 * them must stay under a second. At 390 px, in Marathi and Hindi.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { messages as mrChrome } from '@gh/web/messages/mr/chrome';
import { webUrl } from '@gh/testkit/stack';
import { newVisitor, registeredSenior, signInThroughPage } from '../src/identity.ts';
import { PHONE, chromiumForFile, waitUntilLive } from '../src/visitor.ts';

const chromium = chromiumForFile();
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.4 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const QUIET_LIMIT_MS = 1_000;

/** Runs in every document: notes, at every frame, whether anything on screen shows where things stand. */
function sampleProgress(): void {
  const samples: { at: number; shown: boolean }[] = [];
  (window as unknown as { progressSamples: typeof samples }).progressSamples = samples;
  const visible = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const sample = () => {
    const signs = document.querySelectorAll('h1, [role="status"], [role="progressbar"], [aria-busy="true"]');
    const said = (sign: Element) => (sign.textContent ?? '').trim() !== '' || sign.getAttribute('role') === 'progressbar';
    samples.push({ at: performance.now(), shown: Array.from(signs).some((sign) => visible(sign) && said(sign)) });
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

/** The longest stretch, in ms, of samples with nothing shown. */
async function longestQuiet(page: Page): Promise<number> {
  const samples = await page.evaluate(() => (window as unknown as { progressSamples: { at: number; shown: boolean }[] }).progressSamples);
  let longest = 0;
  let quietSince: number | null = null;
  for (const { at, shown } of samples) {
    if (shown) quietSince = null;
    else longest = Math.max(longest, at - (quietSince ??= at));
  }
  return Math.round(longest);
}

async function slowPhone(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
}

async function openSlowly(context: BrowserContext, path: string, ready: (page: Page) => Promise<unknown>): Promise<number> {
  const page = await context.newPage();
  await page.addInitScript(sampleProgress);
  await slowPhone(context, page);
  await page.goto(`${webUrl}${path}`, { waitUntil: 'commit' });
  await ready(page);
  return longestQuiet(page);
}

describe('every wait of more than a second shows progress, on a slow phone network', { timeout: 180_000 }, () => {
  it.each([
    ['/mr/login', (page: Page) => waitUntilLive(page)],
    ['/hi/apply', (page: Page) => waitUntilLive(page)],
    ['/mr/admin', (page: Page) => page.getByRole('textbox').first().waitFor({ timeout: 60_000 })],
  ])('%s', async (path, ready) => {
    const context = await newVisitor(chromium(), PHONE);
    expect(await openSlowly(context, path, ready)).toBeLessThan(QUIET_LIMIT_MS);
  });

  it("a signed-in senior's /mr/dashboard and /mr/profile, scripts not yet in the browser's cache", async () => {
    const context = await newVisitor(chromium(), PHONE);
    const email = await registeredSenior();
    await signInThroughPage(await context.newPage(), email, 'Senior Citizen');
    const dashboard = await openSlowly(context, '/mr/dashboard', (page) =>
      page.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 60_000 }),
    );
    expect(dashboard).toBeLessThan(QUIET_LIMIT_MS);
    const profile = await openSlowly(context, '/mr/profile', (page) =>
      page.getByRole('button').filter({ hasText: /./ }).last().waitFor({ timeout: 60_000 }),
    );
    expect(profile).toBeLessThan(QUIET_LIMIT_MS);
  });

  it("the shell says 'Loading…' in the page's language before any script has run", async () => {
    const context = await newVisitor(chromium(), PHONE);
    const page = await context.newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${webUrl}/mr/dashboard`);
    const loading = page.getByRole('status');
    await loading.getByText(mrChrome['chrome.loading']).waitFor({ timeout: 5_000 });
    expect(await loading.innerText()).toBe(mrChrome['chrome.loading']);
  });
});
