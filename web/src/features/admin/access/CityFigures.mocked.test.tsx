import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { LiveFilter, LiveResult } from '../../../lib/live';
import { CityFigures } from './CityFigures';

// The panel's one query, answered by hand: what it asks for and how it adds up the cities.
const live = vi.hoisted(() => ({
  asked: null as null | { path: string | null; filters: readonly LiveFilter[]; limit?: number },
  result: { status: 'loading', data: null, error: null } as LiveResult<unknown>,
}));
vi.mock('../../../lib/live', () => ({
  useLiveCollection: (path: string | null, filters: readonly LiveFilter[], shape: { limit?: number }) => {
    live.asked = { path, filters, limit: shape.limit };
    return live.result;
  },
}));

afterEach(cleanup);

const figures = () =>
  within(screen.getByRole('region', { name: 'Figures of your cities' }))
    .getAllByRole('definition')
    .map((figure) => figure.textContent);

describe("a coordinator's or viewer's figures", () => {
  it('asks for the kept figures of their cities alone, and shows them added up', () => {
    live.result = {
      status: 'success',
      error: null,
      data: [
        { id: 'maharashtra:pune', districtKey: 'maharashtra/pune', seniors: 1200, volunteers: 3, requested: 1 },
        { id: 'maharashtra:nagpur', districtKey: 'maharashtra/nagpur', seniors: 34, submitted: 2, assigned: 1 },
      ],
    };
    render(<CityFigures cities={['maharashtra/pune', 'maharashtra/nagpur']} />);
    expect(live.asked).toEqual({
      path: 'cityStats',
      filters: [['districtKey', 'in', ['maharashtra/pune', 'maharashtra/nagpur']]],
      limit: 10,
    });
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Total Seniors',
      'Total Volunteers',
      'Pending Approvals',
      'Accepted Applications',
      'Rejected Applications',
      'Requested Volunteers',
      'Assigned Volunteers',
    ]);
    expect(figures()).toEqual(['1,234', '3', '2', '0', '0', '1', '1']);
  });

  it('shows 0 for cities nothing was counted in, a placeholder while loading, and a refusal in words', () => {
    live.result = { status: 'success', data: [], error: null };
    render(<CityFigures cities={['maharashtra/pune']} />);
    expect(figures()).toEqual(Array(7).fill('0'));
    cleanup();
    live.result = { status: 'loading', data: null, error: null };
    render(<CityFigures cities={['maharashtra/pune']} />);
    expect(figures()).toEqual(Array(7).fill('…'));
    cleanup();
    live.result = { status: 'error', data: null, error: new Error('Missing or insufficient permissions.') };
    render(<CityFigures cities={['maharashtra/pune']} />);
    expect(screen.getByRole('alert').textContent).toBe('We could not load the figures: Missing or insufficient permissions.');
  });
});
