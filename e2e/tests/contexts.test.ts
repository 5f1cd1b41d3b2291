/**
 * A browser context a test opens is closed when that test finishes, even when it fails, so
 * nothing of it (pages, cookies, live listeners) leaks into the next test; a failed test
 * leaves a screenshot of each open page, and what they showed in failures.log (EVIDENCE).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newVisitorPage } from '../src/identity.ts';
import { EVIDENCE, chromiumForFile, closeAfterTest } from '../src/visitor.ts';

const chromium = chromiumForFile();
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
    const kept = readdirSync(EVIDENCE).filter(
      (name) =>
        name.startsWith('a-test-that-fails-with-its-pages-open-fails-on-purpose-') && statSync(`${EVIDENCE}${name}`).mtimeMs >= started,
    );
    expect(kept.filter((name) => name.endsWith('.png'))).toHaveLength(2);
    const log = readFileSync(`${EVIDENCE}failures.log`, 'utf8');
    expect(log.slice(log.lastIndexOf('fails on purpose)\n'))).toContain('a page it left open: about:blank showing "Left open"');
  });
});
