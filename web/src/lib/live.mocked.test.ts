import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { SYNC_WAIT_MS, holdDocs, useLiveCollection, useLiveCollections, useLiveDoc } from './live';
import { listeners } from '../testing/fakeFirestore';
import { keepSeen, lastSeen } from './lastSeen';
import { clearUser, writeUser } from './session';

vi.mock('./firebase', async () => (await import('../testing/fakeFirestore')).fakeFirebase);

const snapshot = (data: unknown, fromCache = false) => ({ exists: () => data !== null, data: () => data, metadata: { fromCache } });

afterEach(() => {
  cleanup();
  listeners.length = 0;
});

describe('useLiveDoc', () => {
  it('stays loading without a path', () => {
    const { result } = renderHook(() => useLiveDoc(null));
    expect(result.current).toEqual({ status: 'loading', data: null, error: null });
  });

  it('follows pushes, and stops listening on unmount', async () => {
    const { result, unmount } = renderHook(() => useLiveDoc<{ value: number }>('probes/p1'));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(listeners).toHaveLength(1));
    act(() => listeners[0]!.next(snapshot(null)));
    expect(result.current).toEqual({ status: 'success', data: null, error: null, fromCache: false });
    act(() => listeners[0]!.next(snapshot({ value: 7 })));
    expect(result.current.data).toEqual({ value: 7 });
    // The cache's copy first (offline, or the first moment of a start), then the server's.
    expect(listeners[0]!.options).toEqual({ includeMetadataChanges: true });
    act(() => listeners[0]!.next(snapshot({ value: 7 }, true)));
    expect(result.current).toMatchObject({ data: { value: 7 }, fromCache: true });
    act(() => listeners[0]!.next(snapshot({ value: 7 })));
    expect(result.current.fromCache).toBe(false);
    unmount();
    expect(listeners[0]!.stopped).toBe(true);
  });

  it('switches listeners when the path changes', async () => {
    const { result, rerender } = renderHook(({ path }) => useLiveDoc(path), { initialProps: { path: 'probes/a' } });
    await waitFor(() => expect(listeners).toHaveLength(1));
    act(() => listeners[0]!.next(snapshot({ value: 'a' })));
    rerender({ path: 'probes/b' });
    expect(result.current.status).toBe('loading'); // never the old document's data
    expect(listeners[0]!.stopped).toBe(true);
    await waitFor(() => expect(listeners).toHaveLength(2));
    expect(listeners[1]!.path).toBe('probes/b');
  });

  it('reports listener errors and bad paths as status error', async () => {
    const { result } = renderHook(() => useLiveDoc('probes/p1'));
    await waitFor(() => expect(listeners).toHaveLength(1));
    act(() => listeners[0]!.fail(new Error('permission-denied')));
    expect(result.current.status).toBe('error');
    expect(result.current.error?.message).toBe('permission-denied');

    const bad = renderHook(() => useLiveDoc('probes'));
    await waitFor(() => expect(bad.result.current.status).toBe('error'));
  });
});

describe('useLiveCollection', () => {
  const docs = (...items: [string, object][]) => ({ docs: items.map(([id, data]) => ({ id, data: () => data })) });

  it('listens to the filtered collection and answers every document with its id', async () => {
    const { result } = renderHook(() => useLiveCollection<{ status: string }>('applications', [['status', '==', 'Submitted']]));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(listeners).toHaveLength(1));
    expect(listeners[0]!.path).toBe('applications');
    expect(listeners[0]!.conditions).toEqual([{ field: 'status', op: '==', value: 'Submitted' }]);
    act(() => listeners[0]!.next(docs(['a@x.co', { status: 'Submitted' }])));
    expect(result.current).toEqual({ status: 'success', data: [{ id: 'a@x.co', status: 'Submitted' }], error: null });
    act(() => listeners[0]!.next(docs()));
    expect(result.current.data).toEqual([]);
  });

  it('keeps its listener while the filters keep their values, and stays loading without a path', async () => {
    const { rerender } = renderHook(({ value }) => useLiveCollection('volunteers', [['senior.status', '==', value]]), {
      initialProps: { value: 'Requested' },
    });
    await waitFor(() => expect(listeners).toHaveLength(1));
    rerender({ value: 'Requested' }); // a new array literal, the same filter
    rerender({ value: 'Assigned' });
    await waitFor(() => expect(listeners).toHaveLength(2));
    expect(listeners[0]!.stopped).toBe(true);

    const idle = renderHook(() => useLiveCollection(null));
    expect(idle.result.current).toEqual({ status: 'loading', data: null, error: null });
  });

  it("with `synced`, answers only lists the server confirmed, never the cache's first guess", async () => {
    const fromCache = (fromCache: boolean, ...ids: string[]) => ({
      metadata: { fromCache },
      docs: ids.map((id) => ({ id, data: () => ({}) })),
    });
    const { result } = renderHook(() => useLiveCollection('volunteers', [], { limit: 3, synced: true }));
    await waitFor(() => expect(listeners).toHaveLength(1));
    expect(listeners[0]!.options).toEqual({ includeMetadataChanges: true });
    act(() => listeners[0]!.next(fromCache(true, 'a')));
    expect(result.current.status).toBe('loading');
    act(() => listeners[0]!.next(fromCache(false, 'a', 'b', 'c')));
    expect(result.current.data?.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('with `synced`, shows a cache answer that fills the limit, and every answer after the first shown', async () => {
    const fromCache = (...ids: string[]) => ({ metadata: { fromCache: true }, docs: ids.map((id) => ({ id, data: () => ({}) })) });
    const { result } = renderHook(() => useLiveCollection('volunteers', [], { limit: 2, synced: true }));
    await waitFor(() => expect(listeners).toHaveLength(1));
    act(() => listeners[0]!.next(fromCache('a', 'b')));
    expect(result.current.data?.map((item) => item.id)).toEqual(['a', 'b']);
    // A document in limbo keeps later answers from the cache: they still show.
    act(() => listeners[0]!.next(fromCache('a')));
    expect(result.current.data?.map((item) => item.id)).toEqual(['a']);
  });

  it('with `synced`, shows the cache answer once the server has been waited for long enough', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { result } = renderHook(() => useLiveCollection('volunteers', [], { limit: 3, synced: true }));
      await waitFor(() => expect(listeners).toHaveLength(1));
      act(() => listeners[0]!.next({ metadata: { fromCache: true }, docs: [{ id: 'a', data: () => ({}) }] }));
      expect(result.current.status).toBe('loading');
      act(() => vi.advanceTimersByTime(SYNC_WAIT_MS));
      expect(result.current.data?.map((item) => item.id)).toEqual(['a']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with `synced`, shows the first answer, whatever it is, when none came before the wait ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { result } = renderHook(() => useLiveCollection('volunteers', [], { limit: 3, synced: true }));
      await waitFor(() => expect(listeners).toHaveLength(1));
      act(() => vi.advanceTimersByTime(SYNC_WAIT_MS));
      expect(result.current.status).toBe('loading');
      act(() => listeners[0]!.next({ metadata: { fromCache: true }, docs: [{ id: 'b', data: () => ({}) }] }));
      expect(result.current.data?.map((item) => item.id)).toEqual(['b']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useLiveCollections', () => {
  const docs = (...ids: string[]) => ({ docs: ids.map((id) => ({ id, data: () => ({ at: 1 }) })) });

  it('starts a listener for a shape added and stops one for a shape dropped, leaving the others alone', async () => {
    const page = (startAfter?: readonly [number, string]) => ({
      orderBy: ['at', 'desc'] as const,
      limit: 3,
      ...(startAfter && { startAfter }),
    });
    const { result, rerender, unmount } = renderHook(({ shapes }) => useLiveCollections('audit', [], shapes), {
      initialProps: { shapes: [page()] },
    });
    await waitFor(() => expect(listeners).toHaveLength(1));
    act(() => listeners[0]!.next(docs('a', 'b', 'c')));
    expect(result.current.map((one) => one.data?.map((item) => item.id))).toEqual([['a', 'b', 'c']]);

    rerender({ shapes: [page(), page([1, 'b'])] });
    await waitFor(() => expect(listeners).toHaveLength(2));
    expect(listeners[0]!.stopped).toBe(false);
    expect(listeners[1]!.conditions).toEqual([
      { orderBy: 'at', direction: 'desc' },
      { orderBy: '__name__', direction: 'desc' },
      { startAfter: [1, 'b'] },
      { limit: 3 },
    ]);
    expect(result.current.map((one) => one.status)).toEqual(['success', 'loading']);
    act(() => listeners[1]!.next(docs('c', 'd')));
    expect(result.current.map((one) => one.data?.map((item) => item.id))).toEqual([
      ['a', 'b', 'c'],
      ['c', 'd'],
    ]);

    rerender({ shapes: [page()] });
    expect(listeners.map((listener) => listener.stopped)).toEqual([false, true]);
    unmount();
    expect(listeners[0]!.stopped).toBe(true);
  });
});

describe('holdDocs', () => {
  it('opens a listener on every document at once, and stops them after the time given', async () => {
    vi.useFakeTimers();
    try {
      const { answered } = await holdDocs(['seniors/a@example.com', 'matches/a@example.com'], 30_000);
      expect(listeners.map((listener) => [listener.path, listener.stopped])).toEqual([
        ['seniors/a@example.com', false],
        ['matches/a@example.com', false],
      ]);
      let settled = false;
      void answered.then(() => (settled = true));
      listeners[0]!.next(snapshot({ name: 'A' }, true));
      await Promise.resolve();
      expect(settled).toBe(false);
      // A refusal is an answer too: the page reports it through its own listener.
      listeners[1]!.fail(new Error('permission-denied'));
      await answered;
      vi.advanceTimersByTime(29_999);
      expect(listeners.some((listener) => listener.stopped)).toBe(false);
      vi.advanceTimersByTime(1);
      expect(listeners.every((listener) => listener.stopped)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("tells what the server confirms, and a page's listener of the same document starts from it", async () => {
    const live: [string, unknown][] = [];
    await holdDocs(['seniors/b@example.com'], 30_000, (path, data) => live.push([path, data]));
    // The phone's cache is not news; the server's answer is, and each change after it.
    listeners[0]!.next(snapshot({ name: 'Old' }, true));
    listeners[0]!.next(snapshot({ name: 'New' }));
    expect(live).toEqual([['seniors/b@example.com', { name: 'New' }]]);
    const { result } = renderHook(() => useLiveDoc<{ name: string }>('seniors/b@example.com'));
    expect(result.current).toEqual({ status: 'success', data: { name: 'New' }, error: null, fromCache: false });
    // Back to the cache (offline): the page's listener answers for itself.
    listeners[0]!.next(snapshot({ name: 'New' }, true));
    const other = renderHook(() => useLiveDoc<{ name: string }>('seniors/b@example.com'));
    expect(other.result.current.status).toBe('loading');
  });
});

describe("`remember`: the phone's copy until the listener answers", () => {
  const SEEN = { email: 'kamala@example.com', interests: [] };
  afterEach(() => {
    clearUser();
    localStorage.clear();
  });

  it("shows the document last kept as the phone's copy at once, and keeps every answer", async () => {
    writeUser(SEEN);
    const first = renderHook(() => useLiveDoc<{ name: string }>('seniors/kamala@example.com', 'member'));
    await waitFor(() => expect(listeners).toHaveLength(1));
    act(() => listeners[0]!.next(snapshot({ name: 'Kamala' })));
    first.unmount();

    // The next start: the kept copy before any listener has answered.
    const { result } = renderHook(() => useLiveDoc<{ name: string }>('seniors/kamala@example.com', 'member'));
    expect(result.current).toEqual({ status: 'success', data: { name: 'Kamala' }, error: null, fromCache: true });
    await waitFor(() => expect(listeners).toHaveLength(2));
    act(() => listeners[1]!.next(snapshot({ name: 'Kamala Devi' })));
    expect(result.current).toEqual({ status: 'success', data: { name: 'Kamala Devi' }, error: null, fromCache: false });
    expect(lastSeen('member')).toEqual({ name: 'Kamala Devi' });
    // Without the name it neither shows nor keeps a copy.
    const unnamed = renderHook(() => useLiveDoc<{ name: string }>('seniors/kamala@example.com'));
    expect(unnamed.result.current.status).toBe('loading');
  });

  it("shows nothing kept for someone else, and keeps a named query's first page", async () => {
    writeUser(SEEN);
    keepSeen('member', { name: 'Kamala' });
    writeUser({ email: 'ravi@example.com', interests: [] });
    expect(renderHook(() => useLiveDoc('seniors/ravi@example.com', 'member')).result.current.status).toBe('loading');

    const shape = { orderBy: ['endAt', 'asc'] as const, limit: 3, remember: 'visits:near' };
    const query = renderHook(() => useLiveCollections<{ endAt: number }>('visits', [['senior', '==', 'ravi@example.com']], [shape]));
    expect(query.result.current[0]!.status).toBe('loading');
    await waitFor(() => expect(listeners.filter((one) => one.path === 'visits')).toHaveLength(1));
    act(() => listeners.find((one) => one.path === 'visits')!.next({ docs: [{ id: 'v1', data: () => ({ endAt: 5 }) }] }));
    query.unmount();
    const again = renderHook(() => useLiveCollections<{ endAt: number }>('visits', [['senior', '==', 'ravi@example.com']], [shape]));
    expect(again.result.current[0]).toEqual({ status: 'success', data: [{ id: 'v1', endAt: 5 }], error: null, fromCache: true });
  });
});
