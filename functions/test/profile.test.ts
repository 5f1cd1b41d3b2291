/** POST /volunteer/{email} and POST /senior/senior/{email}: saving one's own /profile. */
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@gh/common/constants';
import type { VolunteerRecord } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { api, webUrl, withTamperedSignature } from '@gh/testkit/stack';
import { bucket } from '@gh/testkit/applicant';
import { fixture } from '@gh/testkit/fixtures';
import { bearer, personDoc } from '@gh/testkit/identity';
import { addMember, askMatches, matchEmails, newCity, postForm, readMember } from '@gh/testkit/members';

const saveVolunteer = (
  email: string,
  fields: Record<string, string | string[]>,
  token?: string,
  file?: { filename: string; bytes: Buffer },
) => postForm(`/volunteer/${encodeURIComponent(email)}`, fields, token, file);
const saveSenior = (email: string, fields: Record<string, string | string[]>, token?: string) =>
  postForm(`/senior/senior/${encodeURIComponent(email)}`, fields, token);

/** The form's address; a PIN code other than the stored one moves the person to that PIN code's place. */
const place = (city: string, zipcode = '411002') => ({
  name: 'Aditi S. Sharma',
  address: '3 New Road',
  city,
  state: 'Maharashtra',
  zipcode,
  ename: 'Ravi Sharma',
  ephone: '+91 90000 00000',
  erelation: 'Brother',
});
const cvFiles = async (email: string) => (await bucket().getFiles({ prefix: `cvs/${email}/` }))[0].map((file) => file.name);

describe('saving a volunteer profile', () => {
  it('saves the form, keeps what the form does not show, and answers the session user', async () => {
    const city = newCity();
    const volunteer = await addMember('volunteer', { city });
    const answer = await saveVolunteer(
      volunteer.email,
      {
        ...place(city),
        email: volunteer.email.toUpperCase(),
        skills: 'Cooking, Games',
        hobbies: 'Chess',
        certification: 'First aid',
        experience: 'Some',
      },
      volunteer.token,
    );
    expect(answer.status, answer.json.message).toBe(200);
    expect(answer.json).toEqual({
      message: SERVER_MESSAGES.profileSaved,
      user: { role: 'volunteer', name: 'Aditi S. Sharma', email: volunteer.email, city, skills: ['Cooking', 'Games'] },
    });
    const doc = await readMember('volunteer', volunteer.email);
    expect(doc).toMatchObject({
      name: 'Aditi S. Sharma',
      address: '3 New Road',
      zipcode: '411002',
      skills: ['Cooking', 'Games'],
      hobbies: 'Chess',
      certification: 'First aid',
      experience: 'Some',
      emergencycontact: {
        emergencyContactName: 'Ravi Sharma',
        emergencyContactPhone: '+91 90000 00000',
        emergencyContactRelation: 'Brother',
      },
      phone: volunteer.doc.phone,
      dob: volunteer.doc.dob,
      availability: volunteer.doc.availability,
      cv: volunteer.doc.cv,
      senior: null,
    });
  });

  it('replaces the CV: the new file is stored, the old one removed', async () => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    const fields = { ...place(volunteer.doc.city), skills: ['Reading'] };
    expect(
      (await saveVolunteer(volunteer.email, fields, volunteer.token, { filename: 'my cv.pdf', bytes: fixture('letter.pdf') })).status,
    ).toBe(200);
    const first = (await readMember('volunteer', volunteer.email)).cv;
    expect(first).toMatchObject({ filename: 'my cv.pdf', contentType: 'application/pdf' });
    expect(await cvFiles(volunteer.email)).toEqual([first?.path]);

    expect(
      (await saveVolunteer(volunteer.email, fields, volunteer.token, { filename: 'cv.docx', bytes: fixture('letter.docx') })).status,
    ).toBe(200);
    const second = (await readMember('volunteer', volunteer.email)).cv;
    expect(second?.filename).toBe('cv.docx');
    expect(await cvFiles(volunteer.email)).toEqual([second?.path]);

    // Saving without a file keeps the CV.
    expect((await saveVolunteer(volunteer.email, fields, volunteer.token)).status).toBe(200);
    expect((await readMember('volunteer', volunteer.email)).cv).toEqual(second);
  });

  it('of ten CV replacements sent together, each replaces the one before it: exactly one file is left, the one the record names', async () => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    const fields = { ...place(volunteer.doc.city), skills: ['Reading'] };
    expect(
      (await saveVolunteer(volunteer.email, fields, volunteer.token, { filename: 'first.pdf', bytes: fixture('letter.pdf') })).status,
    ).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        saveVolunteer(volunteer.email, fields, volunteer.token, { filename: `cv-${i}.pdf`, bytes: fixture('letter.pdf') }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const { cv } = await readMember('volunteer', volunteer.email);
    expect(cv?.filename).toMatch(/^cv-\d\.pdf$/);
    expect(await cvFiles(volunteer.email)).toEqual([cv?.path]);
    // Ten requests at once start cold function workers: slow on a loaded machine.
  }, 180_000);

  it('removes the upload of a save it refuses, and keeps the CV the record names', async () => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    const fields = { ...place(volunteer.doc.city), skills: ['Reading'] };
    expect(
      (await saveVolunteer(volunteer.email, fields, volunteer.token, { filename: 'first.pdf', bytes: fixture('letter.pdf') })).status,
    ).toBe(200);
    const first = (await readMember('volunteer', volunteer.email)).cv!;

    // A changed PIN code is checked as at registration, against the record the save reads.
    expect(
      await saveVolunteer(volunteer.email, { ...fields, zipcode: '4110' }, volunteer.token, {
        filename: 'second.pdf',
        bytes: fixture('letter.pdf'),
      }),
    ).toMatchObject({ status: 400, json: { message: 'PIN code must be 6 digits, e.g. 411001' } });
    expect((await readMember('volunteer', volunteer.email)).cv).toEqual(first);
    expect(await cvFiles(volunteer.email)).toEqual([first.path]);
  });

  it('lets the owner open the CV through the link their record carries, until it is replaced', async () => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    const fields = { ...place(volunteer.doc.city), skills: ['Reading'] };
    await saveVolunteer(volunteer.email, fields, volunteer.token, { filename: 'my cv.pdf', bytes: fixture('letter.pdf') });
    const record = await api('GET', `/volunteer/${encodeURIComponent(volunteer.email)}`, undefined, bearer(volunteer.token));
    const cv = (record.json as unknown as VolunteerRecord).cv;
    expect(cv).toEqual({ filename: 'my cv.pdf', link: expect.stringMatching(/^\/api\/files\/cv\?email=.+&expires=\d+&sig=/) });
    expect(record.text).not.toMatch(/"path"/);

    const opened = await fetch(`${webUrl}${cv!.link}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await opened.arrayBuffer()).equals(fixture('letter.pdf'))).toBe(true);
    const tampered = await fetch(`${webUrl}${withTamperedSignature(cv!.link)}`);
    expect(tampered.status).toBe(403);
    expect(await tampered.json()).toEqual({ message: SERVER_MESSAGES.cvLinkInvalid, code: 'cvLinkInvalid' });

    await saveVolunteer(volunteer.email, fields, volunteer.token, { filename: 'cv.docx', bytes: fixture('letter.docx') });
    expect((await fetch(`${webUrl}${cv!.link}`)).status).toBe(403);
  });

  it.each([
    ['a picture', { filename: 'cv.pdf', bytes: fixture('photo.png') }, 415, SERVER_MESSAGES.cvType],
    ['a program', { filename: 'cv.doc', bytes: fixture('program.exe') }, 415, SERVER_MESSAGES.cvType],
    ['an empty file', { filename: 'cv.pdf', bytes: Buffer.alloc(0) }, 400, SERVER_MESSAGES.fileEmpty],
    [
      'a file over the limit',
      { filename: 'cv.pdf', bytes: Buffer.concat([fixture('letter.pdf'), Buffer.alloc(MAX_UPLOAD_BYTES)]) },
      413,
      SERVER_MESSAGES.fileTooLarge,
    ],
  ])('refuses %s as the CV and stores nothing', async (_, file, status, message) => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    const answer = await saveVolunteer(volunteer.email, { ...place('Elsewhere'), skills: 'Cooking' }, volunteer.token, file);
    expect(answer).toMatchObject({ status, json: { message } });
    expect(await readMember('volunteer', volunteer.email)).toEqual(volunteer.doc);
    expect(await cvFiles(volunteer.email)).toEqual([]);
  });

  it.each([
    [{ city: '' }, 'City is required'],
    [{ ephone: undefined }, 'Emergency contact phone is required'],
    [
      { skills: 'Cooking, Juggling' },
      'Skills: please choose from Reading, Music, Arts & Crafts, Games, Exercise, Cooking, Languages, Technology',
    ],
    [{ email: 'someone-else@example.com' }, SERVER_MESSAGES.emailUnchangeable],
  ])('%j: 400 %s, nothing saved', async (change, message) => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    const fields = Object.fromEntries(Object.entries({ ...place('Elsewhere'), ...change }).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >;
    expect(await saveVolunteer(volunteer.email, fields, volunteer.token)).toMatchObject({ status: 400, json: { message } });
    expect(await readMember('volunteer', volunteer.email)).toEqual(volunteer.doc);
  });

  it('is a 401 without a token and a 403 with someone else’s', async () => {
    const city = newCity();
    const [volunteer, other] = await Promise.all([addMember('volunteer', { city }), addMember('volunteer', { city })]);
    expect(await saveVolunteer(volunteer.email, place(city))).toMatchObject({
      status: 401,
      json: { message: SERVER_MESSAGES.unauthenticated },
    });
    expect(await saveVolunteer(volunteer.email, place(city), other.token)).toMatchObject({
      status: 403,
      json: { message: SERVER_MESSAGES.forbidden },
    });
    expect(await saveSenior(volunteer.email, place(city), other.token)).toMatchObject({ status: 403 });
    expect(await readMember('volunteer', volunteer.email)).toEqual(volunteer.doc);
  });
});

describe('saving a senior profile', () => {
  it('saves the form; a move to another PIN code moves the senior between volunteers’ matches', async () => {
    const here = newCity();
    const senior = await addMember('senior', { city: here, topics: ['Music'] });
    // Kavaratti, Lakshadweep: a PIN code no other test lives at.
    const [near, far] = await Promise.all([
      addMember('volunteer', { city: here, topics: ['Music'] }),
      addMember('volunteer', { city: 'Kavaratti', pin: '682555', topics: ['Music', 'Games'] }),
    ]);
    for (const v of [near, far]) expect((await askMatches('volunteer', v.email, v.token)).status).toBe(200);
    expect(await matchEmails(near.email)).toEqual([senior.email]);
    expect(await matchEmails(far.email)).not.toContain(senior.email);

    const answer = await saveSenior(
      senior.email,
      { ...place('कवरत्ती', '682555'), interests: ['Music', 'Games'], specialneeds: 'Needs a ramp' },
      senior.token,
    );
    expect(answer.status, answer.json.message).toBe(200);
    expect(answer.json.user).toEqual({
      role: 'senior',
      name: 'Aditi S. Sharma',
      email: senior.email,
      city: 'कवरत्ती',
      interests: ['Music', 'Games'],
    });
    expect(await readMember('senior', senior.email)).toMatchObject({
      city: 'कवरत्ती',
      place: { pin: '682555', state: 'Lakshadweep' },
      interests: ['Music', 'Games'],
      specialneeds: 'Needs a ramp',
      dob: senior.doc.dob,
    });

    expect(await matchEmails(near.email)).toEqual([]);
    expect(await matchEmails(far.email)).toContain(senior.email);
    expect(await matchEmails(senior.email)).toContain(far.email);
  });

  it('refuses a new PIN code India Post does not know, in its own words, and keeps an old one that is unchanged', async () => {
    const senior = await addMember('senior', { city: newCity() });
    const refused = await saveSenior(senior.email, { ...place(senior.doc.city, '999999') }, senior.token);
    expect(refused).toMatchObject({ status: 400, json: { code: 'pinUnknown', message: SERVER_MESSAGES.pinUnknown } });
    expect(await readMember('senior', senior.email)).toEqual(senior.doc);
    // A record stored before the check, with a PIN code nobody knows, still saves as it is.
    await personDoc('senior', senior.email).update({ zipcode: '999999', place: null });
    expect((await saveSenior(senior.email, place(senior.doc.city, '999999'), senior.token)).status).toBe(200);
    expect(await readMember('senior', senior.email)).toMatchObject({ zipcode: '999999', place: null });
  });

  it('saves the languages she speaks, and never none of them', async () => {
    const senior = await addMember('senior', { city: newCity() });
    const form = place(senior.doc.city, senior.doc.zipcode);
    expect((await saveSenior(senior.email, { ...form, languages: ['Marathi', 'Hindi'] }, senior.token)).status).toBe(200);
    expect(await readMember('senior', senior.email)).toMatchObject({ languages: ['Marathi', 'Hindi'], place: senior.doc.place });
    expect(await saveSenior(senior.email, { ...form, languages: [''] }, senior.token)).toMatchObject({
      status: 400,
      json: { message: 'Languages: please choose at least one language you speak' },
    });
    expect((await saveSenior(senior.email, form, senior.token)).status).toBe(200);
    expect((await readMember('senior', senior.email)).languages).toEqual(['Marathi', 'Hindi']);
  });

  it('changes a volunteer’s list when the senior’s interests change', async () => {
    const city = newCity();
    const senior = await addMember('senior', { city, topics: ['Music'] });
    const volunteer = await addMember('volunteer', { city, topics: ['Music'] });
    await askMatches('volunteer', volunteer.email, volunteer.token);
    expect(await matchEmails(volunteer.email)).toEqual([senior.email]);
    expect((await saveSenior(senior.email, { ...place(city, senior.doc.zipcode), interests: 'Gardening' }, senior.token)).status).toBe(200);
    expect(await matchEmails(volunteer.email)).toEqual([]);
  });
});
