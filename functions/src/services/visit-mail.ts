/**
 * The e-mails about visits: a new visit or weekly series, a moved visit, cancelled visits, the
 * reminder the day before, the kind note when a pair ends, and the admin's digest of lapsed
 * pairs. Invitations come from visit-calendar.ts (one UID per visit or series, SEQUENCE raised
 * on every change). A failed e-mail is logged, never undoes the change: the dashboards show it.
 */
import { logger } from 'firebase-functions/logger';
import type { VisitDoc } from '@gh/common/visits';
import { to12Hour, visitDateText } from '@gh/common/time';
import { smtpConfig, supportInbox } from '../config.ts';
import { sendMail, type MailMessage } from './mail.ts';
import { calendarMessage, type CalendarMethod, type CalendarVisit } from './visit-calendar.ts';

export interface Person {
  name: string;
  email: string;
}

export interface Participants {
  volunteer: Person;
  senior: Person;
}

type VisitTimes = Pick<VisitDoc, 'task' | 'city' | 'date' | 'startTime' | 'endTime'>;

/** "Golden Hearts <no-reply@x>" as a name and an address. */
function sender(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] || 'Golden Hearts', email: match[2]! } : { name: 'Golden Hearts', email: from.trim() };
}

const timesText = ({ date, startTime, endTime }: VisitTimes) =>
  `${visitDateText(date)}, ${to12Hour(startTime)} to ${to12Hour(endTime)}${endTime <= startTime ? ' the next day' : ''} (India time)`;

const details = (visit: VisitTimes, when = timesText(visit)) =>
  [`    What:  ${visit.task}`, `    When:  ${when}`, `    Where: ${visit.city}`];

const letter = (name: string, ...body: string[]) =>
  [`Hello ${name},`, '', ...body, '', 'With warm wishes,', 'Golden Hearts'].join('\n');

/** The event of a visit as both calendars hold it. */
export function calendarEvent(visit: VisitDoc, people: Participants): CalendarVisit {
  return {
    uid: visit.calendar.uid,
    summary: `Golden Hearts visit: ${visit.task}`,
    description: `${visit.task}\nVolunteer: ${people.volunteer.name}\nSenior: ${people.senior.name}`,
    location: visit.city,
    date: visit.date,
    startTime: visit.startTime,
    endTime: visit.endTime,
    organizer: sender(smtpConfig().from),
    attendees: [people.volunteer, people.senior].map(({ name, email }) => ({ name, email })),
    sequence: visit.calendar.sequence,
    ...(visit.calendar.recurrenceId !== undefined && { recurrenceId: visit.calendar.recurrenceId }),
  };
}

async function sendAll(kind: string, mails: MailMessage[]): Promise<void> {
  const results = await Promise.allSettled(mails.map((mail) => sendMail(mail)));
  for (const result of results) {
    if (result.status === 'rejected') {
      logger.error(result.reason instanceof Error ? result.reason : new Error(String(result.reason)), { mail: kind });
    }
  }
}

/** One mail to each of the pair, written for them, with the same invitation. */
function toBoth(people: Participants, subject: string, text: (me: Person, other: Person, role: 'volunteer' | 'senior') => string,
  invitation?: { method: CalendarMethod; content: string }): MailMessage[] {
  const { volunteer, senior } = people;
  return ([[volunteer, senior, 'volunteer'], [senior, volunteer, 'senior']] as const).map(([me, other, role]) => ({
    to: { address: me.email },
    subject,
    text: text(me, other, role),
    ...(invitation && { icalEvent: { method: invitation.method, filename: 'invite.ics', content: invitation.content } }),
  }));
}

/** A new visit, or the first of a weekly series of `weeks` (one invitation with an RRULE). */
export function mailNewVisits(first: VisitDoc, weeks: number, people: Participants, now: number): Promise<void> {
  const content = calendarMessage('REQUEST', [{ ...calendarEvent(first, people), repeatWeeks: weeks }], now);
  const when = weeks > 1 ? `${timesText(first)}, then every week: ${weeks} visits` : timesText(first);
  return sendAll('visit', toBoth(people, `Your Golden Hearts visit on ${visitDateText(first.date)}`, (me, other, role) => letter(me.name,
    role === 'volunteer' ? `The admin has arranged your visit to ${other.name}.` : `The admin has arranged a visit from your volunteer, ${other.name}.`,
    '', ...details(first, when), '', 'The invitation attached adds the visit to your calendar.'), { method: 'REQUEST', content }));
}

/** A visit moved to `visit`'s new date, times or task: the same UID, the next SEQUENCE. */
export function mailRescheduled(visit: VisitDoc, people: Participants, now: number): Promise<void> {
  const content = calendarMessage('REQUEST', [calendarEvent(visit, people)], now);
  return sendAll('visit-moved', toBoth(people, `Your Golden Hearts visit has moved to ${visitDateText(visit.date)}`, (me) => letter(me.name,
    'The admin has changed your visit. It is now:', '', ...details(visit), '', 'The invitation attached moves it in your calendar.'),
  { method: 'REQUEST', content }));
}

/**
 * Visits of one calendar UID cancelled (one visit, or a series' future occurrences): one
 * METHOD:CANCEL message holding each. `why` opens the letter.
 */
export function mailCancelled(visits: VisitDoc[], people: Participants, why: string, now: number): Promise<void> {
  const first = visits[0];
  if (!first) return Promise.resolve();
  const content = calendarMessage('CANCEL', visits.map((visit) => calendarEvent(visit, people)), now);
  return sendAll('visit-cancelled', toBoth(people, `Cancelled: your Golden Hearts visit on ${visitDateText(first.date)}`, (me) => letter(me.name,
    why, '', ...visits.flatMap((visit) => [...details(visit), '']), 'The invitation attached removes it from your calendar.'),
  { method: 'CANCEL', content }));
}

/** The reminder the day before, to one person. */
export function mailReminder(visit: VisitDoc, me: Person, other: Person, role: 'volunteer' | 'senior'): Promise<void> {
  return sendAll('visit-reminder', [{
    to: { address: me.email },
    subject: `Tomorrow: your Golden Hearts visit with ${other.name}`,
    text: letter(me.name, role === 'volunteer'
      ? `A reminder: tomorrow you visit ${other.name}.`
      : `A reminder: tomorrow ${other.name}, your volunteer, comes to see you.`, '', ...details(visit)),
  }]);
}

/** The pair has ended: a kind note to each, without the admin's reason. */
export function mailPairEnded(people: Participants): Promise<void> {
  return sendAll('pair-ended', toBoth(people, 'About your Golden Hearts visits', (me, other) => letter(me.name,
    `Your visits with ${other.name} have come to an end. Thank you for the time you spent together.`,
    'Any visits still planned are cancelled, and you will find new matches on your dashboard.',
    'If you have any questions, just reply to this e-mail or call us.')));
}

export interface LapsedPair {
  volunteer: string;
  senior: string;
  quietFrom: number;
}

/** The admin's digest of pairs that have gone quiet. */
export function mailLapsedDigest(pairs: LapsedPair[], today: string): Promise<void> {
  return sendAll('lapsed-digest', [{
    to: { address: supportInbox() },
    subject: `Golden Hearts: ${pairs.length} pair${pairs.length === 1 ? '' : 's'} without visits (${today})`,
    text: [
      'These linked pairs have had no done visit for 14 days and have none planned:',
      '',
      ...pairs.map((pair) => `    ${pair.volunteer} with ${pair.senior}`),
      '',
      'They are on the Concerns panel of the admin page.',
    ].join('\n'),
  }]);
}
