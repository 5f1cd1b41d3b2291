/**
 * Demo data that makes every page worth looking at: seniors and volunteers in two cities (one
 * senior typed hers in Marathi),
 * applications in each state with PDF resumes in Storage, one requested link and one assigned
 * visit, and everyone's matches. Written with firebase-admin against the local stack (its env must be set first).
 */
import { linkFields } from '@gh/common/admin-fields';
import { NOTICE_VERSION, consentRecord, firstConsents } from '@gh/common/consent';
import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { APPLICATION_STATUS, COLLECTIONS, DAY_MS, LINK_STATUS, TRIAL_DAYS } from '@gh/common/constants';
import type { ApplicationDoc, MatchItem, MatchesDoc, SeniorDoc, StoredFile, VolunteerDoc } from '@gh/common/documents';
import { rankMatches, seniorProfile, volunteerProfile } from '@gh/common/matching';
import { linkViews } from '@gh/common/link-views';
import { districtOf, pairQuietFrom, scheduleEntry, scheduledVisit, type PairDoc } from '@gh/common/visits';
import { phoneFields, recountAdminStats, upgradedApplication, upgradedPerson } from '@gh/functions/testing';
import { PROJECT_ID, bucketName } from '../stack/config.ts';

/** The demo people agreed to the current privacy notice when they registered, in English. */
export const registeredConsent = (at: number) => firstConsents(consentRecord(NOTICE_VERSION, 'en', at, 'registration'));

/** A one-page PDF with a few lines of text, built by hand so the seed needs no PDF library. */
export function makePdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = ['BT', '/F1 14 Tf', '72 760 Td', '18 TL', ...lines.map((line) => `(${escape(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const emergency = (name: string, phone: string, relation: string) => ({
  emergencyContactName: name,
  emergencyContactPhone: phone,
  emergencyContactRelation: relation,
});

interface Person {
  name: string;
  email: string;
  city: string;
  state: string;
  zipcode: string;
}

const PUNE = { city: 'Pune', state: 'Maharashtra', zipcode: '411004' };
/** Pune as a Marathi speaker types it, a PIN code of her own part of town: matching goes by the PIN code. */
const PUNE_IN_MARATHI = { city: 'पुणे', state: 'Maharashtra', zipcode: '411030' };
const MUMBAI = { city: 'Mumbai', state: 'Maharashtra', zipcode: '400050' };

const volunteers: (Person & Pick<VolunteerDoc, 'skills' | 'availability' | 'languages' | 'experience'>)[] = [
  {
    name: 'Aditi Sharma',
    email: 'aditi@example.com',
    ...PUNE,
    skills: ['Reading', 'Music', 'Technology'],
    availability: ['Morning (9AM-12PM)'],
    languages: ['English', 'Hindi', 'Marathi'],
    experience: 'Two years reading to residents of a care home.',
  },
  {
    name: 'Rohan Mehta',
    email: 'rohan@example.com',
    ...PUNE,
    skills: ['Games', 'Exercise', 'Technology'],
    availability: ['Evening (4PM-8PM)'],
    languages: ['English', 'Gujarati'],
    experience: 'Coaches chess at a community centre.',
  },
  {
    name: 'Priya Nair',
    email: 'priya@example.com',
    ...PUNE,
    skills: ['Cooking', 'Arts & Crafts'],
    availability: ['Afternoon (12PM-4PM)'],
    languages: ['English', 'Tamil', 'Marathi'],
    experience: '',
  },
  {
    name: 'Arjun Patel',
    email: 'arjun@example.com',
    ...MUMBAI,
    skills: ['Music', 'Reading', 'Languages'],
    availability: ['Morning (9AM-12PM)', 'Evening (4PM-8PM)'],
    languages: ['English', 'Hindi', 'Gujarati'],
    experience: 'Plays the harmonium for a senior choir.',
  },
];

const seniors: (Person & Pick<SeniorDoc, 'interests' | 'services' | 'specialneeds' | 'languages'>)[] = [
  {
    name: 'Kamala Rao',
    email: 'kamala@example.com',
    ...PUNE,
    interests: ['Reading', 'Music', 'Gardening'],
    services: ['Companionship', 'Reading Assistance'],
    specialneeds: 'Uses a walking stick.',
    languages: ['Marathi', 'English'],
  },
  {
    name: 'Ramesh Iyer',
    email: 'ramesh@example.com',
    ...PUNE,
    interests: ['Games', 'Technology', 'Exercise'],
    services: ['Technology Help', 'Light Exercise'],
    specialneeds: '',
    languages: ['English', 'Hindi', 'Tamil'],
  },
  {
    name: 'Shanta Kulkarni',
    email: 'shanta@example.com',
    ...PUNE_IN_MARATHI,
    interests: ['Cooking', 'Arts & Crafts', 'Music'],
    services: ['Meal Companionship'],
    specialneeds: 'Hard of hearing: please speak slowly.',
    languages: ['Marathi'],
  },
  {
    name: 'Farida Sheikh',
    email: 'farida@example.com',
    ...MUMBAI,
    interests: ['Reading', 'Music'],
    services: ['Companionship', 'Walking Companion'],
    specialneeds: '',
    languages: ['Hindi', 'English'],
  },
  {
    name: 'Joseph DSouza',
    email: 'joseph@example.com',
    ...MUMBAI,
    interests: ['Exercise', 'Gardening'],
    services: ['Walking Companion'],
    specialneeds: 'Diabetic: no sweets, please.',
    languages: ['English'],
  },
];

/** Applicants who have not registered (yet, or ever). */
const applicants = [
  { fullName: 'Neha Gupta', email: 'neha@example.com', status: APPLICATION_STATUS.submitted },
  { fullName: 'Vikram Singh', email: 'vikram@example.com', status: APPLICATION_STATUS.submitted },
  { fullName: 'Sameer Khan', email: 'sameer@example.com', status: APPLICATION_STATUS.rejected },
];

/** A document built as before places, and what the places upgrade (the admin's job) gives it. */
export const upgraded = <T extends object>(doc: T, upgrade: (doc: T) => object | null): T => ({ ...doc, ...upgrade(doc) });

function application(fullName: string, email: string, status: ApplicationDoc['status'], resume: StoredFile, at: number): ApplicationDoc {
  return upgraded<ApplicationDoc>(
    {
      email,
      fullName,
      contact: '+91 98765 43210',
      motivation: 'My grandmother taught me that an hour of company can brighten a whole week.',
      companionshipMeaning: 'Being present: listening more than talking.',
      excitement: 'Hearing stories of how our city used to be.',
      handlingLoneliness: 'Regular visits, small routines, and inviting them to tell their stories.',
      experience: '',
      availability: 'Weekday mornings and Saturday afternoons',
      languages: ['English', 'Hindi'],
      resume,
      status,
      submittedAt: at - 3 * DAY_MS,
      zipcode: PUNE.zipcode,
      search: {},
      ...(status === APPLICATION_STATUS.submitted ? {} : { decidedAt: at - 2 * DAY_MS, decidedBy: 'admin' }),
    },
    upgradedApplication,
  );
}

export interface SeedSummary {
  seniors: number;
  volunteers: number;
  applications: number;
}

export async function seedDemoData(now = Date.now()): Promise<SeedSummary> {
  const app = getApps().find((a) => a.name === 'seed') ?? initializeApp({ projectId: PROJECT_ID, storageBucket: bucketName }, 'seed');
  const db = getFirestore(getApp(app.name));
  const bucket = getStorage(app).bucket(bucketName);

  const uploadResume = async (fullName: string, email: string): Promise<StoredFile> => {
    const bytes = makePdf([`Resume: ${fullName}`, `E-mail: ${email}`, 'Volunteer experience and references.']);
    const filename = `${fullName.replace(/\s+/g, '-')}-resume.pdf`;
    const path = `resumes/${email}/${filename}`;
    await bucket.file(path).save(bytes, { contentType: 'application/pdf', resumable: false });
    return { path, filename, contentType: 'application/pdf', size: bytes.length };
  };

  const batch = db.batch();
  const volunteerDocs: VolunteerDoc[] = [];
  const seniorDocs: SeniorDoc[] = [];
  for (const v of volunteers) {
    const resume = await uploadResume(v.name, v.email);
    batch.set(db.collection(COLLECTIONS.applications).doc(v.email), {
      ...application(v.name, v.email, APPLICATION_STATUS.accepted, resume, now),
      volunteerSkills: v.skills,
    });
    const doc = upgraded<VolunteerDoc>(
      {
        name: v.name,
        email: v.email,
        phone: '+91 98220 11111',
        ...phoneFields('+91 98220 11111'),
        dob: '1996-04-12',
        address: '12 Lane 5, Koregaon Park',
        city: v.city,
        state: v.state,
        zipcode: v.zipcode,
        emergencycontact: emergency('Sunita Sharma', '+91 98220 22222', 'Mother'),
        skills: v.skills,
        availability: v.availability,
        experience: v.experience,
        languages: v.languages,
        hobbies: 'Music, walking',
        certification: '',
        cv: resume,
        senior: null,
        ...linkFields(null),
        consents: registeredConsent(now - 2 * DAY_MS),
        createdAt: now - 2 * DAY_MS,
        search: {},
      },
      upgradedPerson,
    );
    volunteerDocs.push(doc);
  }
  for (const a of applicants) {
    const resume = await uploadResume(a.fullName, a.email);
    batch.set(db.collection(COLLECTIONS.applications).doc(a.email), application(a.fullName, a.email, a.status, resume, now));
  }
  for (const s of seniors) {
    const doc = upgraded<SeniorDoc>(
      {
        name: s.name,
        email: s.email,
        phone: '+91 20 2612 3456',
        ...phoneFields('+91 20 2612 3456'),
        dob: '1942-09-30',
        address: '4 Shanti Niwas, Model Colony',
        city: s.city,
        state: s.state,
        zipcode: s.zipcode,
        emergencycontact: emergency('Anil Rao', '+91 98220 33333', 'Son'),
        interests: s.interests,
        services: s.services,
        specialneeds: s.specialneeds,
        languages: s.languages,
        trialEndsAt: now - 5 * DAY_MS + TRIAL_DAYS * DAY_MS,
        volunteer: null,
        consents: registeredConsent(now - 5 * DAY_MS),
        createdAt: now - 5 * DAY_MS,
        search: {},
      },
      upgradedPerson,
    );
    seniorDocs.push(doc);
  }

  // Aditi visits Kamala (assigned by the admin); Rohan asked to be linked with Ramesh.
  const visitDate = new Date(now + 2 * DAY_MS).toISOString().slice(0, 10);
  const visitId = 'demoVisitAditiKamala';
  // Newest in the admin's paged panels when seeded (the browser tests seed beside other tests' links).
  const assigned = {
    status: LINK_STATUS.assigned,
    reqTime: now - DAY_MS,
    assTime: now - 60_000,
    task: 'Read the morning newspaper together',
    date: visitDate,
    startTime: '10:00',
    endTime: '11:30',
    city: 'Pune',
    visitId,
  };
  const requested = { status: LINK_STATUS.requested, reqTime: now - 30_000 };
  const [aditi, rohan] = volunteerDocs;
  const [kamala, ramesh] = seniorDocs;
  for (const [v, s2, details] of [
    [aditi!, kamala!, assigned],
    [rohan!, ramesh!, requested],
  ] as const) {
    const { onVolunteer, onSenior } = linkViews(v, s2, details);
    Object.assign(v, { senior: onVolunteer, ...linkFields(onVolunteer) });
    s2.volunteer = onSenior;
  }
  for (const doc of volunteerDocs) batch.set(db.collection(COLLECTIONS.volunteers).doc(doc.email), doc);
  for (const doc of seniorDocs) batch.set(db.collection(COLLECTIONS.seniors).doc(doc.email), doc);
  // The visit itself and its pair, as assignTask writes them.
  const visit = scheduledVisit(
    {
      volunteer: aditi!.email,
      senior: kamala!.email,
      task: assigned.task,
      city: assigned.city,
      date: assigned.date,
      startTime: assigned.startTime,
      endTime: assigned.endTime,
      districtKey: districtOf(kamala!.place),
    },
    { uid: `visit-${visitId}@goldenhearts`, sequence: 0 },
    assigned.assTime,
  );
  batch.set(db.collection(COLLECTIONS.visits).doc(visitId), visit);
  batch.set(db.collection(COLLECTIONS.pairs).doc(visit.pair), {
    volunteer: visit.volunteer,
    senior: visit.senior,
    active: true,
    linkedAt: assigned.reqTime,
    scheduled: { [visitId]: scheduleEntry(visit) },
    lastDoneAt: null,
    nextEndAt: visit.endAt,
    quietFrom: pairQuietFrom(assigned.reqTime, null, visit.endAt),
  } satisfies PairDoc);

  // Everyone's matches, ranked by the same code as the api's; linked people have none and are
  // in nobody's list.
  const unlinkedVolunteers = volunteerDocs.filter((doc) => !doc.senior).map(volunteerProfile);
  const unlinkedSeniors = seniorDocs.filter((doc) => !doc.volunteer).map(seniorProfile);
  const matches = (email: string, items: MatchItem[]) =>
    batch.set(db.collection(COLLECTIONS.matches).doc(email), { items, updatedAt: now } satisfies MatchesDoc);
  for (const doc of volunteerDocs) matches(doc.email, doc.senior ? [] : rankMatches(volunteerProfile(doc), unlinkedSeniors));
  for (const doc of seniorDocs) matches(doc.email, doc.volunteer ? [] : rankMatches(seniorProfile(doc), unlinkedVolunteers));
  await batch.commit();
  // The seed writes documents directly, so the Analytics figures are counted afterwards.
  await recountAdminStats(db);

  return { seniors: seniors.length, volunteers: volunteers.length, applications: volunteers.length + applicants.length };
}
