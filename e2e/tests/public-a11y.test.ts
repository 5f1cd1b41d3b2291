/**
 * An axe-core scan of every public page at desktop and phone width, plus the chrome's open
 * states (the folded menu, the account menu): no violations of any rule axe runs by default
 * (WCAG 2.x A and AA, and best practices).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from '../src/axe.ts';
import { PHONE, SENIOR, atEachWidth, browserForFile, type Visitor } from '../src/visitor.ts';

const PUBLIC_PAGES = ['/', '/about', '/services', '/contact', '/register', '/careers', '/events', '/login', '/terms', '/privacy'];

const browser = browserForFile();

/** `path` opened for `visitor`, once it has settled. */
async function settled(visitor: Visitor, path: string): Promise<Page> {
  const { page } = await browser.open(visitor, path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Lazy images below the fold load as they scroll in; scan the settled page. A signed-in top
  // bar's bell keeps a live listener open, so its network never goes quiet: 'load' there.
  await page.waitForLoadState(visitor.user ? 'load' : 'networkidle');
  return page;
}

/** Violations as short readable lines, so a failure says what and where. */
async function scan(visitor: Visitor, path: string, prepare: (page: Page) => Promise<void>): Promise<string[]> {
  const page = await settled(visitor, path);
  await prepare(page);
  return axeViolations(page);
}

describe('axe at phone and desktop width', () => {
  // Loaded once, at phone width: loading is most of the time.
  it.each(PUBLIC_PAGES)('%s has no violations', async (path) => {
    const page = await settled({ viewport: PHONE }, path);
    expect(await atEachWidth(page, () => axeViolations(page))).toEqual({ phone: [], desktop: [] });
  });
});

describe('axe on the chrome when open', () => {
  it('the folded menu on a phone', async () => {
    const found = await scan({ viewport: PHONE }, '/about', async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
    });
    expect(found).toEqual([]);
  });

  it('the signed-in bar with the account menu open', async () => {
    const found = await scan({ user: SENIOR }, '/services', async (page) => {
      await page.getByRole('button', { name: /your account/i }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).waitFor();
    });
    expect(found).toEqual([]);
  });
});
