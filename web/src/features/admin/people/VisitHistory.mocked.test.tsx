/**
 * A person's visits on /admin/profile in jsdom: the live query it listens to (their own
 * visits, latest end first, a page and one more), what each visit says in Hindi and English
 * (times, the other person, the note, the senior's answer read from visitFeedback), and the
 * loading, empty and failed states.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Lang } from '@gh/common/i18n';
import { scheduledVisit, type VisitDoc } from '@gh/common/visits';
import { listeners } from '../../../testing/fakeFirestore';
import { renderIn } from '../../../testing/inLanguage';
import { VisitHistory } from './VisitHistory';

vi.mock('../../../lib/firebase', async () => (await import('../../../testing/fakeFirestore')).fakeFirebase);
// The other person's name, as their document answers it.
vi.mock('../../../lib/useMemberDoc', () => ({
  useMemberDoc: (_role: string, email: string) => ({
    status: 'success',
    data: email === 'kamala@x.co' ? { name: 'Kamala Rao' } : null,
    error: null,
  }),
}));
// The senior's words on a visit, as visitFeedback/{id} answers (only the done visit has some).
const feedbackAsked = vi.hoisted(() => [] as (string | null)[]);
vi.mock('../../../lib/useVisitFeedback', () => ({
  useVisitFeedback: (id: string | null) => {
    feedbackAsked.push(id);
    return id === 'DoneVisit00000000000'
      ? {
          status: 'success',
          data: { visitId: id, volunteer: 'aditi@x.co', senior: 'kamala@x.co', mood: 'bad', text: 'वह देर से आया।', at: 1 },
          error: null,
        }
      : { status: 'loading', data: null, error: null };
  },
}));

afterEach(() => {
  cleanup();
  listeners.length = 0;
  feedbackAsked.length = 0;
});

const AT = Date.UTC(2026, 2, 14, 4, 30); // 14 March 2026, 10:00 AM in India
const base = scheduledVisit(
  {
    volunteer: 'aditi@x.co',
    senior: 'kamala@x.co',
    districtKey: 'maharashtra/pune',
    task: 'अख़बार पढ़ना',
    city: 'Pune',
    date: '2026-03-14',
    startTime: '10:00',
    endTime: '11:30',
  },
  { uid: 'u', sequence: 0 },
  1,
);
const done: VisitDoc = {
  ...base,
  status: 'Done',
  checkInAt: AT - 5 * 60_000,
  checkOutAt: AT + 95 * 60_000,
  note: 'हमने साथ में चाय पी।',
  feedbackGiven: true,
};
const missed: VisitDoc = { ...base, date: '2026-03-07', status: 'Missed' };

function renderHistory(lang: Lang, role: 'volunteer' | 'senior' = 'volunteer') {
  return renderIn(
    lang,
    <MemoryRouter>
      <VisitHistory role={role} email={role === 'volunteer' ? 'aditi@x.co' : 'kamala@x.co'} />
    </MemoryRouter>,
  );
}

const answer = (visits: [string, VisitDoc][]) =>
  act(() =>
    listeners[0]!.next({
      metadata: { fromCache: false },
      docs: visits.map(([id, visit]) => ({ id, data: () => visit })),
    }),
  );

/** Each visit's heading and its description list, label -> value. */
function entries() {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => {
      const terms = Array.from(item.querySelectorAll('dt'), (term) => term.textContent ?? '');
      const values = Array.from(item.querySelectorAll('dd'), (value) => value.textContent ?? '');
      return {
        heading: within(item).getByRole('heading', { level: 3 }).textContent,
        facts: Object.fromEntries(terms.map((term, i) => [term, values[i]])),
      };
    });
}

describe("a person's visits on /admin/profile", () => {
  it('listens to their own visits only, latest end first, a page and one more; loading until the server answers', async () => {
    renderHistory('en', 'senior');
    expect(screen.getByRole('region', { name: 'Visits' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    await waitFor(() => expect(listeners).toHaveLength(1));
    expect(listeners[0]).toMatchObject({
      path: 'visits',
      conditions: [{ field: 'senior', op: '==', value: 'kamala@x.co' }, { orderBy: 'endAt', direction: 'desc' }, { limit: 21 }],
    });
  });

  it('reads in Hindi: the date and times as a heading, the other person, times of arrival and finish, the note and the feedback', async () => {
    renderHistory('hi');
    await waitFor(() => expect(listeners).toHaveLength(1));
    answer([
      ['DoneVisit00000000000', done],
      ['MissedVisit000000000', missed],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'मुलाकातें' })).toBeTruthy();
    expect(entries()).toEqual([
      {
        heading: 'शनिवार, 14 मार्च 2026, सुबह 10:00 से सुबह 11:30 तक',
        facts: {
          'वरिष्ठ नागरिक': 'Kamala Rao (kamala@x.co)',
          काम: 'अख़बार पढ़ना',
          'मुलाकात की स्थिति': 'पूरी हुई',
          पहुँचे: 'सुबह 9:55',
          'पूरी हुई': 'सुबह 11:35',
          'स्वयंसेवक ने लिखा': 'हमने साथ में चाय पी।',
          'वरिष्ठ नागरिक की राय': 'अच्छी नहीं: वह देर से आया।',
        },
      },
      {
        heading: 'शनिवार, 7 मार्च 2026, सुबह 10:00 से सुबह 11:30 तक',
        facts: {
          'वरिष्ठ नागरिक': 'Kamala Rao (kamala@x.co)',
          काम: 'अख़बार पढ़ना',
          'मुलाकात की स्थिति': 'छूट गई',
          पहुँचे: 'दर्ज नहीं हुआ',
          'पूरी हुई': 'दर्ज नहीं हुआ',
          'स्वयंसेवक ने लिखा': 'कुछ नहीं लिखा',
          'वरिष्ठ नागरिक की राय': 'अभी नहीं बताई',
        },
      },
    ]);
    // The other person's profile is a link; the answer is read only where the visit says there is one.
    expect(screen.getAllByRole('link', { name: 'Kamala Rao (kamala@x.co)' })[0]!.getAttribute('href')).toBe(
      '/admin/profile?email=kamala%40x.co',
    );
    expect(new Set(feedbackAsked)).toEqual(new Set(['DoneVisit00000000000', null]));
  });

  it('shows 20 and offers Show more when the server has one more, which listens for the next page after the last shown', async () => {
    renderHistory('en');
    await waitFor(() => expect(listeners).toHaveLength(1));
    answer(
      Array.from(
        { length: 21 },
        (_, i) => [`Visit${String(i).padStart(15, '0')}`, { ...missed, endAt: missed.endAt - i * 60_000 }] as [string, VisitDoc],
      ),
    );
    expect(entries()).toHaveLength(20);
    act(() => screen.getByRole('button', { name: 'Show more Visits' }).click());
    await waitFor(() => expect(listeners).toHaveLength(2));
    expect(listeners[1]!.conditions).toContainEqual({ startAfter: [missed.endAt - 19 * 60_000, `Visit${String(19).padStart(15, '0')}`] });
  });

  it("names the volunteer on a senior's page, and says when there are no visits or the list failed", async () => {
    renderHistory('en', 'senior');
    await waitFor(() => expect(listeners).toHaveLength(1));
    answer([['DoneVisit00000000000', done]]);
    expect(entries()[0]!.facts).toMatchObject({
      Volunteer: 'aditi@x.co',
      Arrived: '9:55 AM',
      Finished: '11:35 AM',
      "Senior's feedback": 'Not good: वह देर से आया।',
    });
    cleanup();
    listeners.length = 0;

    renderHistory('en');
    await waitFor(() => expect(listeners).toHaveLength(1));
    answer([]);
    expect(screen.getByText('No visits yet.')).toBeTruthy();
    cleanup();
    listeners.length = 0;

    renderHistory('en');
    await waitFor(() => expect(listeners).toHaveLength(1));
    act(() => listeners[0]!.fail(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' })));
    expect(screen.getByRole('alert').textContent).toMatch(/^We could not load this list/);
  });
});
