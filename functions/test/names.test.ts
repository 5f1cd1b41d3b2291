/**
 * Names are names, over HTTP against the local stack: a person's name (a volunteer's or a
 * senior's, an applicant's, an emergency contact's) that carries a web address, a domain, an
 * e-mail address or markup, in any script, is refused with a message that says so; and a mail
 * to her family carries her first name only when it is a name.
 */
import { describe, expect, it } from 'vitest';
import { notANameMessage } from '@gh/common/person-name';
import { api, newClientAddress } from '@gh/testkit/stack';
import { applicationFields, apply } from '@gh/testkit/applicant';
import { fixture } from '@gh/testkit/fixtures';
import { joinedBy } from '@gh/testkit/circle';
import { bearer, newEmail, personDoc, seniorForm } from '@gh/testkit/identity';
import { addMember, newCity, postForm, readMember, requestedPair } from '@gh/testkit/members';
import { mailsTo } from '@gh/testkit/race';
import { assignStartingIn, visitBegun } from '@gh/testkit/visits';

const PHISHING = 'https://pension-kyc-update.example/verify Kumar';

/** Names that are no names: each refused wherever a person's name is asked. */
const NOT_NAMES = [
  PHISHING,
  'Ravi pension-kyc.in',
  'www.pension-help.in',
  'Ravi at ravi.kumar@gmail.com',
  'Ravi@home',
  '<b>Ravi</b>',
  '<a href=x>Ravi</a>',
  // Other scripts and other dots: a Devanagari domain, full-width letters, the ideographic full stop.
  'रवि पेंशन.भारत',
  'ｐｅｎｓｉｏｎ．ｃｏｍ Ravi',
  'Ravi pension。com',
  'Ravi ＠ home',
  'hxxps://evil',
];

/** Real names, with the dots, dashes, apostrophes and scripts people write them with. */
const NAMES = [
  'R. K. Laxman',
  'Dr. Sunita Deshpande',
  "Mary-Ann D'Souza",
  'कमला राव',
  'सौ. शांता जोशी',
  'A.P.J. Abdul Kalam',
  'Ramesh S/O Suresh',
];

const notAName = notANameMessage;

const profileOf = (city: string, name: string) => ({
  name,
  address: '3 New Road',
  city,
  state: 'Maharashtra',
  zipcode: '411002',
  ename: 'Ravi Sharma',
  ephone: '+91 90000 00000',
  erelation: 'Brother',
  skills: ['Reading'],
});
const saveVolunteer = (email: string, fields: Record<string, string | string[]>, token: string) =>
  postForm(`/volunteer/${encodeURIComponent(email)}`, fields, token);

describe('a name that is a web address', () => {
  it('is refused on a volunteer’s profile, the stored name unchanged', async () => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    const fields = profileOf(volunteer.doc.city, PHISHING);
    expect(await saveVolunteer(volunteer.email, fields, volunteer.token)).toMatchObject({
      status: 400,
      json: { code: 'invalidInput', message: notAName('Name') },
    });
    expect(await readMember('volunteer', volunteer.email)).toEqual(volunteer.doc);
  });

  it.each(NOT_NAMES)('is refused in every name field: %j', async (name) => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    const senior = await addMember('senior', { city: volunteer.doc.city });
    expect((await saveVolunteer(volunteer.email, profileOf(volunteer.doc.city, name), volunteer.token)).json).toMatchObject({
      message: notAName('Name'),
    });
    expect(
      (await saveVolunteer(volunteer.email, { ...profileOf(volunteer.doc.city, 'Aditi'), ename: name }, volunteer.token)).json,
    ).toMatchObject({ message: notAName('Emergency contact name') });
    const seniorSave = await postForm(
      `/senior/senior/${encodeURIComponent(senior.email)}`,
      { ...profileOf(senior.doc.city, name), interests: ['Reading'] },
      senior.token,
    );
    expect(seniorSave).toMatchObject({ status: 400, json: { message: notAName('Name') } });
    const registration = await api('POST', '/register/senior', { ...seniorForm(newEmail('senior')), name }, newClientAddress());
    expect(registration).toMatchObject({ status: 400, json: { message: notAName('Name') } });
    const application = await apply({ ...applicationFields(), fullName: name }, { filename: 'cv.pdf', bytes: fixture('letter.pdf') });
    expect(application).toMatchObject({ status: 400, json: { message: notAName('Full name') } });
    expect(await readMember('volunteer', volunteer.email)).toEqual(volunteer.doc);
    expect(await readMember('senior', senior.email)).toEqual(senior.doc);
  });

  it('leaves real names alone, in any script', async () => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    for (const name of NAMES) {
      const answer = await saveVolunteer(volunteer.email, { ...profileOf(volunteer.doc.city, name), ename: name }, volunteer.token);
      expect(answer.status, `${name}: ${answer.json.message}`).toBe(200);
      expect((await readMember('volunteer', volunteer.email)).name).toBe(name);
    }
  });
});

describe('the arrival mail to her family', () => {
  it('names her only by a first name that is a name, and the volunteer not at all', async () => {
    const pair = await requestedPair();
    const daughter = await joinedBy(pair.senior.token, ['visits']);
    // Names stored before names were checked.
    await personDoc('senior', pair.senior.email).update({ name: PHISHING });
    await personDoc('volunteer', pair.volunteer.email).update({ name: PHISHING });
    const id = await assignStartingIn(pair, 5);
    await visitBegun(id);
    expect((await api('POST', `/visits/${id}/check-in`, {}, bearer(pair.volunteer.token))).status).toBe(200);
    const [mail, ...more] = await mailsTo(daughter, /has arrived/, 1);
    expect(more).toEqual([]);
    expect(mail!.text).toMatch(/has arrived to visit your family member/);
    for (const part of ['https', 'pension', 'example', 'verify', 'Kumar']) expect(mail!.text).not.toContain(part);
    expect(mail!.subject).not.toMatch(/pension|https/);
  });
});
