/**
 * A viewer's city list, in Marathi: the first page read at once, each person by name with the
 * city, where they stand and since when; Show more reads the next page after the sealed cursor;
 * a refused read says so and Try again reads it again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../lib/api';
import { adminCalls as calls, resetAdminCalls } from '../../../testing/adminCalls';
import { renderIn } from '../../../testing/inLanguage';
import { CityListPanel } from './CityListPanel';

vi.mock('../../../lib/adminAuth', async () => ({ adminRequest: (await import('../../../testing/adminCalls')).adminRequest }));

beforeEach(resetAdminCalls);
afterEach(cleanup);

const SINCE = Date.UTC(2026, 10, 2, 6);
const row = (name: string, status: string | null) => ({ name, districtKey: 'maharashtra/pune', status, since: SINCE });

describe("a viewer's city list, in Marathi", () => {
  it('lists the first page by name, and Show more adds the next', async () => {
    calls.answer = { rows: [row('सुनीता पाटील', 'Requested'), row('रवी जोशी', null)], next: 'sealed-1' };
    renderIn('mr', <CityListPanel list="volunteers" />);
    expect(await screen.findByText('सुनीता पाटील')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'तुमच्या शहरांतील स्वयंसेवक' })).toBeTruthy();
    expect(screen.getByText(/भेटीची विनंती केली · 2 नोव्हेंबर, 2026 रोजी नोंदणी केली/)).toBeTruthy();
    expect(screen.getByText(/अजून जोडी नाही/)).toBeTruthy();
    expect(calls.request).toHaveBeenCalledWith('cityList', { body: { list: 'volunteers' } });

    calls.answer = { rows: [row('मीरा देशपांडे', 'Assigned')], next: null };
    fireEvent.click(screen.getByRole('button', { name: 'आणखी दाखवा' }));
    expect(await screen.findByText('मीरा देशपांडे')).toBeTruthy();
    expect(calls.request).toHaveBeenLastCalledWith('cityList', { body: { list: 'volunteers', after: 'sealed-1' } });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'आणखी दाखवा' })).toBeNull();
  });

  it('says when the list could not be read, and reads it again', async () => {
    calls.refusal = new ApiError(500, 'Internal server error', { code: 'serverError' });
    renderIn('mr', <CityListPanel list="applications" />);
    expect((await screen.findByRole('alert')).textContent).toContain('ही यादी वाचता आली नाही.');
    calls.refusal = null;
    calls.answer = { rows: [], next: null };
    fireEvent.click(screen.getByRole('button', { name: 'पुन्हा प्रयत्न करा' }));
    expect(await screen.findByText('अजून कोणी नाही.')).toBeTruthy();
    await waitFor(() => expect(calls.request).toHaveBeenCalledTimes(2));
  });
});
