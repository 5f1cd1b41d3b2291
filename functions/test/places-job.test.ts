/**
 * The upgrade of documents stored before places (POST /{key}/jobs/places): a person gets the
 * place of their PIN code, a language when they had none, and today's search keys (a map, the
 * old array gone, also for a person who has a place), and is
 * matched with the people near them; an application gets its place and keys; what is up to date
 * is left alone; a run goes on where the one before stopped; only the admin may run it; twenty
 * runs at once leave each document the same. It reads every document, so it runs alone
 * (SHARED_STATE).
 */
import { describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { personSearchable, searchKeys, searchKeysFor, searchMap } from '@gh/common/admin-fields';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { adminKey, api, newClientAddress } from '@gh/testkit/stack';
import { adminCall, applicationDoc, storedApplication } from '@gh/testkit/applicant';
import { COLLECTIONS } from '@gh/common/constants';
import { addApplication, db, newEmail, personDoc } from '@gh/testkit/identity';
import { addMember, matchEmails, newCity, readMember } from '@gh/testkit/members';

const runJob = (key?: string, body?: unknown) => adminCall('POST', '/jobs/places', body, key);

const COUNTED = ['volunteers', 'seniors', 'applications', 'visits', 'concerns', 'visitFeedback'] as const;
type Totals = Record<(typeof COUNTED)[number] | 'runs', number>;

/**
 * This file's people and applications sort after everyone else's (`zzz-places-…`): its runs
 * start just before them, so they do not wait on the first upgrade of every other file's documents.
 */
const ownEmail = (what: string) => newEmail(`zzz-places-${what}`);
/** The place a run goes on from to reach `email` of `collection` next. */
const justBefore = (collection: string, email: string) => `${collection}/${email.slice(0, -1)}`;

/** Runs the job from `from`, each run from the `next` of the one before, until one says nothing is left. */
async function runFrom(from: string): Promise<Totals> {
  const totals: Totals = { volunteers: 0, seniors: 0, applications: 0, visits: 0, concerns: 0, visitFeedback: 0, runs: 0 };
  let next: unknown = from;
  do {
    const ran = await runJob(undefined, { from: next });
    expect(ran.status, ran.text).toBe(200);
    expect(ran.json?.message).toBe(SERVER_MESSAGES.placesRan);
    for (const counted of COUNTED) totals[counted] += Number(ran.json?.[counted]);
    totals.runs += 1;
    expect(ran.json?.more).toBe(ran.json?.next !== null);
    next = ran.json?.next;
  } while (next !== null && totals.runs < 50);
  expect(next).toBeNull();
  return totals;
}

/** A senior as stored before places: a city key, no place, no languages, the old array of search keys. */
async function olderSenior(pin: string, name = 'सुशीला कुलकर्णी') {
  const senior = await addMember('senior', { city: 'पुणे', name, topics: ['Cooking'], email: ownEmail('senior') });
  await personDoc('senior', senior.email).update({
    zipcode: pin,
    place: FieldValue.delete(),
    languages: FieldValue.delete(),
    lang: 'mr',
    cityKey: 'पुणे',
    search: FieldValue.delete(),
    searchKeys: ['सुशीला'],
  });
  return senior;
}

describe('the places job', { timeout: 120_000 }, () => {
  it('gives an older senior her place, her page’s language and search keys, and her matches', async () => {
    // Lonavala: a PIN code no other test lives at.
    const volunteer = await addMember('volunteer', { city: 'Lonavala', pin: '410401', topics: ['Cooking'], languages: ['Marathi'] });
    const senior = await olderSenior('410401');
    expect(await matchEmails(volunteer.email)).toBeUndefined();

    expect((await runFrom(justBefore('seniors', senior.email))).seniors).toBe(1);

    const upgraded = await readMember('senior', senior.email);
    expect(upgraded).toMatchObject({
      city: 'पुणे',
      place: { pin: '410401', district: 'Pune', state: 'Maharashtra' },
      languages: ['Marathi'],
    });
    expect('cityKey' in upgraded).toBe(false);
    expect('searchKeys' in upgraded).toBe(false);
    for (const typed of ['Kulkarni', 'kulk', '98220 33333']) {
      expect(
        searchKeysFor(typed).some((key) => upgraded.search[key]),
        typed,
      ).toBe(true);
    }
    expect(await matchEmails(senior.email)).toContain(volunteer.email);
    expect(await matchEmails(volunteer.email)).toContain(senior.email);
  });

  it('gives a PIN code nobody knows no place, an application its place, and leaves what is up to date', async () => {
    const current = await addMember('senior', { city: newCity(), email: ownEmail('senior') });
    const unknown = await olderSenior('999999');
    const email = ownEmail('applicant');
    await addApplication(email);
    await applicationDoc(email).update({ zipcode: '411030', search: FieldValue.delete(), searchKeys: [] });
    expect(await runFrom(justBefore('seniors', current.email))).toMatchObject({ seniors: 1, applications: 0 });
    expect((await runFrom(justBefore('applications', email))).applications).toBe(1);
    expect(await readMember('senior', unknown.email)).toMatchObject({ place: null, languages: ['Marathi'] });
    expect(await readMember('senior', current.email)).toEqual(current.doc);
    expect(await storedApplication(email)).toMatchObject({ place: { pin: '411030', district: 'Pune' } });
    const application = (await storedApplication(email))!;
    expect(application.search['~aditi']).toBe(true);
    expect('searchKeys' in application).toBe(false);
  });

  it('gives a person and an application who have places their keys as a map, and drops the array', async () => {
    const senior = await addMember('senior', { city: newCity(), name: 'Vasant Joshi', email: ownEmail('placed') });
    const email = ownEmail('placed-applicant');
    await addApplication(email);
    const keys = searchKeys(personSearchable(senior.doc));
    await personDoc('senior', senior.email).update({ search: FieldValue.delete(), searchKeys: keys });
    const { search: _, ...placedApplication } = (await storedApplication(email))!;
    await applicationDoc(email).update({ search: FieldValue.delete(), searchKeys: ['aditi'] });

    // Applications come first, then volunteers and seniors: one run goes through both (and others' older seniors).
    const totals = await runFrom(justBefore('applications', email));
    expect(totals.applications).toBe(1);
    expect(totals.seniors).toBeGreaterThanOrEqual(1);
    const upgraded = await readMember('senior', senior.email);
    expect(upgraded).toEqual({ ...senior.doc, search: searchMap(personSearchable(senior.doc)) });
    expect(upgraded.search['~josi']).toBe(true);
    const application = (await storedApplication(email))!;
    expect(application).toMatchObject(placedApplication);
    expect('searchKeys' in application).toBe(false);
    expect(Object.keys(application.search).length).toBeGreaterThan(1);
    // Up to date: a second run from the same place changes nothing.
    expect(await runFrom(justBefore('applications', email))).toMatchObject({ applications: 0, seniors: 0 });
  });

  it('gives a visit, its feedback and a concern stored before districts their senior’s district, and none to one of nobody', async () => {
    const senior = await addMember('senior', { city: 'Pune', pin: '411001', email: ownEmail('senior') });
    // Ids that sort after every other test's (a visit's: 20 letters and digits).
    const visit = 'zzzzzzzzzzzzzzzzzzzz';
    const concern = `welcome:${senior.email}`;
    const nobodys = `welcome:${ownEmail('gone')}`;
    const older = { volunteer: '', visitId: null, text: '', at: 1, kind: 'welcome', status: 'handled', mailedAt: 1 };
    await Promise.all([
      db()
        .collection(COLLECTIONS.visits)
        .doc(visit)
        .set({ volunteer: ownEmail('volunteer'), senior: senior.email, status: 'Done' }),
      db()
        .collection(COLLECTIONS.visitFeedback)
        .doc(visit)
        .set({ visitId: visit, volunteer: ownEmail('volunteer'), senior: senior.email, mood: 'bad', text: 'Late', at: 1 }),
      db()
        .collection(COLLECTIONS.concerns)
        .doc(concern)
        .set({ ...older, senior: senior.email }),
      db()
        .collection(COLLECTIONS.concerns)
        .doc(nobodys)
        .set({ ...older, senior: nobodys.slice('welcome:'.length) }),
    ]);
    const totals = await runFrom('visits/zzzzzzzzzzzzzzzzzzzy');
    expect(totals.visits).toBe(1);
    expect(totals.concerns).toBeGreaterThanOrEqual(2);
    expect(totals.visitFeedback).toBeGreaterThanOrEqual(1);
    const districtOf = async (path: string) => (await db().doc(path).get()).get('districtKey');
    expect(await districtOf(`${COLLECTIONS.visits}/${visit}`)).toBe('maharashtra/pune');
    expect(await districtOf(`${COLLECTIONS.visitFeedback}/${visit}`)).toBe('maharashtra/pune');
    expect(await districtOf(`${COLLECTIONS.concerns}/${concern}`)).toBe('maharashtra/pune');
    expect(await districtOf(`${COLLECTIONS.concerns}/${nobodys}`)).toBeNull();
    // Up to date: a second run from the same place changes nothing.
    expect(await runFrom('visits/zzzzzzzzzzzzzzzzzzzy')).toMatchObject({ visits: 0 });
  });

  it('only for the admin: no key or a wrong key is a 401 and writes nothing', async () => {
    const senior = await olderSenior('410401');
    expect(await runJob('not-the-key')).toMatchObject({ status: 401 });
    expect(await api('POST', '//jobs/places', undefined, newClientAddress())).toMatchObject({ status: 401 });
    expect((await readMember('senior', senior.email)).place).toBeUndefined();
  });

  it('goes on where the run before stopped, and refuses a place no run stops at', async () => {
    const senior = await olderSenior('410401', 'Yamuna Deshpande');
    // A run from just after her leaves her as she was; one from just before upgrades her.
    const after = await runJob(undefined, { from: `seniors/${senior.email}` });
    expect(after.status, after.text).toBe(200);
    expect((await readMember('senior', senior.email)).place).toBeUndefined();
    const before = await runJob(undefined, { from: justBefore('seniors', senior.email) });
    expect(before.status, before.text).toBe(200);
    expect(before.json?.seniors).toBeGreaterThanOrEqual(1);
    expect((await readMember('senior', senior.email)).place).toMatchObject({ pin: '410401' });

    for (const from of ['people/a@example.com', 'seniors/not an address', 'seniors', 42, 'x'.repeat(100_000)]) {
      const refused = await runJob(undefined, { from });
      expect(refused.status, String(from).slice(0, 40)).toBe(400);
      expect(refused.json?.message).toBe('Not where a run of this job stopped');
    }
    expect((await api('POST', `/${encodeURIComponent(adminKey)}/jobs/places`, '[1]', newClientAddress())).status).toBe(400);
  });

  it('twenty runs sent together leave each document as one run does', async () => {
    const senior = await olderSenior('410401', 'Vasant Joshi');
    const from = justBefore('seniors', senior.email);
    const runs = await Promise.all(Array.from({ length: 20 }, () => runJob(undefined, { from })));
    expect(runs.map((run) => run.status)).toEqual(Array(20).fill(200));
    const upgraded = await readMember('senior', senior.email);
    expect(upgraded).toMatchObject({ place: { pin: '410401' }, languages: ['Marathi'] });
    expect(upgraded.search['~josi']).toBe(true);
    expect(runs.reduce((sum, run) => sum + Number(run.json?.seniors), 0)).toBe(1);
    expect(await runFrom(from)).toMatchObject({ seniors: 0, volunteers: 0, applications: 0 });
  });
});
