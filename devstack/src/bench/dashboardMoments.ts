/**
 * The two moments a signed-in dashboard is timed to, marked by the page itself
 * (performance.mark) the instant they happen, whatever did it: the person's data shown (the
 * heading, every card with its content: none busy, none holding a '…' placeholder), from the
 * phone's copy or live; and live (no longer saying it shows the phone's copy). An English page.
 */
import type { BrowserContext, Page } from 'playwright-core';

export const SHOWN_MARK = 'gh-data-shown';
export const LIVE_MARK = 'gh-data-live';

/**
 * Installed in every document before its own scripts (addInitScript, which the app's CSP does
 * not govern): checks the page at each change of its elements. Names nothing outside itself, and
 * no function inside it either (tsx would wrap a named one in a helper the page does not have).
 */
function markMoments([shownMark, liveMark]: readonly [string, string]): void {
  const observer = new MutationObserver(() => {
    const main = document.querySelector('main');
    // "Welcome back, …", or "Welcome, …" on a first visit to this browser or tab.
    if (!main?.querySelector('h1')?.textContent?.startsWith('Welcome')) return;
    if (main.querySelector('[aria-busy="true"]') || main.textContent?.includes('…')) return;
    if (!performance.getEntriesByName(shownMark, 'mark').length) performance.mark(shownMark);
    if (Array.from(main.querySelectorAll('[role="status"]')).some((status) => status.textContent?.startsWith('Shown as this phone')))
      return;
    performance.mark(liveMark);
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** Marks the moments in every page `target` opens from now on. */
export async function markDataMoments(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(markMoments, [SHOWN_MARK, LIVE_MARK] as const);
}

/** Waits for the page's mark `mark`; answers its time since the navigation, in ms. */
export async function momentMarked(page: Page, mark: string, timeout = 120_000): Promise<number> {
  const handle = await page.waitForFunction((name) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? 0, mark, {
    polling: 100,
    timeout,
  });
  return Math.round((await handle.jsonValue()) as number);
}
