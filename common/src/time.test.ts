import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayText, elapsedParts, hoursVolunteered, indiaDateTime, momentText, to12Hour, visitDateText } from './time.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** Any valid 24-hour "HH:MM" with its parts. */
const hhmm = fc
  .record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }) })
  .map(({ h, m }) => ({ h, m, text: `${pad(h)}:${pad(m)}` }));

/** "h:MM AM/PM" back to "HH:MM": the inverse the property checks against. */
function to24Hour(text: string): string {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text);
  if (!match) throw new Error(`not a 12-hour time: ${text}`);
  const hour12 = Number(match[1]);
  const hours = (hour12 % 12) + (match[3] === 'PM' ? 12 : 0);
  return `${pad(hours)}:${match[2]}`;
}

describe('to12Hour', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['01:00', '1:00 AM'],
    ['09:05', '9:05 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['12:01', '12:01 PM'],
    ['13:05', '1:05 PM'],
    ['23:59', '11:59 PM'],
  ])('%s is %s', (input, expected) => {
    expect(to12Hour(input)).toBe(expected);
  });

  it.each(['', 'noon', '1200', '12:0', '12:000', ' 12:00', '12:00 ', '24:00', '25:00', '99:99', '12:60', '-1:00'])(
    'returns invalid input %j unchanged',
    (input) => {
      expect(to12Hour(input)).toBe(input);
    },
  );

  it('keeps the minutes, gives hour 1..12, AM before noon, and round-trips to the input', () => {
    fc.assert(
      fc.property(hhmm, ({ h, m, text }) => {
        const out = to12Hour(text);
        const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(out);
        expect(match).not.toBeNull();
        const [, hour, minutes, suffix] = match ?? [];
        expect(Number(hour)).toBeGreaterThanOrEqual(1);
        expect(Number(hour)).toBeLessThanOrEqual(12);
        expect(minutes).toBe(pad(m));
        expect(suffix).toBe(h < 12 ? 'AM' : 'PM');
        expect(to24Hour(out)).toBe(text);
      }),
    );
  });
});

describe('hoursVolunteered', () => {
  it.each([
    ['10:00', '11:30', 1.5],
    ['09:00', '17:00', 8],
    ['22:00', '02:00', 4],
    ['23:30', '00:15', 0.75],
    ['00:00', '23:00', 23],
    ['10:00', '10:00', 0],
    ['00:00', '00:00', 0],
  ])('%s to %s is %d hours', (start, end, hours) => {
    expect(hoursVolunteered(start, end)).toBe(hours);
  });

  it('is at least 0 and under 24', () => {
    fc.assert(
      fc.property(hhmm, hhmm, (a, b) => {
        const hours = hoursVolunteered(a.text, b.text);
        expect(hours).toBeGreaterThanOrEqual(0);
        expect(hours).toBeLessThan(24);
      }),
    );
  });

  it('is 0 exactly when start equals end', () => {
    fc.assert(
      fc.property(hhmm, hhmm, (a, b) => {
        expect(hoursVolunteered(a.text, b.text) === 0).toBe(a.text === b.text);
      }),
    );
  });

  it('there and back again covers a whole day, or nothing for equal times', () => {
    fc.assert(
      fc.property(hhmm, hhmm, (a, b) => {
        const sum = hoursVolunteered(a.text, b.text) + hoursVolunteered(b.text, a.text);
        const expected = a.text === b.text ? 0 : 24;
        expect(sum).toBeCloseTo(expected, 9);
      }),
    );
  });

  it('matches the minute span of whole-hour times', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 23 }), (s, e) => {
        expect(hoursVolunteered(`${pad(s)}:00`, `${pad(e)}:00`)).toBe((e - s + 24) % 24);
      }),
    );
  });
});

describe('elapsedParts', () => {
  const now = Date.UTC(2025, 0, 15, 12, 0, 0);
  it('is nothing under a minute, then whole days, hours and minutes', () => {
    expect(elapsedParts(now - 59_999, now)).toBeNull();
    expect(elapsedParts(now - 60_000, now)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(elapsedParts(now - (2 * 86400 + 3 * 3600 + 5 * 60 + 59) * 1000, now)).toEqual({ days: 2, hours: 3, minutes: 5 });
  });
});

describe('visitDateText', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('writes a visit day as people read it', () => {
    expect(visitDateText('2026-03-14')).toBe('Saturday, 14 March 2026');
    expect(visitDateText('2030-05-14')).toBe('Tuesday, 14 May 2030');
  });

  const MINUTES_BEHIND_UTC: Record<string, number> = {
    'America/New_York': 300,
    UTC: 0,
    'Asia/Kolkata': -330,
    'Pacific/Kiritimati': -840,
  };
  // The day starts in India at 18:30 UTC the evening before: formatted in UTC or in New York,
  // 1 January would be 31 December.
  it.each(Object.keys(MINUTES_BEHIND_UTC))('keeps the day on a machine in %s, across midnight UTC and in India', (zone) => {
    vi.stubEnv('TZ', zone); // Node applies a new TZ at once
    expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset()).toBe(MINUTES_BEHIND_UTC[zone]);
    expect(visitDateText('2026-01-01')).toBe('Thursday, 1 January 2026');
    expect(visitDateText('2025-12-31')).toBe('Wednesday, 31 December 2025');
    expect(visitDateText('2028-02-29')).toBe('Tuesday, 29 February 2028');
  });

  it('leaves anything that is not a calendar day as it is', () => {
    for (const text of ['', 'soon', 'next Tuesday', '2026-02-30', '2026-3-4', '14/03/2026']) {
      expect(visitDateText(text)).toBe(text);
    }
  });
});

describe('indiaDateTime and momentText', () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each(['America/New_York', 'UTC', 'Asia/Kolkata'])('write a moment in India on a machine in %s', (zone) => {
    vi.stubEnv('TZ', zone);
    // 18:45 UTC is 00:15 the next day in India.
    const lateEvening = Date.UTC(2026, 2, 14, 18, 45);
    expect(indiaDateTime(lateEvening)).toBe('2026-03-15 00:15');
    expect(momentText(lateEvening)).toBe('15 March 2026, 12:15 AM');
    expect(indiaDateTime(Date.UTC(2026, 2, 14, 10, 15))).toBe('2026-03-14 15:45');
    expect(momentText(Date.UTC(2026, 2, 14, 10, 15))).toBe('14 March 2026, 3:45 PM');
  });

  it("write a birth date as a day, whatever the machine's zone", () => {
    vi.stubEnv('TZ', 'America/New_York');
    expect(dayText('1942-09-30')).toBe('30 September 1942');
    expect(dayText('2026-01-01')).toBe('1 January 2026');
    expect(dayText('')).toBe('');
    expect(dayText('1942-02-30')).toBe('1942-02-30');
  });

  it('sorts as the moments do', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 4e12 }), (a, b) => {
        const [ta, tb] = [indiaDateTime(a), indiaDateTime(b)];
        const minute = (ms: number) => Math.floor((ms + 330 * 60_000) / 60_000);
        expect(Math.sign(ta.localeCompare(tb))).toBe(Math.sign(minute(a) - minute(b)));
      }),
    );
  });
});
