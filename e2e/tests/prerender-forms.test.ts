/**
 * The form pages before the script: on a slow network they show their form at once (held
 * until the page is live, as /contact), the phone menu works before the script as plain links,
 * Sign In is in the phone's bar, and on a short screen (200-400% zoom) the bar scrolls away.
 * Screenshots go to /tmp/H4-shots when SHOTS_DIR is set, for a person to look at.
 */
import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from '../src/axe.ts';
import { webUrl } from '@gh/testkit/stack';
import { DESKTOP, PHONE, VOLUNTEER, browserForFile, waitUntilLive, type Visitor } from '../src/visitor.ts';

const FORM_PAGES: [path: string, h1: string, field: RegExp, submit: string][] = [
  ['/login', 'Sign In', /^Email/, 'Request Code'],
  ['/senior-registration', 'Senior Registration', /^First name/, 'Start Free Trial'],
  ['/apply', 'Job Application', /^Full name/, 'Submit Application'],
];

const SMALL_PHONE = { width: 320, height: 640 } as const;
/** 1280x1024 at 400% zoom, in CSS pixels. */
const ZOOMED_400 = { width: 320, height: 256 } as const;
/** A 1366x768 laptop at 200% zoom, in CSS pixels. */
const ZOOMED_200 = { width: 683, height: 384 } as const;

const browser = browserForFile();

/** Opens `path` as it is before its scripts arrive: the HTML and CSS only, the inline head script runs. */
const openWithoutScripts = (visitor: Visitor, path: string) =>
  browser.open(visitor, path, async (page) => {
    await page.route('**/assets/*.js', (route) => route.abort());
  });

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}

describe('the form pages as served, before any script runs', () => {
  it.each(FORM_PAGES)('%s holds its heading and its form, held disabled', async (path, h1) => {
    const response = await fetch(`${webUrl}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
    expect(html).toMatch(/<form[^>]*>/);
    expect(html).toMatch(/<fieldset[^>]*role="none"[^>]*disabled=""/);
    expect(html).toMatch(/<style data-emotion="gh [^"]+">/);
  });

  it.each(FORM_PAGES)('%s shows its form with scripts blocked, its fields and button disabled', async (path, h1, field, submit) => {
    const { page } = await openWithoutScripts({ viewport: PHONE }, path);
    await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
    const input = page.getByRole('textbox', { name: field }).first();
    await input.waitFor();
    expect(await input.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: submit }).isDisabled()).toBe(true);
    await shot(page, `before-live${path.replace(/\//g, '_')}-390`);
  });

  it.each(FORM_PAGES)('%s becomes usable once live, keeping the prerendered heading', async (path, h1, field) => {
    const { page } = await browser.open({ viewport: PHONE }, path, async (page) => {
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') (window as { firstH1?: Element | null }).firstH1 = document.querySelector('h1');
        });
      });
    });
    await waitUntilLive(page);
    const input = page.getByRole('textbox', { name: field }).first();
    await expect.poll(() => input.isEnabled()).toBe(true);
    await input.fill('Asha');
    expect(await input.inputValue()).toBe('Asha');
    expect(await page.getByRole('heading', { level: 1, name: h1 }).count()).toBe(1);
    expect(await page.evaluate(() => (window as { firstH1?: Element | null }).firstH1 === document.querySelector('h1'))).toBe(true);
  });
});

describe('the phone menu before the script', () => {
  it('opens as a plain link and its pages are plain links', async () => {
    const { page } = await openWithoutScripts({ viewport: PHONE }, '/login');
    const toggle = page.getByRole('link', { name: 'Menu' });
    await toggle.click();
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    await about.waitFor({ state: 'visible' });
    await shot(page, 'menu-before-live-390');
    await about.click();
    await page.waitForURL(`${webUrl}/about`);
    await page.getByRole('heading', { level: 1, name: 'About Golden Hearts' }).waitFor();
  });

  it('stays open as the page goes live, then closes with its toggle', async () => {
    const { page } = await browser.open({ viewport: PHONE }, '/about#main-menu');
    await waitUntilLive(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).waitFor({ state: 'visible' });
    await toggle.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).waitFor({ state: 'hidden' });
  });
});

describe('Sign In in the phone bar', () => {
  it.each([
    ['390', PHONE],
    ['320', SMALL_PHONE],
  ] as const)('is visible at %s px beside the menu, in one row', async (width, viewport) => {
    const { page } = await browser.open({ viewport }, '/');
    await waitUntilLive(page);
    const banner = page.getByRole('banner');
    const signIn = banner.getByRole('link', { name: 'Sign In', exact: true });
    await signIn.waitFor({ state: 'visible' });
    expect(await signIn.count()).toBe(1);
    const [signInBox, menuBox, brandBox, bannerBox] = await Promise.all([
      signIn.boundingBox(),
      banner.getByRole('button', { name: 'Menu' }).boundingBox(),
      banner.getByRole('link', { name: 'Golden Hearts' }).boundingBox(),
      banner.boundingBox(),
    ]);
    // One row: the brand, Sign In and Menu side by side, nothing cut off the screen.
    expect(Math.abs(signInBox!.y + signInBox!.height / 2 - (menuBox!.y + menuBox!.height / 2))).toBeLessThan(2);
    expect(brandBox!.x + brandBox!.width).toBeLessThanOrEqual(signInBox!.x);
    expect(signInBox!.x + signInBox!.width).toBeLessThanOrEqual(menuBox!.x);
    expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(viewport.width);
    // The bar's row, and above it the slim row of the three languages (32 px links).
    expect(bannerBox!.height).toBeLessThan(100);
    expect(signInBox!.height).toBeGreaterThanOrEqual(36);
    await shot(page, `header-${width}`);
    await signIn.click();
    await page.waitForURL(`${webUrl}/login`);
  });

  it('is in the bar before the script too', async () => {
    const { page } = await openWithoutScripts({ viewport: PHONE }, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).waitFor({ state: 'visible' });
  });

  it('is not offered to a signed-in visitor, before or after the page is live', async () => {
    const before = await openWithoutScripts({ user: VOLUNTEER, viewport: PHONE }, '/about');
    await before.page.getByRole('banner').getByRole('link', { name: 'Menu' }).waitFor();
    expect(await before.page.getByRole('banner').getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    const after = await browser.open({ user: VOLUNTEER, viewport: PHONE }, '/about');
    await after.page.getByRole('button', { name: /ananya@example\.com/ }).waitFor();
    expect(await after.page.getByRole('banner').getByRole('link', { name: 'Sign In' }).count()).toBe(0);
  });

  it('at 1280 px stays beside Register, once', async () => {
    const { page } = await browser.open({ viewport: DESKTOP }, '/');
    await waitUntilLive(page);
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Register' }).waitFor({ state: 'visible' });
    expect(await banner.getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(1);
    await shot(page, 'header-1280');
  });
});

describe('the top bar on a short screen', () => {
  const barPosition = (page: Page) => page.getByRole('banner').evaluate((bar) => getComputedStyle(bar).position);

  it.each([
    ['400% zoom (a 320x256 px viewport)', ZOOMED_400, 'zoom400-scrolled'],
    ['200% zoom of a 1366x768 laptop (683x384 px)', ZOOMED_200, 'zoom200-scrolled'],
  ] as const)('scrolls away at %s', async (_zoom, viewport, name) => {
    const { page } = await browser.open({ viewport }, '/about');
    await waitUntilLive(page);
    expect(await barPosition(page)).toBe('static');
    await page.mouse.wheel(0, 600);
    await expect
      .poll(() =>
        page
          .getByRole('banner')
          .boundingBox()
          .then((box) => box!.y + box!.height),
      )
      .toBeLessThanOrEqual(0);
    await shot(page, name);
  });

  it('stays at the top of a phone screen of ordinary height', async () => {
    const { page } = await browser.open({ viewport: PHONE }, '/about');
    await waitUntilLive(page);
    expect(await barPosition(page)).toBe('sticky');
  });

  it('brings a field that Shift+Tab reaches out from under the sticky bar', async () => {
    const { page } = await browser.open({ viewport: PHONE }, '/senior-registration');
    await waitUntilLive(page);
    const first = page.getByRole('textbox', { name: /^First name/ });
    const last = page.getByRole('textbox', { name: /^Last name/ });
    await expect.poll(() => last.isEnabled()).toBe(true);
    // Focus the second field, scroll it far under the bar, then go back to the first by keyboard.
    await last.focus();
    await page.evaluate(() => window.scrollBy(0, 260));
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => first.evaluate((field) => field === document.activeElement)).toBe(true);
    const bar = (await page.getByRole('banner').boundingBox())!;
    const field = (await first.boundingBox())!;
    expect(field.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  });
});

describe('axe', () => {
  it.each(FORM_PAGES.map(([path]) => path))('finds nothing on %s before the page is live, at phone width', async (path) => {
    const { page } = await openWithoutScripts({ viewport: PHONE }, path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('finds nothing on /login once live, at %s width', async (width, viewport) => {
    const { page } = await browser.open({ viewport }, '/login');
    await waitUntilLive(page);
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `login-${width}`);
  });

  it('finds nothing in the phone menu opened before the script', async () => {
    const { page } = await openWithoutScripts({ viewport: PHONE }, '/apply');
    await page.getByRole('link', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).waitFor({ state: 'visible' });
    expect(await axeViolations(page)).toEqual([]);
  });
});
