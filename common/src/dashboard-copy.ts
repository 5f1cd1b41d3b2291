/**
 * What a member's dashboard shows first: its listeners, named as the phone keeps their answers
 * (web/src/lib/lastSeen.ts), and how their first answers are read. A verified sign-in code
 * answers the same documents beside the session (functions' dashboard copy), so the dashboard
 * can show them while the Firebase SDKs still load; both sides read them by these rules.
 */
import { VISIT_TIME_ZONE } from './constants.ts';
import type { MatchesDoc, SeniorDoc, VolunteerDoc } from './documents.ts';
import { dateInZone, visitSpan } from './time.ts';
import type { VisitDoc } from './visits.ts';

/** The dashboard's listeners whose answers the phone keeps, by the name they are kept under. */
export const DASHBOARD_LISTENERS = { member: 'member', matches: 'matches', near: 'visits:near', earlier: 'visits:earlier' } as const;

/**
 * How many of each visit list the dashboard shows first, and how many more each Show more. Each
 * page's listener reads one more, to know whether there is more.
 */
export const VISITS_PAGE = { near: 6, earlier: 5 } as const;

/** A visit as a list of them answers it: its fields and its id. */
export type ListedVisit = VisitDoc & { id: string };

/** The first answers of the dashboard's listeners, by the names of DASHBOARD_LISTENERS. */
export interface DashboardCopy {
  member: SeniorDoc | VolunteerDoc;
  matches: MatchesDoc | null;
  'visits:near': ListedVisit[];
  'visits:earlier': ListedVisit[];
}

/**
 * Where the dashboard's two visit lists part: the start of today in India. Visits ending from
 * then on are 'near' (soonest first, VISITS_PAGE.near of them), the others 'earlier' (latest
 * first); together they are every visit once, whichever day the page stays open into.
 */
export function todayStartInIndia(now: number): number {
  const today = dateInZone(now, VISIT_TIME_ZONE.offsetMinutes);
  return visitSpan(today, '00:00', '00:00', VISIT_TIME_ZONE.offsetMinutes).start;
}
