import { useCallback, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DECISION_UNDO_MS } from '@gh/common/constants';
import { ApplicationsList } from './applications/ApplicationsPanel';
import { AssignedList } from './pairs/AssignedPanel';
import { PagedPanel } from './panels/PagedPanel';
import { RequestedList } from './pairs/RequestedPanel';
import type { ApplicationRow, LinkedVolunteer } from './adminData';
import type { Page } from './panels/usePagedQuery';

afterEach(cleanup);

const page = <T,>(items: T[] | null, more: Partial<Page<T>> = {}): Page<T> => ({
  items,
  hasMore: false,
  loadingMore: false,
  showMore: () => {},
  error: null,
  ...more,
});

describe('the admin panels', () => {
  it('say the spec empty texts when there is nothing to list', () => {
    render(
      <MemoryRouter>
        <ApplicationsList title="Pending Volunteer Applications" empty="No pending applications." page={page<ApplicationRow>([])} />
        <ApplicationsList title="Accepted Volunteer Applications" empty="No Accepted applications." page={page<ApplicationRow>([])} />
        <ApplicationsList title="Rejected Volunteer Applications" empty="No Rejected applications." page={page<ApplicationRow>([])} />
        <RequestedList page={page<LinkedVolunteer>([])} notify={() => {}} />
        <AssignedList page={page<LinkedVolunteer>([])} notify={() => {}} />
      </MemoryRouter>,
    );
    for (const text of [
      'No pending applications.',
      'No Accepted applications.',
      'No Rejected applications.',
      'No Requested applications.',
      'No tasks assigned.',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
  });

  it('offers View Profile, Approve and Reject on a pending application, and disables them while a call runs', () => {
    const decide = vi.fn();
    const row = {
      email: 'neha@x.co',
      name: 'Neha Gupta',
      skills: [],
      languages: [],
      availability: 'Weekends',
      status: 'Submitted' as const,
      submittedAt: 1,
    };
    const { rerender } = render(
      <MemoryRouter>
        <ApplicationsList title="Pending" empty="none" page={page([row])} decisions={{ decide, isBusy: () => false }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Languages: Not mentioned')).toBeTruthy();
    expect(screen.getByText('Available: Weekends')).toBeTruthy();
    expect(screen.getByRole('link', { name: /view profile/i }).getAttribute('href')).toBe('/admin/profile?email=neha%40x.co');
    fireEvent.click(screen.getByRole('button', { name: /^approve/i }));
    expect(decide).toHaveBeenCalledWith('approve', 'neha@x.co', undefined);
    rerender(
      <MemoryRouter>
        <ApplicationsList title="Pending" empty="none" page={page([row])} decisions={{ decide, isBusy: () => true }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: /^approve/i }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /^reject/i }).hasAttribute('disabled')).toBe(true);
  });
});

describe('Reject with a reason', () => {
  const row = {
    email: 'neha@x.co',
    name: 'Neha Gupta',
    skills: [],
    languages: [],
    availability: 'Weekends',
    status: 'Submitted' as const,
    submittedAt: 1,
  };
  const renderPending = (decide = vi.fn(async () => true)) => {
    render(
      <MemoryRouter>
        <ApplicationsList title="Pending" empty="none" page={page<ApplicationRow>([row])} decisions={{ decide, isBusy: () => false }} />
      </MemoryRouter>,
    );
    return decide;
  };

  it('asks for an optional reason in a dialog named for the applicant; Enter rejects with it, as one paragraph', async () => {
    const decide = renderPending();
    fireEvent.click(screen.getByRole('button', { name: 'Reject Neha Gupta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Neha Gupta?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    expect(document.activeElement).toBe(reason);
    fireEvent.change(reason, { target: { value: 'Weekday mornings only,\nplease apply again.' } });
    expect((reason as HTMLTextAreaElement).value).toBe('Weekday mornings only, please apply again.');
    fireEvent.keyDown(reason, { key: 'Enter' });
    expect(decide).toHaveBeenCalledWith('reject', 'neha@x.co', 'Weekday mornings only, please apply again.');
  });

  it('rejects without a reason from the button, and Cancel rejects nothing', async () => {
    const decide = renderPending();
    fireEvent.click(screen.getByRole('button', { name: 'Reject Neha Gupta' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(decide).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reject Neha Gupta' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject application' }));
    expect(decide).toHaveBeenCalledWith('reject', 'neha@x.co', '');
  });

  it("refuses control characters with the server's words, and sends nothing", async () => {
    const decide = renderPending();
    fireEvent.click(screen.getByRole('button', { name: 'Reject Neha Gupta' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'bell\u0007' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(within(dialog).getByText('Reason must be one line, without line breaks or control characters')).toBeTruthy();
    expect(decide).not.toHaveBeenCalled();
  });

  it("shows a rejection's reason on the Rejected panel", () => {
    render(
      <MemoryRouter>
        <ApplicationsList
          title="Rejected"
          empty="none"
          page={page<ApplicationRow>([{ ...row, status: 'Rejected', reason: 'Weekday mornings only.' }])}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Reason: Weekday mornings only.')).toBeTruthy();
  });
});

describe('focus after an Undo', () => {
  const person = (name: string, email: string) => ({
    email,
    name,
    skills: [],
    languages: [],
    availability: '',
    status: 'Submitted' as const,
    submittedAt: 1,
  });
  const asha = person('Asha First', 'asha@x.co');
  const bina = person('Bina Second', 'bina@x.co');
  /** The Pending list as the dashboard holds it: focus on Asha, until the list says it is over. */
  function Pending({ rows, ended }: { rows: ApplicationRow[]; ended?: () => void }) {
    const [focusOn, setFocusOn] = useState<string | null>(asha.email);
    const onFocusEnded = useCallback(() => {
      setFocusOn(null);
      ended?.();
    }, [ended]);
    return (
      <MemoryRouter>
        <ApplicationsList
          title="Pending"
          empty="none"
          page={page(rows)}
          decisions={{ decide: vi.fn(), isBusy: () => false, focusOn, onFocusEnded }}
        />
      </MemoryRouter>
    );
  }
  const pending = (rows: ApplicationRow[], ended?: () => void) => <Pending rows={rows} ended={ended} />;
  const focused = () => document.activeElement?.textContent;

  it('goes to the applicant once listed, and follows them back when a late snapshot of the decision takes them away again', () => {
    const { rerender } = render(pending([bina]));
    expect(document.activeElement).toBe(document.body);
    rerender(pending([asha, bina]));
    expect(focused()).toBe('Asha First');
    rerender(pending([bina]));
    expect(document.activeElement).toBe(document.body);
    rerender(pending([asha, bina]));
    expect(focused()).toBe('Asha First');
  });

  it('stays where the admin moved it, and ends after the Undo time', () => {
    vi.useFakeTimers();
    try {
      const ended = vi.fn();
      const { rerender } = render(pending([asha, bina], ended));
      expect(focused()).toBe('Asha First');
      screen.getByRole('button', { name: 'Approve Bina Second' }).focus();
      rerender(pending([asha, bina], ended));
      expect(focused()).toBe('Approve');
      vi.advanceTimersByTime(DECISION_UNDO_MS - 1);
      expect(ended).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(ended).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a paged panel', () => {
  const names = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `Person ${from + i + 1}`);
  const list = (items: string[] | null, more: Partial<Page<string>> = {}) => (
    <PagedPanel title="People" empty="Nobody yet." page={page(items, more)}>
      {(name) => <li key={name}>{name}</li>}
    </PagedPanel>
  );

  it("says 'Loading...' before the first answer, then lists the entries", () => {
    const { rerender } = render(list(null));
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    rerender(list(names(3)));
    expect(within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /show more/i })).toBeNull();
  });

  it('offers Show more only when there is more, and moves focus to the first entry it brought', () => {
    const showMore = vi.fn();
    const { rerender } = render(list(names(20), { hasMore: true, showMore }));
    const button = screen.getByRole('button', { name: 'Show more People' });
    expect(button.textContent).toBe('Show more');
    fireEvent.click(button);
    expect(showMore).toHaveBeenCalledTimes(1);
    rerender(list(names(20), { hasMore: true, showMore, loadingMore: true }));
    expect(screen.getByRole('button', { name: 'Show more People' }).hasAttribute('disabled')).toBe(true);
    rerender(list([...names(20), ...names(5, 20)], { showMore }));
    expect(document.activeElement?.textContent).toBe('Person 21');
    expect(screen.queryByRole('button', { name: /show more/i })).toBeNull();
  });

  it('says what went wrong when its query fails', () => {
    render(list(null, { error: new Error('Missing index.') }));
    expect(screen.getByRole('alert').textContent).toContain('Missing index.');
  });

  it('says in its own words that a read the rules refused is not theirs, never the rules’ text', () => {
    const refused = Object.assign(new Error("false for 'list' @ L130, evaluation error at L42:14"), { code: 'permission-denied' });
    render(list(null, { error: refused }));
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not load this list: Your access does not include it. Please reload the page.',
    );
  });
});

describe('Assigned Tasks & Locations', () => {
  it("writes the visit's day as the member's dashboard and e-mail do (common/time visitDateText)", () => {
    const senior = {
      email: 'kamala@example.com',
      name: 'Kamala Rao',
      status: 'Assigned' as const,
      reqTime: 1,
      assTime: 2,
      task: 'Read the morning paper together',
      date: '2030-05-14',
      startTime: '10:00',
      endTime: '12:30',
      city: 'Pune',
    };
    render(
      <AssignedList
        page={page([
          {
            name: 'Aditi Sharma',
            email: 'aditi@example.com',
            city: 'Pune',
            skillList: ['Reading'],
            availability: [],
            senior,
            hasPhoto: true,
            idChecked: true,
          },
        ])}
        notify={() => {}}
      />,
    );
    const visit = within(screen.getByRole('list', { name: 'Assigned Tasks & Locations' })).getByRole('listitem');
    expect(visit.textContent).toContain('Tuesday, 14 May 2030, 10:00 AM to 12:30 PM, with Kamala Rao');
    expect(visit.textContent).toMatch(/^Aditi Sharmaaditi@example\.com/);
  });

  it('says a pair has no visit planned once every visit has happened or been cancelled, not blank fields', () => {
    const senior = { email: 'kamala@example.com', name: 'Kamala Rao', status: 'Assigned' as const, reqTime: 1, assTime: 2 };
    render(
      <AssignedList
        page={page([
          {
            name: 'Aditi Sharma',
            email: 'aditi@example.com',
            city: 'Pune',
            skillList: ['Reading'],
            availability: [],
            senior,
            hasPhoto: true,
            idChecked: true,
          },
        ])}
        notify={() => {}}
      />,
    );
    const pair = within(screen.getByRole('list', { name: 'Assigned Tasks & Locations' })).getByRole('listitem');
    expect(pair.textContent).toContain('No visit planned with Kamala Rao. Add visits to plan the next.');
    expect(pair.textContent).not.toContain('Task:');
    expect(pair.textContent).not.toContain(' to , with');
  });
});

describe('the senior’s answer on a request', () => {
  it('shows Yes, or that the senior has not answered yet', () => {
    const link = { email: 'ramesh@x.co', name: 'Ramesh Iyer', status: 'Requested' as const, reqTime: 1 };
    const volunteer = (answer?: 'yes') => ({
      name: 'Rohan Mehta',
      email: answer ? 'rohan@x.co' : 'meera@x.co',
      city: 'Pune',
      skillList: ['Reading'],
      availability: [],
      senior: { ...link, ...(answer && { answer }) },
      hasPhoto: true,
      idChecked: true,
    });
    render(<RequestedList page={page([volunteer('yes'), volunteer()])} notify={() => {}} />);
    expect(screen.getAllByTestId('senior-answer').map((line) => line.textContent)).toEqual([
      'Senior’s answer: Yes, happy to be visited',
      'Senior’s answer: Not answered yet',
    ]);
  });
});
