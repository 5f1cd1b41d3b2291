/**
 * Members of staff (docs/admin.md, Staff): people who run Golden Hearts and sign in as
 * themselves. An owner may do everything, staff and settings included; a coordinator works with
 * the people, applications, pairs, visits and concerns of their cities; a viewer sees figures and
 * lists without contact details, addresses or notes. A city is a district as a person's PIN code
 * gives it (`place.districtKey`, such as `maharashtra/pune`). The admin key's session is an
 * owner of every city.
 */
import type { ConsentRecord, Consents, NoticePurpose } from './consent.ts';

export const STAFF_ROLES = ['owner', 'coordinator', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** At most this many cities per member of staff: a query may name up to 30 values in an `in` filter. */
export const STAFF_CITIES_MAX = 10;

/** An invitation to join the staff works once, for this long after it was sent. */
export const STAFF_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The staff's own privacy notice (the `staffNotice` messages): what we keep of a member of staff
 * and why. Agreed to when asking for the code that accepts an invitation, and kept with the
 * member; raise it when the notice says something new.
 */
export const STAFF_NOTICE_VERSION = 1;
/** What a member of staff agrees to: their account, and with it the audit of what they do. */
export const STAFF_NOTICE_PURPOSES: readonly NoticePurpose[] = ['account'];

/** `maharashtra/pune`: a district key as places.ts districtKeyOf writes it. */
export const DISTRICT_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Where applications, volunteers and seniors keep their district (places.ts): what a
 * coordinator's lists filter on (`in` their cities), and what firestore.rules and the api check.
 */
export const DISTRICT_FIELD = 'place.districtKey';

/** Whether a district is one of `cities`: a document of no district is in no city. */
export const districtInCities = (districtKey: string | null | undefined, cities: readonly string[]): boolean =>
  districtKey != null && cities.includes(districtKey);

/** Whether a document's place is one of `cities`: a document with no place is in no city. */
export const inCities = (place: { districtKey: string } | null | undefined, cities: readonly string[]): boolean =>
  districtInCities(place?.districtKey, cities);

/** What a member of staff may see and do: their role and, for a coordinator or viewer, their cities. */
export interface StaffAccess {
  role: StaffRole;
  /** District keys; an owner's are empty and stand for every city. */
  cities: string[];
}

/**
 * `staff/{email}`: one member of staff. `accessSince` (seconds since 1970, like an ID token's
 * `auth_time`) is set past every earlier sign-in whenever their role or cities change: a session
 * that signed in before it opens nothing, in the api or in firestore.rules, and its refresh
 * tokens are revoked with the change. Removing a member deletes the document.
 */
export interface StaffDoc extends StaffAccess {
  email: string;
  /** Their Firebase Auth account (functions/src/services/identity/staff-identity.ts staffUid). */
  uid: string;
  accessSince: number;
  /** When they were added, and who changed their access last (an owner's e-mail, or `key`). */
  addedAt: number;
  changedBy: string;
  /** Their agreements to the staff notice, one per version (`v1`...), as a member's (consent.ts). */
  consents?: Consents;
}

/**
 * A senior's named coordinator (the Premium plan's dedicated coordinator), on her document: the
 * member of staff her concerns reach first, and the name and phone her dashboard shows her. An
 * owner names them; they coordinate her city (or are an owner). Cleared when they no longer do.
 */
export interface SeniorCoordinator {
  staff: string;
  name: string;
  phone: string;
  namedAt: number;
}

/** Whether a member of staff with `access` may coordinate a senior of `districtKey`: an owner always, a coordinator of her city. */
export const coordinatesDistrict = (access: StaffAccess, districtKey: string | null | undefined): boolean =>
  access.role === 'owner' || (access.role === 'coordinator' && districtInCities(districtKey, access.cities));

/** The lists a member of staff reads through the api, of their cities: names, districts, statuses and dates alone. */
export const CITY_LISTS = ['volunteers', 'seniors', 'applications'] as const;
export type CityList = (typeof CITY_LISTS)[number];
/** People per page of a city list. */
export const CITY_LIST_PAGE = 20;

/**
 * One person of a city list: what a viewer may see, with no e-mail, phone, address or note. A
 * volunteer's status is his link's, a senior's her volunteer's, an application's its own.
 */
export interface CityListRow {
  name: string;
  districtKey: string | null;
  status: string | null;
  /** When they registered, or applied. */
  since: number;
}

/** Owners need no cities; a coordinator or viewer keeps them in order, each once. */
export const citiesFor = (role: StaffRole, cities: readonly string[]): string[] => (role === 'owner' ? [] : [...new Set(cities)].sort());

/**
 * `staffInvites/{email}`: the one open invitation of an address, with the access it gives.
 * Its link's token is kept only as a hash; a new invitation to the address replaces it, and
 * accepting it deletes it in the commit that adds the member. Never readable by clients.
 */
export interface StaffInviteDoc extends StaffAccess {
  email: string;
  /** SHA-256 of the link's token, base64url. */
  tokenHash: string;
  invitedBy: string;
  at: number;
  expiresAt: number;
  /** For a Firestore TTL policy (firestore.indexes.json): written as a Date. */
  deleteAt: Date | { toMillis(): number };
  /** The invitee's agreement to the staff notice, given when asking for the code; joining keeps it. */
  consent?: ConsentRecord;
}
