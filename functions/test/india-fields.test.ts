/**
 * Fields that fit India: registration checks an Indian phone, a 6-digit PIN code, a State from
 * the list and a real date of birth; a profile save applies them only to what the person changed,
 * and takes a senior's phone, birth date and services and a volunteer's availability and languages.
 */
import { describe, expect, it } from 'vitest';
import { api, newClientAddress } from '@gh/testkit/stack';
import { addApplication, personDoc, seniorForm, volunteerForm } from '@gh/testkit/identity';
import { addMember, newCity, postForm, readMember } from '@gh/testkit/members';

const saveVolunteer = (email: string, fields: Record<string, string | string[]>, token?: string) =>
  postForm(`/volunteer/${encodeURIComponent(email)}`, fields, token);
const saveSenior = (email: string, fields: Record<string, string | string[]>, token?: string) =>
  postForm(`/senior/senior/${encodeURIComponent(email)}`, fields, token);

/** The profile form of a stored person, as the web app sends it. */
const profileOf = (doc: {
  name: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  emergencycontact: Record<string, string>;
}) => ({
  name: doc.name,
  address: doc.address,
  city: doc.city,
  state: doc.state,
  zipcode: doc.zipcode,
  ename: doc.emergencycontact.emergencyContactName ?? '',
  ephone: doc.emergencycontact.emergencyContactPhone ?? '',
  erelation: doc.emergencycontact.emergencyContactRelation ?? '',
});

describe('registration refuses what does not fit India, and stores nothing', () => {
  it.each([
    [{ phone: '12345' }, 'Phone must be an Indian number: 10 digits, after +91 or 0 if you like'],
    [{ zipcode: '90210' }, 'PIN code must be 6 digits, e.g. 411001'],
    [{ state: 'California' }, 'State: please choose your state or union territory from the list'],
    [{ dob: '1950-02-31' }, 'That date does not exist: please check the day and the month'],
    [{ dob: '03/15/1950' }, 'Date of birth needs a day, a month and a four-digit year'],
    [{ dob: '2999-01-01' }, 'Date of birth cannot be in the future'],
  ])('senior with %j: 400 "%s"', async (change, message) => {
    const form = { ...seniorForm(), ...change };
    const answer = await api('POST', '/register/senior', form, newClientAddress());
    expect(answer.status).toBe(400);
    expect(answer.json?.message).toBe(message);
    expect((await personDoc('senior', form.email).get()).exists).toBe(false);
  });

  it('a volunteer may leave out the date of birth but not give an impossible one', async () => {
    const form = { ...volunteerForm(), dob: '1990-02-30' };
    await addApplication(form.email);
    const answer = await api('POST', '/register/volunteer', form, newClientAddress());
    expect([answer.status, answer.json?.message]).toEqual([400, 'That date does not exist: please check the day and the month']);
  });
});

describe('a senior saves phone, date of birth and services on /profile', () => {
  it("saves them when sent and keeps them when the spec's form leaves them out", async () => {
    const senior = await addMember('senior', { city: newCity() });
    const sent = {
      ...profileOf(senior.doc),
      interests: ['Music'],
      phone: '098765 43210',
      dob: '1950-03-15',
      // A service ticked twice is kept once.
      services: ['Technology Help', 'Technology Help'],
    };
    const answer = await saveSenior(senior.email, sent, senior.token);
    expect(answer.status, answer.json.message).toBe(200);
    expect(await readMember('senior', senior.email)).toMatchObject({
      phone: '098765 43210',
      dob: '1950-03-15',
      services: ['Technology Help'],
      interests: ['Music'],
    });

    expect((await saveSenior(senior.email, { ...profileOf(senior.doc), interests: 'Music' }, senior.token)).status).toBe(200);
    expect(await readMember('senior', senior.email)).toMatchObject({
      phone: '098765 43210',
      dob: '1950-03-15',
      services: ['Technology Help'],
    });

    // An emptied list arrives as one blank entry and clears the services.
    expect((await saveSenior(senior.email, { ...profileOf(senior.doc), services: '' }, senior.token)).status).toBe(200);
    expect((await readMember('senior', senior.email)).services).toEqual([]);
  });

  it('refuses a changed phone, date, State or PIN code that registration would refuse, and stores nothing', async () => {
    const senior = await addMember('senior', { city: newCity() });
    for (const [change, message] of [
      [{ dob: '1944-02-30' }, 'That date does not exist: please check the day and the month'],
      [{ phone: '555-1234' }, 'Phone must be an Indian number: 10 digits, after +91 or 0 if you like'],
      [{ zipcode: '4110' }, 'PIN code must be 6 digits, e.g. 411001'],
      [{ state: 'Maharashtra State' }, 'State: please choose your state or union territory from the list'],
    ] as const) {
      const answer = await saveSenior(senior.email, { ...profileOf(senior.doc), name: 'Changed', ...change }, senior.token);
      expect([answer.status, answer.json.message]).toEqual([400, message]);
    }
    expect(await readMember('senior', senior.email)).toEqual(senior.doc);
  });

  it('saves a record stored before these rules as it is, and checks a field once it changes', async () => {
    const senior = await addMember('senior', { city: newCity() });
    const old = { state: 'MH', zipcode: '90210', dob: '12/03/1944', phone: '2612 3456' };
    await personDoc('senior', senior.email).update(old);
    const form = { ...profileOf({ ...senior.doc, ...old }), phone: old.phone, dob: old.dob, specialneeds: 'A ramp' };
    const kept = await saveSenior(senior.email, form, senior.token);
    expect(kept.status, kept.json.message).toBe(200);
    expect(await readMember('senior', senior.email)).toMatchObject({ ...old, specialneeds: 'A ramp' });
    const changed = await saveSenior(senior.email, { ...form, zipcode: '9021' }, senior.token);
    expect([changed.status, changed.json.message]).toEqual([400, 'PIN code must be 6 digits, e.g. 411001']);
  });

  it("answers no token 401 and another person's token 403, changing nothing", async () => {
    const senior = await addMember('senior', { city: newCity() });
    const other = await addMember('senior', { city: newCity() });
    const sent = { ...profileOf(senior.doc), phone: '98765 00000', services: ['Companionship'] };
    expect((await saveSenior(senior.email, sent)).status).toBe(401);
    expect((await saveSenior(senior.email, sent, other.token)).status).toBe(403);
    expect((await saveSenior(`${senior.email}\u0000`, sent, senior.token)).status).toBeGreaterThanOrEqual(400);
    expect(await readMember('senior', senior.email)).toEqual(senior.doc);
  });
});

describe('a volunteer saves availability and languages on /profile', () => {
  it('saves them when sent, refuses unknown ones and keeps them when left out', async () => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    const base = { ...profileOf(volunteer.doc), skills: ['Reading'] };
    const saved = await saveVolunteer(
      volunteer.email,
      { ...base, availability: ['Evening (4PM-8PM)'], languages: 'Hindi, Tamil' },
      volunteer.token,
    );
    expect(saved.status, saved.json.message).toBe(200);
    expect(await readMember('volunteer', volunteer.email)).toMatchObject({
      availability: ['Evening (4PM-8PM)'],
      languages: ['Hindi', 'Tamil'],
    });

    const odd = await saveVolunteer(volunteer.email, { ...base, languages: ['Klingon'] }, volunteer.token);
    expect(odd.status).toBe(400);
    expect(odd.json.message).toMatch(/^Languages: please choose from /);

    expect((await saveVolunteer(volunteer.email, base, volunteer.token)).status).toBe(200);
    expect(await readMember('volunteer', volunteer.email)).toMatchObject({
      availability: ['Evening (4PM-8PM)'],
      languages: ['Hindi', 'Tamil'],
    });
  });
});
