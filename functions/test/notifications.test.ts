/**
 * The notifications service over HTTP against the local stack: each event that concerns a
 * person reaches them by e-mail, in their language, once, unless they turned it off on /profile
 * (PUT /notices); a senior's emergency contact, whose address nobody proved, hears nothing.
 * Every mail is read from the local SMTP inbox.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, DAY_MS, VISIT_TIME_ZONE } from '@gh/common/constants';
import type { Lang } from '@gh/common/i18n';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { dateInZone } from '@gh/common/time';
import { customTokenFor } from '@gh/functions/testing';
import { api, apiUrl, fetchFrom, idTokenFor, mailbox, webUrl } from '@gh/testkit/stack';
import { adminCall } from '@gh/testkit/applicant';
import { joinedBy } from '@gh/testkit/circle';
import { adminAuth, bearer, db, newEmail, personDoc, register, seniorForm } from '@gh/testkit/identity';
import { addMember, newCity, postForm, readMember, requestedPair } from '@gh/testkit/members';
import { mailsTo } from '@gh/testkit/race';
import { visitBegun } from '@gh/testkit/visits';

type Member = Awaited<ReturnType<typeof addMember>>;
type Pair = Awaited<ReturnType<typeof requestedPair>>;

const connect = (volunteer: Member, senior: Member) =>
  api('POST', '/volunteer/volunteer/connect', { volunteerEmail: volunteer.email, seniorEmail: senior.email }, bearer(volunteer.token));
const answer = (pair: { volunteer: Member; senior: Member }, said: 'yes' | 'no') =>
  api('POST', '/senior/answer', { volunteerEmail: pair.volunteer.email, answer: said }, bearer(pair.senior.token));
const saveNotices = (body: unknown, token?: string) => api('PUT', '/notices', body, token ? bearer(token) : {});
const inLanguage = (person: Member, lang: Lang) => api('PUT', '/language', { lang }, bearer(person.token));
const checkIn = (pair: Pair, id: string) => api('POST', `/visits/${id}/check-in`, {}, bearer(pair.volunteer.token));
const tomorrow = () => dateInZone(Date.now() + DAY_MS, VISIT_TIME_ZONE.offsetMinutes);
const race = <T>(call: () => Promise<T>) => Promise.all(Array.from({ length: 20 }, call));
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();
/** 20 calls at once start Functions emulator workers of their own: slow on a loaded machine. */
const RACE = { timeout: 180_000 };

async function assignTomorrow(pair: Pair): Promise<string> {
  const assigned = await adminCall('POST', '/volunteer/assignTask', {
    vemail: pair.volunteer.email,
    semail: pair.senior.email,
    city: pair.city,
    task: 'Tea and the newspaper',
    date: tomorrow(),
    startTime: '10:00',
    endTime: '11:00',
  });
  expect(assigned.status, assigned.text).toBe(200);
  return (assigned.json?.visits as string[])[0]!;
}

describe('a volunteer asks to visit', () => {
  it('tells the senior in Marathi, with his name and Yes and No links that open her dashboard', async () => {
    const city = newCity();
    const [volunteer, senior] = await Promise.all([
      addMember('volunteer', { city, name: 'Rohan Deshmukh' }),
      addMember('senior', { city }),
    ]);
    expect((await inLanguage(senior, 'mr')).status).toBe(200);
    expect((await connect(volunteer, senior)).status).toBe(200);

    const [mail, ...more] = await mailsTo(senior.email, /भेटायला/, 1);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Rohan Deshmukh तुम्हाला भेटायला येऊ इच्छितात');
    expect(mail!.text).toContain(`नमस्कार ${senior.doc.name}`);
    expect(mail!.text).toContain('गोल्डन हार्ट्सचे स्वयंसेवक Rohan Deshmukh तुम्हाला भेटायला येऊ इच्छितात.');
    // Both links only open her dashboard, in Marathi, where she answers.
    const links = (mail!.text ?? '').split('\n').filter((line) => line.startsWith('http'));
    expect(links).toEqual([`${webUrl}/mr/dashboard`, `${webUrl}/mr/dashboard`]);
    expect(mail!.text).toContain('"हो" म्हणण्यासाठी तुमचा डॅशबोर्ड उघडा');
    expect(mail!.text).toContain('"नको" म्हणण्यासाठी तुमचा डॅशबोर्ड उघडा');
    // Nothing was answered by the mail.
    expect((await readMember('senior', senior.email)).volunteer).toMatchObject({ status: 'Requested' });
    expect((await readMember('senior', senior.email)).volunteer?.answer).toBeUndefined();
  });

  it('is in her inbox by the time the request answers', async () => {
    const city = newCity();
    const [volunteer, senior] = await Promise.all([addMember('volunteer', { city }), addMember('senior', { city })]);
    expect((await connect(volunteer, senior)).status).toBe(200);
    // Read once, at once: a mail sent after the answer would be missing here. Every count of a
    // request's mails (mailsTo) leans on this.
    expect(await mailbox.to(senior.email)).toMatchObject([{ subject: expect.stringMatching(/would like to visit you$/) }]);
  });

  it('of 20 identical requests sent together, one is recorded and one mail goes', RACE, async () => {
    const city = newCity();
    const [volunteer, senior] = await Promise.all([addMember('volunteer', { city }), addMember('senior', { city })]);
    expect(statuses(await race(() => connect(volunteer, senior)))).toEqual([200, ...Array(19).fill(409)]);
    expect(await mailsTo(senior.email, /would like to visit you$/, 1)).toHaveLength(1);
  });

  it('is not mailed to a senior who turned requests off', async () => {
    const city = newCity();
    const [volunteer, senior] = await Promise.all([addMember('volunteer', { city }), addMember('senior', { city })]);
    expect(await saveNotices({ off: ['requests'] }, senior.token)).toMatchObject({
      status: 200,
      json: { message: SERVER_MESSAGES.noticesSaved },
    });
    expect((await connect(volunteer, senior)).status).toBe(200);
    expect(await mailsTo(senior.email, /./, 0)).toEqual([]);
  });
});

describe('the senior answers', () => {
  it('tells the volunteer in Hindi, once: of 20 identical Yes sent together, one mail', RACE, async () => {
    const pair = await requestedPair();
    expect((await inLanguage(pair.volunteer, 'hi')).status).toBe(200);
    expect(statuses(await race(() => answer(pair, 'yes')))).toEqual(Array(20).fill(200));
    const mails = await mailsTo(pair.volunteer.email, /हाँ कहा है$/, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${pair.senior.doc.name} ने आपकी मुलाकातों के लिए हाँ कहा है`);
    expect(mails[0]!.text).toContain('अब हमारे एडमिन आपकी पहली मुलाकात तय करके आपको बताएँगे।');
  });

  it('tells the volunteer of a No, once, and a No again finds nothing to answer', async () => {
    const pair = await requestedPair();
    expect((await answer(pair, 'no')).status).toBe(200);
    expect((await answer(pair, 'no')).status).toBe(409);
    const mails = await mailsTo(pair.volunteer.email, /^About your request to visit/, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('has said No this time');
  });

  it('is not mailed to a volunteer who turned answers off', async () => {
    const pair = await requestedPair();
    expect((await saveNotices({ off: ['answers'] }, pair.volunteer.token)).status).toBe(200);
    expect((await answer(pair, 'yes')).status).toBe(200);
    expect(await mailsTo(pair.volunteer.email, /./, 0)).toEqual([]);
  });
});

describe('visits and reminders, by each person’s choice', () => {
  it('leaves out the senior who turned visits and reminders off, and still tells the volunteer', async () => {
    const pair = await requestedPair();
    expect((await saveNotices({ off: ['visits', 'reminders'] }, pair.senior.token)).status).toBe(200);
    const id = await assignTomorrow(pair);
    expect(await mailsTo(pair.volunteer.email, /^Your Golden Hearts visit on/, 1)).toHaveLength(1);
    expect((await adminCall('POST', '/jobs/reminders')).status).toBe(200);
    expect(await mailsTo(pair.volunteer.email, /^Tomorrow/, 1)).toHaveLength(1);
    expect((await adminCall('DELETE', `/visits/${id}`)).status).toBe(200);
    expect(await mailsTo(pair.volunteer.email, /^Cancelled/, 1)).toHaveLength(1);
    expect(await mailbox.to(pair.senior.email)).toEqual([]);
  });

  it('still tells both when the pair ends: that mail is not a choice', async () => {
    const pair = await requestedPair();
    for (const person of [pair.volunteer, pair.senior]) {
      expect((await saveNotices({ off: ['requests', 'answers', 'visits', 'reminders', 'concerns'] }, person.token)).status).toBe(200);
    }
    expect(
      (await adminCall('POST', '/unlink', { vemail: pair.volunteer.email, semail: pair.senior.email, reason: 'Moved away' })).status,
    ).toBe(200);
    for (const person of [pair.volunteer, pair.senior]) {
      expect(await mailsTo(person.email, /^About your Golden Hearts visits$/, 1)).toHaveLength(1);
    }
  });
});

describe('the volunteer arrives', () => {
  it('tells her emergency contact nothing, though she asked before: only her family who chose it hears', async () => {
    const pair = await requestedPair();
    const contact = newEmail('contact');
    await personDoc('senior', pair.senior.email).update({ 'emergencycontact.emergencyContactEmail': contact, contactOnCheckIn: true });
    const daughter = await joinedBy(pair.senior.token, ['visits'], 'hi');
    const id = await assignTomorrow(pair);
    await visitBegun(id);
    expect((await checkIn(pair, id)).status).toBe(200);
    // The check-in answered after its mails went: the daughter's is here, and the contact has none.
    expect(await mailsTo(daughter, /पहुँच गए हैं/, 1)).toHaveLength(1);
    expect(await mailbox.to(contact)).toEqual([]);
  });
});

describe('a concern handled', () => {
  const handle = (id: string) =>
    adminCall('POST', `/concerns/${encodeURIComponent(id)}/handled`, { note: 'Called her son; all fine now.' });

  it('tells the senior who raised it, in Marathi, once, without the admin’s note', async () => {
    const pair = await requestedPair();
    expect((await inLanguage(pair.senior, 'mr')).status).toBe(200);
    expect((await api('POST', '/senior/help', { message: 'Please call me.' }, bearer(pair.senior.token))).status).toBe(200);
    const found = await db().collection(COLLECTIONS.concerns).where('senior', '==', pair.senior.email).limit(5).get();
    const [concern] = found.docs;
    expect((await handle(concern!.id)).status).toBe(200);
    expect((await handle(concern!.id)).status).toBe(409);
    const mails = await mailsTo(pair.senior.email, /लक्ष दिले आहे$/, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('आमच्या टीमने ती पाहून सोडवली आहे.');
    expect(mails[0]!.text).not.toContain('Called her son');
  });
});

describe('PUT /notices', () => {
  it('keeps what each person turned off, leaves out the other side’s choices, and acts only for the token’s person', async () => {
    const city = newCity();
    const [volunteer, senior, other] = await Promise.all([
      addMember('volunteer', { city }),
      addMember('senior', { city }),
      addMember('senior', { city }),
    ]);
    expect((await saveNotices({ off: ['requests', 'answers', 'reminders'], contactOnCheckIn: true }, volunteer.token)).status).toBe(200);
    expect(await readMember('volunteer', volunteer.email)).toMatchObject({ mailOff: ['answers', 'reminders'] });
    expect(await readMember('volunteer', volunteer.email)).not.toHaveProperty('contactOnCheckIn');

    expect((await saveNotices({ off: ['requests'], contactOnCheckIn: true }, senior.token)).status).toBe(200);
    expect(await readMember('senior', senior.email)).toMatchObject({ mailOff: ['requests'], contactOnCheckIn: true });
    // Turned on again; the wish for the contact kept when not sent.
    expect((await saveNotices({ off: [] }, senior.token)).status).toBe(200);
    expect(await readMember('senior', senior.email)).toMatchObject({ mailOff: [], contactOnCheckIn: true });
    expect(await readMember('senior', other.email)).toEqual(other.doc);
  });

  it('refuses no token, a stranger’s e-mail in the body, odd, huge and malformed bodies: nothing stored', async () => {
    const senior = await addMember('senior', { city: newCity() });
    expect((await saveNotices({ off: ['visits'] })).status).toBe(401);
    expect((await saveNotices({ off: ['visits'] }, 'not-a-token')).status).toBe(401);
    for (const body of [
      {},
      { off: 'visits' },
      { off: ['codes'] },
      { off: [1] },
      { off: null },
      { off: ['visits'], email: 'someone@example.com' },
      { off: [], contactOnCheckIn: 'yes' },
      { off: Array(1000).fill('visits') },
      { off: ['v'.repeat(1_000_000)] },
      [],
      'visits',
    ]) {
      const got = await saveNotices(body, senior.token);
      expect(got.status, `${JSON.stringify(body).slice(0, 80)}: ${got.text}`).toBe(400);
    }
    const broken = await fetchFrom(`${apiUrl}/notices`, {
      method: 'PUT',
      body: '{"off":[',
      headers: { 'content-type': 'application/json', ...bearer(senior.token) },
    });
    expect(broken.status).toBe(400);
    expect(await readMember('senior', senior.email)).toEqual(senior.doc);
  });

  it('answers 404 for a signed-in account with no profile', async () => {
    const token = await idTokenFor(await customTokenFor(newEmail('nobody'), 'senior', adminAuth()));
    expect(await saveNotices({ off: [] }, token)).toMatchObject({ status: 404, json: { message: SERVER_MESSAGES.noProfile } });
  });
});

describe('the emergency contact’s e-mail', () => {
  const place = {
    name: 'Kamala Rao',
    address: '4 Shanti Niwas',
    state: 'Maharashtra',
    zipcode: '411004',
    ename: 'Anil Rao',
    ephone: '+91 98220 33333',
    erelation: 'Son',
  };
  const saveSenior = (senior: Member, fields: Record<string, string>) =>
    postForm(
      `/senior/senior/${encodeURIComponent(senior.email)}`,
      { ...place, city: senior.doc.city, interests: 'Music', ...fields },
      senior.token,
    );
  const contactOf = async (senior: Member) => (await readMember('senior', senior.email)).emergencycontact.emergencyContactEmail;

  it('is asked at registration, with her wish that the contact hears of arrivals', async () => {
    const form = seniorForm();
    const contact = { ...form.emergencycontact, emergencyContactEmail: 'Anil.Rao@Example.com' };
    await register('senior', { ...form, emergencycontact: contact, contactOnCheckIn: true } as { email: string });
    expect(await readMember('senior', form.email)).toMatchObject({
      emergencycontact: { emergencyContactEmail: 'anil.rao@example.com' },
      contactOnCheckIn: true,
    });
  });

  it('is saved on /profile, kept when the form does not send it, removed when sent empty, refused when not an address', async () => {
    const senior = await addMember('senior', { city: newCity() });
    expect((await saveSenior(senior, { eemail: 'Son@Example.com' })).status).toBe(200);
    expect(await contactOf(senior)).toBe('son@example.com');
    expect((await saveSenior(senior, {})).status).toBe(200);
    expect(await contactOf(senior)).toBe('son@example.com');
    expect(await saveSenior(senior, { eemail: 'son at home' })).toMatchObject({
      status: 400,
      json: { message: 'Please enter a valid email address' },
    });
    expect(await contactOf(senior)).toBe('son@example.com');
    expect((await saveSenior(senior, { eemail: '' })).status).toBe(200);
    expect(await contactOf(senior)).toBe('');
  });
});
