/**
 * A browser context a test opens is closed when that test finishes, even when it fails, so
 * nothing of it (pages, cookies, live listeners) leaks into the next test; a failed test
 * leaves a screenshot of each open page in e2e/test-results/.
 */
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { newVisitorPage } from '../src/identity.ts';
import { chromiumForFile, closeAfterTest } from '../src/visitor.ts';

const chromium = chromiumForFile();
const results = fileURLToPath(new URL('../test-results/', import.meta.url));
const started = Date.now();

describe('browser contexts', () => {
  it.fails('a test that fails with its pages open (fails on purpose)', async () => {
    // newVisitorPage for the identity and member tests; closeAfterTest, as browserForFile's open() uses it.
    const page = await newVisitorPage(chromium());
    await page.setContent('<h1>Left open</h1>');
    await (await closeAfterTest(await chromium().newContext())).newPage();
    expect(chromium().contexts()).toHaveLength(2);
    throw new Error('this test fails on purpose');
  });

  it('finds them closed, and what the failure left', () => {
    expect(chromium().contexts()).toEqual([]);
    const kept = readdirSync(results).filter(
      (name) =>
        name.startsWith('a-test-that-fails-with-its-pages-open-fails-on-purpose-') && statSync(`${results}${name}`).mtimeMs >= started,
    );
    expect(kept.filter((name) => name.endsWith('.png'))).toHaveLength(2);
  });
});
