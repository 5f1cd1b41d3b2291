import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LAST_SEEN_ENTRY, USER_COOKIE } from '@gh/common/constants';
import LoginPage from '../features/auth/LoginPage';
import { EN } from '../testing/english';
import { clearAdminKey, clearUser, readUser, writeAdminKey, writeUser } from '../lib/session';
import { keepSeen } from '../lib/lastSeen';
import { SIGNED_IN_AT } from '../lib/personKeys';
import { Guard } from './Guard';

function renderDashboard({ showsKept = false } = {}) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route
          path="/dashboard"
          element={
            <Guard access="member" showsKept={showsKept}>
              <h1>Dashboard</h1>
            </Guard>
          }
        />
        <Route
          path="/login"
          element={
            <Guard access="sign-in">
              <LoginPage />
            </Guard>
          }
        />
        <Route path="/admin" element={<h1>Admin</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  clearUser();
  clearAdminKey();
  vi.unstubAllGlobals();
});

/** A `user` cookie from a sign-in long past: one with no session behind it has ended (not one another tab is still starting). */
function signedInLongAgo(user: Parameters<typeof writeUser>[0]): void {
  writeUser(user);
  localStorage.setItem(SIGNED_IN_AT, '0');
}

describe('Guard for members (spec section 2)', () => {
  it('sends a visitor with nothing stored to /login, with nothing to say about a session', () => {
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByText(EN['signin.sessionEnded'])).toBeNull();
  });

  it('sends an admin key holder to /admin', () => {
    writeAdminKey('k');
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Admin' })).toBeTruthy();
  });

  it("shows 'Loading...' while the Firebase session is restored, then the page", async () => {
    let answer: ((response: Response) => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    writeUser({ email: 'kamala@example.com', interests: [] });
    renderDashboard();
    expect((await screen.findByRole('status')).textContent).toBe('Loading...');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    // lib/auth loads on demand, then asks for the Firebase config. There is none here: the
    // stored user still sees the page, which reports its own failures.
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect((await screen.findByRole('status')).textContent).toBe('Loading...');
    answer!(new Response('unavailable', { status: 503 }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });
});

describe("Guard for a page that shows the phone's copy", () => {
  it("shows it at once when this phone keeps some of the person's data, else after Loading...", async () => {
    // Firebase's config is held for the whole test, then answered, so no later test waits on it.
    const held: ((response: Response) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => held.push(resolve))),
    );
    writeUser({ email: 'kamala@example.com', interests: [] });
    renderDashboard({ showsKept: true });
    expect((await screen.findByRole('status')).textContent).toBe('Loading...');
    cleanup();
    keepSeen('member', { name: 'Kamala' });
    renderDashboard({ showsKept: true });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    cleanup();
    // Someone else's copy is not theirs to see.
    writeUser({ email: 'ravi@example.com', interests: [] });
    renderDashboard({ showsKept: true });
    expect((await screen.findByRole('status')).textContent).toBe('Loading...');
    held.forEach((answer) => answer(new Response('unavailable', { status: 503 })));
  });

  it('still sends the person to /login, forgetting the copy, when the session behind it has ended', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ apiKey: 'test-key', projectId: 'demo-guard-kept', appId: '1:1:web:1' })),
    );
    signedInLongAgo({ email: 'kamala@example.com', interests: [] });
    keepSeen('member', { name: 'Kamala' });
    renderDashboard({ showsKept: true });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(await screen.findByText(EN['signin.sessionEnded'])).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    expect(localStorage.getItem(LAST_SEEN_ENTRY)).toBeNull();
  });
});

describe('Guard: the Firebase Auth session is the one truth for "signed in"', () => {
  it('clears a user cookie with no Auth session behind it and sends the person to /login, calmly', async () => {
    // A real Firebase Auth client with a project config and nothing signed in (a stale cookie:
    // the Auth session expired, was revoked, or this browser never had it).
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ apiKey: 'test-key', projectId: 'demo-guard', appId: '1:1:web:1' })),
    );
    signedInLongAgo({ email: 'kamala@example.com', interests: [] });
    renderDashboard();
    expect((await screen.findByRole('status')).textContent).toBe('Loading...');
    expect(await screen.findByText(EN['signin.sessionEnded'])).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    expect(readUser()).toBeNull();
    expect(document.cookie).not.toContain(`${USER_COOKIE}=`);
  });
});
