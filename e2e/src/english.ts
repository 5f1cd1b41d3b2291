/** What is left in English on a translated page, as a reader meets it in the browser. */
import type { Page } from 'playwright-core';

/**
 * The Latin words a reader meets in `main`: its text and its aria-labels, less the people's own
 * data written in Latin (`data`: e-mails, the city, the interests' stored values). Pass a
 * function when other files add and remove people meanwhile: it is read before the page and
 * after, so what the page shows is in one or the other.
 */
export async function englishIn(page: Page, data: readonly string[] | (() => Promise<readonly string[]>)): Promise<string[]> {
  const read = () => (typeof data === 'function' ? data() : Promise.resolve(data));
  const before = await read();
  const main = page.locator('main');
  const labels = await main.evaluate((element) =>
    Array.from(element.querySelectorAll('[aria-label]'), (node) => node.getAttribute('aria-label') ?? ''),
  );
  let text = [await main.innerText(), ...labels].join('\n');
  const said = new Set([...before, ...(typeof data === 'function' ? await read() : [])]);
  // The longest first, so a value inside another ("Music" in "Music Therapy") leaves no part behind.
  for (const part of [...said].sort((a, b) => b.length - a.length)) text = text.split(part).join(' ');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

/** How far the page scrolls sideways: 0 when it fits its width. */
export const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
