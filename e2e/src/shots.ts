/** Screenshots to look at, kept in GH_SHOTS_DIR when it is set (docs/testing.md). */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE } from './visitor.ts';

const SHOTS = process.env.GH_SHOTS_DIR;

/** `part` of the page at 1280 px and at 390 px, scrolled into view, as `{name}-{width}.png`; the page ends at 390 px. */
export async function shootBoth(page: Page, part: Locator, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await part.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png` });
  }
}
