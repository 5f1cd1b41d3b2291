import { describe, expect, it, afterEach } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useSession } from './useSession';
import { clearAdminKey, clearUser, writeAdminKey, writeUser } from './session';

function Probe() {
  const session = useSession();
  return <p>{`${session.state} ${session.role ?? '-'} ${session.user?.email ?? '-'} ${session.adminKey ?? '-'}`}</p>;
}

afterEach(() => {
  clearUser();
  clearAdminKey();
});

describe('useSession', () => {
  it('follows sign-in, sign-out and the admin key without a route change', () => {
    render(
      <MemoryRouter>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByText('not-found - - -')).toBeTruthy();
    act(() => writeUser({ email: 'v@example.com', skills: ['Music'] }));
    expect(screen.getByText('found volunteer v@example.com -')).toBeTruthy();
    act(() => writeUser({ email: 's@example.com', interests: [] }));
    expect(screen.getByText('found senior s@example.com -')).toBeTruthy();
    act(() => clearUser());
    act(() => writeAdminKey('k'));
    expect(screen.getByText('not-found - - k')).toBeTruthy();
  });
});
