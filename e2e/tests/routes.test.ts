/**
 * Every route of spec section 2 is mounted in the built SPA (served as Hosting would: every
 * path rewritten to index.html) and renders its page, not the not-found page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PAGES } from '@gh/common/routes';
import { webUrl } from '@gh/testkit/stack';
import { chromiumForFile } from '../src/visitor.ts';

const NOT_FOUND = 'We could not find that page';
const chromium = chromiumForFile();
let page: Page;

beforeAll(async () => {
  page = await chromium().newPage();
});

describe('routes', () => {
  it.each(Object.entries(PAGES))('%s (%s) is mounted', async (_name, path) => {
    const response = await page.goto(`${webUrl}${path}`);
    expect(response?.status()).toBe(200);
    const heading = page.locator('h1').first();
    await heading.waitFor({ timeout: 10_000 });
    expect(await heading.textContent()).not.toBe(NOT_FOUND);
  });

  it('an unknown path shows the not-found page', async () => {
    await page.goto(`${webUrl}/no-such-page`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(NOT_FOUND);
  });
});
