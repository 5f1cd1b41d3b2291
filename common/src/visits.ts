/**
 * Visits over time: each visit is a document of its own (`visits/{id}`), many per
 * pair. The pure rules about them live here so the functions, the web app and the tests share
 * one truth: when a volunteer may check in, when a visit's day is over, how many hours the done
 * visits make, and the dates of a weekly series. All clocks are parameters.
 */
import { DAY_MS, VISIT_TIME_ZONE } from './constants.ts';
import { hoursVolunteered, visitSpan } from './time.ts';

export const VISIT_STATUS = {
  scheduled: 'Scheduled',
  done: 'Done',
  cancelled: 'Cancelled',
  missed: 'Missed',
} as const;
export type VisitStatus = (typeof VISIT_STATUS)[keyof typeof VISIT_STATUS];

export const VISIT_MOODS = ['good', 'okay', 'bad'] as const;
export type VisitMood = (typeof VISIT_MOODS)[number];

/** A volunteer may check in from this long before the start. */
export const CHECK_IN_EARLY_MS = 30 * 60_000;
/** The longest reason the admin may give for ending a pair (POST /{key}/unlink). */
export const UNLINK_REASON_MAX = 1000;
/** The longest reason the admin may give for cancelling a visit; both people read it in their mail. */
export const CANCEL_REASON_MAX = 500;
/** The longest a visit may last (its span, wrapping midnight). */
export const MAX_VISIT_MINUTES = 8 * 60;
/** A weekly series is at most this many visits. */
export const MAX_REPEAT_WEEKS = 12;
/** A linked pair with no done visit for this long and none to come is lapsed. */
export const LAPSE_MS = 14 * DAY_MS;

export interface VisitFeedback {
  mood: VisitMood;
  text: string;
  at: number;
}

/**
 * `visitFeedback/{visitId}`: the senior's word on a visit. Apart from the visit, because the
 * rules let only the senior, the admin and a coordinator of her city read it: a complaint never
 * reaches the volunteer it is about.
 */
export interface VisitFeedbackDoc extends VisitFeedback {
  visitId: string;
  volunteer: string;
  senior: string;
  /** The visit's district (null: none): whose coordinators read it. */
  districtKey?: string | null;
}

/** The calendar identity of a visit: one UID (a series shares it), SEQUENCE raised on each change. */
export interface VisitCalendar {
  uid: string;
  sequence: number;
  /** A series' occurrence: its original start (epoch ms), RECURRENCE-ID in every later invite. */
  recurrenceId?: number;
  /** The series' length when this visit began one (the first occurrence carries the RRULE). */
  repeatWeeks?: number;
}

/** `visits/{id}`. Dates and times are India wall-clock; the *At fields are epoch ms. */
export interface VisitDoc {
  volunteer: string;
  senior: string;
  /** `{volunteer}>{senior}`: one pair's visits are one query. */
  pair: string;
  task: string;
  city: string;
  date: string;
  startTime: string;
  endTime: string;
  startAt: number;
  endAt: number;
  /** When check-in and check-out close and the job may mark the visit Missed (visitDayOverAt). */
  dayOverAt: number;
  status: VisitStatus;
  checkInAt: number | null;
  checkOutAt: number | null;
  note: string;
  /** The senior has said how it went (the words are in `visitFeedback/{id}`); nothing about what. */
  feedbackGiven: boolean;
  calendar: VisitCalendar;
  assignedAt: number;
  /** When the admin last moved it to another date or time (a task change is no move). */
  movedAt?: number;
  cancelledAt?: number;
  /** The `{date} {startTime}` both were last reminded of: one reminder per visit, date and start. */
  reminded?: string;
  /** The senior's district when it was assigned (`place.districtKey`; null: none): whose coordinators see it. */
  districtKey?: string | null;
}

/**
 * What needs a person: a senior's 'Not good', a missed visit, a lapsed pair, a senior's call
 * for help, and the call that welcomes a new senior (raised by her registration).
 */
export type ConcernKind = 'feedback' | 'missed' | 'lapsed' | 'help' | 'welcome';

/** Our team calls a new senior within this time of her registration; her dashboard says by when. */
export const WELCOME_CALL_MS = 2 * DAY_MS;

/** The longest note the admin may write when a concern is handled, and a senior's call for help. */
export const CONCERN_NOTE_MAX = 1000;
export const HELP_MESSAGE_MAX = 1000;

/** `concerns/{id}`: what the admin's Concerns panel lists, newest first. */
export interface ConcernDoc {
  kind: ConcernKind;
  /** '' for a senior's call for help when no volunteer is linked. */
  volunteer: string;
  senior: string;
  visitId: string | null;
  /** The senior's words on a call for help, else ''. (Bad feedback's words are in `visitFeedback/{visitId}`; older concerns kept them here.) */
  text: string;
  at: number;
  /** On a call for help a member of her family circle raised for her: their e-mail. */
  raisedBy?: string;
  /** Open until the admin marks it handled (a concern stored without one is open). */
  status?: 'open' | 'handled';
  /** When the admin inbox was told (null: not yet; the sweep retries). */
  mailedAt?: number | null;
  /** Until when one send holds the right to mail it (so a send and a sweep at once mail it once). */
  mailingUntil?: number;
  handledAt?: number;
  handledNote?: string;
  /** On a call for help: what the admin wrote for her, which her dashboard shows ('' or absent: nothing). */
  seniorNote?: string;
  /** The senior's district when it was raised (`place.districtKey`; null: none): whose coordinators see and handle it. */
  districtKey?: string | null;
  /** The senior's named coordinator whom it was mailed to first (absent: the team's inbox). */
  coordinator?: string;
  /**
   * While it waits on her coordinator: when the owners are told unless it is handled by then
   * (CONCERN_ESCALATE_MS after it was mailed), or when a failed telling is tried again; null once told.
   */
  escalateAt?: number | null;
  /** When the owners were told that her coordinator had not handled it. */
  escalatedAt?: number;
}

/** A concern mailed to a senior's coordinator goes to the owners too unless it is handled within this time. */
export const CONCERN_ESCALATE_MS = 60 * 60_000;

/** The district a visit or concern of the senior whose place is `place` belongs to. */
export const districtOf = (place: { districtKey: string } | null | undefined): string | null => place?.districtKey ?? null;

/** What a pair's document keeps of each of its Scheduled visits. */
export type ScheduledVisit = Pick<VisitDoc, 'task' | 'city' | 'date' | 'startTime' | 'endTime' | 'endAt' | 'assignedAt'>;

/**
 * `pairs/{volunteer}>{senior}`: a pair's schedule, kept by every change of its visits in the
 * same transaction (its links and free slots are worked out from it, without a query), and
 * what the daily job queries.
 */
export interface PairDoc {
  volunteer: string;
  senior: string;
  active: boolean;
  linkedAt: number;
  /** The pair's Scheduled visits by id: one per date and start. */
  scheduled: Record<string, ScheduledVisit>;
  /** End of the last Done visit (null: none yet). */
  lastDoneAt: number | null;
  /** End of the next Scheduled visit (null: none): the job advances links past it. */
  nextEndAt: number | null;
  /** From this moment the pair counts as lapsed unless something changes (pairQuietFrom); null once reported. */
  quietFrom: number | null;
  endedAt?: number;
  endedReason?: string;
  /** Set by the admin's unlink: the two are not matched again, and Connect between them is refused. */
  apart?: boolean;
}

export const pairKey = (volunteer: string, senior: string) => `${volunteer}>${senior}`;

/** What the pair's document keeps of a Scheduled visit. */
export const scheduleEntry = ({ task, city, date, startTime, endTime, endAt, assignedAt }: VisitDoc): ScheduledVisit => ({
  task,
  city,
  date,
  startTime,
  endTime,
  endAt,
  assignedAt,
});

/** When a visit's day is over in India: the end of its date, or its end if it runs past midnight. */
export function visitDayOverAt(date: string, startTime: string, endTime: string): number {
  const { end } = visitSpan(date, startTime, endTime, VISIT_TIME_ZONE.offsetMinutes);
  const nextDay = visitSpan(date, '00:00', '00:00', VISIT_TIME_ZONE.offsetMinutes).end;
  return Math.max(end, nextDay);
}

/** The epoch-ms times of a visit's India date and wall-clock times. */
export function visitTiming(date: string, startTime: string, endTime: string): Pick<VisitDoc, 'startAt' | 'endAt' | 'dayOverAt'> {
  const { start, end } = visitSpan(date, startTime, endTime, VISIT_TIME_ZONE.offsetMinutes);
  return { startAt: start, endAt: end, dayOverAt: visitDayOverAt(date, startTime, endTime) };
}

export type NewVisit = Pick<VisitDoc, 'volunteer' | 'senior' | 'task' | 'city' | 'date' | 'startTime' | 'endTime'> & {
  districtKey: string | null;
};

/** A visit as the admin assigns it: Scheduled, nothing recorded yet (the api and the demo seed). */
export function scheduledVisit(visit: NewVisit, calendar: VisitCalendar, assignedAt: number): VisitDoc {
  return {
    ...visit,
    pair: pairKey(visit.volunteer, visit.senior),
    ...visitTiming(visit.date, visit.startTime, visit.endTime),
    status: VISIT_STATUS.scheduled,
    checkInAt: null,
    checkOutAt: null,
    note: '',
    feedbackGiven: false,
    calendar,
    assignedAt,
  };
}

export type CheckWindow = 'open' | 'early' | 'over';

/** Check-in and check-out: from CHECK_IN_EARLY_MS before the start until the visit's day is over. */
export function checkWindow(visit: Pick<VisitDoc, 'startAt' | 'dayOverAt'>, now: number): CheckWindow {
  if (now < visit.startAt - CHECK_IN_EARLY_MS) return 'early';
  return now < visit.dayOverAt ? 'open' : 'over';
}

export type VisitTimeProblem = 'visitStartPast' | 'visitTooLong';

/**
 * What is wrong with when a visit is, for a date already known to be real: a start that has
 * already passed in India, or a span (wrapping midnight) over MAX_VISIT_MINUTES. Null if none.
 */
export function visitTimeProblem(date: string, startTime: string, endTime: string, now: number): VisitTimeProblem | null {
  if (visitTiming(date, startTime, endTime).startAt < now) return 'visitStartPast';
  return visitMinutes(startTime, endTime) > MAX_VISIT_MINUTES ? 'visitTooLong' : null;
}

/** Check-out: after check-in, and not before the visit's start. */
export type CheckOutProblem = 'notCheckedIn' | 'visitNotStarted' | 'momentOutOfRange';
export function checkOutProblem(visit: Pick<VisitDoc, 'checkInAt' | 'startAt'>, now: number): CheckOutProblem | null {
  if (visit.checkInAt === null) return 'notCheckedIn';
  if (now < visit.checkInAt) return 'momentOutOfRange';
  return now < visit.startAt ? 'visitNotStarted' : null;
}

/**
 * How far a check-in or check-out tapped without a network may be from when it reaches the
 * server: the phone keeps it until the connection is back, half a day at most, and its clock
 * may run a little ahead.
 */
export const TAPPED_MOMENT = { maxAgeMs: 12 * 60 * 60_000, maxAheadMs: 2 * 60_000 } as const;

/** Since when a visit is as it stands: its assignment, or its last move to another date or time. */
export const visitSince = (visit: Pick<VisitDoc, 'assignedAt' | 'movedAt'>): number => visit.movedAt ?? visit.assignedAt;

/**
 * The moment a step happened: `tapped` (the phone's, when it was kept offline) or `now`; null
 * when `tapped` is out of range, or before `since` (visitSince): nobody arrives at a visit
 * before it was given that day and time.
 */
export function stepMoment(tapped: number | undefined, now: number, since = -Infinity): number | null {
  if (tapped === undefined) return now;
  if (tapped > now + TAPPED_MOMENT.maxAheadMs || tapped < now - TAPPED_MOMENT.maxAgeMs || tapped < since) return null;
  return Math.min(tapped, now);
}

/** The senior may say how it went once the visit is done or its end has passed. */
export const feedbackOpen = (visit: Pick<VisitDoc, 'status' | 'endAt'>, now: number) =>
  visit.status === VISIT_STATUS.done || (visit.status !== VISIT_STATUS.cancelled && now >= visit.endAt);

/** Minutes of a visit's scheduled span (spec section 9: start to end, wrapping midnight). */
export const visitMinutes = (startTime: string, endTime: string) => Math.round(hoursVolunteered(startTime, endTime) * 60);

/** Hours from minutes, to two places, as the dashboard shows them. */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** The dates of a weekly series of `weeks` visits starting on `date` ('YYYY-MM-DD'). */
export function seriesDates(date: string, weeks: number): string[] {
  const first = Date.parse(`${date}T00:00:00Z`);
  return Array.from({ length: weeks }, (_, week) => new Date(first + week * 7 * DAY_MS).toISOString().slice(0, 10));
}

/**
 * From when a linked pair counts as lapsed (linked, no done visit in LAPSE_MS, none to come):
 * the latest of its next visit's end, its last done visit's end + LAPSE_MS, and its start +
 * LAPSE_MS (a new pair gets the same grace as one just visited).
 */
export function pairQuietFrom(linkedAt: number, lastDoneEndAt: number | null, latestEndAt: number | null): number {
  return Math.max(linkedAt + LAPSE_MS, (lastDoneEndAt ?? 0) + LAPSE_MS, latestEndAt ?? 0);
}
