/**
 * Visits over time (issue 14): the admin assigns one visit or a weekly series to a linked pair,
 * moves and cancels them; the volunteer checks in and out on the day; the senior says how it
 * went. Each visit is `visits/{id}`; the link on both people keeps showing the next one to come
 * (syncPair), so GET /volunteer/{email} and GET /senior/{email} answer as spec section 3 says.
 * Every race is decided by a create() marker (store/visits.ts), written before what it guards
 * and removed again if that write fails, so nothing is stored half-way.
 */
import { COLLECTIONS, LINK_STATUS } from '@gh/common/constants';
import type { SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { linkViews } from '@gh/common/link-views';
import { changedVisitSchema, type visitAssignmentSchema } from '@gh/common/schemas';
import {
  NO_VISIT, VISIT_STATUS, checkWindow, feedbackOpen, hoursOf, pairKey, pairQuietFrom, scheduledVisit, seriesDates, visitMinutes,
  visitTiming, type VisitCalendar, type VisitDoc, type VisitMood,
} from '@gh/common/visits';
import type { z } from 'zod';
import type { RecordedChange } from '../store/admin-record.ts';
import { claim, claimData, release, rewriteLinks } from '../store/links.ts';
import { readPerson } from '../store/people.ts';
import {
  addDoneMinutes, claimSlot, createVisit, deleteVisit, markVisit, newVisitId, pairVisits, raiseConcern, readVisit, releaseSlot,
  unmarkVisit, updateVisit, visitsBefore, visitsFrom, writePair, type StoredVisit,
} from '../store/visits.ts';
import type { Caller } from './accounts.ts';
import { ServiceError } from './errors.ts';
import { registeredPerson } from './people.ts';
import { mailCancelled, mailNewVisits, mailRescheduled, personOf, type Participants } from './visit-mail.ts';

type Assignment = z.output<ReturnType<typeof visitAssignmentSchema>>;

const linkedBetween = (volunteer: VolunteerDoc, senior: SeniorDoc) =>
  volunteer.senior?.email === senior.email && senior.volunteer?.email === volunteer.email;

export const participants = (volunteer: VolunteerDoc, senior: SeniorDoc): Participants => ({
  volunteer: personOf(volunteer.email, volunteer), senior: personOf(senior.email, senior),
});

async function linkedPair(vemail: string, semail: string) {
  const [volunteer, senior] = await Promise.all([registeredPerson('volunteer', vemail), registeredPerson('senior', semail)]);
  if (!linkedBetween(volunteer, senior)) throw new ServiceError('linkNotRequested');
  return { volunteer, senior };
}

/** The audit entry of an admin's change to a pair's visits (`session`: the admin session that acts). */
export const visitAudit = (
  action: 'assign' | 'reschedule' | 'cancel', visit: Pick<VisitDoc, 'volunteer' | 'senior' | 'task' | 'date' | 'startTime' | 'endTime' | 'city'>,
  session: string, at: number, extra: Record<string, string> = {},
): NonNullable<RecordedChange['audit']> => ({
  at, action, email: visit.volunteer, type: 'volunteer', session,
  details: { senior: visit.senior, task: visit.task, date: visit.date, startTime: visit.startTime, endTime: visit.endTime, city: visit.city, ...extra },
});

/**
 * The admin (`session`) assigns a visit, or a weekly series of `repeatWeeks`, to a linked pair (Requested
 * or Assigned). The first assignment of a Requested link claims it (as before), so a senior's
 * No cannot clear it meanwhile; each date and start of the pair is claimed once (a 409 for the
 * same slot twice). Both get one e-mail with one invitation (an RRULE for a series).
 */
export async function assignVisits(input: Assignment, session: string, now = Date.now()): Promise<string[]> {
  const { volunteer, senior } = await linkedPair(input.vemail, input.semail);
  const emails = [input.vemail, input.semail];
  let claimedLink = false;
  if (volunteer.senior?.status === LINK_STATUS.requested || senior.volunteer?.status === LINK_STATUS.requested) {
    claimedLink = await claim('visit', emails, { at: now });
    // Not ours: another assignment is under way (go on), or the senior said No (the link is gone).
    if (!claimedLink && (await claimData('visit', emails))?.declined) throw new ServiceError('linkNotRequested');
  }
  const dates = seriesDates(input.date, input.repeatWeeks);
  const ids = dates.map(() => newVisitId());
  const undo: (() => Promise<void>)[] = [];
  const undoAll = (error: unknown) => {
    // A taken slot means another visit of this pair exists: the link stays claimed for it.
    const linkStays = error instanceof ServiceError && error.code === 'visitAlreadyAssigned';
    if (claimedLink && !linkStays) undo.unshift(() => release('visit', emails));
    return Promise.allSettled(undo.reverse().map((step) => step()));
  };
  try {
    for (const [index, date] of dates.entries()) {
      if (!(await claimSlot(input.vemail, input.semail, date, input.startTime, ids[index]!))) throw new ServiceError('visitAlreadyAssigned');
      undo.push(() => releaseSlot(input.vemail, input.semail, date, input.startTime));
    }
    const uid = `${input.repeatWeeks > 1 ? 'series' : 'visit'}-${ids[0]}@goldenhearts`;
    const visits = dates.map((date) => newVisit(input, date, uid, now));
    for (const [index, visit] of visits.entries()) {
      const id = ids[index]!;
      await createVisit(id, visit);
      undo.push(() => deleteVisit(id));
    }
    // The pair ended meanwhile (an unlink, a No): its visits go with it.
    // The claim's holder moves the figures: of racing first assignments exactly one does.
    const change: RecordedChange = {
      ...(claimedLink && { figures: { requested: -1, assigned: 1 } }),
      audit: visitAudit('assign', visits[0]!, session, now, input.repeatWeeks > 1 ? { weeks: String(input.repeatWeeks) } : {}),
    };
    if ((await syncPair(input.vemail, input.semail, now, change)) === null) throw new ServiceError('linkNotRequested');
    await mailNewVisits(visits[0]!, input.repeatWeeks, participants(volunteer, senior), now);
    return ids;
  } catch (error) {
    await undoAll(error);
    throw error;
  }
}

function newVisit(input: Assignment, date: string, uid: string, now: number): VisitDoc {
  const { startAt } = visitTiming(date, input.startTime, input.endTime);
  const calendar: VisitCalendar = input.repeatWeeks > 1 ? { uid, sequence: 0, recurrenceId: startAt } : { uid, sequence: 0 };
  const { vemail: volunteer, semail: senior, task, city, startTime, endTime } = input;
  return scheduledVisit({ volunteer, senior, task, city, date, startTime, endTime }, calendar, now);
}

/**
 * Brings the pair up to date after any change: both links show the next Scheduled visit to
 * come (or none), and `pairs/{id}` holds when that visit ends and from when the pair counts as
 * lapsed, adding `change` to the record in the same commit. Does nothing if the pair is no
 * longer linked. Answers the pair's quietFrom, or null.
 */
export async function syncPair(vemail: string, semail: string, now: number, change: RecordedChange = {}): Promise<number | null> {
  const pair = pairKey(vemail, semail);
  const [volunteer, senior, next, latest, lastDone] = await Promise.all([
    readPerson('volunteer', vemail), readPerson('senior', semail),
    pairVisits(pair, VISIT_STATUS.scheduled, 'asc', 1, now),
    pairVisits(pair, VISIT_STATUS.scheduled, 'desc', 1),
    pairVisits(pair, VISIT_STATUS.done, 'desc', 1),
  ]);
  if (!volunteer?.senior || !senior?.volunteer || !linkedBetween(volunteer, senior)) return null;
  const link = volunteer.senior;
  const upcoming = next[0];
  const { answer, ansTime } = senior.volunteer;
  const details = {
    status: LINK_STATUS.assigned, reqTime: link.reqTime, ...(answer && { answer, ansTime }),
    ...(upcoming
      ? { task: upcoming.task, date: upcoming.date, startTime: upcoming.startTime, endTime: upcoming.endTime, city: upcoming.city, assTime: upcoming.assignedAt, visitId: upcoming.id }
      : { ...(link.assTime !== undefined && { assTime: link.assTime }) }),
  };
  const views = linkViews(volunteer, senior, details);
  // Each side keeps its own request time (they are the same when the api made the link).
  const onSenior = { ...views.onSenior, reqTime: senior.volunteer.reqTime };
  if (!(await rewriteLinks(vemail, semail, views.onVolunteer, onSenior, change))) return null;
  const quietFrom = pairQuietFrom(link.reqTime, lastDone[0]?.endAt ?? null, latest[0]?.endAt ?? null);
  await writePair(pair, {
    volunteer: vemail, senior: semail, active: true, linkedAt: link.reqTime, nextEndAt: upcoming?.endAt ?? NO_VISIT, quietFrom,
  });
  return quietFrom;
}

/** The visit, if the caller is part of it (anyone else is told it does not exist), in the role named. */
async function ownVisit(id: string, caller: Caller, role: 'volunteer' | 'senior'): Promise<StoredVisit> {
  const visit = await readVisit(id);
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

/** Runs `write` after making the marker; removes the marker if the write fails. */
async function underMark(visitId: string, kind: string, data: Record<string, unknown>, taken: ServiceError, write: () => Promise<void>): Promise<void> {
  if (!(await markVisit(visitId, kind, data))) throw taken;
  try {
    await write();
  } catch (error) {
    await unmarkVisit(visitId, kind).catch(() => {});
    throw error;
  }
}

/** The visit's own volunteer arrives: on its day, from 30 minutes before its start. */
export async function checkIn(caller: Caller, id: string, now = Date.now()): Promise<void> {
  const visit = await ownVisit(id, caller, 'volunteer');
  assertCheckable(visit, now);
  if (visit.checkInAt) throw new ServiceError('alreadyCheckedIn');
  await underMark(id, 'check-in', { at: now }, new ServiceError('alreadyCheckedIn'), () => updateVisit(id, { checkInAt: now }));
}

/** The visit's own volunteer leaves: the visit is Done and its span counts for both people. */
export async function checkOut(caller: Caller, id: string, note: string, now = Date.now()): Promise<void> {
  const visit = await ownVisit(id, caller, 'volunteer');
  assertCheckable(visit, now);
  await underMark(id, 'end', { status: VISIT_STATUS.done, at: now }, new ServiceError('visitNotScheduled'),
    () => updateVisit(id, { status: VISIT_STATUS.done, checkOutAt: now, note }));
  const minutes = visitMinutes(visit.startTime, visit.endTime);
  await Promise.all([
    addDoneMinutes(COLLECTIONS.volunteers, visit.volunteer, minutes), addDoneMinutes(COLLECTIONS.seniors, visit.senior, minutes),
  ]);
  await syncPair(visit.volunteer, visit.senior, now);
}

/** The visit's own senior says how it went, once; 'bad' becomes a concern for the admin. */
export async function giveFeedback(caller: Caller, id: string, mood: VisitMood, text: string, now = Date.now()): Promise<void> {
  const visit = await ownVisit(id, caller, 'senior');
  if (visit.status === VISIT_STATUS.cancelled) throw new ServiceError('visitNotScheduled');
  if (!feedbackOpen(visit, now)) throw new ServiceError('feedbackTooEarly');
  if (visit.feedback) throw new ServiceError('feedbackGiven');
  await underMark(id, 'feedback', { at: now }, new ServiceError('feedbackGiven'), async () => {
    if (mood === 'bad') await raiseConcern(`feedback:${id}`, { kind: 'feedback', volunteer: visit.volunteer, senior: visit.senior, visitId: id, text, at: now });
    await updateVisit(id, { feedback: { mood, text, at: now } });
  });
}

async function plannedVisit(id: string): Promise<StoredVisit> {
  const visit = await readVisit(id);
  if (!visit) throw new ServiceError('visitNotFound');
  if (visit.status !== VISIT_STATUS.scheduled) throw new ServiceError('visitNotScheduled');
  return visit;
}

async function peopleOf(visit: VisitDoc): Promise<Participants> {
  const [volunteer, senior] = await Promise.all([readPerson('volunteer', visit.volunteer), readPerson('senior', visit.senior)]);
  return { volunteer: personOf(visit.volunteer, volunteer), senior: personOf(visit.senior, senior) };
}

export type VisitChange = Partial<Pick<VisitDoc, 'task' | 'date' | 'startTime' | 'endTime'>>;

/**
 * The admin moves a visit (or changes its task): the same calendar UID with the next SEQUENCE
 * (claimed once, so of identical changes at once one wins), a new date and start claimed as a
 * slot of the pair, both e-mailed.
 */
export async function rescheduleVisit(id: string, change: VisitChange, session: string, now = Date.now()): Promise<void> {
  const visit = await plannedVisit(id);
  const parsed = changedVisitSchema(() => now).safeParse({ task: visit.task, date: visit.date, startTime: visit.startTime, endTime: visit.endTime, ...change });
  if (!parsed.success) throw new ServiceError('invalidInput', { message: parsed.error.issues[0]?.message });
  const next = parsed.data;
  // An identical change that came late (or twice) is told so, not sent again with a new SEQUENCE.
  if (next.task === visit.task && next.date === visit.date && next.startTime === visit.startTime && next.endTime === visit.endTime) {
    throw new ServiceError('visitUnchanged');
  }
  const sequence = visit.calendar.sequence + 1;
  const moves = next.date !== visit.date || next.startTime !== visit.startTime;
  await underMark(id, `sequence-${sequence}`, { at: now }, new ServiceError('visitBusy'), async () => {
    if (moves && !(await claimSlot(visit.volunteer, visit.senior, next.date, next.startTime, id))) throw new ServiceError('visitAlreadyAssigned');
    try {
      await updateVisit(id, { ...next, ...visitTiming(next.date, next.startTime, next.endTime), calendar: { ...visit.calendar, sequence } });
    } catch (error) {
      if (moves) await releaseSlot(visit.volunteer, visit.senior, next.date, next.startTime).catch(() => {});
      throw error;
    }
  });
  if (moves) await releaseSlot(visit.volunteer, visit.senior, visit.date, visit.startTime);
  const moved: VisitDoc = { ...visit, ...next, ...visitTiming(next.date, next.startTime, next.endTime), calendar: { ...visit.calendar, sequence } };
  const was = `${visit.date} ${visit.startTime}-${visit.endTime}`;
  await syncPair(visit.volunteer, visit.senior, now, { audit: visitAudit('reschedule', moved, session, now, { was }) });
  await mailRescheduled(moved, await peopleOf(visit), now);
}

/**
 * Ends Scheduled visits as Cancelled (each claimed once against a check-out or the job) and
 * frees their slots; answers those this call cancelled, as their calendars must now hold them.
 */
export async function cancelVisits(visits: StoredVisit[], now: number): Promise<StoredVisit[]> {
  const cancelled: StoredVisit[] = [];
  for (const visit of visits) {
    const calendar = { ...visit.calendar, sequence: visit.calendar.sequence + 1 };
    try {
      await underMark(visit.id, 'end', { status: VISIT_STATUS.cancelled, at: now }, new ServiceError('visitNotScheduled'),
        () => updateVisit(visit.id, { status: VISIT_STATUS.cancelled, cancelledAt: now, calendar }));
    } catch (error) {
      if (error instanceof ServiceError && error.code === 'visitNotScheduled') continue;
      throw error;
    }
    await releaseSlot(visit.volunteer, visit.senior, visit.date, visit.startTime);
    cancelled.push({ ...visit, status: VISIT_STATUS.cancelled, calendar });
  }
  return cancelled;
}

/** The admin cancels one visit: both get a METHOD:CANCEL invitation. */
export async function cancelVisit(id: string, session: string, now = Date.now()): Promise<void> {
  const visit = await plannedVisit(id);
  const [cancelled] = await cancelVisits([visit], now);
  if (!cancelled) throw new ServiceError('visitNotScheduled');
  await syncPair(visit.volunteer, visit.senior, now, { audit: visitAudit('cancel', visit, session, now) });
  await mailCancelled([cancelled], await peopleOf(visit), 'byAdmin', now);
}

/** A visit as GET /visits shows it. */
export function visitView(visit: StoredVisit) {
  const { id, volunteer, senior, task, city, date, startTime, endTime, startAt, endAt, status, checkInAt, checkOutAt, note, feedback } = visit;
  return {
    id, volunteer, senior, task, city, date, startTime, endTime, startAt, endAt, status, checkInAt, checkOutAt, note, feedback,
    hours: hoursOf(visitMinutes(startTime, endTime)),
  };
}

/**
 * The caller's visits: those still to end (soonest first, only on the first page) and a page of
 * past ones (latest first, before `before`), with `nextBefore` for the next page; `hours` is the
 * total of their done visits (kept as minutes on their document at each check-out).
 */
export async function myVisits(caller: Caller, { limit, before }: { limit: number; before?: number }, now = Date.now()) {
  const volunteer = await readPerson('volunteer', caller.email);
  const person = volunteer ?? (await registeredPerson('senior', caller.email));
  const side = volunteer ? 'volunteer' : 'senior';
  const [upcoming, past] = await Promise.all([
    before === undefined ? visitsFrom(side, caller.email, now, limit) : Promise.resolve([]),
    visitsBefore(side, caller.email, before ?? now, limit),
  ]);
  return {
    visits: [...upcoming, ...past].map(visitView),
    hours: hoursOf(person.doneMinutes ?? 0),
    nextBefore: past.length === limit ? past.at(-1)!.endAt : null,
  };
}
