import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { MatchItem } from '@gh/common/documents';
import { SCREEN_MESSAGES } from '@gh/common/messages';
import type { LiveResult } from '../../lib/live';
import type { Role } from '../../lib/session';
import { DashboardView, LOAD_FAILED } from './DashboardView';
import type { Member } from './dashboardModel';
import { ASS_TIME, REQ_TIME, assigned, requested, seniorDoc, volunteerDoc } from './fixtures';
import type { ConnectState } from './useConnect';
import { NEXT_VISIT_TITLE } from './VisitsCard';

const ready = <T,>(data: T | null): LiveResult<T> => ({ status: 'success', data, error: null });
const loading: LiveResult<never> = { status: 'loading', data: null, error: null };

const KAMALA: MatchItem = { name: 'Kamala Rao', email: 'kamala@example.com', city: 'Pune', shared: ['Reading', 'Music'] };

function idle(overrides: Partial<ConnectState> = {}): ConnectState {
  return { pending: null, outcome: null, connect: vi.fn(async () => {}), dismiss: vi.fn(), ...overrides };
}

interface Setup {
  role?: Role;
  member?: LiveResult<Member>;
  matches?: MatchItem[] | LiveResult<never>;
  connect?: ConnectState;
  sessionName?: string | null;
}

function show({ role = 'volunteer', member, matches = [], connect = idle(), sessionName = null }: Setup) {
  const matchesResult = Array.isArray(matches) ? ready({ items: matches, updatedAt: 0 }) : matches;
  const data = { member: member ?? ready<Member>({ role: 'volunteer', doc: volunteerDoc() }), matches: matchesResult };
  return render(
    <MemoryRouter>
      <DashboardView role={role} sessionName={sessionName} data={data} connect={connect} />
    </MemoryRouter>,
  );
}

const card = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DashboardView', { timeout: 20_000 }, () => {
  it('welcomes a volunteer without a visit: skills, empty cards, matches with Connect', () => {
    const connect = idle();
    show({ matches: [KAMALA], connect });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Aditi Sharma' })).toBeTruthy();
    expect(screen.queryByText('Volunteered')).toBeNull();
    expect(screen.getByTestId('stat-Skills Offered').textContent).toBe('Skills Offered3');
    expect(within(card(NEXT_VISIT_TITLE)).getByText(SCREEN_MESSAGES.noUpcomingVisits)).toBeTruthy();
    expect(within(card('Notifications')).getByText(SCREEN_MESSAGES.noNotifications)).toBeTruthy();
    expect(within(card('Quick Actions')).getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/profile');
    const match = within(card('Your Matches')).getByTestId('match');
    expect(match.textContent).toContain('Kamala Rao');
    expect(match.textContent).toContain('Pune');
    expect(match.textContent).toContain('Reading, Music');
    fireEvent.click(within(match).getByRole('button', { name: 'Connect with Kamala Rao' }));
    expect(connect.connect).toHaveBeenCalledWith('kamala@example.com');
  });

  it('falls back to the session name, then to Volunteer, while the document loads', () => {
    show({ member: loading, sessionName: 'Aditi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Aditi' })).toBeTruthy();
    // Placeholders paint at once, each card busy until the live document fills it.
    for (const name of [NEXT_VISIT_TITLE, 'Notifications', 'Your Matches']) {
      expect(card(name).getAttribute('aria-busy')).toBe('true');
      expect(within(card(name)).getByRole('status').textContent).toContain('Loading…');
      expect(within(card(name)).getByTestId('placeholder')).toBeTruthy();
    }
    expect(screen.getByTestId('stat-Skills Offered').getAttribute('aria-busy')).toBe('true');
    cleanup();
    show({ member: loading });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Volunteer' })).toBeTruthy();
  });

  it('says when the documents cannot be read', () => {
    show({ member: { status: 'error', data: null, error: new Error('permission-denied') } });
    expect(within(card('Notifications')).getByRole('alert').textContent).toBe(LOAD_FAILED);
    expect(within(card('Your Matches')).getByRole('alert').textContent).toBe(LOAD_FAILED);
  });

  it('keeps Connect busy while it runs, and shows what the server said', () => {
    show({ matches: [KAMALA], connect: idle({ pending: KAMALA.email }) });
    const button = within(card('Your Matches')).getByRole('button', { name: /Connecting/ });
    expect(button).toHaveProperty('disabled', true);
    cleanup();
    show({ matches: [KAMALA], connect: idle({ outcome: { severity: 'error', message: 'This senior is already linked' } }) });
    expect(within(card('Your Matches')).getByRole('alert').textContent).toContain('This senior is already linked');
  });

  it('shows the empty matches text', () => {
    show({ matches: [] });
    expect(within(card('Your Matches')).getByText(SCREEN_MESSAGES.noMatches)).toBeTruthy();
  });

  it('shows a request and hides matches once the volunteer has a senior', () => {
    vi.useFakeTimers({ now: REQ_TIME + 30_000, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    show({ member: ready({ role: 'volunteer', doc: volunteerDoc(requested('kamala@example.com', 'Kamala Rao')) }), matches: [KAMALA] });
    const item = screen.getByTestId('notification-link');
    expect(item.textContent).toContain('Your Senior: kamala@example.com');
    expect(item.textContent).toContain('Requested');
    expect(within(item).getByText('High')).toBeTruthy();
    expect(within(item).getByText('just now')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your Matches' })).toBeNull();
    // The elapsed time moves on by itself at the minute, without new data.
    act(() => vi.advanceTimersByTime(30_000));
    expect(within(item).getByText('1 minute ago')).toBeTruthy();
    for (let minute = 0; minute < 60; minute++) act(() => vi.advanceTimersByTime(60_000));
    expect(within(item).getByText('1 hour 1 minute ago')).toBeTruthy();
  });

  it('shows a senior the visit, the task and the approval, never Volunteered, and matches without a button', () => {
    vi.useFakeTimers({ now: ASS_TIME + 2 * 86_400_000, toFake: ['Date'] });
    show({
      role: 'senior',
      member: ready({ role: 'senior', doc: seniorDoc(assigned('aditi@example.com', 'Aditi Sharma')) }),
      matches: [{ ...KAMALA, name: 'Rohan Mehta', email: 'rohan@example.com' }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Kamala Rao' })).toBeTruthy();
    // Long after the visit: a senior still never sees 'Volunteered' (issue 12).
    expect(screen.queryByText('Volunteered')).toBeNull();
    expect(screen.getByTestId('stat-Skills Offered').textContent).toBe('Skills Offered2');
    const visit = within(card(NEXT_VISIT_TITLE)).getByTestId('visit');
    expect(visit.textContent).toContain('Read the morning paper together');
    expect(visit.textContent).toContain('Tuesday, 14 May 2030');
    expect(visit.textContent).toContain('10:30 PM - 1:00 AM');
    expect(visit.textContent).toContain('Pune');
    expect(screen.getByTestId('notification-task').textContent).toContain('task assigned by admin');
    expect(screen.getByTestId('notification-task').textContent).toContain('2 days ago');
    expect(screen.getByTestId('notification-link').textContent).toContain('Your Volunteer: aditi@example.com');
    expect(screen.getByTestId('notification-link').textContent).toContain('Approved by admin');
    expect(within(card('Your Matches')).getByText('Rohan Mehta')).toBeTruthy();
    expect(within(card('Your Matches')).queryByRole('button')).toBeNull();
  });

  it('puts the next visit first, then the figures, then notifications, help and the rest', () => {
    show({ member: ready({ role: 'volunteer', doc: volunteerDoc(assigned('kamala@example.com', 'Kamala Rao')) }) });
    const order = [card(NEXT_VISIT_TITLE), screen.getByTestId('stat-Skills Offered'), card('Notifications'), card('24/7 support line'), card('Quick Actions')];
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(within(card(NEXT_VISIT_TITLE)).getByRole('heading', { level: 2 }).className).toContain('MuiTypography-h3');
  });

  it('offers the 24/7 line with a button that dials it', () => {
    show({});
    const help = card('24/7 support line');
    expect(help.textContent).toContain('+91 1800 123 9111');
    expect(within(help).getByRole('link', { name: 'Need help? Call us' }).getAttribute('href')).toBe('tel:+9118001239111');
  });

  it("counts a volunteer's visit as Volunteered only once it has ended in India", () => {
    // The fixture's visit: 14 May 2030, 10:30 PM to 1:00 AM in India, which ends at 19:30 UTC.
    const end = Date.UTC(2030, 4, 14, 19, 30);
    vi.useFakeTimers({ now: end - 60_000, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    show({ member: ready({ role: 'volunteer', doc: volunteerDoc(assigned('kamala@example.com', 'Kamala Rao')) }) });
    expect(screen.queryByText('Volunteered')).toBeNull();
    // It appears by itself when the visit ends, without new data.
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.queryByText('Volunteered')).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('stat-Volunteered').textContent).toBe('Volunteered2.5 hours');
  });

  it('shows no Volunteered for a volunteer whose link is only requested', () => {
    vi.useFakeTimers({ now: Date.UTC(2031, 0, 1), toFake: ['Date'] });
    show({ member: ready({ role: 'volunteer', doc: volunteerDoc(requested('kamala@example.com', 'Kamala Rao')) }) });
    expect(screen.queryByText('Volunteered')).toBeNull();
  });
});
