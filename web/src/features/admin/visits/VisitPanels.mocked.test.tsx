/**
 * The admin's visit panels and dialogs in jsdom: what each row says, what each
 * dialog sends, how a refusal reads, and where focus goes. The admin calls are answered by hand.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { scheduledVisit } from '@gh/common/visits';
import { ApiError } from '../../../lib/api';
import { adminCalls as calls, resetAdminCalls } from '../../../testing/adminCalls';
import { AssignedList } from '../pairs/AssignedPanel';
import { ConcernsList, type Concern } from '../panels/ConcernsPanel';
import { RequestedList } from '../pairs/RequestedPanel';
import { UpcomingVisitsList } from './UpcomingVisitsPanel';
import { renderIn, tIn } from '../../../testing/inLanguage';
import { REQUESTED } from '../../../testing/linkedVolunteer';
import type { UpcomingVisit } from './visitDialogs';
import type { Page } from '../panels/usePagedQuery';

// The admin calls, answered by hand (testing/adminCalls.ts).
vi.mock('../../../lib/adminAuth', async () => ({ adminRequest: (await import('../../../testing/adminCalls')).adminRequest }));
// The senior's words on a visit, as visitFeedback/{id} answers (only a visit id that has some).
vi.mock('../../../lib/useVisitFeedback', () => ({
  useVisitFeedback: (id: string | null) =>
    id === 'VisitWithWords000000'
      ? {
          status: 'success',
          data: { visitId: id, volunteer: 'aditi@x.co', senior: 'kamala@x.co', mood: 'bad', text: 'He took money.', at: 1 },
          error: null,
        }
      : { status: 'loading', data: null, error: null },
}));

beforeEach(resetAdminCalls);
afterEach(cleanup);

const page = <T,>(items: T[]): Page<T> => ({ items, hasMore: false, loadingMore: false, showMore: () => {}, error: null });

const visit: UpcomingVisit = {
  id: 'AbCdEfGhIjKlMnOpQrSt',
  ...scheduledVisit(
    {
      volunteer: 'aditi@x.co',
      senior: 'kamala@x.co',
      districtKey: 'maharashtra/pune',
      task: 'Tea and the newspaper',
      city: 'Pune',
      date: '2030-05-14',
      startTime: '16:00',
      endTime: '17:30',
    },
    { uid: 'u', sequence: 0 },
    1,
  ),
};
const WHEN = 'Tuesday, 14 May 2030, 4:00 PM to 5:30 PM';
const PAIR = 'aditi@x.co visits kamala@x.co';

function renderUpcoming(notify = vi.fn()) {
  render(<UpcomingVisitsList page={page([visit])} notify={notify} />);
  return notify;
}

describe('Upcoming visits', () => {
  it('leaves out a visit whose end has passed, and lets one go as its end passes', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    try {
      const later = { ...visit, id: 'LaterVisit0000000000', endAt: Date.now() + 60_000 };
      const over = { ...visit, id: 'OverVisit00000000000', endAt: Date.now() - 1 };
      render(<UpcomingVisitsList page={page([over, later])} notify={vi.fn()} />);
      const list = () => screen.queryByRole('list', { name: 'Upcoming visits' });
      expect(within(list()!).getAllByRole('listitem')).toHaveLength(1);
      act(() => vi.advanceTimersByTime(61_000));
      expect(list()).toBeNull();
      expect(screen.getByText('No visits are planned.')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('names both people (the e-mail until the name arrives), the task, the day in 12-hour time and the city', () => {
    renderUpcoming();
    const row = within(screen.getByRole('list', { name: 'Upcoming visits' })).getByRole('listitem');
    expect(within(row).getByRole('heading', { level: 3 }).textContent).toBe(PAIR);
    for (const text of ['Task: Tea and the newspaper', `${WHEN}, Pune`]) expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByRole('button', { name: `Reschedule: ${PAIR}, ${WHEN}` })).toBeTruthy();
    expect(within(row).getByRole('button', { name: `Cancel visit: ${PAIR}, ${WHEN}` })).toBeTruthy();
  });

  it('says so when no visit is planned', () => {
    render(<UpcomingVisitsList page={page<UpcomingVisit>([])} notify={() => {}} />);
    expect(screen.getByText('No visits are planned.')).toBeTruthy();
  });

  it('reschedules from the visit as it is: PUT with the new time, then closes and says so', async () => {
    calls.answer = { message: SERVER_MESSAGES.visitRescheduled };
    const notify = renderUpcoming();
    const opener = screen.getByRole('button', { name: /^Reschedule/ });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule the visit' });
    const task = within(dialog).getByLabelText(/^Task/) as HTMLInputElement;
    expect(task.value).toBe('Tea and the newspaper');
    expect(document.activeElement).toBe(task);
    fireEvent.change(within(dialog).getByLabelText(/^Start time/), { target: { value: '18:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^End time/), { target: { value: '19:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the new time' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ severity: 'success', message: SERVER_MESSAGES.visitRescheduled }));
    expect(calls.request).toHaveBeenCalledWith('rescheduleVisit', {
      params: { id: visit.id },
      body: { task: 'Tea and the newspaper', date: '2030-05-14', startTime: '18:00', endTime: '19:00' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('keeps a refusal in the dialog, in plain words, and sends nothing for a visit that ends as it starts', async () => {
    calls.refusal = new ApiError(409, SERVER_MESSAGES.visitAlreadyAssigned, { code: 'visitAlreadyAssigned' });
    const notify = renderUpcoming();
    fireEvent.click(screen.getByRole('button', { name: /^Reschedule/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^End time/), { target: { value: '16:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the new time' }));
    expect(within(dialog).getByText(SERVER_MESSAGES.sameStartEnd)).toBeTruthy();
    expect(calls.request).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^End time/), { target: { value: '18:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the new time' }));
    expect((await within(dialog).findByText(SERVER_MESSAGES.visitAlreadyAssigned)).closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });

  it('says first that a visit the volunteer has checked in to keeps its day and time, and a refusal says why, in all three languages', async () => {
    const arrived = { ...visit, checkInAt: visit.startAt + 60_000 };
    for (const lang of ['en', 'hi', 'mr'] as const) {
      calls.refusal = new ApiError(409, SERVER_MESSAGES.visitCheckedIn, { code: 'visitCheckedIn' });
      const t = tIn(lang);
      const { unmount } = renderIn(lang, <UpcomingVisitsList page={page([arrived])} notify={vi.fn()} />);
      fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${t('adminVisits.reschedule')}`) }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('status').textContent).toBe(t('api.visitCheckedIn'));
      fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${t('adminVisits.field', { field: 'startTime' })}`)), {
        target: { value: '18:00' },
      });
      fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${t('adminVisits.field', { field: 'endTime' })}`)), {
        target: { value: '19:00' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: t('adminVisits.saveTime') }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert.textContent).toBe(t('api.visitCheckedIn'));
      unmount();
      resetAdminCalls();
    }
  });

  it('cancels only with a reason, which it sends; Keep the visit sends nothing and returns focus', async () => {
    calls.answer = { message: SERVER_MESSAGES.visitCancelled };
    const notify = renderUpcoming();
    const opener = screen.getByRole('button', { name: /^Cancel visit/ });
    fireEvent.click(opener);
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this visit?' });
    expect(dialog.textContent).toContain(`${PAIR}, ${WHEN}. Both are e-mailed that it is cancelled, with your reason.`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the visit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(calls.request).not.toHaveBeenCalled();

    fireEvent.click(opener);
    dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByLabelText(/^Reason \(required; both will read it\)/);
    expect(document.activeElement).toBe(reason);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel visit' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(calls.request).not.toHaveBeenCalled();
    fireEvent.change(reason, { target: { value: '  Kamala is in hospital this week.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel visit' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ severity: 'success', message: SERVER_MESSAGES.visitCancelled }));
    expect(calls.request).toHaveBeenCalledWith('cancelVisit', {
      params: { id: visit.id },
      body: { reason: 'Kamala is in hospital this week.' },
    });
  });

  it('asks for the reason in Marathi, saying both will read it', async () => {
    renderIn('mr', <UpcomingVisitsList page={page([visit])} notify={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /^भेट रद्द/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('तुम्ही दिलेल्या कारणासह');
    expect(within(dialog).getByLabelText(/^कारण \(आवश्यक; दोघेही ते वाचतील\)/)).toBeTruthy();
  });

  it('puts focus on the heading when the cancelled visit has left the list', async () => {
    calls.answer = { message: SERVER_MESSAGES.visitCancelled };
    const { rerender } = render(<UpcomingVisitsList page={page([visit])} notify={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /^Cancel visit/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Kamala is unwell.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel visit' }));
    // The live listener drops the visit as the answer comes.
    rerender(<UpcomingVisitsList page={page<UpcomingVisit>([])} notify={() => {}} />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Upcoming visits' })));
  });
});

describe('Concerns', () => {
  const concern = (id: string, fields: Partial<Concern>): Concern => ({
    id,
    kind: 'feedback',
    volunteer: 'aditi@x.co',
    senior: 'kamala@x.co',
    visitId: null,
    text: '',
    at: Date.UTC(2030, 4, 14, 12, 0),
    ...fields,
  });

  it('says what happened to whom and when, with the senior’s words on a bad visit', () => {
    render(
      <ConcernsList
        page={page([
          concern('a', { text: 'He was late and in a hurry.' }),
          concern('b', { kind: 'missed' }),
          concern('c', { kind: 'lapsed' }),
          concern('d', {}),
        ])}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Concerns' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    const when = '14 May 2030, 5:30 PM, aditi@x.co and kamala@x.co';
    expect(items).toEqual([
      `kamala@x.co said the visit of aditi@x.co was not good.In their words: "He was late and in a hurry."${when}`,
      `A visit of aditi@x.co to kamala@x.co was missed: nobody checked out on its day.${when}`,
      `aditi@x.co and kamala@x.co have had no visit for 14 days, and none is planned.${when}`,
      `kamala@x.co said the visit of aditi@x.co was not good.They wrote nothing more.${when}`,
    ]);
  });

  it('reads a bad visit’s words from the senior’s feedback, where the concern keeps none', () => {
    render(<ConcernsList page={page([concern('e', { visitId: 'VisitWithWords000000' })])} />);
    expect(screen.getByRole('listitem').textContent).toContain('In their words: "He took money."');
  });

  it('says so when there is none', () => {
    render(<ConcernsList page={page<Concern>([])} />);
    expect(screen.getByText('No concerns. Every pair is doing well.')).toBeTruthy();
  });
});

describe('Assign a visit (behind a button)', () => {
  it('opens the form in place with focus on Task, folds with Escape back to the button', async () => {
    render(<RequestedList page={page([REQUESTED])} notify={() => {}} />);
    const opener = screen.getByRole('button', { name: 'Assign a visit to Rohan Mehta' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form')).toBeNull();
    fireEvent.click(opener);
    const form = screen.getByRole('form', { name: 'Assign a task to Rohan Mehta (rohan@x.co)' });
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(opener.getAttribute('aria-controls')).toBe(form.id);
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Task/));
    expect((within(form).getByLabelText(/^Repeat weekly for N weeks/) as HTMLInputElement).value).toBe('1');
    fireEvent.keyDown(within(form).getByLabelText(/^Task/), { key: 'Escape' });
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('sends a weekly series as repeatWeeks, and says what the server answered', async () => {
    calls.answer = { message: SERVER_MESSAGES.visitsAssigned };
    const notify = vi.fn();
    render(<RequestedList page={page([REQUESTED])} notify={notify} />);
    fireEvent.click(screen.getByRole('button', { name: 'Assign a visit to Rohan Mehta' }));
    const form = screen.getByRole('form');
    const fill = (label: RegExp, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fill(/^Task/, 'Chess in the garden');
    fill(/^Date/, '2099-01-05');
    fill(/^Start time/, '16:00');
    fill(/^End time/, '17:30');
    fill(/^Repeat weekly/, '13');
    fireEvent.click(within(form).getByRole('button', { name: 'Assign Task to Rohan Mehta' }));
    expect(within(form).getByText('Repeat weeks can be at most 12')).toBeTruthy();
    fill(/^Repeat weekly/, '4');
    fireEvent.click(within(form).getByRole('button', { name: 'Assign Task to Rohan Mehta' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ severity: 'success', message: SERVER_MESSAGES.visitsAssigned }));
    expect(calls.request).toHaveBeenCalledWith('assignTask', {
      body: {
        task: 'Chess in the garden',
        date: '2099-01-05',
        startTime: '16:00',
        endTime: '17:30',
        repeatWeeks: 4,
        vemail: 'rohan@x.co',
        semail: 'ramesh@x.co',
        city: 'Pune',
      },
    });
  });

  it('offers Add visits and Unlink on an assigned pair', () => {
    const assigned = {
      ...REQUESTED,
      senior: {
        ...REQUESTED.senior,
        status: 'Assigned' as const,
        task: 'Walk',
        date: '2099-01-05',
        startTime: '10:00',
        endTime: '11:00',
        city: 'Pune',
      },
    };
    render(<AssignedList page={page([assigned])} notify={() => {}} />);
    expect(screen.getByRole('button', { name: 'Add visits for Rohan Mehta' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Unlink Rohan Mehta and Ramesh Iyer' })).toBeTruthy();
  });
});

describe('Unlink', () => {
  it('asks for a reason (required), sends it, and puts focus on the heading once done', async () => {
    calls.answer = { message: SERVER_MESSAGES.pairUnlinked };
    const notify = vi.fn();
    render(<RequestedList page={page([REQUESTED])} notify={notify} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unlink Rohan Mehta and Ramesh Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the pair of Rohan Mehta and Ramesh Iyer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink the pair' }));
    expect(within(dialog).getByText('Reason is required')).toBeTruthy();
    expect(calls.request).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason (required)' }), { target: { value: 'Ramesh moved\nto Nagpur.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink the pair' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ severity: 'success', message: SERVER_MESSAGES.pairUnlinked }));
    expect(calls.request).toHaveBeenCalledWith('unlinkPair', {
      body: { vemail: 'rohan@x.co', semail: 'ramesh@x.co', reason: 'Ramesh moved to Nagpur.' },
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Volunteer Requested Seniors' })));
  });

  it('keeps a refusal in the dialog', async () => {
    calls.refusal = new ApiError(409, SERVER_MESSAGES.linkNotRequested);
    render(<RequestedList page={page([REQUESTED])} notify={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /^Unlink/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'No longer wanted.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink the pair' }));
    expect((await within(dialog).findByText(SERVER_MESSAGES.linkNotRequested)).closest('[role="alert"]')).toBeTruthy();
  });
});
