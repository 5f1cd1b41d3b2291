/** The pure rules of visits over time: the check window in India time, hours, series, lapses. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from './constants.ts';
import { visitSpan } from './time.ts';
import {
  CHECK_IN_EARLY_MS,
  LAPSE_MS,
  MAX_VISIT_MINUTES,
  TAPPED_MOMENT,
  checkOutProblem,
  checkWindow,
  visitTimeProblem,
  feedbackOpen,
  hoursOf,
  pairQuietFrom,
  seriesDates,
  stepMoment,
  visitDayOverAt,
  visitMinutes,
} from './visits.ts';

const IST = 330;
/** A moment given as India wall-clock time. */
const india = (date: string, time: string) => visitSpan(date, time, time === '00:00' ? '00:01' : '00:00', IST).start;
const visit = (date: string, startTime: string, endTime: string) => ({
  startAt: visitSpan(date, startTime, endTime, IST).start,
  dayOverAt: visitDayOverAt(date, startTime, endTime),
});

describe('checkWindow (India time)', () => {
  const morning = visit('2026-03-14', '10:00', '11:30');

  it('opens 30 minutes before the start, not a minute earlier', () => {
    expect(checkWindow(morning, india('2026-03-14', '09:29'))).toBe('early');
    expect(checkWindow(morning, india('2026-03-14', '09:30'))).toBe('open');
    expect(checkWindow(morning, india('2026-03-14', '12:00'))).toBe('open');
  });

  it('is open until the day ends in India, which is 18:30 UTC', () => {
    expect(checkWindow(morning, india('2026-03-14', '23:59'))).toBe('open');
    expect(checkWindow(morning, Date.UTC(2026, 2, 14, 18, 29))).toBe('open');
    expect(checkWindow(morning, Date.UTC(2026, 2, 14, 18, 30))).toBe('over');
  });

  it('is early the day before and over the day after', () => {
    expect(checkWindow(morning, india('2026-03-13', '10:00'))).toBe('early');
    expect(checkWindow(morning, india('2026-03-15', '10:00'))).toBe('over');
  });

  it('stays open past midnight until a late visit has ended', () => {
    const late = visit('2026-03-14', '22:00', '01:30');
    expect(checkWindow(late, india('2026-03-15', '01:00'))).toBe('open');
    expect(checkWindow(late, india('2026-03-15', '01:30'))).toBe('over');
  });

  it('opens the evening before for a visit just after midnight', () => {
    const early = visit('2026-03-14', '00:10', '01:00');
    expect(checkWindow(early, india('2026-03-13', '23:39'))).toBe('early');
    expect(checkWindow(early, india('2026-03-13', '23:40'))).toBe('open');
  });

  it('is open from start - 30 min to the day end for any times', () => {
    const time = fc
      .record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }) })
      .map(({ h, m }) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(time, time, (start, end) => {
        fc.pre(start !== end);
        const v = visit('2026-06-30', start, end);
        expect(checkWindow(v, v.startAt - CHECK_IN_EARLY_MS - 1)).toBe('early');
        expect(checkWindow(v, v.startAt)).toBe('open');
        expect(checkWindow(v, v.dayOverAt)).toBe('over');
        expect(v.dayOverAt).toBeGreaterThanOrEqual(visitSpan('2026-06-30', start, end, IST).end);
      }),
    );
  });
});

describe('hours of done visits', () => {
  it('counts the scheduled span, wrapping midnight (spec section 9)', () => {
    expect(visitMinutes('10:00', '11:30')).toBe(90);
    expect(visitMinutes('22:00', '01:30')).toBe(210);
    expect(hoursOf(90 + 210)).toBe(5);
    expect(hoursOf(20)).toBe(0.33);
  });
});

describe('feedbackOpen', () => {
  it('opens once the visit is done or its end has passed, never for a cancelled one', () => {
    expect(feedbackOpen({ status: 'Scheduled', endAt: 1000 }, 999)).toBe(false);
    expect(feedbackOpen({ status: 'Done', endAt: 1000 }, 10)).toBe(true);
    expect(feedbackOpen({ status: 'Scheduled', endAt: 1000 }, 1000)).toBe(true);
    expect(feedbackOpen({ status: 'Missed', endAt: 1000 }, 2000)).toBe(true);
    expect(feedbackOpen({ status: 'Cancelled', endAt: 1000 }, 2000)).toBe(false);
  });
});

describe('visitTimeProblem', () => {
  const now = india('2026-05-11', '18:00');
  it('refuses a start already past in India, today included', () => {
    expect(visitTimeProblem('2026-05-11', '17:59', '18:30', now)).toBe('visitStartPast');
    expect(visitTimeProblem('2026-05-11', '18:00', '19:00', now)).toBeNull();
  });

  it('refuses a span over 8 hours; over midnight is one span', () => {
    expect(visitTimeProblem('2026-05-11', '19:00', '18:00', now)).toBe('visitTooLong');
    expect(visitTimeProblem('2026-05-12', '22:00', '01:00', now)).toBeNull();
    expect(visitTimeProblem('2026-05-12', '22:00', '06:00', now)).toBeNull();
    expect(visitTimeProblem('2026-05-12', '22:00', '06:01', now)).toBe('visitTooLong');
  });

  it('takes every span of at most MAX_VISIT_MINUTES starting later, and none longer', () => {
    const minute = fc.integer({ min: 0, max: 24 * 60 - 1 });
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(minute, minute, (start, end) => {
        fc.pre(start !== end);
        const problem = visitTimeProblem('2026-05-12', hhmm(start), hhmm(end), now);
        expect(problem).toBe(visitMinutes(hhmm(start), hhmm(end)) > MAX_VISIT_MINUTES ? 'visitTooLong' : null);
      }),
    );
  });
});

describe('checkOutProblem', () => {
  it('wants a check-in first and the visit begun', () => {
    expect(checkOutProblem({ checkInAt: null, startAt: 1000 }, 2000)).toBe('notCheckedIn');
    expect(checkOutProblem({ checkInAt: 900, startAt: 1000 }, 999)).toBe('visitNotStarted');
    expect(checkOutProblem({ checkInAt: 900, startAt: 1000 }, 1000)).toBeNull();
    expect(checkOutProblem({ checkInAt: 1500, startAt: 1000 }, 1400)).toBe('momentOutOfRange');
  });
});

describe('seriesDates', () => {
  it('steps a week at a time, over month and year ends and a leap day', () => {
    expect(seriesDates('2026-12-24', 3)).toEqual(['2026-12-24', '2026-12-31', '2027-01-07']);
    expect(seriesDates('2028-02-22', 2)).toEqual(['2028-02-22', '2028-02-29']);
    expect(seriesDates('2026-03-14', 1)).toEqual(['2026-03-14']);
  });

  it('gives n dates, each 7 days after the one before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 1, max: 12 }), (day, weeks) => {
        const dates = seriesDates(new Date(day * DAY_MS).toISOString().slice(0, 10), weeks);
        expect(dates).toHaveLength(weeks);
        dates.slice(1).forEach((date, i) => expect(Date.parse(date) - Date.parse(dates[i]!)).toBe(7 * DAY_MS));
      }),
    );
  });
});

describe('pairQuietFrom', () => {
  const linked = Date.UTC(2026, 0, 1);
  it('gives a new pair 14 days', () => expect(pairQuietFrom(linked, null, null)).toBe(linked + LAPSE_MS));
  it('is 14 days after the last done visit', () => expect(pairQuietFrom(linked, linked + 20 * DAY_MS, null)).toBe(linked + 34 * DAY_MS));
  it('waits for a visit still to come', () => expect(pairQuietFrom(linked, linked, linked + 60 * DAY_MS)).toBe(linked + 60 * DAY_MS));
});

describe('stepMoment', () => {
  const now = 1_800_000_000_000;
  it('is now without a tapped moment, the tapped one within half a day before now or a little ahead (then now)', () => {
    expect(stepMoment(undefined, now)).toBe(now);
    expect(stepMoment(now - TAPPED_MOMENT.maxAgeMs, now)).toBe(now - TAPPED_MOMENT.maxAgeMs);
    expect(stepMoment(now + TAPPED_MOMENT.maxAheadMs, now)).toBe(now);
  });
  it('is null out of that range', () => {
    expect(stepMoment(now - TAPPED_MOMENT.maxAgeMs - 1, now)).toBeNull();
    expect(stepMoment(now + TAPPED_MOMENT.maxAheadMs + 1, now)).toBeNull();
  });
});
