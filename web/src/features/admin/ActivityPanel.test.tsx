import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { AuditEntry } from '@gh/common/documents';
import type { LiveResult } from '../../lib/live';
import { ACTIVITY_PAGE, ActivityPanel } from './ActivityPanel';

// The panel's one listener, answered by hand: what it asks for and what it shows are tested here.
const live = vi.hoisted(() => ({ asked: [] as number[], result: null as unknown as LiveResult<unknown[]> }));
vi.mock('../../lib/liveRecent', () => ({
  useLiveRecent: (path: string, field: string, count: number) => {
    live.asked.push(count);
    if (path !== 'audit' || field !== 'at') throw new Error(`unexpected listener ${path} by ${field}`);
    return live.result;
  },
}));

afterEach(() => {
  cleanup();
  live.asked.length = 0;
});

const at = Date.UTC(2026, 10, 23, 4, 7);
const entry = (id: string, fields: Partial<AuditEntry>) => ({
  id, at, action: 'approve', email: `${id}@x.co`, type: 'volunteer', session: 'key', details: {}, ...fields,
});

describe('Activity', () => {
  it('says what was done to whom, when in India time, by which session, with its details', () => {
    live.result = {
      status: 'success', error: null, data: [
        entry('r', { action: 'reject', session: 'golden-hearts-admin/2dd20b9f-c6fa-473c', details: { reason: 'Mornings only.' } }),
        entry('u', { action: 'undo', details: { decision: 'Accepted' } }),
        entry('a', { action: 'assign', details: { senior: 'kamala@x.co', task: 'Tea.', date: '2026-11-24', startTime: '10:00', endTime: '11:30' } }),
      ],
    };
    render(<ActivityPanel />);
    const items = within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Rejected r@x.co23 November 2026, 9:37 AM, in admin session 2dd20b9fReason: Mornings only.',
      'Took back the decision on u@x.co23 November 2026, 9:37 AM, with the admin keyIt had been Accepted.',
      'Assigned a visit to a@x.co23 November 2026, 9:37 AM, with the admin keyWith kamala@x.co, Tuesday, 24 November 2026, 10:00 AM to 11:30 AM. Tea.',
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it(`asks for ${ACTIVITY_PAGE} at a time, offering Show more while a page comes back full`, () => {
    live.result = { status: 'success', error: null, data: Array.from({ length: ACTIVITY_PAGE }, (_, i) => entry(`e${i}`, {})) };
    render(<ActivityPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(live.asked.at(-1)).toBe(2 * ACTIVITY_PAGE);
  });

  it('says so when there is nothing yet', () => {
    live.result = { status: 'success', error: null, data: [] };
    render(<ActivityPanel />);
    expect(screen.getByText('No admin actions yet.')).toBeTruthy();
  });
});
