/** Screenshots to look at, kept in GH_SHOTS_DIR when it is set (docs/testing.md). */
import { mkdirSync } from 'node:fs';
import type { Locator, Page, PageScreenshotOptions } from 'playwright-core';
import { atEachWidth, DESKTOP, PHONE } from './visitor.ts';

const SHOTS = process.env.GH_SHOTS_DIR;

/** Whether screenshots are kept: for a step that only serves one (a resize, a wait). */
export const shotsKept = Boolean(SHOTS);

/**
 * Keeps a screenshot of `target` (a page, or a part of one) as `{name}.png` in GH_SHOTS_DIR.
 * Without it, none is taken: a full-page screenshot costs CPU a 2-core CI machine lacks.
 */
export async function keepShot(target: Page | Locator, name: string, options: Pick<PageScreenshotOptions, 'fullPage' | 'clip'> = {}) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await target.screenshot({ path: `${SHOTS}/${name}.png`, ...options });
}

/** `part` of the page at 1280 px and at 390 px, scrolled into view, as `{name}-{width}.png`; the page ends at 390 px. */
export async function shootBoth(page: Page, part: Locator, name: string) {
  if (!SHOTS) return;
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await part.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await keepShot(page, `${name}-${size.width}`);
  }
}

/**
 * The page at phone and then desktop width (atEachWidth), as `{name}-{width}.png`, `arrange`
 * run before each; the page ends at desktop width. Nothing is resized when none is kept.
 */
export async function keepAtEachWidth(page: Page, name: string, arrange: () => Promise<void> = async () => {}) {
  if (!SHOTS) return;
  await atEachWidth(page, async (_width, viewport) => {
    await arrange();
    await keepShot(page, `${name}-${viewport.width}`);
  });
}
