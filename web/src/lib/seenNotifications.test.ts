import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useSeenNotifications } from './seenNotifications';
import { clearUser, writeUser } from './session';

afterEach(() => {
  cleanup();
  clearUser();
  localStorage.clear();
});

describe('useSeenNotifications', () => {
  it('remembers what was marked seen, per person, for every hook and after a remount', () => {
    writeUser({ email: 'meena@example.com', interests: [] });
    const first = renderHook(() => useSeenNotifications('Meena@Example.com'));
    const other = renderHook(() => useSeenNotifications('ravi@example.com'));
    expect(first.result.current.seen.size).toBe(0);
    act(() => first.result.current.markSeen(['a', 'b']));
    expect([...first.result.current.seen]).toEqual(['a', 'b']);
    expect(other.result.current.seen.size).toBe(0);
    first.unmount();
    // The same person (the e-mail as its document id) after a reload.
    const again = renderHook(() => useSeenNotifications('meena@example.com'));
    expect(again.result.current.seen.has('b')).toBe(true);
  });

  it('keeps nothing without the person’s session: a tab left open after Sign Out writes nothing back', () => {
    const hook = renderHook(() => useSeenNotifications('meena@example.com'));
    act(() => hook.result.current.markSeen(['a']));
    expect(localStorage.length).toBe(0);
    expect(hook.result.current.seen.size).toBe(0);
  });

  it('treats unreadable storage as nothing seen', () => {
    localStorage.setItem('gh:seen-notifications:meena@example.com', '{not json');
    expect(renderHook(() => useSeenNotifications('meena@example.com')).result.current.seen.size).toBe(0);
  });
});
