/**
 * A coordinator's Assigned pairs, one of whose seniors lives in another city: that pair offers
 * neither Add visits nor Unlink, which the api would refuse, and says an owner acts on it; a
 * pair of their cities offers both; an owner's list reads no senior and offers both on each.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { onePage } from '../../../testing/onePage';
import { renderIn, tIn } from '../../../testing/inLanguage';
import { REQUESTED } from '../../../testing/linkedVolunteer';
import type { LinkedVolunteer } from '../adminData';
import { AssignedList } from './AssignedPanel';

const OF_PUNE = 'kamala@x.co';
const read = vi.fn();

// seniors/{email} as firestore.rules answer a coordinator of Pune: Kamala's of Pune, any other refused.
vi.mock('../../../lib/live', async (actual) => ({
  ...(await actual<typeof import('../../../lib/live')>()),
  useLiveDoc: (path: string | null) => {
    if (path === null) return { status: 'loading', data: null, error: null };
    read(path);
    return path === `seniors/${OF_PUNE}`
      ? { status: 'success', data: { email: OF_PUNE }, error: null }
      : {
          status: 'error',
          data: null,
          error: Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }),
        };
  },
}));

afterEach(() => {
  cleanup();
  read.mockReset();
});

const assigned = (name: string, email: string, senior: string): LinkedVolunteer => ({
  ...REQUESTED,
  name,
  email,
  senior: { email: senior, name: senior, status: 'Assigned', reqTime: 1, assTime: 2 },
});
const elsewhere = assigned('Rohan Mehta', 'rohan@x.co', 'ramesh@x.co');
const ofPune = assigned('Aditi Sharma', 'aditi@x.co', OF_PUNE);
const pair = (name: string) => within(screen.getByText(name).closest('li')!);

describe('Assigned pairs on a coordinator’s page', () => {
  it('offer no action on a pair whose senior lives elsewhere, and both on one of their cities', () => {
    renderIn('hi', <AssignedList page={onePage([elsewhere, ofPune])} notify={() => {}} ofCities />);
    expect(pair('Rohan Mehta').queryAllByRole('button')).toEqual([]);
    expect(pair('Rohan Mehta').getByText(tIn('hi')('adminVisits.pairElsewhere'))).toBeTruthy();
    expect(pair('Aditi Sharma').getAllByRole('button')).toHaveLength(2);
  });

  it('read no senior on an owner’s list, which offers both on every pair', () => {
    renderIn('en', <AssignedList page={onePage([elsewhere, ofPune])} notify={() => {}} />);
    expect(read).not.toHaveBeenCalled();
    expect(pair('Rohan Mehta').getByRole('button', { name: 'Add visits for Rohan Mehta' })).toBeTruthy();
    expect(pair('Rohan Mehta').getByRole('button', { name: /^Unlink Rohan Mehta/ })).toBeTruthy();
  });
});
