/**
 * The daily visit job: the onSchedule function at 18:00 India time, the local
 * stack's timer and POST /{key}/jobs/reminders all run this. Every step is idempotent, each
 * visit and pair changed in a transaction that reads it first: however often it runs, each
 * person gets one reminder per visit, each visit is marked Missed once, each lapse is reported
 * once.
 */
import { DAY_MS, VISIT_TIME_ZONE } from '@gh/common/constants';
import { dateInZone } from '@gh/common/time';
import { VISIT_STATUS, districtOf, type PairDoc } from '@gh/common/visits';
import { inTransaction } from '../../store/firebase.ts';
import { readPerson } from '../../store/people.ts';
import { activePairsDue } from '../../store/pairs.ts';
import {
  concernExistsIn,
  raiseConcernIn,
  scheduledDayOver,
  scheduledOn,
  updateVisitIn,
  visitIn,
  type StoredVisit,
} from '../../store/visits.ts';
import { mailConcern } from './concerns.ts';
import { pairStateIn, pairSync, syncPairIn, writeSyncIn } from '../pairs/pair-sync.ts';
import { personOf, type Person } from '../notify/notify.ts';
import { mailLapsedDigest, mailReminder, type LapsedPair } from './visit-mail.ts';

/** One page of a query; a run reads at most PAGES of them per step (the next run goes on). */
const PAGE = 200;
const PAGES = 5;

export interface JobReport {
  reminders: number;
  missed: number;
  advanced: number;
  lapsed: number;
}

export async function runVisitJob(now = Date.now()): Promise<JobReport> {
  const reminders = await sendReminders(now);
  const missed = await markMissed(now);
  const advanced = await advancePairs(now);
  const lapsed = await reportLapsed(now);
  return { reminders, missed, advanced, lapsed };
}

/** Each person's visits of tomorrow (India), one reminder per visit and person who wants it, for its date and start. */
async function sendReminders(now: number): Promise<number> {
  const tomorrow = dateInZone(now + DAY_MS, VISIT_TIME_ZONE.offsetMinutes);
  const people = new Map<string, Promise<Person>>();
  const personNamed = (type: 'volunteer' | 'senior', email: string) => {
    if (!people.has(email))
      people.set(
        email,
        readPerson(type, email).then((doc) => personOf(email, doc)),
      );
    return people.get(email)!;
  };
  let sent = 0;
  let after: StoredVisit | undefined;
  for (let page = 0; page < PAGES; page++) {
    const visits = await scheduledOn(tomorrow, PAGE, after);
    for (const visit of visits) {
      const due = await claimReminder(visit.id, tomorrow);
      if (!due) continue;
      const [volunteer, senior] = await Promise.all([personNamed('volunteer', due.volunteer), personNamed('senior', due.senior)]);
      sent += await mailReminder(due, { volunteer, senior });
    }
    if (visits.length < PAGE) break;
    after = visits.at(-1);
  }
  return sent;
}

/** Records that the visit's people are reminded of its date and start, once; answers the visit when this call did. */
function claimReminder(id: string, date: string): Promise<StoredVisit | null> {
  return inTransaction(async (tx) => {
    const visit = await visitIn(tx, id);
    if (visit?.status !== VISIT_STATUS.scheduled || visit.date !== date) return null;
    const reminded = `${visit.date} ${visit.startTime}`;
    if (visit.reminded === reminded) return null;
    updateVisitIn(tx, id, { reminded });
    return visit;
  });
}

/** Scheduled visits whose day is over without a check-out become Missed, and a concern. */
async function markMissed(now: number): Promise<number> {
  let missed = 0;
  for (let page = 0; page < PAGES; page++) {
    const visits = await scheduledDayOver(now, PAGE);
    for (const visit of visits) {
      if (!(await markOneMissed(visit.id, now))) continue;
      missed++;
      await mailConcern(`missed:${visit.id}`, now);
    }
    if (visits.length < PAGE) break;
  }
  return missed;
}

function markOneMissed(id: string, now: number): Promise<boolean> {
  return inTransaction(async (tx) => {
    const visit = await visitIn(tx, id);
    if (visit?.status !== VISIT_STATUS.scheduled || visit.dayOverAt > now) return false;
    const state = await pairStateIn(tx, visit.volunteer, visit.senior);
    raiseConcernIn(tx, `missed:${id}`, {
      kind: 'missed',
      volunteer: visit.volunteer,
      senior: visit.senior,
      visitId: id,
      text: '',
      at: now,
      districtKey: visit.districtKey ?? districtOf(state.senior?.place),
    });
    updateVisitIn(tx, id, { status: VISIT_STATUS.missed });
    syncPairIn(tx, state, [{ ...visit, status: VISIT_STATUS.missed }], now);
    return true;
  });
}

/** Pairs whose next visit has ended: their links move on to the visit after it. */
async function advancePairs(now: number): Promise<number> {
  const pairs = await activePairsDue('nextEndAt', now, PAGE);
  for (const pair of pairs) {
    await inTransaction(async (tx) => syncPairIn(tx, await pairStateIn(tx, pair.volunteer, pair.senior), [], now));
  }
  return pairs.length;
}

/**
 * Linked pairs with no done visit in 14 days and none to come: a concern each, once per lapse
 * (named by when it began), and one digest of the new ones to the admin inbox.
 */
async function reportLapsed(now: number): Promise<number> {
  const lapsed: LapsedPair[] = [];
  for (const pair of await activePairsDue('quietFrom', now, PAGE)) {
    const reported = await reportLapse(pair, now);
    if (reported) lapsed.push(reported);
  }
  if (lapsed.length) await mailLapsedDigest(lapsed, dateInZone(now, VISIT_TIME_ZONE.offsetMinutes));
  return lapsed.length;
}

/** The pair's lapse, if it has one this call is first to report. */
function reportLapse({ volunteer, senior }: PairDoc, now: number): Promise<LapsedPair | null> {
  return inTransaction(async (tx) => {
    const state = await pairStateIn(tx, volunteer, senior);
    const sync = pairSync(state, [], now);
    if (!sync.links || sync.pair.quietFrom === null || sync.pair.quietFrom > now) {
      writeSyncIn(tx, state, sync);
      return null;
    }
    const { quietFrom } = sync.pair;
    const id = `lapsed:${volunteer}>${senior}>${quietFrom}`;
    const known = await concernExistsIn(tx, id);
    // Reported: out of the query until a change works it out again.
    writeSyncIn(tx, state, { ...sync, pair: { ...sync.pair, quietFrom: null } });
    if (known) return null;
    // Told by the digest below, which names every new lapse.
    const districtKey = districtOf(state.senior?.place);
    raiseConcernIn(tx, id, { kind: 'lapsed', volunteer, senior, visitId: null, text: '', at: now, mailedAt: now, districtKey });
    return { volunteer, senior, quietFrom };
  });
}
