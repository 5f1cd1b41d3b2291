/**
 * A realistic population for `npm run seed -- --people N` and the memory bench: seniors and
 * volunteer applicants across Indian cities, some names in Devanagari, applications Submitted,
 * Accepted and Rejected, accepted applicants registered as volunteers, and links Requested and
 * Assigned (with a visit, `visits/{id}`, and its pair, `pairs/{id}`, whose schedule holds it),
 * each document shaped as the services store it (common/src/documents.ts). The store settles
 * races inside transactions and keeps no marker documents, so the seed writes none. Pure: the
 * same count, time and seed give the same people.
 */
import { APPLICATION_STATUS, COLLECTIONS, DAY_MS, LINK_STATUS, TRIAL_DAYS } from '@gh/common/constants';
import type { ApplicationDoc, MatchesDoc, SeniorDoc, StoredFile, VolunteerDoc } from '@gh/common/documents';
import { linkFields } from '@gh/common/admin-fields';
import { linkViews } from '@gh/common/link-views';
import { rankMatches, seniorProfile, volunteerProfile } from '@gh/common/matching';
import { APPLICATION_LANGUAGES, AVAILABILITY_SLOTS, SENIOR_INTERESTS, SENIOR_SERVICES, VOLUNTEER_SKILLS } from '@gh/common/options';
import { dueBefore, phoneFields, upgradedApplication, upgradedPerson, type Decision } from '@gh/functions/testing';
import { districtOf, pairQuietFrom, scheduleEntry, scheduledVisit, type PairDoc } from '@gh/common/visits';
import { createHash } from 'node:crypto';
import { random } from './random.ts';
import { makePdf, registeredConsent, upgraded } from './seed.ts';

/** Of every 100 people: seniors; the rest apply to volunteer. */
const SENIOR_SHARE = 0.2;
/** Of the applications: still Submitted, Rejected; the rest Accepted. */
const SUBMITTED_SHARE = 0.15;
const REJECTED_SHARE = 0.1;
/** Of the accepted applicants: registered as volunteers. */
const REGISTERED_SHARE = 0.9;
/** Of the volunteers: linked with a senior of their city (a third Requested, the rest Assigned). */
const LINKED_SHARE = 0.3;
const DEVANAGARI_SHARE = 0.1;
/** The people joined over this long before now. */
const HISTORY_MS = 730 * DAY_MS;

/** [Latin, Devanagari] */
const FIRST_NAMES: [string, string][] = [
  ['Aarav', 'आरव'],
  ['Aditya', 'आदित्य'],
  ['Arjun', 'अर्जुन'],
  ['Rohan', 'रोहन'],
  ['Rahul', 'राहुल'],
  ['Vikram', 'विक्रम'],
  ['Sanjay', 'संजय'],
  ['Suresh', 'सुरेश'],
  ['Ramesh', 'रमेश'],
  ['Mahesh', 'महेश'],
  ['Anil', 'अनिल'],
  ['Sunil', 'सुनील'],
  ['Rajesh', 'राजेश'],
  ['Prakash', 'प्रकाश'],
  ['Deepak', 'दीपक'],
  ['Amit', 'अमित'],
  ['Nikhil', 'निखिल'],
  ['Karan', 'करण'],
  ['Siddharth', 'सिद्धार्थ'],
  ['Imran', 'इमरान'],
  ['Joseph', 'जोसेफ'],
  ['Gurpreet', 'गुरप्रीत'],
  ['Ananya', 'अनन्या'],
  ['Priya', 'प्रिया'],
  ['Neha', 'नेहा'],
  ['Pooja', 'पूजा'],
  ['Sneha', 'स्नेहा'],
  ['Kavya', 'काव्या'],
  ['Isha', 'ईशा'],
  ['Aditi', 'अदिति'],
  ['Meera', 'मीरा'],
  ['Lakshmi', 'लक्ष्मी'],
  ['Sunita', 'सुनीता'],
  ['Kamala', 'कमला'],
  ['Shanta', 'शांता'],
  ['Usha', 'उषा'],
  ['Savitri', 'सावित्री'],
  ['Radha', 'राधा'],
  ['Geeta', 'गीता'],
  ['Anjali', 'अंजलि'],
  ['Divya', 'दिव्या'],
  ['Farida', 'फ़रीदा'],
  ['Mary', 'मैरी'],
  ['Harjeet', 'हरजीत'],
];
const SURNAMES: [string, string][] = [
  ['Sharma', 'शर्मा'],
  ['Verma', 'वर्मा'],
  ['Gupta', 'गुप्ता'],
  ['Patel', 'पटेल'],
  ['Mehta', 'मेहता'],
  ['Nair', 'नायर'],
  ['Iyer', 'अय्यर'],
  ['Rao', 'राव'],
  ['Reddy', 'रेड्डी'],
  ['Kulkarni', 'कुलकर्णी'],
  ['Deshpande', 'देशपांडे'],
  ['Joshi', 'जोशी'],
  ['Singh', 'सिंह'],
  ['Khan', 'ख़ान'],
  ['Sheikh', 'शेख़'],
  ['DSouza', 'डिसूज़ा'],
  ['Banerjee', 'बनर्जी'],
  ['Chatterjee', 'चटर्जी'],
  ['Das', 'दास'],
  ['Mishra', 'मिश्रा'],
  ['Pillai', 'पिल्लै'],
  ['Menon', 'मेनन'],
  ['Chauhan', 'चौहान'],
  ['Yadav', 'यादव'],
  ['Bhat', 'भट'],
  ['Kapoor', 'कपूर'],
  ['Malhotra', 'मल्होत्रा'],
  ['Agarwal', 'अग्रवाल'],
  ['Pandey', 'पांडेय'],
  ['Tiwari', 'तिवारी'],
];
/**
 * [city, state, PIN codes, the city as a Devanagari name types it]; bigger cities appear more
 * than once, so more people live there. The cities lie far apart, so the people who can meet are
 * those of one city (matching itself goes by the PIN codes).
 */
const CITIES: [string, string, string[], string?][] = [
  ['Mumbai', 'Maharashtra', ['400050', '400001', '400076'], 'मुंबई'],
  ['Mumbai', 'Maharashtra', ['400050', '400001', '400076'], 'मुंबई'],
  ['Pune', 'Maharashtra', ['411004', '411030', '411018'], 'पुणे'],
  ['Pune', 'Maharashtra', ['411004', '411030', '411018'], 'पुणे'],
  ['Delhi', 'Delhi', ['110017', '110048'], 'दिल्ली'],
  ['Delhi', 'Delhi', ['110017', '110048'], 'दिल्ली'],
  ['Bengaluru', 'Karnataka', ['560034', '560001']],
  ['Bengaluru', 'Karnataka', ['560034', '560001']],
  ['Chennai', 'Tamil Nadu', ['600020']],
  ['Hyderabad', 'Telangana', ['500034']],
  ['Kolkata', 'West Bengal', ['700019']],
  ['Ahmedabad', 'Gujarat', ['380009']],
  ['Jaipur', 'Rajasthan', ['302001']],
  ['Lucknow', 'Uttar Pradesh', ['226001']],
  ['Kochi', 'Kerala', ['682016']],
  ['Nagpur', 'Maharashtra', ['440010']],
  ['Nashik', 'Maharashtra', ['422005']],
  ['Surat', 'Gujarat', ['395007']],
  ['Indore', 'Madhya Pradesh', ['452001']],
  ['Bhopal', 'Madhya Pradesh', ['462016']],
  ['Patna', 'Bihar', ['800001']],
  ['Chandigarh', 'Chandigarh', ['160017']],
  ['Bhubaneswar', 'Odisha', ['751001']],
  ['Guwahati', 'Assam', ['781005']],
  ['Mysuru', 'Karnataka', ['570009']],
  ['Coimbatore', 'Tamil Nadu', ['641002']],
  ['Thiruvananthapuram', 'Kerala', ['695010']],
  ['Panaji', 'Goa', ['403001']],
];
const STREETS = [
  'MG Road',
  'Station Road',
  'Gandhi Nagar',
  'Shivaji Path',
  'Nehru Colony',
  'Lake View Road',
  'Temple Street',
  'Model Colony',
];
const RELATIONS = ['Son', 'Daughter', 'Mother', 'Father', 'Brother', 'Sister', 'Spouse', 'Neighbour'];
const MOTIVATIONS = [
  'My grandmother taught me that an hour of company can brighten a whole week.',
  'I lost my grandfather during the pandemic and wish I had visited him more often.',
  'I work from home and want to spend my evenings doing something that matters.',
  'Our building has many elderly residents who live alone, and I want to help.',
  'After retiring from teaching I still want to be useful and to listen to people.',
];
const MEANINGS = [
  'Being present: listening more than talking.',
  'Sharing small everyday moments, like tea and the morning newspaper.',
  'Making someone feel remembered and valued, week after week.',
];
const EXCITEMENTS = [
  'Hearing stories of how our city used to be.',
  'Learning old recipes and songs.',
  'Helping someone video-call their grandchildren for the first time.',
];
const LONELINESS = [
  'Regular visits, small routines, and inviting them to tell their stories.',
  'Finding a shared interest, like music or gardening, and building on it.',
  'Patience, and involving family members where possible.',
];
const EXPERIENCES = [
  '',
  'Two years reading to residents of a care home.',
  'Volunteered at a hospital help desk.',
  'Coaches chess at a community centre.',
];
const TASKS = [
  'Read the morning newspaper together',
  'A walk in the park',
  'Help with a video call to family',
  'Play carrom',
  'Sort old photographs',
];
const NEEDS = ['', '', 'Uses a walking stick.', 'Hard of hearing: please speak slowly.', 'Diabetic: no sweets, please.'];

export interface SeedDocument {
  collection: string;
  id: string;
  data: object;
}

/** A resume to upload to Storage: where, and its one-page PDF. */
export interface SeedResume {
  file: StoredFile;
  bytes: Buffer;
}

export interface People {
  documents: SeedDocument[];
  resumes: SeedResume[];
  counts: {
    seniors: number;
    applications: Record<ApplicationDoc['status'], number>;
    volunteers: number;
    requested: number;
    assigned: number;
  };
}

export function generatePeople(count: number, now = Date.now(), seed = 13): People {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], chance: number): T[] => {
    const chosen = list.filter(() => next() < chance);
    return chosen.length ? chosen : [pick(list)];
  };
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
  const phone = () => `+91 9${digits(4)} ${digits(5)}`;
  const past = (within: number) => now - Math.floor(next() * within);
  const day = (at: number) => new Date(at).toISOString().slice(0, 10);

  const documents: SeedDocument[] = [];
  const resumes: SeedResume[] = [];
  const put = (collection: string, id: string, data: object) => documents.push({ collection, id, data });
  const counts: People['counts'] = {
    seniors: 0,
    volunteers: 0,
    requested: 0,
    assigned: 0,
    applications: { [APPLICATION_STATUS.submitted]: 0, [APPLICATION_STATUS.accepted]: 0, [APPLICATION_STATUS.rejected]: 0 },
  };
  const volunteers: VolunteerDoc[] = [];
  const seniors: SeniorDoc[] = [];

  for (let i = 0; i < count; i++) {
    const [first, firstDevanagari] = pick(FIRST_NAMES);
    const [last, lastDevanagari] = pick(SURNAMES);
    const inDevanagari = next() < DEVANAGARI_SHARE;
    const name = inDevanagari ? `${firstDevanagari} ${lastDevanagari}` : `${first} ${last}`;
    const email = `${first}.${last}.${i}@example.com`.toLowerCase();
    const [town, state, pins, townInDevanagari] = pick(CITIES);
    const zipcode = pick(pins);
    const mobile = phone();
    const person = {
      name,
      email,
      phone: mobile,
      ...phoneFields(mobile),
      address: `${1 + Math.floor(next() * 200)}, ${pick(STREETS)}`,
      city: inDevanagari && townInDevanagari ? townInDevanagari : town,
      state,
      zipcode,
      search: {},
      emergencycontact: {
        emergencyContactName: `${pick(FIRST_NAMES)[0]} ${last}`,
        emergencyContactPhone: phone(),
        emergencyContactRelation: pick(RELATIONS),
      },
    };
    const joined = past(HISTORY_MS);

    if (next() < SENIOR_SHARE) {
      seniors.push(
        upgraded<SeniorDoc>(
          {
            ...person,
            dob: day(Date.UTC(1935 + Math.floor(next() * 25), Math.floor(next() * 12), 1 + Math.floor(next() * 28))),
            interests: some(SENIOR_INTERESTS, 0.35),
            services: some(SENIOR_SERVICES, 0.3),
            specialneeds: pick(NEEDS),
            languages: some(APPLICATION_LANGUAGES, 0.35),
            trialEndsAt: joined + TRIAL_DAYS * DAY_MS,
            volunteer: null,
            consents: registeredConsent(joined),
            createdAt: joined,
          },
          upgradedPerson,
        ),
      );
      counts.seniors++;
      continue;
    }

    const roll = next();
    const status =
      roll < SUBMITTED_SHARE
        ? APPLICATION_STATUS.submitted
        : roll < SUBMITTED_SHARE + REJECTED_SHARE
          ? APPLICATION_STATUS.rejected
          : APPLICATION_STATUS.accepted;
    const filename = `${first}-${last}-resume.pdf`;
    const bytes = makePdf([`Resume: ${first} ${last}`, `E-mail: ${email}`, `${town}, ${state}`, 'Volunteer experience and references.']);
    const file: StoredFile = { path: `resumes/${email}/${filename}`, filename, contentType: 'application/pdf', size: bytes.length };
    resumes.push({ file, bytes });
    const languages = some(APPLICATION_LANGUAGES, 0.3);
    const application = upgraded<ApplicationDoc>(
      {
        email,
        fullName: name,
        contact: person.phone,
        motivation: pick(MOTIVATIONS),
        companionshipMeaning: pick(MEANINGS),
        excitement: pick(EXCITEMENTS),
        handlingLoneliness: pick(LONELINESS),
        experience: pick(EXPERIENCES),
        availability: pick(['Weekday mornings', 'Weekends', 'Saturday afternoons', 'Evenings after 6']),
        languages,
        zipcode,
        resume: file,
        status,
        submittedAt: joined,
        search: {},
      },
      upgradedApplication,
    );
    counts.applications[status]++;
    if (status !== APPLICATION_STATUS.submitted) {
      // The retention job erases a rejection once its time is up: the seed has none it would.
      const decided = status === APPLICATION_STATUS.rejected ? Math.max(joined, dueBefore('rejected-applications', now) + DAY_MS) : joined;
      const decidedAt = decided + Math.floor(next() * 3 * DAY_MS);
      const decision: Decision = { status, decidedAt, decidedBy: 'admin', finalAt: decidedAt, pending: false };
      Object.assign(application, decision);
    }
    put(COLLECTIONS.applications, email, application);
    if (status !== APPLICATION_STATUS.accepted || next() >= REGISTERED_SHARE) continue;

    const createdAt = (application.decidedAt ?? joined) + DAY_MS;
    volunteers.push(
      upgraded<VolunteerDoc>(
        {
          ...person,
          dob: next() < 0.3 ? '' : day(Date.UTC(1960 + Math.floor(next() * 45), Math.floor(next() * 12), 1 + Math.floor(next() * 28))),
          skills: some(VOLUNTEER_SKILLS, 0.3),
          availability: some(AVAILABILITY_SLOTS, 0.4),
          experience: application.experience,
          hobbies: pick(['Music, walking', 'Cricket', 'Gardening', 'Cooking', '']),
          certification: '',
          languages,
          cv: file,
          senior: null,
          linkStatus: null,
          linkAt: null,
          consents: registeredConsent(createdAt),
          createdAt,
        },
        upgradedPerson,
      ),
    );
    // Kept on the application for the admin's panels, as registration does (the object put above).
    application.volunteerSkills = volunteers.at(-1)!.skills;
    counts.volunteers++;
  }

  linkPeople(volunteers, seniors, now, next, counts, put, day);
  for (const doc of volunteers) put(COLLECTIONS.volunteers, doc.email, { ...doc, ...linkFields(doc.senior) });
  for (const doc of seniors) put(COLLECTIONS.seniors, doc.email, doc);
  putMatches(volunteers, seniors, now, put);
  return { documents, resumes, counts };
}

/** The seed's cities lie far apart: people who can meet are of one district (the seed's PIN codes of a city share one). */
const areaOf = (doc: VolunteerDoc | SeniorDoc) => doc.place?.districtKey ?? '';

function groupInto<T>(map: Map<string, T[]>, key: string, item: T): void {
  const group = map.get(key);
  if (group) group.push(item);
  else map.set(key, [item]);
}

/** Links some volunteers with a senior of their city, as the api does. */
function linkPeople(
  volunteers: VolunteerDoc[],
  seniors: SeniorDoc[],
  now: number,
  next: () => number,
  counts: People['counts'],
  put: (collection: string, id: string, data: object) => void,
  day: (at: number) => string,
): void {
  const freeSeniors = new Map<string, SeniorDoc[]>();
  for (const senior of seniors) groupInto(freeSeniors, areaOf(senior), senior);
  for (const volunteer of volunteers) {
    if (next() >= LINKED_SHARE) continue;
    const senior = freeSeniors.get(areaOf(volunteer))?.pop();
    if (!senior) continue;
    const reqTime = now - Math.floor(next() * 30 * DAY_MS);
    const assigned = next() < 2 / 3;
    const hour = 9 + Math.floor(next() * 9);
    const hh = (h: number) => String(h).padStart(2, '0');
    const details = assigned
      ? {
          status: LINK_STATUS.assigned,
          reqTime,
          assTime: reqTime + DAY_MS,
          task: TASKS[Math.floor(next() * TASKS.length)]!,
          date: day(now + Math.floor(1 + next() * 14) * DAY_MS),
          startTime: `${hh(hour)}:00`,
          endTime: `${hh(hour + 1)}:30`,
          city: volunteer.city,
          // A Firestore-like id (20 letters and digits, as the visit routes take), the same for the same pair.
          visitId: createHash('sha256').update(`${volunteer.email}>${senior.email}`).digest('hex').slice(0, 20),
        }
      : { status: LINK_STATUS.requested, reqTime };
    const { onVolunteer, onSenior } = linkViews(volunteer, senior, details);
    volunteer.senior = onVolunteer;
    senior.volunteer = onSenior;
    if (details.status === LINK_STATUS.assigned) putVisit(details, volunteer.email, senior, reqTime, put);
    counts[assigned ? 'assigned' : 'requested']++;
  }
}

/** An assigned link's visit and its pair, as assignTask writes them (and the demo seed). */
function putVisit(
  link: { visitId: string; task: string; city: string; date: string; startTime: string; endTime: string; assTime: number },
  volunteer: string,
  { email: senior, place }: Pick<SeniorDoc, 'email' | 'place'>,
  linkedAt: number,
  put: (collection: string, id: string, data: object) => void,
): void {
  const { visitId, task, city, date, startTime, endTime, assTime } = link;
  const visit = scheduledVisit(
    { volunteer, senior, task, city, date, startTime, endTime, districtKey: districtOf(place) },
    { uid: `visit-${visitId}@goldenhearts`, sequence: 0 },
    assTime,
  );
  put(COLLECTIONS.visits, visitId, visit);
  put(COLLECTIONS.pairs, visit.pair, {
    volunteer,
    senior,
    active: true,
    linkedAt,
    scheduled: { [visitId]: scheduleEntry(visit) },
    lastDoneAt: null,
    nextEndAt: visit.endAt,
    quietFrom: pairQuietFrom(linkedAt, null, visit.endAt),
  } satisfies PairDoc);
}

/** Everyone unlinked gets their matches, ranked by the api's code among the unlinked of their district. */
function putMatches(
  volunteers: VolunteerDoc[],
  seniors: SeniorDoc[],
  now: number,
  put: (collection: string, id: string, data: object) => void,
): void {
  const byCity = <T extends VolunteerDoc | SeniorDoc, P>(docs: T[], profile: (doc: T) => P) => {
    const map = new Map<string, P[]>();
    for (const doc of docs) groupInto(map, areaOf(doc), profile(doc));
    return map;
  };
  const freeSeniors = byCity(
    seniors.filter((doc) => !doc.volunteer),
    seniorProfile,
  );
  const freeVolunteers = byCity(
    volunteers.filter((doc) => !doc.senior),
    volunteerProfile,
  );
  const matches = (email: string, items: MatchesDoc['items']) =>
    put(COLLECTIONS.matches, email, { items, updatedAt: now } satisfies MatchesDoc);
  for (const doc of volunteers)
    matches(doc.email, doc.senior ? [] : rankMatches(volunteerProfile(doc), freeSeniors.get(areaOf(doc)) ?? []));
  for (const doc of seniors)
    matches(doc.email, doc.volunteer ? [] : rankMatches(seniorProfile(doc), freeVolunteers.get(areaOf(doc)) ?? []));
}
