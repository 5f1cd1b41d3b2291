/**
 * A pair's documents kept in step with its visits. `pairs/{id}` keeps the pair's
 * Scheduled visits (one per date and start) and when it last had a done one; both links show
 * the next Scheduled visit to come (or none), so GET /volunteer/{email} and GET /senior/{email}
 * answer as spec section 3 says; `nextEndAt` and `quietFrom` are what the daily job queries.
 * All of it is worked out in the transaction that changes the visits, from the pair as it read
 * it (both people and `pairs/{id}`, by id) and what it changes, and written in the same commit.
 */
import { LINK_STATUS } from '@gh/common/constants';
import type { Link, SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { linkViews } from '@gh/common/link-views';
import { VISIT_STATUS, pairQuietFrom, scheduleEntry, type PairDoc, type ScheduledVisit } from '@gh/common/visits';
import { addToRecord, cityOf, type RecordedChange } from '../../store/admin-record.ts';
import { familyIn, writeFamilyIn, type Family } from '../circle/family-views.ts';
import type { Transaction } from '../../store/firebase.ts';
import { linkUpdate } from '../../store/links.ts';
import { pairIn, writePairIn, type PairRead } from '../../store/pairs.ts';
import { mergePairUpdates, updatePairIn, type PairUpdate } from '../../store/people.ts';
import type { StoredVisit } from '../../store/visits.ts';

export const linkedBetween = (volunteer: VolunteerDoc, senior: SeniorDoc) =>
  volunteer.senior?.email === senior.email && senior.volunteer?.email === volunteer.email;

/** A pair as a transaction read it. */
export interface PairState extends PairRead {
  volunteerEmail: string;
  seniorEmail: string;
  /** Her family's views, which the change keeps in step with her visits and her volunteer. */
  family: Family;
}

export async function pairStateIn(tx: Transaction, volunteerEmail: string, seniorEmail: string): Promise<PairState> {
  const [pair, family] = await Promise.all([pairIn(tx, volunteerEmail, seniorEmail), familyIn(tx, seniorEmail)]);
  return { ...pair, volunteerEmail, seniorEmail, family };
}

/** Whether the pair has a Scheduled visit (other than `except`) on `date` at `startTime`. */
export function slotTaken({ doc }: PairState, date: string, startTime: string, except?: string): boolean {
  return Object.entries(doc?.scheduled ?? {}).some(([id, visit]) => id !== except && visit.date === date && visit.startTime === startTime);
}

/** The pair's schedule once `changed` (this transaction's new and changed visits) are written. */
export function scheduleAfter({ doc }: PairState, changed: readonly StoredVisit[]): Pick<PairDoc, 'scheduled' | 'lastDoneAt'> {
  const scheduled = { ...doc?.scheduled };
  let lastDoneAt = doc?.lastDoneAt ?? null;
  for (const visit of changed) {
    if (visit.status === VISIT_STATUS.scheduled) scheduled[visit.id] = scheduleEntry(visit);
    else delete scheduled[visit.id];
    if (visit.status === VISIT_STATUS.done) lastDoneAt = Math.max(lastDoneAt ?? 0, visit.endAt);
  }
  return { scheduled, lastDoneAt };
}

/** The pair's document as it stands before this change (a pair without visits yet has none). */
export const pairBase = ({ doc, volunteerEmail, seniorEmail }: PairState, linkedAt: number): PairDoc =>
  doc ?? {
    volunteer: volunteerEmail,
    senior: seniorEmail,
    active: false,
    linkedAt,
    scheduled: {},
    lastDoneAt: null,
    nextEndAt: null,
    quietFrom: null,
  };

/** What a pair's documents show after a change: both links (null once they are not linked) and `pairs/{id}`. */
export interface PairSync {
  links: Required<PairUpdate> | null;
  pair: PairDoc;
}

export function pairSync(state: PairState, changed: readonly StoredVisit[], now: number): PairSync {
  const { volunteer, senior } = state;
  const schedule = scheduleAfter(state, changed);
  if (!volunteer?.senior || !senior?.volunteer || !linkedBetween(volunteer, senior)) {
    return { links: null, pair: { ...pairBase(state, now), ...schedule, active: false, nextEndAt: null } };
  }
  const link = volunteer.senior;
  const visits = Object.entries(schedule.scheduled)
    .map(([id, visit]): ScheduledVisit & { id: string } => ({ ...visit, id }))
    .sort((a, b) => a.endAt - b.endAt);
  const next = visits.find((visit) => visit.endAt >= now);
  const { answer, ansTime } = senior.volunteer;
  const details = {
    status: LINK_STATUS.assigned,
    reqTime: link.reqTime,
    ...(answer && { answer, ansTime }),
    ...(next
      ? {
          task: next.task,
          date: next.date,
          startTime: next.startTime,
          endTime: next.endTime,
          city: next.city,
          assTime: next.assignedAt,
          visitId: next.id,
        }
      : { ...(link.assTime !== undefined && { assTime: link.assTime }) }),
  };
  const views = linkViews(volunteer, senior, details);
  // Each side keeps its own request time (they are the same when the api made the link).
  const onSenior = { ...views.onSenior, reqTime: senior.volunteer.reqTime };
  return {
    links: linkUpdate(views.onVolunteer, onSenior),
    pair: {
      ...pairBase(state, link.reqTime),
      ...schedule,
      active: true,
      linkedAt: link.reqTime,
      nextEndAt: next?.endAt ?? null,
      quietFrom: pairQuietFrom(link.reqTime, schedule.lastDoneAt, visits.at(-1)?.endAt ?? null),
    },
  };
}

/**
 * Writes `sync` in `tx`, with what the change adds to the record (counted in the volunteer's
 * district, as his document carries the link) and `also` on the people (their done minutes),
 * and her family's views: her visits with `changed` (this commit's), and her volunteer while
 * they are linked.
 */
export function writeSyncIn(
  tx: Transaction,
  state: PairState,
  sync: PairSync,
  change: RecordedChange = {},
  also: PairUpdate = {},
  changed: readonly StoredVisit[] = [],
): void {
  updatePairIn(tx, state.volunteerEmail, state.seniorEmail, mergePairUpdates(sync.links ?? {}, also));
  writePairIn(tx, sync.pair);
  addToRecord(tx, { city: cityOf(state.volunteer), ...change });
  writeFamilyIn(tx, state.family, { visits: changed, ...(sync.links && { volunteer: sync.links.senior.volunteer as Link | null }) });
}

/** pairSync and writeSyncIn in one: the pair's documents in step with `changed`. */
export function syncPairIn(
  tx: Transaction,
  state: PairState,
  changed: readonly StoredVisit[],
  now: number,
  change?: RecordedChange,
  also?: PairUpdate,
): void {
  writeSyncIn(tx, state, pairSync(state, changed, now), change, also, changed);
}
