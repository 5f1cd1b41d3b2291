import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { MatchItem } from '@gh/common/documents';
import { SUPPORT } from '@gh/common/support';
import { holdInstallPrompt } from '../../lib/installable';
import { lastLiveAt, rememberLive } from '../../lib/lastLive';
import type { LiveResult } from '../../lib/live';
import { clearUser, writeUser, type Role } from '../../lib/session';
import { EN } from '../../testing/english';
import { renderIn } from '../../testing/inLanguage';
import { DashboardView } from './DashboardView';
import type { Member } from './dashboardModel';
import {
  ASS_TIME,
  REQ_TIME,
  assigned,
  visitItem,
  visitsData,
  requested,
  requestedOfSenior,
  seniorDoc,
  volunteerDoc,
} from './testing/peopleAndVisits';
import type { VisitItem } from './visitsModel';
import type { ConnectState } from './useConnect';

const ready = <T,>(data: T | null): LiveResult<T> => ({ status: 'success', data, error: null });
const loading: LiveResult<never> = { status: 'loading', data: null, error: null };

const KAMALA: MatchItem = { name: 'Kamala Rao', email: 'kamala@example.com', city: 'Pune', shared: ['Reading', 'Music'] };

function idle(overrides: Partial<ConnectState> = {}): ConnectState {
  return { pending: null, outcome: null, asked: null, connect: vi.fn(async () => {}), dismiss: vi.fn(), ...overrides };
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
  const data = {
    member: member ?? ready<Member>({ role: 'volunteer', doc: volunteerDoc() }),
    matches: matchesResult,
    visits: visitsData(),
  };
  return render(
    <MemoryRouter>
      <DashboardView role={role} email="kamala@example.com" sessionName={sessionName} data={data} connect={connect} />
    </MemoryRouter>,
  );
}

const card = (name: string) => screen.getByRole('region', { name });

// Each test is a first visit on a browser of its own: "Welcome", not "Welcome back".
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DashboardView', { timeout: 20_000 }, () => {
  it('welcomes a volunteer without a visit: skills, empty cards, matches with Connect', () => {
    const connect = idle();
    show({ matches: [KAMALA], connect });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Aditi Sharma' })).toBeTruthy();
    expect(screen.queryByText('Volunteered')).toBeNull();
    expect(screen.getByTestId('stat-Skills Offered').textContent).toBe('Skills Offered3');
    expect(within(card(EN['dashboard.nextVisitTitle'])).getByText(EN['dashboard.noUpcomingVisits'])).toBeTruthy();
    expect(within(card('Notifications')).getByText(EN['member.noNotifications'])).toBeTruthy();
    expect(within(card('Quick Actions')).getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/profile');
    const match = within(card('Your Matches')).getByTestId('match');
    expect(match.textContent).toContain('Kamala Rao');
    expect(match.textContent).toContain('Pune');
    expect(match.textContent).toContain('Reading, Music');
    fireEvent.click(within(match).getByRole('button', { name: 'Connect with Kamala Rao' }));
    expect(connect.connect).toHaveBeenCalledWith(KAMALA);
  });

  it('falls back to the session name, then to Volunteer, while the document loads', () => {
    show({ member: loading, sessionName: 'Aditi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Aditi' })).toBeTruthy();
    // Placeholders paint at once, each card busy until the live document fills it.
    for (const name of [EN['dashboard.nextVisitTitle'], 'Notifications', 'Your Matches']) {
      expect(card(name).getAttribute('aria-busy')).toBe('true');
      expect(within(card(name)).getByRole('status').textContent).toContain('Loading…');
      expect(within(card(name)).getByTestId('placeholder')).toBeTruthy();
    }
    expect(screen.getByTestId('stat-Skills Offered').getAttribute('aria-busy')).toBe('true');
    cleanup();
    show({ member: loading });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Volunteer' })).toBeTruthy();
  });

  it('says when the documents cannot be read', () => {
    show({ member: { status: 'error', data: null, error: new Error('permission-denied') } });
    expect(within(card('Notifications')).getByRole('alert').textContent).toBe(EN['dashboard.loadFailed']);
    expect(within(card('Your Matches')).getByRole('alert').textContent).toBe(EN['dashboard.loadFailed']);
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
    expect(within(card('Your Matches')).getByText(EN['dashboard.noMatches'])).toBeTruthy();
  });

  it('shows a request and hides matches once the volunteer has a senior', () => {
    vi.useFakeTimers({ now: REQ_TIME + 30_000, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    show({ member: ready({ role: 'volunteer', doc: volunteerDoc(requested('kamala@example.com', 'Kamala Rao')) }), matches: [KAMALA] });
    const item = screen.getByTestId('notification-link');
    expect(item.textContent).toContain('Your Senior: Kamala Rao (kamala@example.com)');
    expect(item.textContent).toContain('Requested');
    // News on its way: the spec's 'High' text, in the calm info colour, never red.
    expect(within(item).getByText('High').closest('[data-tone]')?.getAttribute('data-tone')).toBe('info');
    expect(screen.getByTestId('request-waiting').textContent).toBe(
      'You asked to visit Kamala Rao. We will let you know when Kamala has answered.',
    );
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
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Kamala Rao' })).toBeTruthy();
    // Long after the visit: a senior still never sees 'Volunteered'.
    expect(screen.queryByText('Volunteered')).toBeNull();
    // Her figure counts her interests, its label says so, and it names them.
    expect(screen.getByTestId('stat-Skills Offered').textContent).toBe('Reading, GardeningYour interests2');
    expect(screen.getByTestId('stat-detail').textContent).toBe('Reading, Gardening');
    const visit = within(card(EN['dashboard.nextVisitTitle'])).getByTestId('visit');
    expect(visit.textContent).toContain('Read the morning paper together');
    expect(visit.textContent).toContain('Tuesday, 14 May 2030');
    expect(visit.textContent).toContain('10:30 PM - 1:00 AM');
    expect(visit.textContent).toContain('Pune');
    expect(screen.getByTestId('notification-task').textContent).toContain('task assigned by admin');
    expect(screen.getByTestId('notification-task').textContent).toContain('2 days ago');
    expect(screen.getByTestId('notification-link').textContent).toContain('Your Volunteer: Aditi Sharma (aditi@example.com)');
    expect(screen.getByTestId('notification-link').textContent).toContain('Approved by admin');
    for (const key of ['task', 'link']) {
      expect(
        within(screen.getByTestId(`notification-${key}`))
          .getByText('High')
          .closest('[data-tone]')
          ?.getAttribute('data-tone'),
      ).toBe('success');
    }
    // Who the visit is with, and a way to call them; the senior is not shown the volunteer's address.
    const person = within(visit).getByTestId('visit-person');
    const volunteer = within(person).getByTestId('volunteer-card');
    expect(volunteer.textContent).toMatch(/^AYour volunteerAditi/);
    // No photo, intro or check yet: his initial, and nothing claimed.
    expect(within(volunteer).queryByTestId('volunteer-intro')).toBeNull();
    expect(within(volunteer).queryByTestId('volunteer-checked')).toBeNull();
    expect(within(person).getByRole('link', { name: 'Call Aditi' }).getAttribute('href')).toBe('tel:+919822033333');
    expect(person.textContent).not.toContain('Address');
    expect(within(card('Your Matches')).getByText('Rohan Mehta')).toBeTruthy();
    expect(within(card('Your Matches')).queryByRole('button')).toBeNull();
  });

  it("shows a senior her volunteer's two lines and that Golden Hearts checked him", () => {
    const link = {
      ...assigned('aditi@example.com', 'Aditi Sharma'),
      languages: ['Marathi', 'Hindi'],
      intro: 'I love old songs.\nI can help with phones.',
      checked: true,
    };
    show({ role: 'senior', member: ready({ role: 'senior', doc: seniorDoc(link) }) });
    const volunteer = screen.getByTestId('volunteer-card');
    expect(volunteer.textContent).toContain('Speaks: Marathi, Hindi');
    expect(within(volunteer).getByTestId('volunteer-intro').textContent).toBe('“I love old songs.\nI can help with phones.”');
    expect(within(volunteer).getByTestId('volunteer-checked').textContent).toBe('Checked by Golden Hearts');
  });

  it('puts the next visit first, then the figures, then notifications, help and the rest', () => {
    show({ member: ready({ role: 'volunteer', doc: volunteerDoc(assigned('kamala@example.com', 'Kamala Rao')) }) });
    const order = [
      card(EN['dashboard.nextVisitTitle']),
      screen.getByTestId('stat-Skills Offered'),
      card('Notifications'),
      card('24/7 support line'),
      card('Quick Actions'),
    ];
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(within(card(EN['dashboard.nextVisitTitle'])).getByRole('heading', { level: 2 }).className).toContain('MuiTypography-h3');
  });

  it('offers the 24/7 line with a button that dials it', () => {
    show({});
    const help = card('24/7 support line');
    expect(help.textContent).toContain(SUPPORT.phone);
    expect(within(help).getByRole('link', { name: 'Need help? Call us' }).getAttribute('href')).toBe('tel:+9118001234567');
  });

  it('shows a senior her named coordinator with a button that dials them, and nobody without one', () => {
    const coordinator = { staff: 'meera@gh.org', name: 'Meera Joshi', phone: '98200 12345', namedAt: 1 };
    show({ role: 'senior', member: ready<Member>({ role: 'senior', doc: { ...seniorDoc(), coordinator } }) });
    const theirs = card(EN['dashboard.coordinatorTitle']);
    expect(theirs.textContent).toContain('Meera Joshi looks after your visits.');
    expect(theirs.textContent).toContain('98200 12345');
    expect(within(theirs).getByRole('link', { name: 'Call Meera Joshi' }).getAttribute('href')).toBe('tel:9820012345');
    cleanup();
    show({ role: 'senior', member: ready<Member>({ role: 'senior', doc: seniorDoc() }) });
    expect(screen.queryByRole('region', { name: EN['dashboard.coordinatorTitle'] })).toBeNull();
  });

  it("shows a volunteer's Volunteered hours from the done minutes the server keeps, none before the first", () => {
    const linked = volunteerDoc(assigned('kamala@example.com', 'Kamala Rao'));
    show({ member: ready({ role: 'volunteer', doc: { ...linked, doneMinutes: 0 } }) });
    expect(screen.queryByText('Volunteered')).toBeNull();
    cleanup();
    show({ member: ready({ role: 'volunteer', doc: { ...linked, doneMinutes: 150 + 90 } }) });
    expect(screen.getByTestId('stat-Volunteered').textContent).toBe('Volunteered4 hours');
    cleanup();
    show({ member: ready({ role: 'volunteer', doc: { ...linked, doneMinutes: 50 } }) });
    expect(screen.getByTestId('stat-Volunteered').textContent).toBe('Volunteered0.83 hours');
  });

  it('never shows a senior Volunteered, whatever their done minutes', () => {
    show({
      role: 'senior',
      member: ready({ role: 'senior', doc: { ...seniorDoc(assigned('aditi@example.com', 'Aditi Sharma')), doneMinutes: 120 } }),
    });
    expect(screen.queryByText('Volunteered')).toBeNull();
  });

  it('shows no Volunteered for a volunteer whose link is only requested', () => {
    vi.useFakeTimers({ now: Date.UTC(2031, 0, 1), toFake: ['Date'] });
    show({ member: ready({ role: 'volunteer', doc: volunteerDoc(requested('kamala@example.com', 'Kamala Rao')) }) });
    expect(screen.queryByText('Volunteered')).toBeNull();
  });
});

describe('DashboardView, people by name', () => {
  afterEach(cleanup);

  it('shows a volunteer the senior’s first name, address and a Call button for an assigned visit', () => {
    show({ member: ready({ role: 'volunteer', doc: volunteerDoc(assigned('kamala@example.com', 'Kamala Rao')) }) });
    const person = within(card(EN['dashboard.nextVisitTitle'])).getByTestId('visit-person');
    expect(person.textContent).toContain('Your senior: Kamala');
    expect(person.textContent).toContain('Address: 4 Shanti Niwas, Model Colony');
    expect(within(person).getByRole('link', { name: 'Call Kamala' }).getAttribute('href')).toBe('tel:+919822033333');
  });

  it('asks a senior about a request: who asked, what they offer, and Yes or No', () => {
    show({ role: 'senior', member: ready({ role: 'senior', doc: seniorDoc(requestedOfSenior('aditi@example.com', 'Aditi Sharma')) }) });
    const request = within(card(EN['dashboard.nextVisitTitle'])).getByTestId('request-answer');
    expect(within(request).getByRole('heading', { name: 'Aditi Sharma would like to visit you' })).toBeTruthy();
    expect(request.textContent).toContain('aditi@example.com');
    expect(request.textContent).toContain('Can help with: Reading, Music');
    expect(request.textContent).toContain('Speaks: Hindi, Marathi');
    expect(within(request).getByRole('button', { name: 'Yes, Aditi may visit' })).toBeTruthy();
    expect(within(request).getByRole('button', { name: 'No, not now' })).toBeTruthy();
    expect(screen.queryByTestId('visit')).toBeNull();
  });

  it('tells a volunteer kindly that the request closed, and shows matches again', () => {
    show({
      member: ready({ role: 'volunteer', doc: { ...volunteerDoc(), closedRequest: { name: 'Ramesh', at: REQ_TIME } } }),
      matches: [KAMALA],
    });
    const item = screen.getByTestId('notification-closed');
    expect(item.textContent).toContain('Your request to visit Ramesh has closed');
    expect(within(item).getByText('High').closest('[data-tone]')?.getAttribute('data-tone')).toBe('info');
    expect(within(card('Your Matches')).getByRole('button', { name: 'Connect with Kamala Rao' })).toBeTruthy();
  });
});

describe('words that say what is so', { timeout: 20_000 }, () => {
  const view = (member: Member, role: Role = member.role, near: VisitItem[] = []) => (
    <MemoryRouter>
      <DashboardView
        role={role}
        email="kamala@example.com"
        sessionName={null}
        data={{ member: ready(member), matches: ready({ items: [], updatedAt: 0 }), visits: visitsData(near) }}
        connect={idle()}
      />
    </MemoryRouter>
  );
  afterEach(() => sessionStorage.clear());

  it('greets her with Welcome on her first visit here, through a reload, and Welcome back on a later one', () => {
    // The mark of her first visit is kept only while the browser's session is hers.
    writeUser({ email: seniorDoc().email, interests: [] });
    renderIn('mr', view({ role: 'senior', doc: seniorDoc() }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('स्वागत आहे, Kamala Rao');
    cleanup();
    // A reload of that first visit: still her first.
    renderIn('mr', view({ role: 'senior', doc: seniorDoc() }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('स्वागत आहे, Kamala Rao');
    cleanup();
    // Another day, another tab of this browser.
    sessionStorage.clear();
    renderIn('mr', view({ role: 'senior', doc: seniorDoc() }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('पुन्हा स्वागत आहे, Kamala Rao');
    clearUser();
  });

  it('tells a senior her volunteer asks to visit, and that she is not waiting for matches', () => {
    renderIn('hi', view({ role: 'senior', doc: seniorDoc(requestedOfSenior('aditi@example.com', 'Aditi Sharma')) }));
    expect(screen.getByTestId('notification-link').textContent).toContain('आपसे मिलने का अनुरोध: कृपया अपने डैशबोर्ड पर जवाब दीजिए');
    expect(screen.getByTestId('notification-link').textContent).not.toContain('अनुरोध भेजा गया');
    const matches = card('आपके मैच');
    expect(matches.textContent).toContain('Aditi की ओर से आपसे मिलने का अनुरोध आया है। कृपया इस पेज में ऊपर जवाब दीजिए।');
    expect(matches.textContent).not.toContain('कोई मैच नहीं मिला');
    expect(screen.getByTestId('stat-Skills Offered').textContent).toBe('पढ़ना, बाग़बानीआपकी रुचियाँ2');
  });

  it('puts the task first in words she would say, the badge and its age after', () => {
    renderIn('mr', view({ role: 'senior', doc: seniorDoc(assigned('aditi@example.com', 'Aditi Sharma')) }));
    const task = screen.getByTestId('notification-task');
    expect(task.firstElementChild?.textContent).toBe('ॲडमिनने तुमची भेट ठरवली आहे');
    expect(task.lastElementChild?.textContent).toMatch(/^महत्त्वाचं/);
  });

  it('keeps a visit cancelled before its day among the upcoming ones, marked, with nothing to tap', () => {
    const cancelled = visitItem('c', '2030-05-27', '10:00', '11:00', { status: 'Cancelled' });
    renderIn('mr', view({ role: 'volunteer', doc: volunteerDoc() }, 'volunteer', [cancelled]));
    const upcoming = screen.getByTestId('upcoming-visit');
    expect(within(upcoming).getByTestId('upcoming-status').textContent).toBe('रद्द झाली');
    expect(within(upcoming).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('past-visit')).toBeNull();
  });
});

describe("the senior's plan", { timeout: 20_000 }, () => {
  // 25 December 2030, 9:00 in India.
  const ends = Date.UTC(2030, 11, 25, 3, 30);
  const senior = (trialEndsAt: number): Member => ({ role: 'senior', doc: { ...seniorDoc(), trialEndsAt } });
  const data = (member: Member) => ({ member: ready(member), matches: ready({ items: [], updatedAt: 0 }), visits: visitsData() });

  it('says until when her free trial runs, in her language, and only to a senior', () => {
    show({ role: 'senior', member: ready(senior(ends)) });
    expect(screen.getByTestId('trial-line').textContent).toBe('Free trial until 25 December');
    cleanup();
    renderIn(
      'mr',
      <MemoryRouter>
        <DashboardView role="senior" email="kamala@example.com" sessionName={null} data={data(senior(ends))} connect={idle()} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('trial-line').textContent).toBe('मोफत वापर 25 डिसेंबर पर्यंत');
    cleanup();
    show({});
    expect(screen.queryByTestId('trial-line')).toBeNull();
  });

  it('says when it ended once it has', () => {
    show({ role: 'senior', member: ready(senior(Date.UTC(2020, 0, 5, 6, 0))) });
    expect(screen.getByTestId('trial-line').textContent).toBe('Your free trial ended on 5 January');
  });
});

describe("the phone's own copy", { timeout: 20_000 }, () => {
  const member = (fromCache: boolean): LiveResult<Member> => ({ ...ready<Member>({ role: 'senior', doc: seniorDoc() }), fromCache });
  const view = (fromCache: boolean) => (
    <MemoryRouter>
      <DashboardView
        role="senior"
        email="kamala@example.com"
        sessionName={null}
        data={{ member: member(fromCache), matches: ready({ items: [], updatedAt: 0 }), visits: visitsData() }}
        connect={idle()}
      />
    </MemoryRouter>
  );
  // Her session is this browser's: what the phone keeps of her is kept only then.
  beforeEach(() => writeUser({ email: 'kamala@example.com', interests: [] }));
  afterEach(() => {
    clearUser();
    localStorage.clear();
  });

  it('is said quietly with its age, in her language, and not once the server confirms it', () => {
    rememberLive('kamala@example.com', Date.now() - 5 * 60_000 - 1_000);
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { rerender } = renderIn('mr', view(true));
    expect(screen.getByRole('status').textContent).toBe('हे या फोनने 5 मिनिटांपूर्वी पाहिलं तसं दाखवलं आहे. इंटरनेट परत आल्यावर ते आपोआप नवीन होईल.');
    // Back online, the copy is about to be replaced, not waiting for a connection.
    offline.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('status').textContent).toBe('हे या फोनने 5 मिनिटांपूर्वी पाहिलं तसं दाखवलं आहे. ते थोड्याच वेळात आपोआप नवीन होईल.');
    offline.mockRestore();
    rerender(view(false));
    expect(screen.queryByRole('status')).toBeNull();
    // Live now: the next copy counts from here.
    expect(Date.now() - lastLiveAt('kamala@example.com')!).toBeLessThan(1_000);
  });

  it("says no age it does not know, and never another person's", () => {
    // Kept here while another person's session was this browser's.
    localStorage.setItem('gh:last-live', JSON.stringify({ email: 'someone-else@example.com', at: Date.now() - 60 * 60_000 }));
    show({ role: 'senior', member: member(true) });
    expect(screen.getByRole('status').textContent).toBe(`${EN['dashboard.phoneCopy']} ${EN['dashboard.phoneCopyUpdating']}`);
  });
});

describe('the offer to add the app to the home screen', { timeout: 20_000 }, () => {
  const prompt = vi.fn(async () => ({ outcome: 'accepted' }));
  const member = (doneMinutes: number) => ready<Member>({ role: 'senior', doc: { ...seniorDoc(), doneMinutes } });
  const view = (doneMinutes: number) => (
    <MemoryRouter>
      <DashboardView
        role="senior"
        email="kamala@example.com"
        sessionName={null}
        data={{ member: member(doneMinutes), matches: ready({ items: [], updatedAt: 0 }), visits: visitsData() }}
        connect={idle()}
      />
    </MemoryRouter>
  );
  const offerTheApp = () =>
    act(() => void window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt })));
  const offer = () => screen.queryByRole('region', { name: 'गोल्डन हार्ट्स तुमच्या होम स्क्रीनवर ठेवा' });
  beforeAll(() => holdInstallPrompt());
  afterEach(() => localStorage.clear());
  // The held prompt is the module's: let go of it, so the files this worker runs next see none.
  afterAll(() => void window.dispatchEvent(new Event('appinstalled')));

  it('comes after the first visit is done, in her language, only where the browser can install, and asks the browser once', async () => {
    const { rerender } = renderIn('mr', view(0));
    offerTheApp();
    expect(offer()).toBeNull();
    rerender(view(60));
    expect(offer()).not.toBeNull();
    await act(async () => fireEvent.click(within(offer()!).getByRole('button', { name: 'होम स्क्रीनवर जोडा' })));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(offer()).toBeNull();
  });

  it('is not made again on this phone after Not now', () => {
    const { unmount } = renderIn('mr', view(60));
    offerTheApp();
    fireEvent.click(within(offer()!).getByRole('button', { name: 'आता नको' }));
    expect(offer()).toBeNull();
    unmount();
    renderIn('mr', view(60));
    offerTheApp();
    expect(offer()).toBeNull();
  });
});

describe('after Connect, in Marathi', { timeout: 20_000 }, () => {
  const MR_KAMALA: MatchItem = { ...KAMALA, name: 'कमला राव' };
  const view = (member: Member, connect: ConnectState) => (
    <MemoryRouter>
      <DashboardView
        role="volunteer"
        email="aditi@example.com"
        sessionName={null}
        data={{ member: ready(member), matches: ready({ items: [MR_KAMALA], updatedAt: 0 }), visits: visitsData() }}
        connect={connect}
      />
    </MemoryRouter>
  );

  it('says where the button was who was asked and what comes next, and takes the focus there', () => {
    const { rerender } = renderIn('mr', view({ role: 'volunteer', doc: volunteerDoc() }, idle()));
    const matches = card('तुमच्याशी जुळणारे');
    expect(within(matches).getByRole('button', { name: 'कमला राव यांच्याशी जोडा' })).toBeTruthy();

    // The call answered and the live document brought the request: the card stays, saying so.
    const done = idle({ outcome: { severity: 'success', message: 'Connection requested' }, asked: MR_KAMALA });
    rerender(view({ role: 'volunteer', doc: volunteerDoc(requested(MR_KAMALA.email, MR_KAMALA.name)) }, done));
    const note = within(card('तुमच्याशी जुळणारे')).getByTestId('asked-note');
    expect(note.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(note);
    expect(note.textContent).toContain('तुम्ही कमला राव यांना भेटण्याची विनंती केली आहे');
    expect(note.textContent).toContain('पुढे काय होईल: कमला त्यांच्या डॅशबोर्डवर हो किंवा नाही असे उत्तर देतील.');
    expect(note.textContent).toContain('“तुमची पुढची भेट”');
    // No button left to ask a second senior, and no copy of the news out of sight at the top.
    expect(within(card('तुमच्याशी जुळणारे')).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('status').filter((element) => element.textContent?.includes('कमला राव यांना'))).toHaveLength(1);
  });
});

describe('an account a phone registered with her e-mail, which she has since proven', () => {
  it('asks her first to check the details, saying the number that cannot sign in, and leads to /profile', () => {
    const review = { phone: '98220 54321', registeredAt: Date.UTC(2026, 10, 20, 5, 30), at: Date.UTC(2026, 10, 21) };
    show({ role: 'senior', member: ready<Member>({ role: 'senior', doc: { ...seniorDoc(), phoneKey: null, review } }) });
    const notice = card(EN['review.title']);
    expect(notice.textContent).toContain(EN['review.phoneOff'].replace('{phone}', '98220 54321'));
    expect(within(notice).getByRole('link', { name: EN['review.check'] }).getAttribute('href')).toBe('/profile');
    cleanup();
    show({ role: 'senior', member: ready<Member>({ role: 'senior', doc: seniorDoc() }) });
    expect(screen.queryByRole('region', { name: EN['review.title'] })).toBeNull();
  });
});
