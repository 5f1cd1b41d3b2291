/**
 * What the notices about visits say: a new visit or weekly series, a moved visit, cancelled
 * visits, the reminder the day before, the kind note when a pair ends, and the admin's digest
 * of lapsed pairs; and what her family reads of a visit's news (notify/family.ts: the members
 * who chose it, fixed words, dates and times only: never the task, the place or a reason). Invitations come
 * from visit-calendar.ts (one UID per visit or series, SEQUENCE raised on every change). Who
 * hears each is the notifications service's decision (notify/notify.ts); each person reads
 * theirs, invitation too, in their own language (the admin's digest stays English).
 */
import { logger } from 'firebase-functions/logger';
import type { VisitDoc } from '@gh/common/visits';
import type { Lang } from '@gh/common/i18n';
import { momentIn, timeIn, visitDateIn } from '@gh/common/locale-format';
import { SUPPORT } from '@gh/common/support';
import { smtpConfig, supportInbox } from '../../config.ts';
import { sendMail } from '../mail/mail.ts';
import { mailT, type MailT } from '../mail/mail-text.ts';
import { notifyFamily } from '../notify/family.ts';
import { notify, type Participants } from '../notify/notify.ts';
import { calendarMessage, type CalendarVisit } from './visit-calendar.ts';

type VisitTimes = Pick<VisitDoc, 'task' | 'city' | 'date' | 'startTime' | 'endTime'>;

/** "Golden Hearts <no-reply@x>" as a name and an address. */
function sender(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] || 'Golden Hearts', email: match[2]! } : { name: 'Golden Hearts', email: from.trim() };
}

const timesText = (t: MailT, lang: Lang, { date, startTime, endTime }: VisitTimes) =>
  t('visit.times', {
    date: visitDateIn(date, lang),
    start: timeIn(startTime, lang),
    end: timeIn(endTime, lang),
    overnight: endTime <= startTime ? 'yes' : 'no',
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

/** A new visit, or the first of a weekly series of `weeks` (one invitation with an RRULE). */
export async function mailNewVisits(first: VisitDoc, weeks: number, people: Participants, now: number): Promise<number> {
  const content = (lang: Lang) => calendarMessage('REQUEST', [{ ...calendarEvent(first, people, lang), repeatWeeks: weeks }], now);
  const family = notifyFamily('assigned', { email: first.senior, name: people.senior.name }, (t, lang, senior) => {
    const when = timesText(t, lang, first);
    return {
      subject: t('family.assigned.subject', { senior, date: visitDateIn(first.date, lang) }),
      body: [t('family.assigned.body', { senior }), '', `    ${weeks > 1 ? t('visit.weekly', { when, weeks }) : when}`],
    };
  });
  const [told] = await Promise.all([
    notify(
      'visitsAssigned',
      people,
      ({ me, other, role, t }) => {
        const when = timesText(t, me.lang, first);
        return {
          subject: t('new.subject', { date: visitDateIn(first.date, me.lang) }),
          body: [
            t(role === 'volunteer' ? 'new.volunteer' : 'new.senior', { other: other.name }),
            '',
            ...details(t, first, weeks > 1 ? t('visit.weekly', { when, weeks }) : when),
            '',
            t('new.invitation'),
          ],
        };
      },
      { method: 'REQUEST', content },
    ),
    family,
  ]);
  return told;
}

/** A visit moved to `visit`'s new date, times or task: the same UID, the next SEQUENCE. */
export async function mailRescheduled(visit: VisitDoc, people: Participants, now: number): Promise<number> {
  const content = (lang: Lang) => calendarMessage('REQUEST', [calendarEvent(visit, people, lang)], now);
  const family = notifyFamily('changed', { email: visit.senior, name: people.senior.name }, (t, lang, senior) => ({
    subject: t('family.moved.subject', { senior, date: visitDateIn(visit.date, lang) }),
    body: [t('family.moved.body', { senior }), '', `    ${timesText(t, lang, visit)}`],
  }));
  const [told] = await Promise.all([
    notify(
      'visitMoved',
      people,
      ({ me, t }) => ({
        subject: t('moved.subject', { date: visitDateIn(visit.date, me.lang) }),
        body: [t('moved.intro'), '', ...details(t, visit, timesText(t, me.lang, visit)), '', t('moved.invitation')],
      }),
      { method: 'REQUEST', content },
    ),
    family,
  ]);
  return told;
}

/**
 * Why visits are cancelled, which opens the letter, and the admin's own words when she gave
 * them (both people's addresses are proven: `notify` mails no other).
 */
export interface Cancellation {
  why: 'byAdmin' | 'pairEnded';
  reason?: string;
}

/** Visits of one calendar UID cancelled (one visit, or a series' future occurrences): one METHOD:CANCEL message holding each. */
export async function mailCancelled(visits: VisitDoc[], people: Participants, { why, reason }: Cancellation, now: number): Promise<number> {
  const first = visits[0];
  if (!first) return 0;
  // Her family reads the dates alone: not the admin's reason, nor why.
  const family = notifyFamily('changed', { email: first.senior, name: people.senior.name }, (t, lang, senior) => ({
    subject: t('family.cancelled.subject', { senior, date: visitDateIn(first.date, lang) }),
    body: [t('family.cancelled.body', { senior }), '', ...visits.map((visit) => `    ${timesText(t, lang, visit)}`)],
  }));
  const content = (lang: Lang) =>
    calendarMessage(
      'CANCEL',
      visits.map((visit) => calendarEvent(visit, people, lang)),
      now,
    );
  const [told] = await Promise.all([
    notify(
      'visitsCancelled',
      people,
      ({ me, t }) => ({
        subject: t('cancelled.subject', { date: visitDateIn(first.date, me.lang) }),
        body: [
          t(`cancelled.${why}`),
          '',
          ...visits.flatMap((visit) => [...details(t, visit, timesText(t, me.lang, visit)), '']),
          ...(reason ? [t('cancelled.reason', { reason }), ''] : []),
          t('cancelled.invitation'),
        ],
      }),
      { method: 'CANCEL', content },
    ),
    family,
  ]);
  return told;
}

/** The reminder the day before, to each of the pair who wants it; answers how many were told. */
export function mailReminder(visit: VisitDoc, people: Participants): Promise<number> {
  return notify('visitReminder', people, ({ me, other, role, t }) => ({
    subject: t('reminder.subject', { other: other.name }),
    body: [
      t(role === 'volunteer' ? 'reminder.volunteer' : 'reminder.senior', { other: other.name }),
      '',
      ...details(t, visit, timesText(t, me.lang, visit)),
    ],
  }));
}

/** The volunteer has checked in, at `at`: to her family who chose it, with the time and her first name alone. */
export function mailArrived(senior: { email: string; name: string }, at: number): Promise<number> {
  return notifyFamily('arrival', senior, (t, lang, her) => ({
    subject: t('family.arrived.subject', { senior: her }),
    body: [t('family.arrived.body', { senior: her, moment: momentIn(at, lang) })],
  }));
}

/** The pair has ended: a kind note to each, without the admin's reason, saying what happens next. */
export function mailPairEnded(people: Participants): Promise<number> {
  return notify('pairEnded', people, ({ other, role, t }) => ({
    subject: t('ended.subject'),
    body: [
      t('ended.body', { other: other.name }),
      '',
      t(role === 'volunteer' ? 'ended.nextVolunteer' : 'ended.nextSenior'),
      '',
      t('ended.questions', { phone: SUPPORT.phone }),
    ],
  }));
}

export interface LapsedPair {
  volunteer: string;
  senior: string;
  quietFrom: number;
}

/** The admin's digest of pairs that have gone quiet. */
export async function mailLapsedDigest(pairs: LapsedPair[], today: string): Promise<void> {
  await sendMail({
    to: { address: supportInbox() },
    subject: `Golden Hearts: ${pairs.length} pair${pairs.length === 1 ? '' : 's'} without visits (${today})`,
    text: [
      'These linked pairs have had no done visit for 14 days and have none planned:',
      '',
      ...pairs.map((pair) => `    ${pair.volunteer} with ${pair.senior}`),
      '',
      'They are on the Concerns panel of the admin page.',
    ].join('\n'),
  }).catch((error: unknown) => logger.error(error instanceof Error ? error : new Error(String(error)), { mail: 'lapsed-digest' }));
}
