/**
 * A live query shown a page at a time: each Show more adds a listener for the next page, a
 * query that starts after the last document shown (a cursor), so no page is read again and
 * everything shown stays live. Each page asks for one document beyond its size, which tells
 * whether there is more. While the next page loads, the pages before it stay on screen, and it
 * shows only once the server has answered it (live.ts, `synced`).
 */
import { useState } from 'react';
import { useLiveCollections, type LiveCursor, type LiveFilter, type LiveItem, type LiveQueryShape } from './live';

export interface PagedCollection<T> {
  /** null until the first answer. */
  items: LiveItem<T>[] | null;
  hasMore: boolean;
  /** A Show more is loading. */
  loadingMore: boolean;
  showMore: () => void;
  error: Error | null;
}

type Order = NonNullable<LiveQueryShape['orderBy']>;

/** Where a document stands in the order: the ordered field (a time, a number) and the id. */
const cursorOf = <T>(item: LiveItem<T>, [field]: Order): LiveCursor => [(item as Record<string, unknown>)[field], item.id];

/** Negative when `a` comes before `b` in the order, 0 at the same place, positive after. */
function compare([value, id]: LiveCursor, [otherValue, otherId]: LiveCursor, [, direction]: Order): number {
  const byValue = (value as number) - (otherValue as number);
  const order = byValue || (id < otherId ? -1 : id > otherId ? 1 : 0);
  return direction === 'asc' ? order : -order;
}

export interface ShownPages<T> {
  items: LiveItem<T>[];
  /** How many of the pages are shown (all but those after a gap, or still loading). */
  pages: number;
  hasMore: boolean;
  /** Where a page read its whole limit without reaching where the next one starts: that page's last document. */
  gap: { page: number; last: LiveCursor } | null;
}

/**
 * What the pages show, in order: each page up to the cursor the next one starts after (while
 * documents come and go, a page shows more or fewer than `pageSize`, and nothing twice or
 * never), the last one its first `pageSize`. A page that read its whole limit without reaching
 * its end has documents it has not read (more arrived in it than it reads beyond its size):
 * the list stops there. Pages still loading are left out; null until the first has answered.
 */
export function shownPages<T>(
  pages: readonly (LiveItem<T>[] | null)[],
  cursors: readonly LiveCursor[],
  order: Order,
  pageSize: number,
): ShownPages<T> | null {
  const items: LiveItem<T>[] = [];
  const seen = new Set<string>();
  const add = (some: LiveItem<T>[]) => {
    for (const item of some) if (!seen.has(item.id) && seen.add(item.id)) items.push(item);
  };
  for (const [index, page] of pages.entries()) {
    if (!page) return index === 0 ? null : { items, pages: index, hasMore: true, gap: null };
    const end = cursors[index];
    if (!end) {
      add(page.slice(0, pageSize));
      return { items, pages: index + 1, hasMore: page.length > pageSize, gap: null };
    }
    add(page.filter((item) => compare(cursorOf(item, order), end, order) <= 0));
    const last = page.at(-1);
    if (page.length > pageSize && last && compare(cursorOf(last, order), end, order) < 0) {
      return { items, pages: index + 1, hasMore: true, gap: { page: index, last: cursorOf(last, order) } };
    }
  }
  return { items, pages: pages.length, hasMore: false, gap: null };
}

/**
 * The documents at `path` (null: not yet, stays loading) passing `filters`, in `orderBy` order,
 * `pageSize` at a time. `remember` names the first page among what this browser keeps of the
 * signed-in person (live.ts, LiveQueryShape).
 */
export function usePagedCollection<T>(
  path: string | null,
  filters: readonly LiveFilter[],
  orderBy: Order,
  pageSize: number,
  remember?: string,
): PagedCollection<T> {
  // Where each page after the first starts: after the last document shown when it was asked
  // for, or after the last one a page read when more arrived in it than it reads. Another
  // query (a filter changed) starts again from its first page.
  const query = JSON.stringify([path, filters, orderBy]);
  const [paged, setPaged] = useState<{ query: string; cursors: LiveCursor[] }>({ query, cursors: [] });
  const cursors = paged.query === query ? paged.cursors : [];
  const setCursors = (next: LiveCursor[]) => setPaged({ query, cursors: next });
  const limit = pageSize + 1;
  // A page after the first waits for the server: the cache holds only what the page before read.
  const shapes = [
    { orderBy, limit, ...(remember && { remember }) },
    ...cursors.map((startAfter) => ({ orderBy, limit, startAfter, synced: true })),
  ];
  const results = useLiveCollections<T>(path, filters, shapes);
  const shown = shownPages(
    results.map((result) => result.data),
    cursors,
    orderBy,
    pageSize,
  );
  // A page with a gap gets a page after it that reads the rest (until it answers, the list stops there).
  const gap = shown?.gap;
  if (gap) setCursors([...cursors.slice(0, gap.page), gap.last, ...cursors.slice(gap.page)]);
  return {
    items: shown?.items ?? null,
    hasMore: shown?.hasMore ?? false,
    loadingMore: Boolean(shown && !gap && shown.pages < results.length),
    showMore: () => {
      const last = shown?.items.at(-1);
      if (shown && last) setCursors([...cursors.slice(0, shown.pages - 1), cursorOf(last, orderBy)]);
    },
    error: results.find((result) => result.error)?.error ?? null,
  };
}
