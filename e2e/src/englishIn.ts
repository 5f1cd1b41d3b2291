/** What is left in English on a page in Hindi or Marathi (issue 15). */
import type { Page } from 'playwright-core';

/**
 * The Latin words a reader meets in `main`: its text and its aria-labels, less the people's own
 * data written in Latin (`data`: e-mails, a city, a file's name).
 */
export async function englishIn(page: Page, data: readonly string[]): Promise<string[]> {
  const main = page.locator('main');
  const labels = await main.evaluate((element) => Array.from(element.querySelectorAll('[aria-label]'), (node) => node.getAttribute('aria-label') ?? ''));
  let text = [await main.innerText(), ...labels].join('\n');
  for (const said of data) text = text.split(said).join(' ');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}
