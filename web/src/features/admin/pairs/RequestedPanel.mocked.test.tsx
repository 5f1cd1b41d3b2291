/**
 * A coordinator's requests, one of whose seniors lives in another city: that request names her
 * from the link and, in each language, says why the rest is not shown, instead of 'Loading...'
 * for ever, and offers neither Assign a visit nor Unlink, which the api would refuse; the
 * request whose senior may be read offers both.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { LANGS } from '@gh/common/i18n';
import { onePage } from '../../../testing/onePage';
import { renderIn, tIn } from '../../../testing/inLanguage';
import { REQUESTED } from '../../../testing/linkedVolunteer';
import { seniorDoc } from '../../../testing/registeredPeople';
import type { LinkedVolunteer } from '../adminData';
import { RequestedList } from './RequestedPanel';

// seniors/{email} as firestore.rules answer a coordinator of Pune: Kamala's of Pune, any other refused.
vi.mock('../../../lib/live', async (actual) => ({
  ...(await actual<typeof import('../../../lib/live')>()),
  useLiveDoc: (path: string) =>
    path === `seniors/${seniorDoc().email}`
      ? { status: 'success', data: seniorDoc(), error: null }
      : {
          status: 'error',
          data: null,
          error: Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }),
        },
}));

afterEach(cleanup);

const ofPune: LinkedVolunteer = {
  ...REQUESTED,
  name: 'Aditi Sharma',
  email: 'aditi@x.co',
  senior: { ...REQUESTED.senior, email: seniorDoc().email, name: seniorDoc().name },
};
/** The request of the volunteer named `name`. */
const request = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('a request whose senior may not be read', () => {
  it.each(LANGS)('names her from the link and says why the rest is not shown (%s)', (lang) => {
    renderIn(lang, <RequestedList page={onePage([REQUESTED])} notify={() => {}} />);
    const elsewhere = within(request('Rohan Mehta'));
    expect(elsewhere.getByText(/Ramesh Iyer/)).toBeTruthy();
    expect(elsewhere.getByText(tIn(lang)('adminVisits.seniorElsewhere'))).toBeTruthy();
    expect(elsewhere.queryByText(tIn(lang)('admin.loading'))).toBeNull();
  });

  it('offers neither Assign a visit nor Unlink; a request of her own cities offers both', () => {
    renderIn('en', <RequestedList page={onePage([REQUESTED, ofPune])} notify={() => {}} />);
    expect(within(request('Rohan Mehta')).queryAllByRole('button')).toEqual([]);
    const own = within(request('Aditi Sharma'));
    expect(own.getByRole('button', { name: 'Assign a visit to Aditi Sharma' })).toBeTruthy();
    expect(own.getByRole('button', { name: 'Unlink Aditi Sharma and Kamala Rao' })).toBeTruthy();
  });
});
