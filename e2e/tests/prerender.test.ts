/**
 * The public pages are prerendered at build time (web/prerender.ts): their HTML already holds
 * the page, so it paints before any script runs, and the browser then hydrates it in place.
 * Checks the HTML as served (no JavaScript), the addresses as Hosting serves them, and in
 * Chromium that each page hydrates without a mismatch, keeps the prerendered nodes, becomes
 * interactive, and still redirects a stored session.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SERVICE_WORKER_BLOCKED } from '@gh/devstack/browser';
import { LANGS, localizedPath } from '@gh/common/i18n';
import { PAGES as ROUTES } from '@gh/common/routes';
import { messages as enChrome } from '@gh/web/messages/en/chrome';
import { messages as hiChrome } from '@gh/web/messages/hi/chrome';
import { messages as mrChrome } from '@gh/web/messages/mr/chrome';
import { webUrl } from '@gh/testkit/stack';
import { DESKTOP, PHONE, SENIOR, VOLUNTEER, browserForFile, waitUntilLive, type Visitor } from '../src/visitor.ts';

const CHROME = { en: enChrome, hi: hiChrome, mr: mrChrome };

const PAGES: [path: string, h1: string][] = [
  ['/', 'Listen, share and laugh, because companionship knows no age'],
  ['/about', 'About Golden Hearts'],
  ['/services', 'Our Services'],
  ['/events', 'Events'],
  ['/careers', 'Join Our Team'],
  ['/register', 'Welcome to Golden Hearts'],
  ['/contact', 'Contact Us'],
  ['/login', 'Sign In'],
  ['/apply', 'Job Application'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
];

async function served(path: string): Promise<{ status: number; html: string; location: string | null }> {
  const response = await fetch(`${webUrl}${path}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
}

/** What is inside `<div id="root">…</div>`, the last element of the body. */
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? null;

describe('the HTML as served, before any script runs', () => {
  it.each(PAGES)('%s already holds its heading, its CSS and its title', async (path, h1) => {
    const { status, html } = await served(path);
    expect(status).toBe(200);
    expect(rootOf(html)).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
    expect(html).toMatch(/<style data-emotion="gh [^"]+">/);
    expect(html).toMatch(/<title>[^<]*Golden Hearts<\/title>/);
    // Built signed out: the Sign In and Register buttons, no account menu.
    expect(rootOf(html)).toContain('href="/login"');
  });

  it('names each page in its title, as the page itself does once running', async () => {
    expect((await served('/about')).html).toContain('<title>About Golden Hearts · Golden Hearts</title>');
    expect((await served('/')).html).toContain('<title>Golden Hearts</title>');
  });

  it('sends /about/ to /about, as Hosting does with trailingSlash false', async () => {
    const { status, location } = await served('/about/?from=link');
    expect(status).toBe(301);
    expect(location).toBe('/about?from=link');
  });

  it.each(['/profile', '/no-such-page'])('serves the app shell at %s: no page, only "Loading…"', async (path) => {
    const { status, html } = await served(path);
    expect(status).toBe(200);
    const root = rootOf(html) ?? '';
    expect(root).toMatch(/^<div class="gh-opening" role="status">/);
    expect(root.replace(/<[^>]+>/g, '')).toBe(LANGS.map((lang) => CHROME[lang]['chrome.loading']).join(''));
    expect(html).toContain('<script type="module"');
  });

  it.each(LANGS)('serves the dashboard its own shell in %s: the top bar and footer, only "Loading…" in the page', async (lang) => {
    const { status, html } = await served(localizedPath(ROUTES.dashboard, lang));
    expect(status).toBe(200);
    expect(html).toContain(`<html lang="${lang}">`);
    const root = rootOf(html) ?? '';
    expect(root).toContain('<header');
    expect(root).toContain('<footer');
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(root)?.[1] ?? '';
    expect(main).toContain('<div class="gh-opening" role="status">');
    expect(main.replace(/<!--[^>]*-->/g, '').replace(/<[^>]+>/g, '')).toBe(LANGS.map((each) => CHROME[each]['chrome.loading']).join(''));
    expect(html).toContain('<script type="module"');
  });
});

const browser = browserForFile();

/**
 * Opens `path` with every console error and warning recorded. Before any script runs, the
 * page's h1 is remembered, so the test can tell whether hydration kept the prerendered node.
 */
async function openRecording(
  visitor: Visitor,
  path: string,
  settled: 'networkidle' | 'load' = 'networkidle',
): Promise<{ page: Page; problems: string[] }> {
  const problems: string[] = [];
  const { page } = await browser.open(visitor, path, async (page) => {
    page.on('console', (message) => {
      const problem = message.type() === 'error' || message.type() === 'warning';
      if (problem && message.text() !== SERVICE_WORKER_BLOCKED) problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await page.addInitScript(() => {
      const recorded = window as { prerenderedH1?: Element | null; layoutShift?: number };
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') recorded.prerenderedH1 = document.querySelector('h1');
      });
      // Shifts from the moment the HTML is parsed, when the page starts going live. (A starved
      // CPU may paint a half-parsed page first; that is the browser's doing, not hydration's.)
      recorded.layoutShift = 0;
      document.addEventListener('DOMContentLoaded', () => {
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries()) recorded.layoutShift! += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift' });
      });
    });
  });
  // The page's chunk loads before hydration; once the network is quiet, every part of the page
  // has hydrated, not only the top bar that waitUntilLive watches. (A page with live listeners,
  // like /dashboard, keeps a channel open and never goes quiet: it waits for 'load'.)
  await page.waitForLoadState(settled);
  await waitUntilLive(page);
  return { page, problems };
}

/** The page's layout shift since its HTML was parsed, as the browser measured it. */
const layoutShift = (page: Page) => page.evaluate(() => (window as { layoutShift?: number }).layoutShift);

const keptPrerenderedH1 = (page: Page) =>
  page.evaluate(() => {
    const before = (window as { prerenderedH1?: Element | null }).prerenderedH1;
    return !!before && before === document.querySelector('h1') && before.isConnected;
  });

describe('in the browser', () => {
  it.each(PAGES)('%s hydrates in place, without a console error or a layout shift, and its menu opens', async (path, h1) => {
    const { page, problems } = await openRecording({ viewport: PHONE }, path);
    await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
    expect(await keptPrerenderedH1(page)).toBe(true);
    expect(await layoutShift(page)).toBe(0);

    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).waitFor({ state: 'visible' });
    expect(problems).toEqual([]);
  });

  it('renders an address with a query string afresh, as it asks, without a console error', async () => {
    const { page, problems } = await openRecording({}, '/events?tab=parties');
    expect(await page.getByRole('tab', { name: 'Parties' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it.each<[string, Visitor]>([
    ['a senior', { user: SENIOR }],
    ['a volunteer', { user: VOLUNTEER }],
  ])(
    'sends %s with a stored session from / to /dashboard, whose guard (no Auth session behind the cookie) sends them on to /login, without a console error',
    async (_who, visitor) => {
      const { page, problems } = await openRecording(visitor, '/', 'load');
      await page.waitForURL(`${webUrl}/login`);
      // Only the member guard, past the home page's redirect, says this.
      await page.getByRole('status').filter({ hasText: 'Your session has ended. Please sign in again.' }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
      expect(problems).toEqual([]);
    },
  );

  it.each([
    ['wide', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'shows a signed-in visitor their account menu on a prerendered page (%s), without a mismatch or a layout shift',
    async (_width, viewport) => {
      // 'load': a signed-in top bar's bell keeps a live listener open, so the network never goes quiet.
      const { page, problems } = await openRecording({ user: VOLUNTEER, viewport }, '/about', 'load');
      await page.getByRole('button', { name: /ananya@example\.com/ }).waitFor();
      expect(await page.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
      expect(await keptPrerenderedH1(page)).toBe(true);
      expect(await layoutShift(page)).toBe(0);
      expect(problems).toEqual([]);
    },
  );

  it.each<[string, Visitor, number]>([
    ['a signed-in visitor', { user: VOLUNTEER }, 0],
    ['a visitor signed out', {}, 1],
  ])('before the page is live, shows %s the top bar entries that are theirs', async (_who, visitor, signedOutEntries) => {
    // Scripts blocked: the page stays as prerendered, with only its head's inline mark script.
    const { page } = await browser.open(visitor, '/about', async (page) => {
      await page.route('**/assets/*.js', (route) => route.abort());
    });
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Services' }).waitFor();
    for (const name of ['Sign In', 'Register', 'Careers', 'Admin']) {
      expect(await banner.getByRole('link', { name, exact: true }).count()).toBe(signedOutEntries);
    }
  });

  it('before any script runs, shows the page whole and keeps its script-only controls disabled', async () => {
    const { page } = await browser.open({ viewport: PHONE, javaScriptEnabled: false }, '/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    // The menu is a plain link to its panel until then (prerender-forms.test.ts opens it).
    expect(await page.getByRole('link', { name: 'Menu' }).getAttribute('href')).toBe('#main-menu');
    expect(await page.getByRole('textbox', { name: /^Your name/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send Message' }).isDisabled()).toBe(true);
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Events' }).getAttribute('href')).toBe('/events');
  });

  it('keeps the footer below the first screen, so a page arriving late never moves it into view', async () => {
    const { page } = await openRecording({ viewport: PHONE }, '/no-such-page');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const footer = await page.getByRole('contentinfo').boundingBox();
    expect(footer?.y).toBeGreaterThanOrEqual(PHONE.height);
  });
});
