/** Pure time helpers of spec section 9. */
import { VISIT_TIME_ZONE } from './constants.ts';

/** "HH:MM" (24-hour) to "h:MM AM/PM". Anything else, including out-of-range times, comes back unchanged. */
export function to12Hour(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = match[2];
  if (hours > 23 || Number(minutes) > 59) return time;
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes} ${suffix}`;
}

function minutesOfDay(time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}

/** Hours from start to end, wrapping over midnight ("22:00" to "02:00" is 4). */
export function hoursVolunteered(startTime: string, endTime: string): number {
  const span = (minutesOfDay(endTime) - minutesOfDay(startTime) + 24 * 60) % (24 * 60);
  return Math.round((span / 60) * 100) / 100;
}

/**
 * How long ago `fromMs` was, in whole days, hours and minutes; null under 60 seconds ('just
 * now'). The web app words it in the page's language (its member area's messages).
 */
export function elapsedParts(fromMs: number, nowMs: number): { days: number; hours: number; minutes: number } | null {
  const seconds = Math.floor((nowMs - fromMs) / 1000);
  if (seconds < 60) return null;
  return { days: Math.floor(seconds / 86400), hours: Math.floor((seconds % 86400) / 3600), minutes: Math.floor((seconds % 3600) / 60) };
}

/** Today's date ('YYYY-MM-DD') in a zone `offsetMinutes` east of UTC. */
export function dateInZone(nowMs: number, offsetMinutes: number): string {
  return new Date(nowMs + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Whether 'YYYY-MM-DD' names a day of the calendar (no 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const parsed = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return parsed.toISOString().slice(0, 10) === date;
}

/**
 * Epoch ms of a wall-clock 'YYYY-MM-DD' 'HH:MM' in a zone `offsetMinutes` east of UTC. With
 * `endTime` not after `startTime`, the end is on the next day (a visit past midnight).
 */
export function visitSpan(date: string, startTime: string, endTime: string, offsetMinutes: number): { start: number; end: number } {
  const at = (time: string) => Date.parse(`${date}T${time}:00Z`) - offsetMinutes * 60_000;
  const start = at(startTime);
  let end = at(endTime);
  if (end <= start) end += 24 * 60 * 60 * 1000;
  return { start, end };
}

const VISIT_DATE_FORMAT = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: VISIT_TIME_ZONE.name,
});

/**
 * A visit's 'YYYY-MM-DD', a day in India, as people read it: 'Saturday, 14 March 2026'. The one
 * way every page and e-mail writes a visit's date. It formats the moment that day starts in India,
 * in India's zone, so neither the machine's zone nor UTC moves it to another day. Anything that
 * is not a calendar date comes back unchanged.
 */
export function visitDateText(date: string): string {
  if (!isCalendarDate(date)) return date;
  return VISIT_DATE_FORMAT.format(visitSpan(date, '00:00', '00:00', VISIT_TIME_ZONE.offsetMinutes).start);
}

/**
 * A moment (epoch ms) in India as a spreadsheet reads it: 'YYYY-MM-DD HH:MM', sortable, and
 * parsed as a date and time by Excel, LibreOffice and Google Sheets.
 */
export function indiaDateTime(ms: number): string {
  return new Date(ms + VISIT_TIME_ZONE.offsetMinutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: VISIT_TIME_ZONE.name });

/** A 'YYYY-MM-DD' day without its weekday (a birth date): '30 September 1942'; anything else unchanged. */
export function dayText(date: string): string {
  if (!isCalendarDate(date)) return date;
  return DAY_FORMAT.format(visitSpan(date, '00:00', '00:00', VISIT_TIME_ZONE.offsetMinutes).start);
}

/** A moment's (epoch ms) time of day in India: '3:45 PM'. */
export const indiaClockText = (ms: number) => to12Hour(indiaDateTime(ms).slice(11));

/** A moment (epoch ms) in India as people read it: '14 March 2026, 3:45 PM'. */
export function momentText(ms: number): string {
  return `${DAY_FORMAT.format(ms)}, ${indiaClockText(ms)}`;
}
