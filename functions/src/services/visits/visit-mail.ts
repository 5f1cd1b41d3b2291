/**
 * The e-mails about visits: a new visit or weekly series, a moved visit, cancelled visits, the
 * reminder the day before, the kind note when a pair ends, and the admin's digest of lapsed
 * pairs. Invitations come from visit-calendar.ts (one UID per visit or series, SEQUENCE raised
 * on every change). Each person reads theirs, invitation too, in their own language (the
 * admin's digest stays English). A failed e-mail is logged, never undoes the change: the
 * dashboards show it.
 */
import { logger } from 'firebase-functions/logger';
import type { VisitDoc } from '@gh/common/visits';
import type { Lang } from '@gh/common/i18n';
import { timeIn, visitDateIn } from '@gh/common/locale-format';
import { SUPPORT } from '@gh/common/support';
import { smtpConfig, supportInbox } from '../../config.ts';
import { sendMail, type MailMessage } from '../mail/mail.ts';
import { langOf, letter, mailT, type MailT } from '../mail/mail-text.ts';
import { calendarMessage, type CalendarMethod, type CalendarVisit } from './visit-calendar.ts';

export interface Person {
  name: string;
  email: string;
  /** The language their mails and invitation are written in. */
  lang: Lang;
}

export interface Participants {
  volunteer: Person;
  senior: Person;
}

type Role = keyof Participants;

/** A person as their mails address them; a document gone is their e-mail, in English. */
export const personOf = (email: string, doc: { name: string; lang?: Lang } | null | undefined): Person =>
  ({ email, name: doc?.name ?? email, lang: langOf(doc?.lang) });

type VisitTimes = Pick<VisitDoc, 'task' | 'city' | 'date' | 'startTime' | 'endTime'>;

/** "Golden Hearts <no-reply@x>" as a name and an address. */
function sender(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] || 'Golden Hearts', email: match[2]! } : { name: 'Golden Hearts', email: from.trim() };
}

const timesText = (t: MailT, lang: Lang, { date, startTime, endTime }: VisitTimes) => t('visit.times', {
  date: visitDateIn(date, lang), start: timeIn(startTime, lang), end: timeIn(endTime, lang), overnight: endTime <= startTime ? 'yes' : 'no',
});

const details = (t: MailT, visit: VisitTimes, when: string) =>
  [t('visit.what', { task: visit.task }), t('visit.when', { when }), t('visit.where', { city: visit.city })].map((line) => `    ${line}`);

/** The event of a visit as `lang`'s reader's calendar holds it: the same UID and times for both. */
function calendarEvent(visit: VisitDoc, people: Participants, lang: Lang): CalendarVisit {
  const t = mailT(lang);
  return {
    uid: visit.calendar.uid,
    summary: t('calendar.summary', { task: visit.task }),
    description: t('calendar.description', { task: visit.task, volunteer: people.volunteer.name, senior: people.senior.name }),
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

/** What one of the pair reads: written for them, in their language. */
interface Reader {
  me: Person;
  other: Person;
  role: Role;
  t: MailT;
}

interface Letter {
  subject: string;
  body: string[];
}

/**
 * One mail to each of the pair, each in its reader's language, with an invitation (the same
 * event, its words in that language) when `invitation` says how to write one.
 */
function toBoth(people: Participants, write: (reader: Reader) => Letter,
  invitation?: { method: CalendarMethod; content: (lang: Lang) => string }): MailMessage[] {
  const { volunteer, senior } = people;
  return ([[volunteer, senior, 'volunteer'], [senior, volunteer, 'senior']] as const).map(([me, other, role]) => {
    const t = mailT(me.lang);
    const { subject, body } = write({ me, other, role, t });
    return {
      to: { address: me.email },
      subject,
      text: letter(t, me.name, body),
      ...(invitation && { icalEvent: { method: invitation.method, filename: 'invite.ics', content: invitation.content(me.lang) } }),
    };
  });
}

/** A new visit, or the first of a weekly series of `weeks` (one invitation with an RRULE). */
export function mailNewVisits(first: VisitDoc, weeks: number, people: Participants, now: number): Promise<void> {
  const content = (lang: Lang) => calendarMessage('REQUEST', [{ ...calendarEvent(first, people, lang), repeatWeeks: weeks }], now);
  return sendAll('visit', toBoth(people, ({ me, other, role, t }) => {
    const when = timesText(t, me.lang, first);
    return {
      subject: t('new.subject', { date: visitDateIn(first.date, me.lang) }),
      body: [
        t(role === 'volunteer' ? 'new.volunteer' : 'new.senior', { other: other.name }), '',
        ...details(t, first, weeks > 1 ? t('visit.weekly', { when, weeks }) : when), '', t('new.invitation'),
      ],
    };
  }, { method: 'REQUEST', content }));
}

/** A visit moved to `visit`'s new date, times or task: the same UID, the next SEQUENCE. */
export function mailRescheduled(visit: VisitDoc, people: Participants, now: number): Promise<void> {
  const content = (lang: Lang) => calendarMessage('REQUEST', [calendarEvent(visit, people, lang)], now);
  return sendAll('visit-moved', toBoth(people, ({ me, t }) => ({
    subject: t('moved.subject', { date: visitDateIn(visit.date, me.lang) }),
    body: [t('moved.intro'), '', ...details(t, visit, timesText(t, me.lang, visit)), '', t('moved.invitation')],
  }), { method: 'REQUEST', content }));
}

/** Why visits are cancelled, which opens the letter. */
export type CancelReason = 'byAdmin' | 'pairEnded';

/** Visits of one calendar UID cancelled (one visit, or a series' future occurrences): one METHOD:CANCEL message holding each. */
export function mailCancelled(visits: VisitDoc[], people: Participants, why: CancelReason, now: number): Promise<void> {
  const first = visits[0];
  if (!first) return Promise.resolve();
  const content = (lang: Lang) => calendarMessage('CANCEL', visits.map((visit) => calendarEvent(visit, people, lang)), now);
  return sendAll('visit-cancelled', toBoth(people, ({ me, t }) => ({
    subject: t('cancelled.subject', { date: visitDateIn(first.date, me.lang) }),
    body: [
      t(`cancelled.${why}`), '', ...visits.flatMap((visit) => [...details(t, visit, timesText(t, me.lang, visit)), '']),
      t('cancelled.invitation'),
    ],
  }), { method: 'CANCEL', content }));
}

/** The reminder the day before, to one person. */
export function mailReminder(visit: VisitDoc, me: Person, other: Person, role: Role): Promise<void> {
  const t = mailT(me.lang);
  return sendAll('visit-reminder', [{
    to: { address: me.email },
    subject: t('reminder.subject', { other: other.name }),
    text: letter(t, me.name, [
      t(role === 'volunteer' ? 'reminder.volunteer' : 'reminder.senior', { other: other.name }), '',
      ...details(t, visit, timesText(t, me.lang, visit)),
    ]),
  }]);
}

/** The pair has ended: a kind note to each, without the admin's reason, saying what happens next. */
export function mailPairEnded(people: Participants): Promise<void> {
  return sendAll('pair-ended', toBoth(people, ({ other, role, t }) => ({
    subject: t('ended.subject'),
    body: [
      t('ended.body', { other: other.name }), '', t(role === 'volunteer' ? 'ended.nextVolunteer' : 'ended.nextSenior'), '',
      t('ended.questions', { phone: SUPPORT.phone }),
    ],
  })));
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
