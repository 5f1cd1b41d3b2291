/**
 * The calendar invitation sent with a visit (RFC 5545 / iTIP): METHOD:REQUEST adds or moves it
 * (the same UID, a higher SEQUENCE; an occurrence of a weekly series named by its
 * RECURRENCE-ID), METHOD:CANCEL removes it, so mail programs keep the calendar right. Times are written in UTC from the visit's
 * Indian wall-clock times (VISIT_TIME_ZONE); an end not after the start is on the next day.
 * Pure: the clock is a parameter.
 */
import { VISIT_TIME_ZONE } from '@gh/common/constants';
import { visitSpan } from '@gh/common/time';

export interface CalendarVisit {
  /** Stable for this visit, so a calendar recognises a re-sent invitation. */
  uid: string;
  summary: string;
  description: string;
  location: string;
  date: string;
  startTime: string;
  endTime: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
  /** Raised on every change, so a calendar takes the newer invitation (0 when new). */
  sequence?: number;
  /** An occurrence of a series: its original start (epoch ms). */
  recurrenceId?: number;
  /** The first visit of a weekly series of this many: RRULE:FREQ=WEEKLY;COUNT=n. */
  repeatWeeks?: number;
}

export type CalendarMethod = 'REQUEST' | 'CANCEL';

/** 20260105T043000Z */
const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Line breaks of any kind (CRLF, a lone CR or LF, Unicode's line and paragraph separators). */
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g;
/** Control characters but the tab: RFC 5545 allows none in a content line (nor C1 here). */
const CONTROL = /(?!\t)\p{Cc}/gu;

/** TEXT values escape backslash, semicolon, comma and line breaks, and drop other controls. */
const text = (value: string) =>
  value
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(LINE_BREAK, '\\n')
    .replace(CONTROL, '');

/** A parameter value (CN) is quoted: one line, no control character, no double quote. */
const param = (value: string) => `"${value.replace(LINE_BREAK, ' ').replace(CONTROL, '').replace(/"/g, "'")}"`;

/** A CAL-ADDRESS is a mailto URI (RFC 6068): every other UTF-8 byte is percent-encoded. */
const mailto = (email: string) =>
  `mailto:${[...Buffer.from(email, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-._~!$&'()*+,;=@]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('')}`;

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545, 3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = Buffer.from(line, 'utf8');
  let limit = 75;
  while (rest.length > limit) {
    let cut = limit;
    // Never split a UTF-8 sequence: step back to the start of a character.
    while (cut > 0 && (rest[cut]! & 0xc0) === 0x80) cut--;
    parts.push(rest.subarray(0, cut).toString('utf8'));
    rest = rest.subarray(cut);
    limit = 74;
  }
  parts.push(rest.toString('utf8'));
  return parts.join('\r\n ');
}

function eventLines(visit: CalendarVisit, method: CalendarMethod, nowMs: number): string[] {
  const { start, end } = visitSpan(visit.date, visit.startTime, visit.endTime, VISIT_TIME_ZONE.offsetMinutes);
  return [
    'BEGIN:VEVENT',
    `UID:${text(visit.uid)}`,
    ...(visit.recurrenceId === undefined ? [] : [`RECURRENCE-ID:${utcStamp(visit.recurrenceId)}`]),
    `DTSTAMP:${utcStamp(nowMs)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    ...((visit.repeatWeeks ?? 1) > 1 ? [`RRULE:FREQ=WEEKLY;COUNT=${visit.repeatWeeks}`] : []),
    `SUMMARY:${text(visit.summary)}`,
    `DESCRIPTION:${text(visit.description)}`,
    `LOCATION:${text(visit.location)}`,
    `ORGANIZER;CN=${param(visit.organizer.name)}:${mailto(visit.organizer.email)}`,
    ...visit.attendees.map((a) => `ATTENDEE;CN=${param(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:${mailto(a.email)}`),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `SEQUENCE:${visit.sequence ?? 0}`,
    'END:VEVENT',
  ];
}

/** One iTIP message: `events` share one UID (a series' occurrences, cancelled together). */
export function calendarMessage(method: CalendarMethod, events: CalendarVisit[], nowMs: number): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Golden Hearts//Visits//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...events.flatMap((event) => eventLines(event, method, nowMs)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

export function visitInvitation(visit: CalendarVisit, nowMs: number): string {
  return calendarMessage('REQUEST', [visit], nowMs);
}
