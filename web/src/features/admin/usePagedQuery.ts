/**
 * One admin panel's live query, PAGE_SIZE at a time (issue 13): Show more asks for one page
 * more of the same listener, so everything shown stays live. One document beyond the pages
 * shown is asked for, which tells whether there is more. While a longer list loads, the
 * shorter one stays on screen.
 *
 * A panel listens only once it comes near the screen (`watch` on its element): a phone shows
 * one panel at a time, so the others' documents, rows and listeners wait for a scroll.
 * Once started, a listener stays for as long as the page is open.
 */
import { useCallback, useMemo, useState } from 'react';
import { useLiveCollection, type LiveItem } from '../../lib/live';
import type { PanelQuery } from './adminData';

export const PAGE_SIZE = 20;
/** How far beyond the screen a panel starts listening: half a screen ahead of a scroll. */
const NEAR_MARGIN = '50% 0px';

export interface PagedResult<T> {
  /** null until the first answer. */
  items: LiveItem<T>[] | null;
  hasMore: boolean;
  /** A Show more is loading. */
  loadingMore: boolean;
  showMore: () => void;
  error: Error | null;
  /** A ref for the panel's element: the query starts when it comes near the screen. */
  watch?: (element: HTMLElement | null) => (() => void) | undefined;
}

/** A page of entries as a panel lists them (rows built from the documents). */
export type Page<T> = Omit<PagedResult<T>, 'items'> & { items: T[] | null };

/** The page with each document turned into the row a panel shows (`toRow` null: left out). */
export function usePagedRows<T, R>(query: PanelQuery, toRow: (doc: T) => R | null): Page<R> {
  const page = usePagedQuery<T>(query);
  const items = useMemo(() => page.items?.flatMap((doc) => toRow(doc) ?? []) ?? null, [page.items, toRow]);
  return { ...page, items };
}

/** Whether the element `watch` is given has come near the screen (at once where nothing can tell). */
function useNearScreen() {
  const [near, setNear] = useState(false);
  const watch = useCallback((element: HTMLElement | null) => {
    if (!element || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: NEAR_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { near, watch };
}

export function usePagedQuery<T>({ path, filters, orderBy }: PanelQuery): PagedResult<T> {
  const { near, watch } = useNearScreen();
  const [pages, setPages] = useState(1);
  const shown = pages * PAGE_SIZE;
  // A longer list waits for the server: the cache holds only the shorter one (live.ts, `synced`).
  const result = useLiveCollection<T>(near ? path : null, filters, { orderBy, limit: shown + 1, synced: pages > 1 });
  // The last answer, kept (React's "state from the previous render") for while a longer one loads.
  const [last, setLast] = useState<{ data: LiveItem<T>[]; shown: number } | null>(null);
  if (result.data && last?.data !== result.data) setLast({ data: result.data, shown });
  const current = result.data ? { data: result.data, shown } : last;
  return {
    items: current ? current.data.slice(0, current.shown) : null,
    hasMore: current ? current.data.length > current.shown : false,
    loadingMore: !result.data && Boolean(last),
    showMore: () => setPages((count) => count + 1),
    error: result.error,
    watch,
  };
}
