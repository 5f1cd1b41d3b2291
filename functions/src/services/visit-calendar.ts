/**
 * The calendar invitation sent with a visit (RFC 5545): one VEVENT with METHOD:REQUEST, so
 * mail programs offer to add it to the calendar. Times are written in UTC from the visit's
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
}

/** 20260105T043000Z */
const utcStamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and line breaks. */
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** A parameter value (CN) is quoted, and may not hold a double quote. */
const param = (value: string) => `"${value.replace(/"/g, "'")}"`;

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

export function visitInvitation(visit: CalendarVisit, nowMs: number): string {
  const { start, end } = visitSpan(visit.date, visit.startTime, visit.endTime, VISIT_TIME_ZONE.offsetMinutes);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Golden Hearts//Visits//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${visit.uid}`,
    `DTSTAMP:${utcStamp(nowMs)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${text(visit.summary)}`,
    `DESCRIPTION:${text(visit.description)}`,
    `LOCATION:${text(visit.location)}`,
    `ORGANIZER;CN=${param(visit.organizer.name)}:mailto:${visit.organizer.email}`,
    ...visit.attendees.map((a) => `ATTENDEE;CN=${param(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${a.email}`),
    'STATUS:CONFIRMED',
    'SEQUENCE:0',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
