/**
 * India's PIN codes: each one's district, State and position, from India Post's directory
 * (pin-directory-data.ts, written by `npm run places:build`;
 * docs/decisions/0027-places-from-the-pin-directory.md). About 350 kB of text, read into a table
 * on the first lookup: the api and the scripts use it, the web app asks the api
 * (GET /places/{pin}) and never downloads it.
 */
import { DISTRICTS, PINS } from './pin-directory-data.ts';
import { districtKeyOf, placeOf, type Place } from './places.ts';

interface Entry {
  district: number;
  lat: number | null;
  lng: number | null;
}

let table: { districts: string[]; pins: Map<string, Entry> } | null = null;
let districtKeys: Set<string> | null = null;

function read() {
  const districts = DISTRICTS.split('\n');
  const pins = new Map<string, Entry>();
  let pin = 0;
  for (const entry of PINS.split(';')) {
    const [delta, district, lat, lng] = entry.split(',');
    pin += Number(delta);
    pins.set(String(pin), {
      district: Number(district),
      lat: lat ? Number(lat) / 1000 : null,
      lng: lng ? Number(lng) / 1000 : null,
    });
  }
  return { districts, pins };
}

/** The place of a PIN code as India Post's directory has it, or null when there is no such PIN code. */
export function placeForPin(pin: string): Place | null {
  table ??= read();
  const entry = table.pins.get(pin.trim());
  if (!entry) return null;
  const [state, district] = table.districts[entry.district]!.split('|') as [string, string];
  return placeOf(pin.trim(), district, state, entry.lat === null || entry.lng === null ? null : { lat: entry.lat, lng: entry.lng });
}

/** Every PIN code the directory knows, in order (the demo seed draws from them). */
export function knownPins(): string[] {
  table ??= read();
  return [...table.pins.keys()];
}

/** Whether `key` is the district key (places.ts districtKeyOf) of a district the directory knows: a city staff can be given. */
export function isKnownDistrict(key: string): boolean {
  table ??= read();
  districtKeys ??= new Set(table.districts.map((line) => districtKeyOf(...(line.split('|') as [string, string]))));
  return districtKeys.has(key);
}
