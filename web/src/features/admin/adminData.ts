/**
 * What the admin dashboard shows (spec section 2, /admin): each panel is its own live query,
 * newest first and paged, on top-level fields the services keep (admin-fields.ts);
 * firestore.indexes.json holds an index for each. Rows are built here, pure, so they are tested
 * without a browser.
 */
import { SEARCH_FIELD, searchKeysFor } from '@gh/common/admin-fields';
import { APPLICATION_STATUS, COLLECTIONS, LINK_STATUS, type ApplicationStatus } from '@gh/common/constants';
import type { AdminStats, ApplicationDoc, Link, VolunteerDoc } from '@gh/common/documents';
import type { Lang } from '@gh/common/i18n';
import { DISTRICT_FIELD, STAFF_CITIES_MAX } from '@gh/common/staff';
import { timeIn, visitDateIn } from '@gh/common/locale-format';
import type { Translate } from '@gh/common/translate';
import { VISIT_STATUS, type VisitDoc } from '@gh/common/visits';
import type { MessageKey } from '../../i18n/areas';
import type { LiveFilter, LiveQueryShape } from '../../lib/live';

/** One panel's query: a collection, at most one equality filter and an order (newest first, or soonest first). */
export interface PanelQuery {
  path: string;
  filters: readonly LiveFilter[];
  orderBy: NonNullable<LiveQueryShape['orderBy']>;
  /** Listens at once, near the screen or not: what the admin reads first (open concerns, Pending). */
  eager?: boolean;
}

const byStatus = (status: ApplicationStatus, time: 'submittedAt' | 'decidedAt'): PanelQuery => ({
  path: COLLECTIONS.applications,
  filters: [['status', '==', status]],
  orderBy: [time, 'desc'],
});
const byLink = (status: Link['status']): PanelQuery => ({
  path: COLLECTIONS.volunteers,
  filters: [['linkStatus', '==', status]],
  orderBy: ['linkAt', 'desc'],
});

/**
 * The admin search's filter for what was typed: `search.<key> == true` for any key of it
 * (searchKeysFor, a FieldPath: a key may hold a dot); none when there is nothing to look up.
 */
export function searchFilters(typed: string): LiveFilter[] {
  const wheres = searchKeysFor(typed).map((key) => [[SEARCH_FIELD, key], '==', true] as const);
  return wheres.length > 1 ? [{ or: wheres }] : wheres;
}

export const PANEL_QUERIES = {
  pending: { ...byStatus(APPLICATION_STATUS.submitted, 'submittedAt'), eager: true },
  accepted: byStatus(APPLICATION_STATUS.accepted, 'decidedAt'),
  rejected: byStatus(APPLICATION_STATUS.rejected, 'decidedAt'),
  requested: byLink(LINK_STATUS.requested),
  assigned: byLink(LINK_STATUS.assigned),
  /** The planned visits, soonest first (a visit whose day passed stays until the daily job marks it Missed). */
  upcoming: { path: COLLECTIONS.visits, filters: [['status', '==', VISIT_STATUS.scheduled]], orderBy: ['startAt', 'asc'] },
  /** Bad feedback, missed visits and lapsed pairs, newest first. */
  concerns: { path: COLLECTIONS.concerns, filters: [], orderBy: ['at', 'desc'] },
  /** The open concerns, on top of the page until handled, newest first. */
  openConcerns: { path: COLLECTIONS.concerns, filters: [['status', '==', 'open']], orderBy: ['at', 'desc'], eager: true },
} as const satisfies Record<string, PanelQuery>;

/** Where a document keeps its district: a person's or application's place, a visit's or concern's own field (its senior's). */
const cityFieldOf = (path: string) => (path === COLLECTIONS.visits || path === COLLECTIONS.concerns ? 'districtKey' : DISTRICT_FIELD);

/**
 * A panel's query narrowed to a coordinator's cities (its district `in` them): firestore.rules
 * let a coordinator list applications, people, visits and concerns only so.
 */
export const inCitiesQuery = (query: PanelQuery, cities: readonly string[]): PanelQuery => ({
  ...query,
  filters: [...query.filters, [cityFieldOf(query.path), 'in', [...cities]]],
});

/** A panel's query as an owner (no `cities`) or a coordinator (of `cities`) asks it. */
export const panelQueryFor = (query: PanelQuery, cities?: readonly string[]): PanelQuery => (cities ? inCitiesQuery(query, cities) : query);

/**
 * A person's visits on their profile, latest end first (the same indexes as the dashboard's past
 * visits), or for a coordinator those of their `cities` (a composite index each).
 */
export const visitHistoryQuery = (role: 'volunteer' | 'senior', email: string, cities?: readonly string[]): PanelQuery =>
  panelQueryFor({ path: COLLECTIONS.visits, filters: [[role, '==', email]], orderBy: ['endAt', 'desc'] }, cities);

/** Activity: every audit entry, newest first (one field's order needs no composite index). */
export const ACTIVITY_QUERY: PanelQuery = { path: COLLECTIONS.audit, filters: [], orderBy: ['at', 'desc'] };

/** Activity of one member of staff (`session` their e-mail), newest first. */
export const activityByQuery = (session: string): PanelQuery => ({ ...ACTIVITY_QUERY, filters: [['session', '==', session]] });

/**
 * The open grievances, soonest due first: the grievance officer's list and the owners'
 * (firestore.rules lets the officer read grievances, not the panels above).
 */
export const GRIEVANCES_QUERY: PanelQuery = {
  path: COLLECTIONS.grievances,
  filters: [['status', '==', 'open']],
  orderBy: ['dueBy', 'asc'],
  eager: true,
};

/** The members of staff, newest first (an owner's read; one field's order needs no composite index). */
export const STAFF_QUERY: PanelQuery = { path: COLLECTIONS.staff, filters: [], orderBy: ['addedAt', 'desc'] };

export type ApplicationPanel = 'pending' | 'accepted' | 'rejected';

/** A coordinator's or viewer's figures: the kept figures of each of their cities, one document each. */
export const cityStatsQuery = (cities: readonly string[]) => ({
  path: COLLECTIONS.cityStats,
  filters: [['districtKey', 'in', [...cities]]] as const satisfies readonly LiveFilter[],
  limit: STAFF_CITIES_MAX,
});

/** The figures a coordinator or viewer reads: their cities' people first, then applications and links. */
export const CITY_FIGURES = [
  'seniors',
  'volunteers',
  'submitted',
  'accepted',
  'rejected',
  'requested',
  'assigned',
] as const satisfies readonly (keyof AdminStats)[];

/** The figures of several cities added up (a city with no document yet counts nothing). */
export function sumOfCities(cities: readonly Partial<AdminStats>[]): Partial<AdminStats> {
  return Object.fromEntries(CITY_FIGURES.map((figure) => [figure, cities.reduce((sum, city) => sum + (city[figure] ?? 0), 0)]));
}

/** The application panels a coordinator's page lists, each narrowed to their cities (inCitiesQuery). */
export const COORDINATOR_PANELS: readonly ApplicationPanel[] = ['pending', 'accepted', 'rejected'];
/** The concerns, visits and pairs (by their volunteer's district) a coordinator's page lists, narrowed the same way. */
export const COORDINATOR_CARE_PANELS = [
  'openConcerns',
  'upcoming',
  'requested',
  'assigned',
] as const satisfies readonly (keyof typeof PANEL_QUERIES)[];

export interface ApplicationRow {
  email: string;
  name: string;
  /** The skills of the volunteer registered with this e-mail, shown by their labels. */
  skills: string[];
  /** What the application itself says: the languages spoken, and when they are free. */
  languages: string[];
  availability: string;
  status: ApplicationStatus;
  submittedAt: number;
  decidedAt?: number;
  /** A rejection's reason, '' or absent when none was given. */
  reason?: string;
}

/** A volunteer with a link to a senior, as the Requested and Assigned panels show them. */
export interface LinkedVolunteer {
  name: string;
  email: string;
  city: string;
  /** As registered: what the Requested panel shows and compares with the senior's interests. */
  skillList: string[];
  availability: string[];
  senior: Link;
  /** What the Assign form says plainly is missing: a photo for the senior's card, an identity check. */
  hasPhoto: boolean;
  idChecked: boolean;
}

export function applicationRow(application: ApplicationDoc): ApplicationRow {
  return {
    email: application.email,
    name: application.fullName,
    skills: application.volunteerSkills ?? [],
    languages: application.languages ?? [],
    availability: application.availability ?? '',
    status: application.status,
    submittedAt: application.submittedAt,
    decidedAt: application.decidedAt,
    reason: application.status === APPLICATION_STATUS.rejected ? application.reason : undefined,
  };
}

/** A volunteer of the Requested or Assigned panel; null if their link ended meanwhile. */
export function linkedVolunteer({
  name,
  email,
  city,
  skills,
  availability,
  senior,
  photo,
  idChecked,
}: VolunteerDoc): LinkedVolunteer | null {
  if (!senior) return null;
  return {
    name,
    email,
    city,
    skillList: skills ?? [],
    availability: availability ?? [],
    senior,
    hasPhoto: Boolean(photo),
    idChecked: idChecked === true,
  };
}

/** When a visit is, as the admin reads it: 'Thursday, 12 March 2026, 10:00 AM to 11:30 AM' (India wall-clock), in `lang`. */
export const visitWhenText = (
  { date, startTime, endTime }: Pick<VisitDoc, 'date' | 'startTime' | 'endTime'>,
  t: Translate<MessageKey>,
  lang: Lang,
) => t('admin.when', { date: visitDateIn(date, lang), start: timeIn(startTime, lang), end: timeIn(endTime, lang) });
