import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { elapsedText, hoursVolunteered, momentText, to12Hour, visitDateText } from './time.ts';

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

describe('elapsedText', () => {
  const now = Date.UTC(2025, 0, 15, 12, 0, 0);
  const ago = (seconds: number) => elapsedText(now - seconds * 1000, now);

  it.each([0, 1, 30, 59, 59.999])("is 'just now' at %d seconds", (seconds) => {
    expect(ago(seconds)).toBe('just now');
  });

  it.each([
    [60, '1 minute ago'],
    [61, '1 minute ago'],
    [119, '1 minute ago'],
    [120, '2 minutes ago'],
    [59 * 60 + 59, '59 minutes ago'],
    [3600, '1 hour ago'],
    [3660, '1 hour 1 minute ago'],
    [7200 + 180, '2 hours 3 minutes ago'],
    [86400, '1 day ago'],
    [86400 + 60, '1 day 1 minute ago'],
    [90061, '1 day 1 hour 1 minute ago'],
    [2 * 86400 + 3 * 3600 + 5 * 60 + 59, '2 days 3 hours 5 minutes ago'],
    [30 * 86400, '30 days ago'],
  ])('at %d seconds reads %j', (seconds, text) => {
    expect(ago(seconds)).toBe(text);
  });

  it("is never 'just now' from 60 seconds on, and always ends with ' ago'", () => {
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 400 * 86400 }), (seconds) => {
        const text = ago(seconds);
        expect(text).not.toBe('just now');
        expect(text.endsWith(' ago')).toBe(true);
        expect(text).toMatch(/^(\d+ (day|hour|minute)s? )+ago$/);
      }),
    );
  });

  it('adds its parts back up to the whole minutes elapsed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 400 * 86400 }), (seconds) => {
        const text = ago(seconds);
        let total = 0;
        for (const [, n, unit] of text.matchAll(/(\d+) (day|hour|minute)s?/g)) {
          const count = Number(n);
          expect(text).toContain(count === 1 ? `${count} ${unit} ` : `${count} ${unit}s `);
          total += count * (unit === 'day' ? 1440 : unit === 'hour' ? 60 : 1);
        }
        expect(total).toBe(Math.floor(seconds / 60));
      }),
    );
  });
});

describe('visitDateText', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('writes a visit day as people read it', () => {
    expect(visitDateText('2026-03-14')).toBe('Saturday, 14 March 2026');
    expect(visitDateText('2030-05-14')).toBe('Tuesday, 14 May 2030');
  });

  const MINUTES_BEHIND_UTC: Record<string, number> = {
    'America/New_York': 300, UTC: 0, 'Asia/Kolkata': -330, 'Pacific/Kiritimati': -840,
  };
  // The day starts in India at 18:30 UTC the evening before: formatted in UTC or in New York,
  // 1 January would be 31 December.
  it.each(Object.keys(MINUTES_BEHIND_UTC))(
    'keeps the day on a machine in %s, across midnight UTC and in India',
    (zone) => {
      vi.stubEnv('TZ', zone); // Node applies a new TZ at once
      expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset()).toBe(MINUTES_BEHIND_UTC[zone]);
      expect(visitDateText('2026-01-01')).toBe('Thursday, 1 January 2026');
      expect(visitDateText('2025-12-31')).toBe('Wednesday, 31 December 2025');
      expect(visitDateText('2028-02-29')).toBe('Tuesday, 29 February 2028');
    },
  );

  it('leaves anything that is not a calendar day as it is', () => {
    for (const text of ['', 'soon', 'next Tuesday', '2026-02-30', '2026-3-4', '14/03/2026']) {
      expect(visitDateText(text)).toBe(text);
    }
  });
});

describe('momentText', () => {
  it('writes a moment in India time, whatever the zone of the machine', () => {
    expect(momentText(Date.UTC(2026, 10, 23, 4, 7))).toBe('23 Nov 2026, 9:37 am');
    // 20:00 UTC is already the next day in India.
    expect(momentText(Date.UTC(2026, 11, 31, 20, 0))).toBe('1 Jan 2027, 1:30 am');
  });
});
