/**
 * The daily visit job (issue 14): the onSchedule function at 18:00 India time, the local
 * stack's timer and POST /{key}/jobs/reminders all run this. Every step is idempotent, with a
 * marker per visit and kind: however often it runs, each person gets one reminder per visit,
 * each visit is marked Missed once, each lapse is reported once.
 */
import { DAY_MS, VISIT_TIME_ZONE } from '@gh/common/constants';
import { dateInZone } from '@gh/common/time';
import { NO_VISIT, VISIT_STATUS, pairKey } from '@gh/common/visits';
import { readPerson } from '../store/people.ts';
import {
  activePairsDue, markVisit, raiseConcern, scheduledDayOver, scheduledOn, unmarkVisit, updateVisit, writePair, type StoredVisit,
} from '../store/visits.ts';
import { mailLapsedDigest, mailReminder, personOf, type LapsedPair, type Person } from './visit-mail.ts';
import { syncPair } from './visits.ts';

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

/** Each person's visits of tomorrow (India), one mail per visit and person, for its date and start. */
async function sendReminders(now: number): Promise<number> {
  const tomorrow = dateInZone(now + DAY_MS, VISIT_TIME_ZONE.offsetMinutes);
  const people = new Map<string, Promise<Person>>();
  const personNamed = (type: 'volunteer' | 'senior', email: string) => {
    if (!people.has(email)) people.set(email, readPerson(type, email).then((doc) => personOf(email, doc)));
    return people.get(email)!;
  };
  let sent = 0;
  let after: string | undefined;
  for (let page = 0; page < PAGES; page++) {
    const visits = await scheduledOn(tomorrow, PAGE, after);
    for (const visit of visits) {
      const volunteer = await personNamed('volunteer', visit.volunteer);
      const senior = await personNamed('senior', visit.senior);
      for (const [me, other, role] of [[volunteer, senior, 'volunteer'], [senior, volunteer, 'senior']] as const) {
        if (!(await markVisit(visit.id, `reminder-${role}-${visit.date}-${visit.startTime}`, { at: now }))) continue;
        await mailReminder(visit, me, other, role);
        sent++;
      }
    }
    if (visits.length < PAGE) break;
    after = visits.at(-1)!.id;
  }
  return sent;
}

/** Scheduled visits whose day is over without a check-out become Missed, and a concern. */
async function markMissed(now: number): Promise<number> {
  let missed = 0;
  for (let page = 0; page < PAGES; page++) {
    const visits = await scheduledDayOver(now, PAGE);
    for (const visit of visits) if (await markOneMissed(visit, now)) missed++;
    if (visits.length < PAGE) break;
  }
  return missed;
}

async function markOneMissed(visit: StoredVisit, now: number): Promise<boolean> {
  if (!(await markVisit(visit.id, 'end', { status: VISIT_STATUS.missed, at: now }))) return false;
  try {
    await raiseConcern(`missed:${visit.id}`, { kind: 'missed', volunteer: visit.volunteer, senior: visit.senior, visitId: visit.id, text: '', at: now });
    await updateVisit(visit.id, { status: VISIT_STATUS.missed });
  } catch (error) {
    await unmarkVisit(visit.id, 'end').catch(() => {});
    throw error;
  }
  await syncPair(visit.volunteer, visit.senior, now);
  return true;
}

/** Pairs whose next visit has ended: their links move on to the visit after it. */
async function advancePairs(now: number): Promise<number> {
  const pairs = await activePairsDue('nextEndAt', now, PAGE);
  for (const pair of pairs) await syncPair(pair.volunteer, pair.senior, now);
  return pairs.length;
}

/**
 * Linked pairs with no done visit in 14 days and none to come: a concern each, once per lapse
 * (named by when it began), and one digest of the new ones to the admin inbox.
 */
async function reportLapsed(now: number): Promise<number> {
  const due = await activePairsDue('quietFrom', now, PAGE);
  const lapsed: LapsedPair[] = [];
  for (const pair of due) {
    const quietFrom = await syncPair(pair.volunteer, pair.senior, now);
    if (quietFrom === null) {
      await writePair(pairKey(pair.volunteer, pair.senior), { active: false });
      continue;
    }
    if (quietFrom > now) continue;
    const concern = { kind: 'lapsed' as const, volunteer: pair.volunteer, senior: pair.senior, visitId: null, text: '', at: now };
    if (await raiseConcern(`lapsed:${pair.volunteer}>${pair.senior}>${quietFrom}`, concern)) lapsed.push({ ...pair, quietFrom });
    // Reported: out of the query until a change computes it again.
    await writePair(pairKey(pair.volunteer, pair.senior), { quietFrom: NO_VISIT });
  }
  if (lapsed.length) await mailLapsedDigest(lapsed, dateInZone(now, VISIT_TIME_ZONE.offsetMinutes));
  return lapsed.length;
}
