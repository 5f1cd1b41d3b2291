/**
 * A browser context a test opens is closed when that test finishes, even when it fails, so
 * nothing of it (pages, cookies, live listeners) leaks into the next test.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { chromiumForFile, newVisitorPage } from '../src/identity.ts';
import { closeAfterTest } from '../src/visitor.ts';

const chromium = chromiumForFile();
const opened: BrowserContext[] = [];

describe('browser contexts', () => {
  it.fails('a test that fails with its pages open (fails on purpose)', async () => {
    // newVisitorPage for the identity and member tests; closeAfterTest, as browserForFile's open() uses it.
    opened.push((await newVisitorPage(chromium())).context(), closeAfterTest(await chromium().newContext()));
    throw new Error('this test fails on purpose');
  });

  it('finds them closed', () => {
    expect(opened).toHaveLength(2);
    expect(chromium().contexts()).toEqual([]);
  });
});
