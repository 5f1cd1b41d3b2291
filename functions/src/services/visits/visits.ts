/**
 * Visits over time: the admin assigns one visit or a weekly series to a linked pair,
 * moves and cancels them; the volunteer checks in and out on the day; the senior says how it
 * went. Each visit is `visits/{id}`; every change is one transaction that reads the visit and the
 * pair by id, so of identical changes at once exactly one acts, and writes the pair's links and
 * schedule with it (pairs/pair-sync.ts).
 */
import { LINK_STATUS } from '@gh/common/constants';
import { changedVisitSchema, visitCursor, type VisitsQuery, type visitAssignmentSchema } from '@gh/common/schemas';
import {
  VISIT_STATUS,
  checkOutProblem,
  checkWindow,
  districtOf,
  feedbackOpen,
  hoursOf,
  scheduledVisit,
  seriesDates,
  stepMoment,
  visitMinutes,
  visitSince,
  visitTiming,
  type VisitCalendar,
  type VisitDoc,
  type VisitFeedback,
  type VisitMood,
} from '@gh/common/visits';
import type { z } from 'zod';
import type { RecordedChange } from '../../store/admin-record.ts';
import { inTransaction, type Transaction } from '../../store/firebase.ts';
import { doneMinutesAdded, readPerson, type Pair } from '../../store/people.ts';
import {
  createFeedbackIn,
  createVisitIn,
  feedbackOf,
  newVisitId,
  raiseConcernIn,
  updateVisitIn,
  visitIn,
  visitsBefore,
  visitsFrom,
  type StoredVisit,
} from '../../store/visits.ts';
import type { Caller } from '../identity/accounts.ts';
import { familyIn, writeFamilyIn } from '../circle/family-views.ts';
import { ServiceError, inputError } from '../errors.ts';
import { linkedBetween, pairStateIn, slotTaken, syncPairIn } from '../pairs/pair-sync.ts';
import { registeredPair, registeredPerson } from '../people/people.ts';
import { mailConcern } from './concerns.ts';
import { personOf, type Participants } from '../notify/notify.ts';
import { mailArrived, mailCancelled, mailNewVisits, mailRescheduled } from './visit-mail.ts';

type Assignment = z.output<ReturnType<typeof visitAssignmentSchema>>;

export const participants = ({ volunteer, senior }: Pair, visit: Pick<VisitDoc, 'volunteer' | 'senior'>): Participants => ({
  volunteer: personOf(visit.volunteer, volunteer),
  senior: personOf(visit.senior, senior),
});

/** The audit entry of an admin's change to a pair's visits (`session`: the admin session that acts). */
const visitAudit = (
  action: 'assign' | 'reschedule' | 'cancel',
  visit: Pick<VisitDoc, 'volunteer' | 'senior' | 'task' | 'date' | 'startTime' | 'endTime' | 'city'>,
  session: string,
  at: number,
  extra: Record<string, string> = {},
): NonNullable<RecordedChange['audit']> => ({
  at,
  action,
  email: visit.volunteer,
  type: 'volunteer',
  session,
  details: {
    senior: visit.senior,
    task: visit.task,
    date: visit.date,
    startTime: visit.startTime,
    endTime: visit.endTime,
    city: visit.city,
    ...extra,
  },
});

/**
 * The admin (`session`) assigns a visit, or a weekly series of `repeatWeeks`, to a linked pair
 * (Requested or Assigned): one transaction reads both people and the pair's schedule (a 409
 * for a date and start it holds already) and writes the visits, both links (Assigned), the
 * schedule and the figures. Both get one e-mail with one invitation (an RRULE for a series).
 */
export async function assignVisits(input: Assignment, session: string, now = Date.now()): Promise<string[]> {
  const dates = seriesDates(input.date, input.repeatWeeks);
  const ids = dates.map(() => newVisitId());
  const uid = `${input.repeatWeeks > 1 ? 'series' : 'visit'}-${ids[0]}@goldenhearts`;
  const { people, first } = await inTransaction(async (tx) => {
    const state = await pairStateIn(tx, input.vemail, input.semail);
    const { volunteer, senior } = registeredPair(state);
    if (!linkedBetween(volunteer, senior)) throw new ServiceError('linkNotRequested');
    if (dates.some((date) => slotTaken(state, date, input.startTime))) throw new ServiceError('visitAlreadyAssigned');
    const districtKey = districtOf(senior.place);
    const visits = dates.map((date, index) => ({ ...newVisit(input, date, uid, districtKey, now), id: ids[index]! }));
    for (const visit of visits) createVisitIn(tx, visit);
    const requested = volunteer.senior?.status === LINK_STATUS.requested;
    syncPairIn(tx, state, visits, now, {
      ...(requested && { figures: { requested: -1, assigned: 1 } }),
      audit: visitAudit('assign', visits[0]!, session, now, input.repeatWeeks > 1 ? { weeks: String(input.repeatWeeks) } : {}),
    });
    return { people: state, first: visits[0]! };
  });
  await mailNewVisits(first, input.repeatWeeks, participants(people, first), now);
  return ids;
}

function newVisit(input: Assignment, date: string, uid: string, districtKey: string | null, now: number): VisitDoc {
  const { startAt } = visitTiming(date, input.startTime, input.endTime);
  const calendar: VisitCalendar = input.repeatWeeks > 1 ? { uid, sequence: 0, recurrenceId: startAt } : { uid, sequence: 0 };
  const { vemail: volunteer, semail: senior, task, city, startTime, endTime } = input;
  return scheduledVisit({ volunteer, senior, task, city, date, startTime, endTime, districtKey }, calendar, now);
}

/** The visit, if the caller is part of it (anyone else is told it does not exist), in the role named. */
function ownVisit(visit: StoredVisit | null, caller: Caller, role: 'volunteer' | 'senior'): StoredVisit {
  if (!visit || (visit.volunteer !== caller.email && visit.senior !== caller.email)) throw new ServiceError('visitNotFound');
  if (visit[role] !== caller.email) throw new ServiceError(role === 'volunteer' ? 'visitVolunteerOnly' : 'visitSeniorOnly');
  return visit;
}

/** The day first: a visit whose day is over is told so, whether or not the job has marked it Missed yet. */
function assertCheckable(visit: StoredVisit, now: number): void {
  const window = checkWindow(visit, now);
  if (window === 'early') throw new ServiceError('visitNotYet');
  if (window === 'over') throw new ServiceError('visitDayPassed');
  if (visit.status !== VISIT_STATUS.scheduled) throw new ServiceError('visitNotScheduled');
}

/**
 * When a step of `visit` happened: the moment the phone kept offline (`tapped`), within
 * TAPPED_MOMENT of `now` and not before the visit was assigned or last moved, or now.
 */
function momentOf(visit: StoredVisit, tapped: number | undefined, now: number): number {
  const moment = stepMoment(tapped, now, visitSince(visit));
  if (moment === null) throw new ServiceError('momentOutOfRange');
  return moment;
}

/**
 * The visit's own volunteer arrives: on its day, from 30 minutes before its start. Tapped
 * without a network, it counts from when it was tapped (`tapped`), judged as of then. The
 * members of her family who chose it hear of it: once, as only the check-in that recorded the
 * arrival tells anyone.
 */
export async function checkIn(caller: Caller, id: string, tapped?: number, now = Date.now()): Promise<void> {
  const { visit, moment } = await inTransaction(async (tx) => {
    const visit = ownVisit(await visitIn(tx, id), caller, 'volunteer');
    const moment = momentOf(visit, tapped, now);
    assertCheckable(visit, moment);
    if (visit.checkInAt) throw new ServiceError('alreadyCheckedIn');
    const family = await familyIn(tx, visit.senior, now);
    updateVisitIn(tx, id, { checkInAt: moment });
    writeFamilyIn(tx, family, { visits: [{ ...visit, checkInAt: moment }] });
    return { visit, moment };
  });
  const senior = await readPerson('senior', visit.senior);
  if (senior) await mailArrived({ email: visit.senior, name: senior.name }, moment);
}

/**
 * The visit's own volunteer leaves, once checked in and the visit has begun: the visit is Done
 * and its span counts for both people. Tapped offline, it counts from then, as check-in does.
 */
export async function checkOut(caller: Caller, id: string, note: string, tapped?: number, now = Date.now()): Promise<void> {
  await inTransaction(async (tx) => {
    const visit = ownVisit(await visitIn(tx, id), caller, 'volunteer');
    const moment = momentOf(visit, tapped, now);
    assertCheckable(visit, moment);
    const problem = checkOutProblem(visit, moment);
    if (problem) throw new ServiceError(problem);
    const state = await pairStateIn(tx, visit.volunteer, visit.senior);
    const fields = { status: VISIT_STATUS.done, checkOutAt: moment, note };
    updateVisitIn(tx, id, fields);
    syncPairIn(tx, state, [{ ...visit, ...fields }], now, {}, doneMinutesAdded(visitMinutes(visit.startTime, visit.endTime)));
  });
}

/**
 * The visit's own senior says how it went, once, in `visitFeedback/{id}` (never on the visit,
 * which its volunteer reads); 'bad' becomes a concern for the admin.
 */
export async function giveFeedback(caller: Caller, id: string, mood: VisitMood, text: string, now = Date.now()): Promise<void> {
  await inTransaction(async (tx) => {
    const visit = ownVisit(await visitIn(tx, id), caller, 'senior');
    if (visit.status === VISIT_STATUS.cancelled) throw new ServiceError('visitNotScheduled');
    if (!feedbackOpen(visit, now)) throw new ServiceError('feedbackTooEarly');
    if (visit.feedbackGiven) throw new ServiceError('feedbackGiven');
    // The words go only where the senior, the admin and her city's coordinators may read them;
    // the concern names the visit and they read them from there.
    const districtKey = visit.districtKey ?? null;
    createFeedbackIn(tx, { visitId: id, volunteer: visit.volunteer, senior: visit.senior, mood, text, at: now, districtKey });
    if (mood === 'bad')
      raiseConcernIn(tx, `feedback:${id}`, {
        kind: 'feedback',
        volunteer: visit.volunteer,
        senior: visit.senior,
        visitId: id,
        text: '',
        at: now,
        districtKey,
      });
    updateVisitIn(tx, id, { feedbackGiven: true });
  });
  if (mood === 'bad') await mailConcern(`feedback:${id}`, now);
}

function plannedVisit(visit: StoredVisit | null): StoredVisit {
  if (!visit) throw new ServiceError('visitNotFound');
  if (visit.status !== VISIT_STATUS.scheduled) throw new ServiceError('visitNotScheduled');
  return visit;
}

export type VisitChange = Partial<Pick<VisitDoc, 'task' | 'date' | 'startTime' | 'endTime'>>;

/** Whether `change` gives `visit` another date or time (not only another task). */
const movesIt = (visit: StoredVisit, change: VisitChange) =>
  (['date', 'startTime', 'endTime'] as const).some((field) => change[field] !== undefined && change[field] !== visit[field]);

/**
 * The admin moves a visit (or changes its task): the same calendar UID with the next SEQUENCE,
 * a new date and start only if the pair has no visit there, both e-mailed. Of identical changes
 * at once one acts; the others find nothing left to change. A visit its volunteer has checked
 * in to keeps its date and time: the arrival is a fact of that visit, which a move would make
 * untrue (docs/visits.md); the admin cancels it and assigns a new one instead.
 */
export async function rescheduleVisit(id: string, change: VisitChange, session: string, now = Date.now()): Promise<void> {
  const { moved, people } = await inTransaction(async (tx) => {
    const visit = plannedVisit(await visitIn(tx, id));
    const moves = movesIt(visit, change);
    if (moves && visit.checkInAt !== null) throw new ServiceError('visitCheckedIn');
    const parsed = changedVisitSchema(() => now).safeParse({
      task: visit.task,
      date: visit.date,
      startTime: visit.startTime,
      endTime: visit.endTime,
      ...change,
    });
    if (!parsed.success) throw inputError(parsed.error);
    const next = parsed.data;
    // An identical change that came late (or twice) is told so, not sent again with a new SEQUENCE.
    if (next.task === visit.task && next.date === visit.date && next.startTime === visit.startTime && next.endTime === visit.endTime) {
      throw new ServiceError('visitUnchanged');
    }
    const state = await pairStateIn(tx, visit.volunteer, visit.senior);
    if (slotTaken(state, next.date, next.startTime, id)) throw new ServiceError('visitAlreadyAssigned');
    const fields = {
      ...next,
      ...visitTiming(next.date, next.startTime, next.endTime),
      calendar: { ...visit.calendar, sequence: visit.calendar.sequence + 1 },
      ...(moves && { movedAt: now }),
    };
    updateVisitIn(tx, id, fields);
    const moved: StoredVisit = { ...visit, ...fields };
    const was = `${visit.date} ${visit.startTime}-${visit.endTime}`;
    syncPairIn(tx, state, [moved], now, { audit: visitAudit('reschedule', moved, session, now, { was }) });
    return { moved, people: state };
  });
  await mailRescheduled(moved, participants(people, moved), now);
}

/** Writes in `tx` the Scheduled visit as Cancelled, with its calendar's next SEQUENCE; answers it so. */
export function cancelIn(tx: Transaction, visit: StoredVisit, now: number): StoredVisit {
  const fields = {
    status: VISIT_STATUS.cancelled,
    cancelledAt: now,
    calendar: { ...visit.calendar, sequence: visit.calendar.sequence + 1 },
  };
  updateVisitIn(tx, visit.id, fields);
  return { ...visit, ...fields };
}

/**
 * The admin cancels one visit: both get a METHOD:CANCEL invitation, with the admin's `reason`
 * when given (the audit keeps it too).
 */
export async function cancelVisit(id: string, session: string, reason = '', now = Date.now()): Promise<void> {
  const { cancelled, people } = await inTransaction(async (tx) => {
    const visit = plannedVisit(await visitIn(tx, id));
    const state = await pairStateIn(tx, visit.volunteer, visit.senior);
    const cancelled = cancelIn(tx, visit, now);
    syncPairIn(tx, state, [cancelled], now, { audit: visitAudit('cancel', visit, session, now, reason ? { reason } : {}) });
    return { cancelled, people: state };
  });
  await mailCancelled([cancelled], participants(people, cancelled), { why: 'byAdmin', reason }, now);
}

/** A visit as GET /visits shows it: the senior's word on it only to the senior (`feedback`). */
export function visitView(visit: StoredVisit, feedback?: VisitFeedback | null) {
  const { id, volunteer, senior, task, city, date, startTime, endTime, startAt, endAt, status, checkInAt, checkOutAt, note } = visit;
  return {
    id,
    volunteer,
    senior,
    task,
    city,
    date,
    startTime,
    endTime,
    startAt,
    endAt,
    status,
    checkInAt,
    checkOutAt,
    note,
    hours: hoursOf(visitMinutes(startTime, endTime)),
    ...(feedback !== undefined && { feedback }),
  };
}

/**
 * The caller's visits: those still to end (soonest first, only on the first page) and a page of
 * past ones (latest first, before `before`), with `nextBefore` for the next page; `hours` is the
 * total of their done visits (kept as minutes on their document at each check-out).
 */
export async function myVisits(caller: Caller, { limit, before }: VisitsQuery, now = Date.now()) {
  const volunteer = await readPerson('volunteer', caller.email);
  const person = volunteer ?? (await registeredPerson('senior', caller.email));
  const side = volunteer ? 'volunteer' : 'senior';
  const [upcoming, past] = await Promise.all([
    before === undefined ? visitsFrom(side, caller.email, now, limit) : Promise.resolve([]),
    visitsBefore(side, caller.email, before ?? { endAt: now }, limit),
  ]);
  const visits = [...upcoming, ...past];
  // The volunteer's answer carries nothing of the senior's word; the senior's carries their own.
  const feedback = side === 'senior' ? await feedbackOf(visits.filter((visit) => visit.feedbackGiven).map((visit) => visit.id)) : null;
  return {
    visits: visits.map((visit) => (feedback ? visitView(visit, feedback.get(visit.id) ?? null) : visitView(visit))),
    hours: hoursOf(person.doneMinutes ?? 0),
    nextBefore: past.length === limit ? visitCursor(past.at(-1)!) : null,
  };
}
