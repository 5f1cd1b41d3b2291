/**
 * What is left in English on a Hindi or Marathi page (issue 15): the Latin words a reader meets
 * in `main`, its text and its aria-labels, less the people's own data written in Latin (`data`:
 * e-mails, cities, the stored values of their choices).
 */
import type { Page } from 'playwright-core';

export async function englishIn(page: Page, data: readonly string[]): Promise<string[]> {
  const main = page.locator('main');
  const labels = await main.evaluate((element) => Array.from(element.querySelectorAll('[aria-label]'), (node) => node.getAttribute('aria-label') ?? ''));
  let text = [await main.innerText(), ...labels].join('\n');
  // The longest first, so a value inside a longer one does not leave pieces of it behind.
  for (const said of [...data].sort((a, b) => b.length - a.length)) text = text.split(said).join(' ');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}
