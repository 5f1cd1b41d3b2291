/** The dashboard's visit cards: Upcoming Visits with the volunteer's day, How was your visit?, Past visits. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SERVER_MESSAGES } from '@gh/common/messages';
import type { VisitFeedbackDoc } from '@gh/common/visits';
import { EN } from '../../testing/english';
import { ApiError } from '../../lib/api';
import type { LiveResult } from '../../lib/live';
import { clearUser, writeUser } from '../../lib/session';
import { DashboardView } from './DashboardView';
import type { Member } from './dashboardModel';
import { FeedbackCard } from './FeedbackCard';
import { assigned, seniorDoc, visitItem, visitsData, volunteerDoc } from './testing/peopleAndVisits';
import { UpcomingVisitsCard } from './UpcomingVisitsCard';
import { useDayActions } from './useDayActions';
import type { VisitCalls } from './visitCalls';
import type { VisitsData } from './useVisits';
import type { VisitItem } from './visitsModel';

// The senior's words are read from visitFeedback/{id} (the rules keep them from the volunteer).
const FEEDBACK = new Map<string, VisitFeedbackDoc>();
vi.mock('../../lib/useVisitFeedback', () => ({
  useVisitFeedback: (id: string | null) => {
    const data = id ? (FEEDBACK.get(id) ?? null) : null;
    return data ? { status: 'success', data, error: null } : { status: 'loading', data: null, error: null };
  },
}));
const said = (id: string, mood: VisitFeedbackDoc['mood'], text: string) =>
  FEEDBACK.set(id, { visitId: id, volunteer: 'aditi@example.com', senior: 'kamala@example.com', mood, text, at: 0 });

const ready = <T,>(data: T): LiveResult<T> => ({ status: 'success', data, error: null });
const idleConnect = { pending: null, outcome: null, asked: null, connect: async () => {}, dismiss: () => {} };

// The visit: Tuesday 14 May 2030, 10:00 to 11:30 AM in India (04:30 to 06:00 UTC).
const DAY = '2030-05-14';
const START = Date.UTC(2030, 4, 14, 4, 30);
const END = Date.UTC(2030, 4, 14, 6, 0);
const MINUTE = 60_000;
const visit = (changes: Partial<VisitItem> = {}) => visitItem('v1', DAY, '10:00', '11:30', changes);

function at(now: number) {
  vi.useFakeTimers({ now, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
}

function dashboard(role: 'volunteer' | 'senior', visits: VisitsData, member?: Member) {
  const link = assigned(
    role === 'volunteer' ? 'kamala@example.com' : 'aditi@example.com',
    role === 'volunteer' ? 'Kamala Rao' : 'Aditi Sharma',
  );
  const person: Member = member ?? (role === 'volunteer' ? { role, doc: volunteerDoc(link) } : { role, doc: seniorDoc(link) });
  return render(
    <MemoryRouter>
      <DashboardView
        role={role}
        email={person.doc.email}
        sessionName={null}
        data={{ member: ready(person), matches: ready({ items: [], updatedAt: 0 }), visits }}
        connect={idleConnect}
      />
    </MemoryRouter>,
  );
}

const card = (name: string) => screen.getByRole('region', { name });
const refusal = (code: string, message: string) => new ApiError(409, message, { code, message });
/** Says Yes in the finish dialog, and lets it close (its transition runs on the faked timers). */
async function confirmFinish() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: EN['dashboard.finishYes'] })));
  act(() => vi.advanceTimersByTime(1000));
}

const noMore = { available: false, busy: false, show: () => {} };

/** Upcoming Visits alone, holding the day's steps itself (no next visit's card above it). */
function Upcoming({ api, item, now }: { api: Pick<VisitCalls, 'checkIn' | 'checkOut'>; item: VisitItem; now: number }) {
  const day = useDayActions('aditi@example.com', api);
  return (
    <UpcomingVisitsCard
      state={{ status: 'ready' }}
      role="volunteer"
      visits={[item]}
      person={null}
      now={now}
      more={noMore}
      day={day}
      dayAbove={null}
    />
  );
}

afterEach(() => {
  FEEDBACK.clear();
  cleanup();
  vi.useRealTimers();
});

describe('visit cards on the dashboard', { timeout: 20_000 }, () => {
  it('keeps both lists busy with placeholders while the visits load', () => {
    dashboard('volunteer', visitsData(null, null));
    for (const name of [EN['dashboard.upcomingTitle'], EN['dashboard.pastTitle']]) {
      expect(card(name).getAttribute('aria-busy')).toBe('true');
      expect(within(card(name)).getByTestId('placeholder')).toBeTruthy();
    }
  });

  it('says there is nothing yet, and an Assigned link without a visit to come shows the empty text, not a broken card', () => {
    const link = assigned('kamala@example.com', 'Kamala Rao');
    const { task: _task, date: _date, startTime: _start, endTime: _end, ...noVisit } = link;
    dashboard('volunteer', visitsData(), { role: 'volunteer', doc: volunteerDoc(noVisit) });
    expect(within(card(EN['dashboard.nextVisitTitle'])).getByText(EN['dashboard.noUpcomingVisits'])).toBeTruthy();
    expect(screen.queryByTestId('visit')).toBeNull();
    expect(within(card(EN['dashboard.upcomingTitle'])).getByText(EN['dashboard.noUpcomingVisits'])).toBeTruthy();
    expect(within(card(EN['dashboard.pastTitle'])).getByText(EN['dashboard.noPastVisits'])).toBeTruthy();
  });

  it('lists upcoming visits soonest first as the spec card, with who they are with; nothing to press before the day', () => {
    at(START - 24 * 60 * MINUTE);
    const later = visitItem('v2', '2030-05-21', '22:30', '01:00');
    dashboard('volunteer', visitsData([visit(), later]));
    const items = within(card(EN['dashboard.upcomingTitle'])).getAllByTestId('upcoming-visit');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Visit v1', 'Visit v2']);
    expect(items[0]!.textContent).toContain('Tuesday, 14 May 2030');
    expect(items[0]!.textContent).toContain('10:00 AM - 11:30 AM');
    expect(items[0]!.textContent).toContain('Pune');
    expect(items[0]!.textContent).toContain('Your senior: Kamala');
    expect(items[1]!.textContent).toContain('10:30 PM - 1:00 AM');
    expect(screen.queryByRole('button', { name: EN['dashboard.arrived'] })).toBeNull();
    expect(screen.queryByRole('button', { name: EN['dashboard.finished'] })).toBeNull();
  });

  it("offers I've arrived by itself from 30 minutes before the start, and never to the senior", () => {
    at(START - 31 * MINUTE);
    dashboard('volunteer', visitsData([visit()]));
    expect(screen.queryByRole('button', { name: EN['dashboard.arrived'] })).toBeNull();
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(screen.getByRole('button', { name: EN['dashboard.arrived'] })).toBeTruthy();
    expect(screen.getByRole('button', { name: EN['dashboard.finished'] })).toBeTruthy();
    cleanup();
    dashboard('senior', visitsData([visit()]));
    expect(screen.queryByRole('button', { name: EN['dashboard.arrived'] })).toBeNull();
  });

  it("puts the volunteer's I've arrived in the next visit's card on its day, marked Today, and tells the senior when he has arrived", () => {
    at(START - 20 * MINUTE);
    const onDay = { date: DAY, startTime: '10:00', endTime: '11:30', visitId: 'v1' };
    dashboard('volunteer', visitsData([visit()]), {
      role: 'volunteer',
      doc: volunteerDoc({ ...assigned('kamala@example.com', 'Kamala Rao'), ...onDay }),
    });
    const next = card(EN['dashboard.nextVisitTitle']);
    expect(within(next).getByTestId('visit-today').textContent).toBe(EN['dashboard.today']);
    expect(within(next).getByRole('button', { name: EN['dashboard.arrived'] })).toBeTruthy();
    // Once, first on the page: not again in Upcoming Visits.
    expect(within(card(EN['dashboard.upcomingTitle'])).queryByRole('button', { name: EN['dashboard.arrived'] })).toBeNull();
    cleanup();
    const hers: Member = { role: 'senior', doc: seniorDoc({ ...assigned('aditi@example.com', 'Aditi Sharma'), ...onDay }) };
    dashboard('senior', visitsData([visit()]), hers);
    expect(screen.queryByTestId('volunteer-arrived')).toBeNull();
    cleanup();
    dashboard('senior', visitsData([visit({ checkInAt: START - 5 * MINUTE })]), hers);
    const arrived = within(card(EN['dashboard.nextVisitTitle'])).getByRole('status');
    expect(within(arrived).getByText('Your volunteer Aditi has arrived: with you since 9:55 AM.')).toBeTruthy();
  });

  it('checks in, shows the time of arrival, and finishes with a note', async () => {
    at(START + 5 * MINUTE);
    const api = {
      checkIn: vi.fn(async () => ({ message: SERVER_MESSAGES.checkedIn })),
      checkOut: vi.fn(async () => ({ message: SERVER_MESSAGES.checkedOut })),
    };
    const view = (item: VisitItem) => <Upcoming api={api} item={item} now={Date.now()} />;
    const { rerender } = render(view(visit()));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: EN['dashboard.arrived'] })));
    expect(api.checkIn).toHaveBeenCalledWith('v1', undefined);
    expect(screen.getByRole('alert').textContent).toBe(SERVER_MESSAGES.checkedIn);
    // The live document brings the check-in: the time in India, no second "I've arrived".
    rerender(view(visit({ checkInAt: START + 5 * MINUTE })));
    expect(screen.getByTestId('arrived-at').textContent).toBe('You arrived at 10:05 AM.');
    expect(screen.queryByRole('button', { name: EN['dashboard.arrived'] })).toBeNull();
    // The note says who reads it, as the field's description.
    const noteField = screen.getByLabelText(EN['dashboard.noteLabel']);
    expect(document.getElementById(noteField.getAttribute('aria-describedby') ?? '')?.textContent).toBe(EN['dashboard.noteReaders']);
    fireEvent.change(noteField, { target: { value: 'We read the paper together.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: EN['dashboard.finished'] })));
    // It asks once, "Not yet" first: nothing is sent until "Yes".
    const ask = screen.getByRole('dialog', { name: EN['dashboard.finishTitle'] });
    expect(ask.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(ask).getByText(/We will record “Visit v1” as done/)).toBeTruthy();
    expect(document.activeElement?.textContent).toBe(EN['dashboard.finishNo']);
    await act(async () => fireEvent.click(within(ask).getByRole('button', { name: EN['dashboard.finishNo'] })));
    act(() => vi.advanceTimersByTime(1000));
    expect(api.checkOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: EN['dashboard.finished'] })));
    await confirmFinish();
    expect(api.checkOut).toHaveBeenCalledTimes(1);
    expect(api.checkOut).toHaveBeenCalledWith('v1', 'We read the paper together.', undefined);
    expect(screen.getByRole('alert').textContent).toBe(SERVER_MESSAGES.checkedOut);
  });

  it('says a finish before check-in or before the start in plain words', async () => {
    at(START - 10 * MINUTE);
    const api = {
      checkIn: vi.fn(),
      checkOut: vi.fn(async () => {
        throw refusal('notCheckedIn', SERVER_MESSAGES.notCheckedIn);
      }),
    };
    render(<Upcoming api={api} item={visit()} now={Date.now()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: EN['dashboard.finished'] })));
    await confirmFinish();
    expect(screen.getByRole('alert').textContent).toBe(EN['dashboard.notCheckedIn']);
  });

  it('says a refusal in plain words by its code, and the server message for any other', async () => {
    at(START);
    const api = {
      checkIn: vi.fn(async () => {
        throw refusal('visitNotYet', SERVER_MESSAGES.visitNotYet);
      }),
      checkOut: vi.fn(async () => {
        throw new ApiError(502, 'We could not reach Golden Hearts.');
      }),
    };
    render(<Upcoming api={api} item={visit()} now={Date.now()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: EN['dashboard.arrived'] })));
    expect(screen.getByRole('alert').textContent).toBe(EN['dashboard.visitNotYet']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: EN['dashboard.finished'] })));
    await confirmFinish();
    expect(screen.getByRole('alert').textContent).toBe('We could not reach Golden Hearts.');
  });

  describe('with no network', () => {
    const offline = (down: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!down);
    const upcoming = (api: { checkIn: () => Promise<{ message: string }>; checkOut: () => Promise<{ message: string }> }) => (
      <Upcoming api={api} item={visit()} now={Date.now()} />
    );
    /** The clock at `now`, with the session the steps are kept for (its cookie lasts from then). */
    const signedInAt = (now: number) => {
      at(now);
      writeUser({ email: 'aditi@example.com', skills: [] });
    };
    afterEach(() => {
      vi.restoreAllMocks();
      localStorage.clear();
      clearUser();
    });

    it('keeps the arrival and the finish on the phone with their moments, says so, and sends them once online', async () => {
      signedInAt(START + 5 * MINUTE);
      offline(true);
      const api = {
        checkIn: vi.fn(async () => ({ message: SERVER_MESSAGES.checkedIn })),
        checkOut: vi.fn(async () => ({ message: SERVER_MESSAGES.checkedOut })),
      };
      render(upcoming(api));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: EN['dashboard.arrived'] })));
      expect(screen.getByRole('alert').textContent).toBe(
        'Saved on this phone at 10:05 AM. It will be sent by itself when the connection is back.',
      );
      expect(screen.getByTestId('arrived-at').textContent).toBe('You arrived at 10:05 AM.');
      expect(screen.getByText(EN['dashboard.keptWaiting'])).toBeTruthy();
      act(() => vi.setSystemTime(START + 50 * MINUTE));
      fireEvent.change(screen.getByLabelText(EN['dashboard.noteLabel']), { target: { value: 'Chess' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: EN['dashboard.finished'] })));
      await confirmFinish();
      expect(screen.getByTestId('finished-at').textContent).toBe('You finished at 10:50 AM.');
      expect(screen.queryByRole('button', { name: EN['dashboard.finished'] })).toBeNull();
      expect(api.checkIn).not.toHaveBeenCalled();
      expect(api.checkOut).not.toHaveBeenCalled();

      // Back online: sent in the order tapped, each with its moment, and said.
      act(() => vi.setSystemTime(START + 70 * MINUTE));
      offline(false);
      await act(async () => void window.dispatchEvent(new Event('online')));
      expect(api.checkIn).toHaveBeenCalledWith('v1', START + 5 * MINUTE);
      expect(api.checkOut).toHaveBeenCalledWith('v1', 'Chess', START + 50 * MINUTE);
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Your finish at 10:50 AM has been sent.');
      expect(screen.queryByText(EN['dashboard.keptWaiting'])).toBeNull();
      // Nothing still says it will be sent beside "has been sent".
      expect(screen.queryByText(/It will be sent by itself/)).toBeNull();
      expect(localStorage.getItem('gh:queued-visit-steps')).toBeNull();
    });

    it('keeps a step whose call cannot reach the server, and says a kept step the server refuses in plain words', async () => {
      signedInAt(START + 5 * MINUTE);
      const api = {
        checkIn: vi.fn(async () => {
          throw new ApiError(0, 'We could not reach Golden Hearts.');
        }),
        checkOut: vi.fn(async () => ({ message: SERVER_MESSAGES.checkedOut })),
      };
      render(upcoming(api));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: EN['dashboard.arrived'] })));
      expect(screen.getByRole('alert').textContent).toContain('Saved on this phone at 10:05 AM.');
      cleanup();

      // Opened again later, online: the kept arrival goes, and is refused.
      api.checkIn.mockImplementation(async () => {
        throw new ApiError(400, SERVER_MESSAGES.momentOutOfRange, { code: 'momentOutOfRange' });
      });
      await act(async () => void render(upcoming(api)));
      expect(api.checkIn).toHaveBeenLastCalledWith('v1', START + 5 * MINUTE);
      expect(screen.getByRole('alert').textContent).toBe(EN['api.momentOutOfRange']);
      expect(screen.getByRole('button', { name: EN['dashboard.arrived'] })).toBeTruthy();
      expect(localStorage.getItem('gh:queued-visit-steps')).toBeNull();
    });

    it('says a step tapped offline could not be saved when the phone refuses to keep it, and keeps the button', async () => {
      signedInAt(START + 5 * MINUTE);
      offline(true);
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('full', 'QuotaExceededError');
      });
      const api = { checkIn: vi.fn(), checkOut: vi.fn() };
      render(upcoming(api));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: EN['dashboard.arrived'] })));
      expect(screen.getByRole('alert').textContent).toBe(EN['dashboard.notKept']);
      expect(screen.queryByText(EN['dashboard.keptWaiting'])).toBeNull();
      expect(screen.getByRole('button', { name: EN['dashboard.arrived'] })).toBeTruthy();
      expect(api.checkIn).not.toHaveBeenCalled();
    });
  });

  it('keeps the buttons still while a call is on its way', async () => {
    at(START);
    let finish: (answer: { message: string }) => void = () => {};
    const api = {
      checkIn: vi.fn(
        () =>
          new Promise<{ message: string }>((resolve) => {
            finish = resolve;
          }),
      ),
      checkOut: vi.fn(),
    };
    render(<Upcoming api={api} item={visit()} now={Date.now()} />);
    fireEvent.click(screen.getByRole('button', { name: EN['dashboard.arrived'] }));
    expect(screen.getByRole('button', { name: EN['dashboard.sending'] }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: EN['dashboard.finished'] }).hasAttribute('disabled')).toBe(true);
    await act(async () => finish({ message: SERVER_MESSAGES.checkedIn }));
    expect(screen.getByRole('button', { name: EN['dashboard.arrived'] }).hasAttribute('disabled')).toBe(false);
  });

  it('asks the senior how a done visit went, with three large choices in words, and thanks them; Not good says we will call', async () => {
    at(END - 10 * MINUTE);
    dashboard('senior', visitsData([visit({ status: 'Done', checkOutAt: END - 20 * MINUTE })]));
    const ask = card(EN['dashboard.feedbackTitle']);
    expect(ask.textContent).toContain('Your visit on Tuesday, 14 May 2030: Visit v1.');
    const choices = within(within(ask).getByRole('group', { name: EN['dashboard.feedbackChoose'] })).getAllByRole('button');
    expect(choices.map((choice) => choice.textContent)).toEqual(['Good', 'Okay', 'Not good']);
    cleanup();

    const api = { giveFeedback: vi.fn(async () => ({ message: SERVER_MESSAGES.feedbackThanks })) };
    render(<FeedbackCard visit={visit({ status: 'Done' })} api={api} />);
    fireEvent.change(screen.getByLabelText(EN['dashboard.feedbackTextLabel']), { target: { value: 'She did not come in.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Not good' })));
    expect(api.giveFeedback).toHaveBeenCalledWith('v1', 'bad', 'She did not come in.');
    const thanks = screen.getByTestId('feedback-thanks');
    expect(thanks.textContent).toContain(EN['dashboard.thanks']);
    expect(thanks.textContent).toContain(EN['dashboard.thanksBad']);
    expect(screen.queryByRole('button', { name: 'Good' })).toBeNull();
  });

  it("thanks a 'Good' without the call, and says a refusal by its code", async () => {
    const good = { giveFeedback: vi.fn(async () => ({ message: SERVER_MESSAGES.feedbackThanks })) };
    render(<FeedbackCard visit={visit({ status: 'Done' })} api={good} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Good' })));
    expect(good.giveFeedback).toHaveBeenCalledWith('v1', 'good', '');
    expect(screen.getByTestId('feedback-thanks').textContent).toBe(EN['dashboard.thanks']);
    cleanup();
    const given = {
      giveFeedback: vi.fn(async () => {
        throw refusal('feedbackGiven', SERVER_MESSAGES.feedbackGiven);
      }),
    };
    render(<FeedbackCard visit={visit({ status: 'Done' })} api={given} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Okay' })));
    expect(screen.getByRole('alert').textContent).toBe(EN['dashboard.feedbackGiven']);
  });

  it('asks once the end has passed without a check-out, never before, and not again once answered', () => {
    at(END - MINUTE);
    dashboard('senior', visitsData([visit()]));
    expect(screen.queryByRole('region', { name: EN['dashboard.feedbackTitle'] })).toBeNull();
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(card(EN['dashboard.feedbackTitle'])).toBeTruthy();
    cleanup();
    said('v1', 'good', 'Lovely chat');
    dashboard('senior', visitsData([visit({ status: 'Done', feedbackGiven: true })]));
    expect(screen.queryByRole('region', { name: EN['dashboard.feedbackTitle'] })).toBeNull();
    expect(within(card(EN['dashboard.pastTitle'])).getByTestId('past-visit').textContent).toContain('How it wentGood: Lovely chat');
  });

  it("lists past visits latest first with status, hours, times, the note; the senior's word only to the senior", () => {
    at(Date.UTC(2030, 5, 1));
    said('v1', 'okay', '');
    const done = visit({ status: 'Done', checkInAt: START, checkOutAt: END, note: 'Read the paper.', feedbackGiven: true });
    const cancelled = visitItem('v0', '2030-05-07', '10:00', '11:00', { status: 'Cancelled' });
    const missed = visitItem('v9', '2030-04-30', '10:00', '11:00', { status: 'Missed' });
    dashboard('volunteer', visitsData([], [done, cancelled, missed]));
    const items = within(card(EN['dashboard.pastTitle'])).getAllByTestId('past-visit');
    expect(items.map((item) => within(item).getByTestId('past-status').textContent)).toEqual(['Done', 'Cancelled', 'Missed']);
    expect(items[0]!.textContent).toContain('Hours1.5 hours');
    expect(items[0]!.textContent).toContain('Arrived10:00 AM');
    expect(items[0]!.textContent).toContain('Finished11:30 AM');
    expect(items[0]!.textContent).toContain('Note from the volunteerRead the paper.');
    expect(items[0]!.textContent).not.toContain('How it went');
    expect(items[1]!.textContent).not.toContain('Hours');
    cleanup();
    dashboard('senior', visitsData([], [done]));
    expect(within(card(EN['dashboard.pastTitle'])).getByTestId('past-visit').textContent).toContain('How it wentOkay');
  });

  it('offers Show more only when a list may go on, and asks its listener for more', () => {
    at(Date.UTC(2030, 5, 1));
    const showMore = vi.fn();
    // One more than a page: the listener's extra document says there is more.
    const earlier = Array.from({ length: 6 }, (_, i) => visitItem(`p${i}`, `2030-05-0${6 - i}`, '10:00', '11:00', { status: 'Done' }));
    dashboard('volunteer', visitsData([], earlier, showMore));
    expect(screen.queryByRole('button', { name: `Show more ${EN['dashboard.upcomingTitle']}` })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `Show more ${EN['dashboard.pastTitle']}` }));
    expect(showMore).toHaveBeenCalledWith('earlier');
    cleanup();
    dashboard('volunteer', visitsData([], earlier.slice(0, 5), showMore));
    expect(screen.queryByRole('button', { name: `Show more ${EN['dashboard.pastTitle']}` })).toBeNull();
  });
});
