/**
 * axe-core scans of pages in the states a person meets, at desktop and phone width: no
 * violations of any rule axe runs by default.
 */
import { describe, expect, it } from 'vitest';
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { newVisitor } from './identity.ts';
import { atEachWidth, PHONE } from './visitor.ts';

/**
 * Waits (up to 5 s) until no transition or finite animation runs, then scans: axe reads a
 * button's colours as they are drawn, so one mid-change (MUI's 250 ms from disabled to enabled,
 * a menu fading in) failed colour contrast at 3.06 to 4.49:1 in CI at f1f1840. A person reads
 * the page once it stands still; a page that never does is scanned all the same.
 */
async function stillness(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * axe-core's own run of the whole document, every rule it runs by default. Its script goes into a
 * document once and serves each scan of it (at each width); @axe-core/playwright evaluates the
 * half-megabyte script twice a scan and finishes each in a blank page of its own, which only
 * frames need. The app's pages have none: a page that holds one is refused, not scanned in part.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await stillness(page);
  const frames = page.frames().length - 1;
  if (frames > 0) throw new Error(`axeViolations scans one document, and ${page.url()} holds ${frames} frame(s)`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document));
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary ?? ''})`),
  );
}

/** A named state and how a fresh visitor's page reaches it. */
export type PageState = [name: string, reach: (page: Page) => Promise<void>];

/**
 * One test per state, in a fresh browser context: reached at phone width and scanned at each
 * width (atEachWidth). Reaching a state is most of a test's time, so it is done once for both.
 */
export function scanAtEachWidth(states: PageState[], chromium: () => Browser): void {
  describe('axe at phone and desktop width', () => {
    // Reaching an admin state seeds the demo pairs, signs in and waits for live panels: about 50 s
    // late in a loaded run, when the emulator answers each write's listeners over a full store.
    it.each(states)('%s has no violations', { timeout: 120_000 }, async (_state, reach) => {
      const context = await newVisitor(chromium(), PHONE);
      const page = await context.newPage();
      await reach(page);
      expect(await atEachWidth(page, () => axeViolations(page))).toEqual({ phone: [], desktop: [] });
    });
  });
}
