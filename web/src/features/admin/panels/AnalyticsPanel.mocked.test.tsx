import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { LiveResult } from '../../../lib/live';
import { AnalyticsPanel } from './AnalyticsPanel';

// The panel's one listener, answered by hand: what it shows of `stats/admin` is what is tested here.
const live = vi.hoisted(() => ({ path: '', result: { status: 'loading', data: null, error: null } as LiveResult<unknown> }));
vi.mock('../../../lib/live', () => ({
  useLiveDoc: (path: string) => {
    live.path = path;
    return live.result;
  },
}));

afterEach(cleanup);

const figures = () =>
  within(screen.getByRole('region', { name: 'Admin Analytics' }))
    .getAllByRole('definition')
    .map((figure) => figure.textContent);

describe('Admin Analytics', () => {
  it("shows the kept figures of stats/admin under the spec's labels", () => {
    live.result = {
      status: 'success',
      error: null,
      data: { volunteers: 12345, seniors: 9, submitted: 2, accepted: 123456, rejected: 1, requested: 5, assigned: 6 },
    };
    render(<AnalyticsPanel />);
    expect(live.path).toBe('stats/admin');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Total Volunteers',
      'Pending Approvals',
      'Accepted Applications',
      'Rejected Applications',
      'Requested Volunteers',
    ]);
    // Grouped as India reads large numbers.
    expect(figures()).toEqual(['12,345', '2', '1,23,456', '1', '5']);
  });

  it('shows 0 before anything was counted, and a placeholder while loading', () => {
    live.result = { status: 'success', data: null, error: null };
    render(<AnalyticsPanel />);
    expect(figures()).toEqual(['0', '0', '0', '0', '0']);
    cleanup();
    live.result = { status: 'loading', data: null, error: null };
    render(<AnalyticsPanel />);
    expect(figures()).toEqual(['…', '…', '…', '…', '…']);
  });
});
