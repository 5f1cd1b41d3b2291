/**
 * Where a person is: their PIN code read against India Post's directory (pin-directory.ts) to a
 * district, a State and, for most PIN codes, a position. Matching meets people within
 * MATCH_RADIUS_KM of each other, or of the same district when either has no position; the city
 * a person typed is only shown, as they wrote it (docs/members.md, Matching).
 */
import { distanceBetween, geohashForLocation, geohashQueryBounds } from 'geofire-common';

/** The one setting of matching's reach: people this far apart, or nearer, can meet. */
export const MATCH_RADIUS_KM = 15;

/** A position, in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** GET /places/{pin}: what the forms show of a PIN code. */
export interface PinPlace {
  pin: string;
  /** As India Post's directory names it ('Pune', 'Raigarh(MH)'), in Latin letters. */
  district: string;
  /** One of INDIAN_STATES. */
  state: string;
}

/** What a PIN code tells of a place, as a person's document keeps it (`place`). */
export interface Place extends PinPlace {
  /** `maharashtra/pune`: what matching compares, and what a coordinator's area will name. */
  districtKey: string;
  /** The PIN's position, or null when the directory has none. */
  lat: number | null;
  lng: number | null;
  /** Of the position (geofire-common, 10 characters), for the range queries of matching; null without one. */
  geohash: string | null;
}

/** Lower case, letters and digits, one dash between words: a stable key of a name. */
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The district's key: its State and its name, each as a slug ('Maharashtra', 'Raigarh(MH)' -> 'maharashtra/raigarh-mh'). */
export const districtKeyOf = (state: string, district: string): string => `${slug(state)}/${slug(district)}`;

/** The id of a district's figures in `cityStats`: its key, whose slash a document id cannot hold. */
export const cityStatsId = (districtKey: string): string => districtKey.replace('/', ':');

/** A place from the directory's facts of one PIN code. */
export function placeOf(pin: string, district: string, state: string, at: LatLng | null): Place {
  return {
    pin,
    district,
    state,
    districtKey: districtKeyOf(state, district),
    lat: at?.lat ?? null,
    lng: at?.lng ?? null,
    geohash: at ? geohashForLocation([at.lat, at.lng]) : null,
  };
}

/** Kilometres between two positions (on the ellipsoid's mean radius, as geofire-common counts). */
export const distanceKm = (a: LatLng, b: LatLng): number => distanceBetween([a.lat, a.lng], [b.lat, b.lng]);

/** The place's position, or null when the directory has none. */
export const positionOf = (place: Place): LatLng | null =>
  place.lat === null || place.lng === null ? null : { lat: place.lat, lng: place.lng };

/**
 * Whether two people are near enough to meet: within `radiusKm` when both places have a
 * position, else in the same district. No place (a PIN code the directory does not know): never.
 */
export function nearby(a: Place | null | undefined, b: Place | null | undefined, radiusKm = MATCH_RADIUS_KM): boolean {
  if (!a || !b) return false;
  const [p, q] = [positionOf(a), positionOf(b)];
  return p && q ? distanceKm(p, q) <= radiusKm : a.districtKey === b.districtKey;
}

/**
 * The ranges of `geohash` that hold every position within `radiusKm` of `place`'s (and some
 * beyond, which `nearby` then drops), each one query: geofire-common's, those that touch joined
 * into one (so two to four for 15 km, where geofire-common gives up to six).
 */
export function geohashRanges(place: LatLng, radiusKm = MATCH_RADIUS_KM): [string, string][] {
  const ranges = geohashQueryBounds([place.lat, place.lng], radiusKm * 1000).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const joined: [string, string][] = [];
  for (const [start, end] of ranges) {
    const last = joined.at(-1);
    if (last && start <= last[1]) last[1] = end > last[1] ? end : last[1];
    else joined.push([start, end]);
  }
  return joined;
}
