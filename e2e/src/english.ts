import type { Page } from 'playwright-core';

/**
 * The Latin words a reader meets in `main` of a Hindi or Marathi page (issue 15): its text and
 * its aria-labels, less the people's own data written in Latin (`data`: e-mails, the city, the
 * interests' stored values).
 */
export async function englishIn(page: Page, data: readonly string[]): Promise<string[]> {
  const main = page.locator('main');
  const labels = await main.evaluate((element) => Array.from(element.querySelectorAll('[aria-label]'), (node) => node.getAttribute('aria-label') ?? ''));
  let text = [await main.innerText(), ...labels].join('\n');
  for (const said of data) text = text.split(said).join(' ');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

/** How far the page scrolls sideways: 0 when it fits its width. */
export const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
