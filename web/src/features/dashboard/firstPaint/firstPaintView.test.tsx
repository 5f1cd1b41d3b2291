/**
 * The first paint says what the app says (firstPaintView.ts): for the same copy of a person's
 * documents, in the same language at the same moment, its page reads word for word as
 * DashboardView's, card for card and in the same order. A card or a line added to the app and
 * not to the first paint fails here.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DASHBOARD_LISTENERS as KEPT, type DashboardCopy } from '@gh/common/dashboard-copy';
import type { MatchItem } from '@gh/common/documents';
import type { Lang } from '@gh/common/i18n';
import type { LiveResult } from '../../../lib/live';
import type { Role } from '../../../lib/session';
import { renderIn, tIn } from '../../../testing/inLanguage';
import { DashboardView } from '../DashboardView';
import type { Member } from '../dashboardModel';
import {
  ASS_TIME,
  REQ_TIME,
  assigned,
  requested,
  requestedOfSenior,
  seniorDoc,
  visitItem,
  visitsData,
  volunteerDoc,
} from '../testing/peopleAndVisits';
import type { VisitItem } from '../visitsModel';
import { SUPPORT } from '../../../content/support';
import { isFirstVisit } from '../../../lib/firstVisitMark';
import { firstPaintHtml } from './firstPaintView';

const KAMALA: MatchItem = { name: 'Kamala Rao', email: 'kamala@example.com', city: 'Pune', shared: ['Reading', 'Music'] };
const kept = <T,>(data: T): LiveResult<T> => ({ status: 'success', data, error: null, fromCache: true });

interface Copy {
  role: Role;
  /** The person's document as the server confirmed it, not the phone's copy. */
  live?: boolean;
  member?: Member['doc'] | null;
  matches?: MatchItem[];
  near?: VisitItem[];
  earlier?: VisitItem[];
}

/** The app's page and the first paint's, for the same copy, in `lang` at `now`. */
function bothOf(lang: Lang, now: number, { role, live = false, member, matches = [], near = [], earlier = [] }: Copy) {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  const copy: Partial<Record<keyof DashboardCopy, unknown>> = {
    ...(member !== undefined && { [KEPT.member]: member }),
    [KEPT.matches]: { items: matches, updatedAt: 0 },
    [KEPT.near]: near,
    [KEPT.earlier]: earlier,
  };
  const person: LiveResult<Member> =
    member === undefined
      ? { status: 'loading', data: null, error: null }
      : { ...kept(member && ({ role, doc: member } as Member)), data: member && ({ role, doc: member } as Member), fromCache: !live };
  const data = {
    member: person,
    matches: kept({ items: matches, updatedAt: 0 }),
    visits: visitsData(near, earlier),
  };
  const connect = { pending: null, outcome: null, asked: null, connect: async () => {}, dismiss: () => {} };
  // Read before the app's render, which marks the dashboard shown.
  const firstVisit = isFirstVisit('person@example.com');
  const app = renderIn(
    lang,
    <MemoryRouter>
      <DashboardView role={role} email="person@example.com" sessionName="Someone Kept" data={data} connect={connect} />
    </MemoryRouter>,
  ).container;
  const painted = document.createElement('main');
  painted.innerHTML = firstPaintHtml({
    role,
    sessionName: 'Someone Kept',
    lang,
    t: tIn(lang),
    kept: copy,
    now,
    live,
    lastLiveAt: null,
    online: true,
    firstVisit,
    supportPhone: SUPPORT.phone,
  });
  return { app, painted };
}

/** What a reader reads of `root`: its text, spaces folded; a field's label once (MUI repeats it in the outline). */
function readOf(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  copy.querySelectorAll('legend').forEach((legend) => legend.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const cardsOf = (root: Element) => Array.from(root.querySelectorAll('section'), readOf);

function expectSame(lang: Lang, now: number, copy: Copy) {
  const { app, painted } = bothOf(lang, now, copy);
  expect(cardsOf(painted)).toEqual(cardsOf(app));
  expect(readOf(painted)).toBe(readOf(app));
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the first paint reads as the dashboard', { timeout: 20_000 }, () => {
  const AFTER = ASS_TIME + 2 * 86_400_000;

  it('for a volunteer without a senior, with matches', () => {
    expectSame('en', REQ_TIME, { role: 'volunteer', member: volunteerDoc(), matches: [KAMALA] });
    // Painted again once the server has confirmed the document: no longer the phone's copy.
    expectSame('hi', REQ_TIME, { role: 'volunteer', live: true, member: volunteerDoc(), matches: [KAMALA] });
  });

  it('for a volunteer who asked to visit, and one the senior said No to', () => {
    expectSame('en', REQ_TIME + 90_000, { role: 'volunteer', member: volunteerDoc(requested('kamala@example.com', 'Kamala Rao')) });
    cleanup();
    expectSame('mr', REQ_TIME, {
      role: 'volunteer',
      member: { ...volunteerDoc(), closedRequest: { name: 'Ramesh', at: REQ_TIME - 3_600_000 } },
      matches: [KAMALA],
    });
  });

  it("for a volunteer's visits: today's to record, those to come, a cancelled one, those done, more of each", () => {
    const today = '2030-05-14';
    const now = Date.parse('2030-05-14T04:00:00Z'); // 9:30 in India
    const near = [
      visitItem('a', today, '09:00', '11:00'),
      visitItem('b', '2030-05-16', '10:00', '11:00', { status: 'Cancelled' }),
      ...['17', '18', '19', '20', '21'].map((day) => visitItem(day, `2030-05-${day}`, '10:00', '11:00')),
    ];
    const earlier = ['01', '02', '03', '04', '05', '06'].map((day) =>
      visitItem(`e${day}`, `2030-05-${day}`, '10:00', '11:30', {
        status: 'Done',
        checkInAt: Date.parse(`2030-05-${day}T04:35:00Z`),
        checkOutAt: Date.parse(`2030-05-${day}T06:00:00Z`),
        note: 'We read the paper.',
      }),
    );
    expectSame('en', now, {
      role: 'volunteer',
      member: { ...volunteerDoc(assigned('kamala@example.com', 'Kamala Rao')), doneMinutes: 450 },
      near,
      earlier,
    });
  });

  it("for a volunteer on the next visit's day, with her needs and languages, in Marathi", () => {
    const now = Date.parse('2030-05-14T04:00:00Z'); // 9:30 in India
    const link = {
      ...assigned('kamala@example.com', 'Kamala Rao'),
      startTime: '09:00',
      endTime: '11:00',
      visitId: 'a',
      specialneeds: 'Hard of hearing.\nPlease knock loudly.',
      languages: ['Marathi', 'Hindi'],
    };
    const near = [visitItem('a', '2030-05-14', '09:00', '11:00'), visitItem('b', '2030-05-21', '09:00', '11:00')];
    expectSame('mr', now, { role: 'volunteer', member: volunteerDoc(link), near, earlier: [] });
  });

  it('for a senior with her volunteer, her trial, and her last visit to say how it went, in Hindi', () => {
    const link = {
      ...assigned('aditi@example.com', 'Aditi Sharma'),
      languages: ['Marathi', 'Hindi'],
      intro: 'I love old songs.\nI can help with phones.',
      checked: true,
    };
    const earlier = [
      visitItem('done', '2030-05-10', '10:00', '11:00', {
        status: 'Done',
        checkInAt: Date.parse('2030-05-10T04:31:00Z'),
        checkOutAt: Date.parse('2030-05-10T05:30:00Z'),
      }),
    ];
    const member = { ...seniorDoc(link), trialEndsAt: AFTER + 5 * 86_400_000 };
    expectSame('hi', AFTER, { role: 'senior', member, earlier, matches: [] });
  });

  it('for a senior whose volunteer has arrived, with her requests for help and details to check', () => {
    const now = Date.parse('2030-05-14T17:30:00Z');
    const link = { ...assigned('aditi@example.com', 'Aditi Sharma'), visitId: 'v', checked: false };
    const near = [visitItem('v', '2030-05-14', '22:30', '23:59', { checkInAt: Date.parse('2030-05-14T17:05:00Z') })];
    const helpRequests = [
      { id: 'help:2', at: now - 3_600_000, text: 'My phone\nis not ringing.' },
      { id: 'help:1', at: now - 5 * 86_400_000, text: '', handledAt: now - 4 * 86_400_000, note: 'We called Aditi.' },
    ];
    const review = { phone: '+91 98220 44444', registeredAt: REQ_TIME, at: ASS_TIME };
    expectSame('hi', now, { role: 'senior', member: { ...seniorDoc(link), helpRequests, review, phoneKey: null }, near, earlier: [] });
  });

  it('for a new senior, who reads what happens next, with matches who speak her languages', () => {
    const match = { ...KAMALA, languages: ['Marathi'] };
    const { app, painted } = bothOf('en', REQ_TIME, {
      role: 'senior',
      member: { ...seniorDoc(), welcomeCallBy: REQ_TIME + 2 * 86_400_000 },
      matches: [match],
    });
    expect(readOf(painted)).toBe(readOf(app));
    // The choice of inviting her family leads both to /profile's circle part.
    const family = tIn('en')('dashboard.nextStepFamily');
    for (const root of [app, painted])
      expect([...root.querySelectorAll('a')].find((link) => link.textContent === family)?.getAttribute('href')).toBe(
        '/profile#family-circle',
      );
    cleanup();
    expectSame('mr', REQ_TIME, { role: 'senior', member: { ...seniorDoc(), welcomeCallBy: REQ_TIME - 60_000 } });
    cleanup();
    // An e-mail she has not proven may have no circle: no such choice.
    const unproven = bothOf('hi', REQ_TIME, { role: 'senior', member: { ...seniorDoc(), emailProven: false } });
    expect(readOf(unproven.painted)).toBe(readOf(unproven.app));
    expect(readOf(unproven.app)).not.toContain(tIn('hi')('dashboard.nextStepFamily'));
  });

  it('for a senior asked by a volunteer, one whose visits ended, and one whose trial ended', () => {
    expectSame('en', REQ_TIME, { role: 'senior', member: seniorDoc(requestedOfSenior('aditi@example.com', 'Aditi Sharma')) });
    cleanup();
    expectSame('en', REQ_TIME, {
      role: 'senior',
      member: { ...seniorDoc({ ...requestedOfSenior('aditi@example.com', 'Aditi Sharma'), answer: 'yes' }) },
    });
    cleanup();
    expectSame('mr', AFTER, {
      role: 'senior',
      member: { ...seniorDoc(), trialEndsAt: ASS_TIME, endedPair: { name: 'Aditi', at: ASS_TIME } },
      matches: [KAMALA],
    });
  });

  it('while the person is not kept yet, and when the server had no document for them', () => {
    expectSame('en', REQ_TIME, { role: 'senior' });
    cleanup();
    expectSame('en', REQ_TIME, { role: 'volunteer', member: null });
  });
});
