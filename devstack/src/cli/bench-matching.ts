/**
 * `npm run bench:matching`: what computing one volunteer's matches costs as the number of
 * seniors grows. Seeds 1,000 and then 10,000 seniors across 50 places (PIN codes at least
 * PLACE_APART_KM from each other and from the demo seed's cities; batched writes) and, for a
 * volunteer at a place that grows and one at a place that does not, prints the Firestore
 * documents the matching service read and its time, and the time of POST /volunteer/matches
 * through the api. The reads must follow the seniors near the volunteer who share a skill with
 * them, never the total. Then bench:live's assign-to-dashboard figure (bench/assign.ts): from
 * POST /{key}/volunteer/assignTask to the visit in an open /dashboard's DOM.
 *
 * With GH_PORT_OFFSET set it uses the stack already running there (its other data stays; its
 * own people are removed at the end, so a second run counts only its own); without, it starts a
 * stack of its own at offset 2500 and stops it at the end.
 */
import { linkFields } from '@gh/common/admin-fields';
import { performance } from 'node:perf_hooks';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldPath, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@gh/common/constants';
import type { SeniorDoc, VolunteerDoc } from '@gh/common/documents';
import { knownPins, placeForPin } from '@gh/common/pin-directory';
import { distanceKm, positionOf, type LatLng, type Place } from '@gh/common/places';
import { SENIOR_INTERESTS } from '@gh/common/options';
import { API_PREFIX, API } from '@gh/common/api-routes';
import { customTokenFor, matchesFor } from '@gh/functions/testing';
import { assignToDashboard } from '../bench/assign.ts';
import { buildIfNeeded } from '../stack/build.ts';
import { launchChromium } from '../stack/browser.ts';
import { LOCALHOST, LOCAL_ADMIN_KEY, PROJECT_ID, portOffset, ports } from '../stack/config.ts';
import { startStack, stackEnv, type Stack } from '../stack/stack.ts';
import { random } from '../seed/random.ts';
import { summarize } from '../bench/stats.ts';

const PLACES = 50;
/** Far enough apart that no place is within matching's reach of another (MATCH_RADIUS_KM). */
const PLACE_APART_KM = 40;
/** The demo seed's Pune and Mumbai, which a running stack holds: the bench's places keep away from them. */
const DEMO_PINS = ['411004', '400050'];
const TOTALS = [1_000, 10_000];
/** After the first step, seniors go to every place but the last: its volunteer's stays as it was. */
const QUIET_PLACE = PLACES - 1;
const RUNS = 7;
const ASSIGN_RUNS = 20;
const BATCH = 500;
const SKILLS = ['Reading', 'Music'];

const emergencycontact = { emergencyContactName: 'A', emergencyContactPhone: '1', emergencyContactRelation: 'Family' };

/** PLACES positioned PIN codes, in PIN order, each PLACE_APART_KM from the others and from DEMO_PINS. */
function benchPlaces(): Place[] {
  const taken: LatLng[] = DEMO_PINS.map((pin) => positionOf(placeForPin(pin)!)!);
  const places: Place[] = [];
  for (const pin of knownPins()) {
    const place = placeForPin(pin)!;
    const at = positionOf(place);
    if (!at || taken.some((other) => distanceKm(at, other) < PLACE_APART_KM)) continue;
    taken.push(at);
    places.push(place);
    if (places.length === PLACES) return places;
  }
  throw new Error(`only ${places.length} places lie ${PLACE_APART_KM} km apart`);
}

const person = (run: string, name: string, place: Place) => ({
  name,
  email: `bench-${run}-${name.toLowerCase().replace(/\W+/g, '-')}@example.com`,
  phone: '1',
  address: '1 Bench Road',
  city: place.district,
  state: place.state,
  zipcode: place.pin,
  place,
  languages: ['English'],
  emergencycontact,
  createdAt: 0,
  search: {},
});

function senior(run: string, name: string, place: Place, interests: string[]): SeniorDoc {
  return { ...person(run, name, place), dob: '1945-01-01', specialneeds: '', interests, services: [], trialEndsAt: 0, volunteer: null };
}

function volunteer(run: string, name: string, place: Place): VolunteerDoc {
  return {
    ...person(run, name, place),
    dob: '',
    skills: SKILLS,
    availability: [],
    experience: '',
    hobbies: '',
    certification: '',
    cv: null,
    senior: null,
    ...linkFields(null),
  };
}

/** Seeded seniors per PIN code: how many, and how many share one of SKILLS. */
type PlaceCounts = Map<string, { atPlace: number; sharing: number }>;

async function seedSeniors(db: Firestore, run: string, places: Place[], from: number, to: number, counts: PlaceCounts): Promise<number> {
  const next = random(from + 1);
  const used = from === 0 ? PLACES : PLACES - 1;
  const started = performance.now();
  for (let start = from; start < to; start += BATCH) {
    const batch = db.batch();
    for (let i = start; i < Math.min(to, start + BATCH); i++) {
      const doc = senior(
        run,
        `Senior ${i}`,
        places[i % used]!,
        SENIOR_INTERESTS.filter(() => next() < 0.3),
      );
      batch.set(db.collection(COLLECTIONS.seniors).doc(doc.email), doc);
      const count = counts.get(doc.zipcode) ?? { atPlace: 0, sharing: 0 };
      count.atPlace++;
      if (doc.interests.some((interest) => SKILLS.includes(interest))) count.sharing++;
      counts.set(doc.zipcode, count);
    }
    await batch.commit();
  }
  return performance.now() - started;
}

/** Removes the run's people, so a running stack is left as it was. */
async function removeRun(db: Firestore, run: string, volunteers: readonly VolunteerDoc[]): Promise<void> {
  const prefix = `bench-${run}-`;
  for (const collection of [COLLECTIONS.seniors, COLLECTIONS.matches]) {
    for (;;) {
      const { docs } = await db
        .collection(collection)
        .where(FieldPath.documentId(), '>=', prefix)
        .where(FieldPath.documentId(), '<', `${prefix}~`)
        .limit(BATCH)
        .get();
      if (!docs.length) break;
      const batch = db.batch();
      for (const doc of docs) batch.delete(doc.ref);
      await batch.commit();
    }
  }
  const batch = db.batch();
  for (const doc of volunteers) batch.delete(db.collection(COLLECTIONS.volunteers).doc(doc.email));
  await batch.commit();
}

/** An ID token for the person, through the Auth emulator, as the web app gets one. */
async function idToken(stackPorts: ReturnType<typeof ports>, email: string): Promise<string> {
  const response = await fetch(
    `http://${LOCALHOST}:${stackPorts.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: await customTokenFor(email, 'volunteer', getAuth(getApps()[0])), returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`the Auth emulator gave no ID token (${response.status})`);
  return body.idToken;
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${new URL(url).pathname} answered ${response.status}: ${await response.text()}`);
  await response.json();
}

async function timed(runs: number, once: () => Promise<unknown>): Promise<number[]> {
  await once(); // warm-up: a cold function worker is not what this measures
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await once();
    samples.push(performance.now() - started);
  }
  return samples;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const [i, row] of rows.entries()) {
    console.log(`  ${row.map((cell, column) => cell.padStart(widths[column]!)).join('  ')}`);
    if (i === 0) console.log(`  ${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  }
}

async function main(): Promise<void> {
  const log = (line: string) => console.log(`  ${line}`);
  const useRunning = process.env.GH_PORT_OFFSET !== undefined;
  const offset = useRunning ? portOffset() : 2500;
  const stackPorts = ports(offset);
  const webUrl = `http://${LOCALHOST}:${stackPorts.web}`;
  let stack: Stack | null = null;
  if (!useRunning) {
    await buildIfNeeded('functions', log);
    await buildIfNeeded('web', log);
    stack = await startStack({ offset, log });
  }
  // The matching service below runs in this process, against the same Firestore as the api.
  Object.assign(process.env, stackEnv(stackPorts, webUrl));
  try {
    const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
    const run = Date.now().toString(36);
    const places = benchPlaces();
    const volunteers = [
      { label: 'growing', doc: volunteer(run, 'Volunteer Growing', places[0]!) },
      { label: 'quiet', doc: volunteer(run, 'Volunteer Quiet', places[QUIET_PLACE]!) },
    ];
    for (const { doc } of volunteers) await db.collection(COLLECTIONS.volunteers).doc(doc.email).set(doc);
    const tokens = await Promise.all(volunteers.map(({ doc }) => idToken(stackPorts, doc.email)));

    console.log(`\nbench:matching — a volunteer (skills ${SKILLS.join(', ')}) at a place that grows and one at a place that`);
    console.log(`does not, among ${PLACES} places ${PLACE_APART_KM} km apart; medians of ${RUNS} runs after a warm-up`);
    const rows: string[][] = [['seniors', 'place', 'near', 'sharing', 'docs read', 'matches', 'service', 'api', 'api p95']];
    const counts: PlaceCounts = new Map();
    const seedTimes: string[] = [];
    let seeded = 0;
    for (const total of TOTALS) {
      seedTimes.push(
        `${total.toLocaleString('en')} in ${((await seedSeniors(db, run, places, seeded, total, counts)) / 1000).toFixed(1)} s`,
      );
      seeded = total;
      for (const [index, { label, doc }] of volunteers.entries()) {
        let result = { items: [] as unknown[], reads: 0 };
        const service = await timed(RUNS, async () => (result = await matchesFor('volunteer', doc)));
        const api = await timed(RUNS, () =>
          post(`${webUrl}${API_PREFIX}${API.volunteerMatches.path}`, { email: doc.email }, { authorization: `Bearer ${tokens[index]}` }),
        );
        const count = counts.get(doc.zipcode) ?? { atPlace: 0, sharing: 0 };
        rows.push([
          total.toLocaleString('en'),
          label,
          String(count.atPlace),
          String(count.sharing),
          String(result.reads),
          String(result.items.length),
          ms(summarize(service).median),
          ms(summarize(api).median),
          ms(summarize(api).p95),
        ]);
      }
    }
    printTable(rows);
    console.log(`\n  seeded (batches of ${BATCH}): ${seedTimes.join(', then ')}`);
    console.log('  near: seniors within reach of the volunteer; sharing: those who share a skill with them.');
    console.log("  docs read: documents the service's queries returned: `sharing`, never the total; the quiet");
    console.log("  place's volunteer reads as much among 10,000 seniors as among 1,000. matches: the best of");
    console.log('  them, at most 20. The local emulator scans its memory for every query, so its times grow');
    console.log("  with the total; Firestore's indexed queries do not.");
    await removeRun(
      db,
      run,
      volunteers.map(({ doc }) => doc),
    );

    const browser = await launchChromium();
    try {
      const mailUrl = `http://${LOCALHOST}:${stackPorts.mailWeb}`;
      const assigned = await assignToDashboard({ webUrl, mailUrl, adminKey: LOCAL_ADMIN_KEY }, browser, ASSIGN_RUNS, 1);
      const { median, p95, max } = summarize(assigned);
      console.log(`\nassign to dashboard (as bench:live measures it) — POST assignTask until the visit is in an open`);
      console.log(`/dashboard's DOM, ${ASSIGN_RUNS} runs after a warm-up; the call includes both e-mails:`);
      console.log(`  median ${ms(median)}   p95 ${ms(p95)}   max ${ms(max)}`);
    } finally {
      await browser.close();
    }
  } finally {
    await stack?.stop();
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
