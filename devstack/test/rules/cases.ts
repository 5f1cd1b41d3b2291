/**
 * The table the rules are proved against: each request the web app makes (and each read or
 * write the rules must refuse), with the identities that may make it; every other identity in
 * EVERYONE must be refused. Admin queries are the app's own (adminData.ts); the dashboard's are
 * built as useDashboardData.ts and useVisits.ts build them.
 */
import { SEARCH_LIMIT } from '@gh/common/admin-fields';
import { ADMIN_STATS_ID, COLLECTIONS } from '@gh/common/constants';
import { NOTICE_VERSION, consentKey } from '@gh/common/consent';
import { VISITS_PAGE } from '@gh/common/dashboard-copy';
import {
  ACTIVITY_QUERY,
  COORDINATOR_CARE_PANELS,
  COORDINATOR_PANELS,
  GRIEVANCES_QUERY,
  PANEL_QUERIES,
  STAFF_QUERY,
  cityStatsQuery,
  inCitiesQuery,
  searchFilters,
  visitHistoryQuery,
} from '@gh/web/admin-queries';
import { DISTRICT_FIELD } from '@gh/common/staff';
import { GRIEVANCE_OFFICER_ID, GRIEVANCES_LISTED } from '@gh/common/grievances';
import { CIRCLE_MAX_MEMBERS } from '@gh/common/circle';
import { cityStatsId } from '@gh/common/places';
import {
  DEEPAS_CIRCLE,
  DEEPA_REMOVED,
  DOCUMENTS,
  MEERA,
  MUMBAIS_CONCERN,
  NINA,
  OMARS_CIRCLE,
  OTHERS_VISIT,
  PAIR,
  PUNES_CONCERN,
  SUNILS_GRIEVANCE,
  USHAS_GRIEVANCE,
  PROBE,
  SINCE,
  USHAS_PAST_VISIT,
  USHAS_VISIT,
  VISIT_AHEAD,
  VISIT_PAST,
} from './fixtures.ts';
import {
  ADMINS,
  CHITRA,
  COORDINATOR,
  DEEPA,
  EVERYONE,
  FAMILY,
  KIRAN,
  MUMBAI,
  OFFICER,
  OMAR,
  OTHER,
  PUNE,
  SENIOR,
  SITA,
  SUNIL,
  UMA,
  UNPROVEN,
  USHA,
  VERA,
  VIEWER,
  VIKRAM,
  VOLUNTEER,
  type Identity,
} from './identities.ts';
import { collectionOf, type ListQuery, type Request } from './requests.ts';
import { BLOCKS, blockFor } from './rules-text.ts';

export interface Row {
  request: Request;
  /** Who may make it; everyone else is refused. */
  may: readonly Identity[];
}

export interface Case {
  who: Identity;
  request: Request;
}

/** One page and the one beyond it, as the admin's panels ask (usePagedQuery.ts, PAGE_SIZE 20). */
const PANEL_LIMIT = 21;
/** The dashboard's first near page and the one beyond. */
const VISITS_LIMIT = VISITS_PAGE.near + 1;

/** A person's two visit lists, split at SINCE, filtered on their side of the visit. */
const visitLists = (side: 'volunteer' | 'senior', email: string): ListQuery[] => [
  {
    path: COLLECTIONS.visits,
    filters: [
      [side, '==', email],
      ['endAt', '>=', SINCE],
    ],
    orderBy: ['endAt', 'asc'],
    limit: VISITS_LIMIT,
  },
  {
    path: COLLECTIONS.visits,
    filters: [
      [side, '==', email],
      ['endAt', '<', SINCE],
    ],
    orderBy: ['endAt', 'desc'],
    limit: VISITS_LIMIT,
  },
];

/** The admin's search (adminData.ts searchFilters): `search.<key> == true` for either key of 've', its letters and its sound. */
const searches: ListQuery[] = [COLLECTIONS.applications, COLLECTIONS.volunteers, COLLECTIONS.seniors].map((path) => ({
  path,
  filters: searchFilters('ve'),
  limit: SEARCH_LIMIT,
}));

const adminPanels: ListQuery[] = [...Object.values(PANEL_QUERIES), ACTIVITY_QUERY].map((query) => ({ ...query, limit: PANEL_LIMIT }));

/** A coordinator's page: each application panel narrowed to their cities (adminData.ts). */
const cityPanels = (cities: string[]): ListQuery[] =>
  COORDINATOR_PANELS.map((panel) => ({ ...inCitiesQuery(PANEL_QUERIES[panel], cities), limit: PANEL_LIMIT }));
/** A coordinator's page: the open concerns, upcoming visits and pairs (Requested, Assigned) narrowed to their cities. */
const carePanels = (cities: string[]): ListQuery[] =>
  COORDINATOR_CARE_PANELS.map((panel) => ({ ...inCitiesQuery(PANEL_QUERIES[panel], cities), limit: PANEL_LIMIT }));
/** Every volunteer or senior of the cities, as a direct query may ask. */
const ofCities = (path: string, cities: string[]): ListQuery => ({ path, filters: [[DISTRICT_FIELD, 'in', cities]], limit: PANEL_LIMIT });

const reads = (may: readonly Identity[], ...requests: Request[]): Row[] => requests.map((request) => ({ request, may }));
const lists = (queries: ListQuery[]): Request[] => queries.map((list) => ({ list }));

export const READS: readonly Row[] = [
  // The dashboard: the person's own documents and visit lists (the admin may read them too).
  // A person's agreements to the privacy notice (`consents`) are on their document: theirs, the
  // owners' and the key's to read, never another member's, a coordinator's or a viewer's.
  // Vera and Sunil live in Pune: the coordinator of Pune reads their documents, not their matches.
  ...reads([VOLUNTEER, ...ADMINS], { get: `matches/${VERA}` }, ...lists(visitLists('volunteer', VERA))),
  ...reads([VOLUNTEER, COORDINATOR, ...ADMINS], { get: `volunteers/${VERA}` }),
  ...reads([SENIOR, ...ADMINS], { get: `matches/${SUNIL}` }, ...lists(visitLists('senior', SUNIL))),
  ...reads([SENIOR, COORDINATOR, ...ADMINS], { get: `seniors/${SUNIL}` }),
  // An e-mail registered by SMS: her phone account's session while her document names it.
  ...reads([UNPROVEN, ...ADMINS], { get: `seniors/${USHA}` }, { get: `matches/${USHA}` }, ...lists(visitLists('senior', USHA))),
  // A visit is its two people's: one of theirs by id, never someone else's, nor all visits
  // (and a list filtered on the other side, e.g. Sunil's, is refused to Vera above).
  ...reads([VOLUNTEER, SENIOR, COORDINATOR, ...ADMINS], { get: `visits/${VISIT_AHEAD}` }),
  ...reads([OTHER, ...ADMINS], { get: `visits/${OTHERS_VISIT}` }),
  ...reads([OTHER, UNPROVEN, ...ADMINS], { get: `visits/${USHAS_VISIT}` }),
  ...reads(ADMINS, { list: { path: COLLECTIONS.visits, filters: [] } }),
  // The admin's page of a person lists their visits (adminData.ts, visitHistoryQuery).
  ...reads([VOLUNTEER, ...ADMINS], { list: { ...visitHistoryQuery('volunteer', VERA), limit: PANEL_LIMIT } }),
  ...reads([SENIOR, ...ADMINS], { list: { ...visitHistoryQuery('senior', SUNIL), limit: PANEL_LIMIT } }),
  // A coordinator's page of a person lists their visits of the coordinator's cities; the same
  // list of another city is its people's and the owners'.
  ...reads([VOLUNTEER, COORDINATOR, ...ADMINS], { list: { ...visitHistoryQuery('volunteer', VERA, [PUNE]), limit: PANEL_LIMIT } }),
  ...reads([SENIOR, COORDINATOR, ...ADMINS], { list: { ...visitHistoryQuery('senior', SUNIL, [PUNE]), limit: PANEL_LIMIT } }),
  ...reads([OTHER, ...ADMINS], { list: { ...visitHistoryQuery('volunteer', OMAR, [MUMBAI]), limit: PANEL_LIMIT } }),
  // The senior's word on a visit: the senior's own (by id, as the dashboard and the admin's
  // Concerns panel listen), and a coordinator's of its district by id (their Open Concerns
  // panel); never the volunteer's it is about, another city's, one stored before districts, nor
  // anyone else's.
  ...reads([SENIOR, COORDINATOR, ...ADMINS], { get: `${COLLECTIONS.visitFeedback}/${VISIT_PAST}` }),
  ...reads([UNPROVEN, ...ADMINS], { get: `${COLLECTIONS.visitFeedback}/${USHAS_PAST_VISIT}` }),
  ...reads([SENIOR, ...ADMINS], { list: { path: COLLECTIONS.visitFeedback, filters: [['senior', '==', SUNIL]], limit: VISITS_LIMIT } }),
  ...reads(ADMINS, { get: `${COLLECTIONS.visitFeedback}/${OTHERS_VISIT}` }),
  ...reads(ADMINS, { list: { path: COLLECTIONS.visitFeedback, filters: [] } }),
  ...reads(ADMINS, { list: { path: COLLECTIONS.visitFeedback, filters: [['volunteer', '==', VERA]] } }),
  // The admin's panels (adminData.ts), search (adminSearch.ts) and Analytics.
  ...reads(ADMINS, ...lists(adminPanels), ...lists(searches), { get: `stats/${ADMIN_STATS_ID}` }),
  // A coordinator of Pune: the people and applications of Pune, by id or by a query that filters
  // on the district `in` their cities; never Mumbai's, one of no place, nor an unfiltered list
  // (the panels above). A viewer reads none of them; a removed coordinator's session nothing.
  ...reads(
    [COORDINATOR, ...ADMINS],
    ...lists(cityPanels([PUNE])),
    { list: ofCities(COLLECTIONS.volunteers, [PUNE]) },
    { list: ofCities(COLLECTIONS.seniors, [PUNE]) },
    { list: ofCities(COLLECTIONS.applications, [PUNE]) },
  ),
  // The open concerns and upcoming visits of Pune, the district of their senior, and the pairs
  // whose volunteer lives in Pune: by id or by the coordinator's panels; never Mumbai's, one of
  // no district (stored before districts), nor those of every city. A viewer reads none of them.
  ...reads([COORDINATOR, ...ADMINS], ...lists(carePanels([PUNE])), { get: `concerns/${PUNES_CONCERN}` }),
  ...reads(
    ADMINS,
    ...lists(carePanels([MUMBAI])),
    ...lists(carePanels([PUNE, MUMBAI])),
    { get: `concerns/${MUMBAIS_CONCERN}` },
    { list: { path: COLLECTIONS.visits, filters: [['districtKey', '==', MUMBAI]], limit: PANEL_LIMIT } },
  ),
  ...reads(
    ADMINS,
    { list: { ...inCitiesQuery(PANEL_QUERIES.pending, [MUMBAI]), limit: PANEL_LIMIT } },
    { list: { ...inCitiesQuery(PANEL_QUERIES.pending, [PUNE, MUMBAI]), limit: PANEL_LIMIT } },
    { list: ofCities(COLLECTIONS.seniors, [MUMBAI]) },
    { list: ofCities(COLLECTIONS.seniors, [PUNE, MUMBAI]) },
    { get: `seniors/${SITA}` },
    { get: `applications/${MEERA}` },
    { get: `applications/${NINA}` },
  ),
  // Figures by district: a coordinator's or viewer's of their cities, by id or by the query their
  // page makes; never another city's, nor the cities' list unfiltered or naming another.
  ...reads(
    [COORDINATOR, VIEWER, OFFICER, ...ADMINS],
    { get: `${COLLECTIONS.cityStats}/${cityStatsId(PUNE)}` },
    { list: cityStatsQuery([PUNE]) },
  ),
  ...reads(
    ADMINS,
    { get: `${COLLECTIONS.cityStats}/${cityStatsId(MUMBAI)}` },
    { list: cityStatsQuery([PUNE, MUMBAI]) },
    { list: { path: COLLECTIONS.cityStats, filters: [] } },
  ),
  // Admin-only documents and whole collections, which the admin alone may read.
  ...reads([COORDINATOR, ...ADMINS], { get: `applications/${VERA}` }),
  ...reads(ADMINS, { get: 'audit/entry-1' }, { get: 'concerns/concern-1' }),
  // A senior's calls for help reach her dashboard through her own document, never the
  // concerns, which name the volunteer and keep the admin's note: not hers, by id or by query.
  ...reads(
    ADMINS,
    { get: 'concerns/help:1' },
    { list: { path: COLLECTIONS.concerns, filters: [['senior', '==', SUNIL]], limit: PANEL_LIMIT } },
  ),
  ...reads(ADMINS, { get: `pairs/${PAIR}` }, { list: { path: COLLECTIONS.pairs, filters: [] } }),
  // What was seen of a volunteer's identity: the admin's alone, not the volunteer's it is about.
  ...reads(ADMINS, { get: `${COLLECTIONS.identityChecks}/${VERA}` }, { list: { path: COLLECTIONS.identityChecks, filters: [] } }),
  ...reads(ADMINS, { list: { path: COLLECTIONS.volunteers, filters: [] } }, { list: { path: COLLECTIONS.seniors, filters: [] } }),
  // A senior's family circle: hers (by id, or filtered on her e-mail as /profile's
  // FamilyCircle.tsx lists it) and the admin's.
  ...reads(
    [SENIOR, ...ADMINS],
    { get: `${COLLECTIONS.circles}/${DEEPAS_CIRCLE}` },
    { list: { path: COLLECTIONS.circles, filters: [['senior', '==', SUNIL]], limit: CIRCLE_MAX_MEMBERS + 1 } },
  ),
  ...reads(ADMINS, { get: `${COLLECTIONS.circles}/${OMARS_CIRCLE}` }, { list: { path: COLLECTIONS.circles, filters: [] } }),
  // What a member of a circle sees: their own view only, whatever role they have (Omar is a
  // volunteer and Sita's son), never another member's, nor the senior's, nor the admin's. A
  // view the removal deleted is closed to the session that read it before.
  ...reads(
    [FAMILY],
    { get: `${COLLECTIONS.familyViews}/${DEEPAS_CIRCLE}` },
    { list: { path: COLLECTIONS.familyViews, filters: [['member', '==', DEEPA]], limit: CIRCLE_MAX_MEMBERS } },
  ),
  ...reads([OTHER], { get: `${COLLECTIONS.familyViews}/${OMARS_CIRCLE}` }),
  ...reads(
    [],
    { get: `${COLLECTIONS.familyViews}/${DEEPA_REMOVED}` },
    { list: { path: COLLECTIONS.familyViews, filters: [] } },
    { list: { path: COLLECTIONS.familyViews, filters: [['senior', '==', SITA]] } },
  ),
  // A grievance: its person's (by id, or filtered on their e-mail as /profile lists them), the
  // grievance officer's whatever their role, and the admin's; never another member of staff's.
  ...reads(
    [SENIOR, OFFICER, ...ADMINS],
    { get: `${COLLECTIONS.grievances}/${SUNILS_GRIEVANCE}` },
    {
      list: {
        path: COLLECTIONS.grievances,
        filters: [['email', '==', SUNIL]],
        orderBy: ['filedAt', 'desc'],
        limit: GRIEVANCES_LISTED,
      },
    },
  ),
  ...reads([UNPROVEN, OFFICER, ...ADMINS], { get: `${COLLECTIONS.grievances}/${USHAS_GRIEVANCE}` }),
  ...reads(
    [OFFICER, ...ADMINS],
    { list: { ...GRIEVANCES_QUERY, limit: PANEL_LIMIT } },
    { list: { path: COLLECTIONS.grievances, filters: [] } },
  ),
  // The members of staff: the owners read them all (the Staff panel's list too), each member
  // their own, nobody else's.
  ...reads(
    ADMINS,
    { get: `staff/${UMA}` },
    { get: `staff/${CHITRA}` },
    { list: { path: COLLECTIONS.staff, filters: [] } },
    { list: { ...STAFF_QUERY, limit: PANEL_LIMIT } },
  ),
  ...reads([...ADMINS, COORDINATOR], { get: `staff/${KIRAN}` }),
  ...reads([...ADMINS, VIEWER], { get: `staff/${VIKRAM}` }),
  // The status page's round-trip probe.
  ...reads(EVERYONE, { get: `probes/${PROBE}` }),
  // One-time codes, contact messages, link claims, invitations to the staff: no client reads them.
  ...reads(
    [],
    { get: `otps/${VERA}` },
    { get: 'messages/message-1' },
    { get: `applicationReplacements/token-1` },
    { get: `staffInvites/${KIRAN}` },
    { get: `settings/${GRIEVANCE_OFFICER_ID}` },
  ),
];

/** One seeded document of each collection. */
const onePerCollection = [...new Map(Object.keys(DOCUMENTS).map((path) => [path.split('/')[0], path])).values()];

/** Creating, changing or deleting a document of each collection, by anyone: only the api function writes. */
export const WRITES: readonly Row[] = [
  ...onePerCollection.flatMap((path) => (['create', 'update', 'delete'] as const).map((write) => ({ request: { write, path }, may: [] }))),
  // An agreement to the privacy notice is the api's record: no client writes one, not even for
  // the person it is about, nor takes one back.
  ...[`seniors/${SUNIL}`, `volunteers/${VERA}`].flatMap((path): Row[] => [
    {
      request: { write: 'update', path, fields: { [`consents.${consentKey(NOTICE_VERSION + 1)}`]: { version: NOTICE_VERSION + 1 } } },
      may: [],
    },
    { request: { write: 'update', path, fields: { consents: {} } }, may: [] },
  ]),
];

export const TABLE: readonly Row[] = [...READS, ...WRITES];

/** Every identity a row refuses, with that row's request. */
export const DENIED: readonly Case[] = TABLE.flatMap(({ request, may }) =>
  EVERYONE.filter((who) => !may.includes(who)).map((who) => ({ who, request })),
);

/** The match block of firestore.rules that decides `request`. */
export const blockOf = (request: Request) => blockFor(BLOCKS, collectionOf(request));
