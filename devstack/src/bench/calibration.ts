/**
 * A fixed piece of work a page's main thread does the same way on any machine, timed in the
 * throttled page a bench measures: the yardstick its times are divided by. These machines' CPU
 * time differs by day by two times and more, and so does a cheap phone's; a time divided by this
 * one, taken in the same page a moment later, is a figure two machines and two days can compare
 * (docs/benchmarks.md).
 *
 * The work is what a page's start does: parse and build data, format text, build and lay out
 * elements. Sized so that the phone-class profile (CPU 4x) takes about 0.4 s on a quiet machine of
 * ours: the 1.0 s target for a warm dashboard's data is 2.5 times it.
 */
import type { Page } from 'playwright-core';

/**
 * Runs in the page (serialised by Playwright), so it names nothing outside itself, and no
 * function inside it either (tsx would wrap a named one in a helper the page does not have).
 */
function workload(rounds: number): number {
  const started = performance.now();
  // A fixed pseudo-random sequence (a linear congruential generator).
  let seed = 7;
  const words = ['Kamala', 'Aditi', 'Pune', 'visit', 'newspaper', 'garden', 'tea', 'music', 'reading', 'Monday'];
  let keep = 0;
  for (let round = 0; round < rounds; round++) {
    // Data: records built, serialised, parsed back, sorted and grouped.
    const records = Array.from({ length: 400 }, (_, index) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return {
        id: `v${round}-${index}`,
        task: `${words[index % words.length]} ${seed % 1000}`,
        at: seed % 1e9,
        tags: words.slice(0, 1 + (index % 5)),
      };
    });
    const parsed = JSON.parse(JSON.stringify(records)) as typeof records;
    parsed.sort((a, b) => a.at - b.at || a.task.localeCompare(b.task));
    const groups = new Map<string, number>();
    for (const record of parsed) groups.set(record.tags.join(','), (groups.get(record.tags.join(',')) ?? 0) + 1);
    // Text: formatted and searched.
    const text = parsed.map((record) => `${record.task} at ${new Date(record.at).toISOString()}`).join('\n');
    keep += (text.match(/\d{3}/g) ?? []).length + groups.size;
    // Elements: built, styled, laid out and removed.
    const box = document.createElement('div');
    box.style.cssText = 'position:absolute;left:-10000px;top:0;width:360px;visibility:hidden;contain:layout';
    for (const record of parsed.slice(0, 150)) {
      const item = document.createElement('section');
      item.style.cssText = 'display:grid;grid-template-columns:max-content 1fr;gap:8px;padding:12px;border:1px solid #ccc';
      const title = document.createElement('h3');
      title.textContent = record.task;
      const when = document.createElement('p');
      when.textContent = record.tags.join(' · ');
      item.append(title, when);
      box.append(item);
    }
    document.body.append(box);
    keep += box.offsetHeight;
    box.remove();
  }
  // Used, so no engine can drop the work as dead code.
  if (keep < 0) throw new Error('unreachable');
  return performance.now() - started;
}

/** How many rounds of the work make the yardstick. */
const ROUNDS = 5;

/** The yardstick's time in `page`, as throttled now, in ms. */
export async function calibrate(page: Page): Promise<number> {
  return page.evaluate(workload, ROUNDS);
}
