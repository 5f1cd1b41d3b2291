/**
 * A live query shown a page at a time: Show more asks the same listener for one page more, so
 * everything shown stays live. One document beyond the pages shown is asked for, which tells
 * whether there is more. While a longer list loads, the shorter one stays on screen, and the
 * longer one shows only once the server has answered it (live.ts, `synced`).
 */
import { useState } from 'react';
import { useLiveCollection, type LiveFilter, type LiveItem, type LiveQueryShape } from './live';

export interface PagedCollection<T> {
  /** null until the first answer. */
  items: LiveItem<T>[] | null;
  hasMore: boolean;
  /** A Show more is loading. */
  loadingMore: boolean;
  showMore: () => void;
  error: Error | null;
}

/** The documents at `path` (null: not yet, stays loading) passing `filters`, in `orderBy` order, `pageSize` at a time. */
export function usePagedCollection<T>(
  path: string | null, filters: readonly LiveFilter[], orderBy: LiveQueryShape['orderBy'], pageSize: number,
): PagedCollection<T> {
  const [pages, setPages] = useState(1);
  const shown = pages * pageSize;
  // A longer list waits for the server: the cache holds only the shorter one.
  const result = useLiveCollection<T>(path, filters, { orderBy, limit: shown + 1, synced: pages > 1 });
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
  };
}
