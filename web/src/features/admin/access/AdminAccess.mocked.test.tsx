/**
 * Admin Access says why a stored session was dropped, also when the reason reaches it after the
 * form is on screen, and stops saying it once a key is tried.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../../../lib/api';
import { ADMIN_SESSION_ENDED } from '../../../lib/adminSessionMessages';
import { renderIn } from '../../../testing/inLanguage';
import { AdminAccess } from './AdminAccess';

const signInAsAdmin = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/adminAuth', () => ({ prepareAdminSession: () => undefined, signInAsAdmin }));

afterEach(cleanup);

const ended = new ApiError(401, ADMIN_SESSION_ENDED);
/** The form, as /admin shows it (its Go Back is a router link). */
const form = (refused: Error | null) => (
  <MemoryRouter>
    <AdminAccess refused={refused} />
  </MemoryRouter>
);

describe('Admin Access', () => {
  it('says the session has ended when told so after the form is shown', () => {
    const { rerender } = renderIn('en', form(null));
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(form(ended));
    expect(screen.getByRole('alert').textContent).toBe(ADMIN_SESSION_ENDED);
  });

  it('says it no more once a key is tried, and says what the key got instead', async () => {
    signInAsAdmin.mockRejectedValueOnce(new ApiError(401, 'Invalid admin key'));
    renderIn('en', form(ended));
    fireEvent.change(screen.getByLabelText(/Enter Admin Key/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid admin key');
  });
});
