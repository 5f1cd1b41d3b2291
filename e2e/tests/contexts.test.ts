/**
 * A browser context a test opens is closed when that test finishes, even when it fails, so
 * nothing of it (pages, cookies, live listeners) leaks into the next test.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { chromiumForFile, newVisitorPage } from '../src/identity.ts';
import { browserForFile } from '../src/visitor.ts';

const chromium = chromiumForFile();
const site = browserForFile();
const opened: BrowserContext[] = [];

describe('browser contexts', () => {
  it.fails('a test that fails with its pages open (fails on purpose)', async () => {
    opened.push((await newVisitorPage(chromium())).context(), (await site.open({}, '/about')).context);
    throw new Error('this test fails on purpose');
  });

  it('finds them closed', () => {
    expect(opened).toHaveLength(2);
    for (const context of opened) expect(context.browser()?.contexts()).not.toContain(context);
  });
});
