import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarMessage, visitInvitation, type CalendarVisit } from './visit-calendar.ts';

const visit: CalendarVisit = {
  uid: 'visit-1@goldenhearts',
  summary: 'Golden Hearts visit: Read, then tea; chat',
  description: 'Read the paper\nVolunteer: Aditi',
  location: 'Pune',
  date: '2026-03-14',
  startTime: '10:00',
  endTime: '11:30',
  organizer: { name: 'Golden Hearts', email: 'no-reply@goldenhearts.example' },
  attendees: [
    { name: 'Aditi "Adi" Sharma', email: 'aditi@example.com' },
    { name: 'Kamala Rao', email: 'kamala@example.com' },
  ],
};
const now = Date.UTC(2026, 2, 1, 8, 0, 0);
const field = (ics: string, name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(ics.replace(/\r\n /g, ''))?.[1];

describe('visitInvitation', () => {
  it('is a METHOD:REQUEST calendar with CRLF lines and one event', () => {
    const ics = visitInvitation(visit, now);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('\r\nMETHOD:REQUEST\r\n');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(
      ics
        .split('\r\n')
        .slice(0, -1)
        .every((line) => !line.includes('\n')),
    ).toBe(true);
  });

  it('writes India time as UTC (10:00 IST is 04:30Z)', () => {
    const ics = visitInvitation(visit, now);
    expect(field(ics, 'DTSTART')).toBe('20260314T043000Z');
    expect(field(ics, 'DTEND')).toBe('20260314T060000Z');
    expect(field(ics, 'DTSTAMP')).toBe('20260301T080000Z');
  });

  it('ends on the next day when the visit goes past midnight', () => {
    const ics = visitInvitation({ ...visit, startTime: '22:00', endTime: '01:00' }, now);
    expect(field(ics, 'DTSTART')).toBe('20260314T163000Z');
    expect(field(ics, 'DTEND')).toBe('20260314T193000Z');
    const late = visitInvitation({ ...visit, startTime: '23:00', endTime: '06:00' }, now);
    expect(field(late, 'DTEND')).toBe('20260315T003000Z');
  });

  it('escapes text and quotes names', () => {
    const ics = visitInvitation(visit, now);
    expect(field(ics, 'SUMMARY')).toBe('Golden Hearts visit: Read\\, then tea\\; chat');
    expect(field(ics, 'DESCRIPTION')).toBe('Read the paper\\nVolunteer: Aditi');
    expect(ics.replace(/\r\n /g, '')).toContain(
      'ATTENDEE;CN="Aditi \'Adi\' Sharma";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:aditi@example.com',
    );
    expect(field(ics, 'ORGANIZER')).toBe('CN="Golden Hearts":mailto:no-reply@goldenhearts.example');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const ics = visitInvitation({ ...visit, description: 'नमस्ते '.repeat(40) }, now);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(field(ics, 'DESCRIPTION')).toBe('नमस्ते '.repeat(40));
  });
});

describe('visitInvitation with hostile text', () => {
  const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
  /** The property name of every content line, in order. */
  const names = (ics: string) => lines(ics).map((line) => /^[A-Z-]+/.exec(line)?.[0] ?? line);
  const plainNames = names(visitInvitation({ ...visit, attendees: visit.attendees.slice(0, 1) }, now));
  const hostile = ['\r\n', '\n', '\r', '\u2028', '\u2029'].map(
    (brk) => `Tea${brk}ATTENDEE:mailto:evil@example.org${brk}URL:https://evil.example`,
  );

  it.each(hostile.map((value) => [JSON.stringify(value), value]))(
    'keeps %s inside its own property, whichever field it is in',
    (_, value) => {
      const ics = visitInvitation(
        {
          ...visit,
          uid: value,
          summary: value,
          description: value,
          location: value,
          organizer: { name: value, email: value },
          attendees: [{ name: value, email: value }],
        },
        now,
      );
      expect(
        ics
          .split('\r\n')
          .slice(0, -1)
          .every((line) => !/[\r\n]/.test(line)),
      ).toBe(true);
      expect(names(ics)).toEqual(plainNames);
      expect(lines(ics).filter((line) => line.startsWith('URL'))).toEqual([]);
      expect(lines(ics).filter((line) => line.startsWith('ATTENDEE'))).toHaveLength(1);
      expect(field(ics, 'SUMMARY')).toBe('Tea\\nATTENDEE:mailto:evil@example.org\\nURL:https://evil.example');
      expect(field(ics, 'ATTENDEE')).toMatch(
        /^CN="Tea ATTENDEE:mailto:evil@example.org URL:https:\/\/evil.example";.*:mailto:Tea%[0-9A-F]{2}/,
      );
    },
  );

  it('drops other control characters and folds whatever it is given within 75 octets', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 100 }), (value, name) => {
        const ics = visitInvitation(
          { ...visit, summary: value, description: value, location: value, attendees: [{ name, email: name }] },
          now,
        );
        const physical = ics.split('\r\n').slice(0, -1);
        for (const line of physical) {
          expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
          expect(line).not.toMatch(/(?!\t)\p{Cc}/u);
        }
        expect(names(ics)).toEqual(plainNames);
      }),
    );
  });
});

describe('calendarMessage: series, changes and cancels', () => {
  it('carries an RRULE for a weekly series, and none for one visit', () => {
    expect(field(calendarMessage('REQUEST', [{ ...visit, repeatWeeks: 6 }], now), 'RRULE')).toBe('FREQ=WEEKLY;COUNT=6');
    expect(field(calendarMessage('REQUEST', [{ ...visit, repeatWeeks: 1 }], now), 'RRULE')).toBeUndefined();
  });

  it('names a changed occurrence by its original start, with the SEQUENCE it is given', () => {
    const ics = calendarMessage('REQUEST', [{ ...visit, sequence: 2, recurrenceId: Date.UTC(2026, 2, 14, 4, 30) }], now);
    expect(field(ics, 'RECURRENCE-ID')).toBe('20260314T043000Z');
    expect(field(ics, 'SEQUENCE')).toBe('2');
    expect(field(ics, 'STATUS')).toBe('CONFIRMED');
  });

  it('cancels several occurrences of one UID in one METHOD:CANCEL message', () => {
    const occurrences = [0, 7].map((days) => ({ ...visit, sequence: 1, recurrenceId: Date.UTC(2026, 2, 14 + days, 4, 30) }));
    const ics = calendarMessage('CANCEL', occurrences, now);
    expect(field(ics, 'METHOD')).toBe('CANCEL');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics.match(/^STATUS:CANCELLED$/gm)).toHaveLength(2);
    expect(ics).toContain('RECURRENCE-ID:20260321T043000Z');
  });
});
