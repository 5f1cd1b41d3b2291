/**
 * The upgrade of documents stored before places (POST /{key}/jobs/places): a person gets the
 * place of their PIN code, a language when they had none, and today's search keys, and is
 * matched with the people near them; an application gets its place and keys; what is up to date
 * is left alone; only the admin may run it; twenty runs at once leave each document the same.
 * It reads every document, so it runs alone (SHARED_STATE).
 */
import { describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { searchKeysFor } from '@gh/common/admin-fields';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { api, newClientAddress } from '@gh/testkit/stack';
import { adminCall, applicationDoc, storedApplication } from '@gh/testkit/applicant';
import { addApplication, newEmail, personDoc } from '@gh/testkit/identity';
import { addMember, matchEmails, newCity, readMember } from '@gh/testkit/members';

const runJob = (key?: string) => adminCall('POST', '/jobs/places', undefined, key);

/** A senior as stored before places: a city key, no place, no languages, the old search keys. */
async function olderSenior(pin: string, name = 'सुशीला कुलकर्णी') {
  const senior = await addMember('senior', { city: 'पुणे', name, topics: ['Cooking'] });
  await personDoc('senior', senior.email).update({
    zipcode: pin,
    place: FieldValue.delete(),
    languages: FieldValue.delete(),
    lang: 'mr',
    cityKey: 'पुणे',
    searchKeys: ['सुशीला'],
  });
  return senior;
}

describe('the places job', () => {
  it('gives an older senior her place, her page’s language and search keys, and her matches', async () => {
    // Lonavala: a PIN code no other test lives at.
    const volunteer = await addMember('volunteer', { city: 'Lonavala', pin: '410401', topics: ['Cooking'], languages: ['Marathi'] });
    const senior = await olderSenior('410401');
    expect(await matchEmails(volunteer.email)).toBeUndefined();

    const ran = await runJob();
    expect(ran.status, ran.text).toBe(200);
    expect(ran.json).toMatchObject({ message: SERVER_MESSAGES.placesRan, more: false });
    expect(ran.json?.seniors).toBeGreaterThanOrEqual(1);

    const upgraded = await readMember('senior', senior.email);
    expect(upgraded).toMatchObject({
      city: 'पुणे',
      place: { pin: '410401', district: 'Pune', state: 'Maharashtra' },
      languages: ['Marathi'],
    });
    expect('cityKey' in upgraded).toBe(false);
    for (const typed of ['Kulkarni', 'kulk', '98220 33333']) {
      expect(
        searchKeysFor(typed).some((key) => upgraded.searchKeys.includes(key)),
        typed,
      ).toBe(true);
    }
    expect(await matchEmails(senior.email)).toContain(volunteer.email);
    expect(await matchEmails(volunteer.email)).toContain(senior.email);
  });

  it('gives a PIN code nobody knows no place, an application its place, and leaves what is up to date', async () => {
    const unknown = await olderSenior('999999');
    const current = await addMember('senior', { city: newCity() });
    const email = newEmail('applicant');
    await addApplication(email);
    await applicationDoc(email).update({ zipcode: '411030', searchKeys: [] });
    expect((await runJob()).status).toBe(200);
    expect(await readMember('senior', unknown.email)).toMatchObject({ place: null, languages: ['Marathi'] });
    expect(await readMember('senior', current.email)).toEqual(current.doc);
    expect(await storedApplication(email)).toMatchObject({ place: { pin: '411030', district: 'Pune' } });
    expect((await storedApplication(email))!.searchKeys).toContain('~aditi');
  });

  it('only for the admin: no key or a wrong key is a 401 and writes nothing', async () => {
    const senior = await olderSenior('410401');
    expect(await runJob('not-the-key')).toMatchObject({ status: 401 });
    expect(await api('POST', '//jobs/places', undefined, newClientAddress())).toMatchObject({ status: 401 });
    expect((await readMember('senior', senior.email)).place).toBeUndefined();
  });

  it('twenty runs at once leave each document as one run does', async () => {
    const senior = await olderSenior('410401', 'Vasant Joshi');
    const runs = await Promise.all(Array.from({ length: 20 }, () => runJob()));
    expect(runs.map((run) => run.status)).toEqual(Array(20).fill(200));
    const upgraded = await readMember('senior', senior.email);
    expect(upgraded).toMatchObject({ place: { pin: '410401' }, languages: ['Marathi'] });
    expect(upgraded.searchKeys).toContain('~josi');
    expect((await runJob()).json).toMatchObject({ seniors: 0, volunteers: 0, applications: 0 });
  });
});
