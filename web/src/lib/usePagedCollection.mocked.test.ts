import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { LiveCursor, LiveItem } from './live';
import { shownPages, usePagedCollection } from './usePagedCollection';
import { listeners } from '../testing/fakeFirestore';

vi.mock('./firebase', async () => (await import('../testing/fakeFirestore')).fakeFirebase);

afterEach(() => {
  cleanup();
  listeners.length = 0;
});

type Entry = LiveItem<{ at: number }>;
/** Entries newest first: `e9` at 9, `e8` at 8, ... */
const entries = (...ats: number[]): Entry[] => ats.map((at) => ({ id: `e${at}`, at }));
const ids = (shown: { items: Entry[] | null } | null) => shown?.items?.map((item) => item.id);
const NEWEST_FIRST = ['at', 'desc'] as const;
const after = (at: number): LiveCursor => [at, `e${at}`];

describe('shownPages', () => {
  it("shows the first page's size, and says whether there is more", () => {
    expect(ids(shownPages([entries(9, 8, 7)], [], NEWEST_FIRST, 2))).toEqual(['e9', 'e8']);
    expect(shownPages([entries(9, 8, 7)], [], NEWEST_FIRST, 2)?.hasMore).toBe(true);
    expect(shownPages([entries(9, 8)], [], NEWEST_FIRST, 2)?.hasMore).toBe(false);
    expect(shownPages([null], [], NEWEST_FIRST, 2)).toBeNull();
  });

  it('shows each page up to where the next starts: an arrival is shown, none is lost or shown twice', () => {
    // Show more was asked after e8; then e10 arrived at the top.
    const shown = shownPages([entries(10, 9, 8), entries(7, 6, 5)], [after(8)], NEWEST_FIRST, 2);
    expect(ids(shown)).toEqual(['e10', 'e9', 'e8', 'e7', 'e6']);
    expect(shown).toMatchObject({ pages: 2, hasMore: true, gap: null });
    // e9 left: the first page now reads past its end, and shows only up to it.
    expect(ids(shownPages([entries(10, 8, 7), entries(7, 6, 5)], [after(8)], NEWEST_FIRST, 2))).toEqual(['e10', 'e8', 'e7', 'e6']);
  });

  it('stops at a page that read its limit without reaching its end, naming its last document', () => {
    // e12 and e11 arrived: the first page reads e12, e11, e10 and does not reach e8.
    expect(shownPages([entries(12, 11, 10), entries(7, 6, 5)], [after(8)], NEWEST_FIRST, 2)).toEqual({
      items: entries(12, 11, 10),
      pages: 1,
      hasMore: true,
      gap: { page: 0, last: after(10) },
    });
  });

  it('leaves out a page still loading, and orders soonest first too', () => {
    expect(shownPages([entries(1, 2, 3), null], [after(2)], ['at', 'asc'], 2)).toEqual({
      items: entries(1, 2),
      pages: 1,
      hasMore: true,
      gap: null,
    });
  });
});

describe('usePagedCollection', () => {
  it('stays loading until the first page answers, and without a path', () => {
    expect(renderHook(() => usePagedCollection('audit', [], NEWEST_FIRST, 2)).result.current).toMatchObject({
      items: null,
      hasMore: false,
    });
    expect(renderHook(() => usePagedCollection(null, [], NEWEST_FIRST, 2)).result.current).toMatchObject({ items: null, hasMore: false });
  });

  const push = (index: number, items: Entry[]) =>
    act(() => listeners[index]!.next({ metadata: { fromCache: false }, docs: items.map(({ id, at }) => ({ id, data: () => ({ at }) })) }));

  it('adds a listener after the last entry shown for Show more, keeping the first, and one after a page that overflowed', async () => {
    const { result } = renderHook(() => usePagedCollection<{ at: number }>('audit', [], NEWEST_FIRST, 2));
    await waitFor(() => expect(listeners).toHaveLength(1));
    push(0, entries(9, 8, 7));
    expect(ids(result.current)).toEqual(['e9', 'e8']);

    act(() => result.current.showMore());
    await waitFor(() => expect(listeners).toHaveLength(2));
    expect(result.current).toMatchObject({ loadingMore: true, hasMore: true });
    expect(listeners[1]!.conditions).toContainEqual({ startAfter: [8, 'e8'] });
    push(1, entries(7, 6, 5));
    expect(ids(result.current)).toEqual(['e9', 'e8', 'e7', 'e6']);
    expect(listeners[0]!.stopped).toBe(false);

    // Two arrive at the top: the first page gets a page after it for what it no longer reads.
    push(0, entries(11, 10, 9));
    await waitFor(() => expect(listeners).toHaveLength(3));
    expect(listeners[2]!.conditions).toContainEqual({ startAfter: [9, 'e9'] });
    expect(ids(result.current)).toEqual(['e11', 'e10', 'e9']);
    push(2, entries(8, 7, 6));
    expect(ids(result.current)).toEqual(['e11', 'e10', 'e9', 'e8', 'e7', 'e6']);
    expect(listeners.map((listener) => listener.stopped)).toEqual([false, false, false]);
  });
});
