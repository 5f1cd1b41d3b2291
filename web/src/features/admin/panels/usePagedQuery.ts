/**
 * One admin panel's live query, PAGE_SIZE at a time (lib/usePagedCollection.ts).
 *
 * A panel listens only once it comes near the screen (`watch` on its element): a phone shows
 * one panel at a time, so the others' documents, rows and listeners wait for a scroll.
 * Once started, a listener stays for as long as the page is open.
 */
import { useCallback, useMemo, useState } from 'react';
import { usePagedCollection, type PagedCollection } from '../../../lib/usePagedCollection';
import type { PanelQuery } from '../adminData';

export const PAGE_SIZE = 20;
/** How far beyond the screen a panel starts listening: half a screen ahead of a scroll. */
const NEAR_MARGIN = '50% 0px';

export interface PagedResult<T> extends PagedCollection<T> {
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
  const watch = useCallback(
    (element: HTMLElement | null) => {
      if (!element || near) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return { near, watch };
}

export function usePagedQuery<T>({ path, filters, orderBy, eager }: PanelQuery): PagedResult<T> {
  const { near, watch } = useNearScreen();
  return { ...usePagedCollection<T>(near || eager ? path : null, filters, orderBy, PAGE_SIZE), watch };
}
