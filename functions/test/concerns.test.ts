/**
 * Concerns reach a person, over HTTP against the local stack: a senior's call for help and a
 * 'Not good' answer are mailed to the admin inbox at once with her name, phone and words; the
 * sweep mails a concern whose send was lost; the admin marks one handled with a note, once.
 * Her calls for help stay listed on her own document with what became of them (the words the
 * admin wrote for her, never the admin's note); a new senior's registration raises the call
 * that welcomes her, and her document says by when.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, DAY_MS, VISIT_TIME_ZONE } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { dateInZone } from '@gh/common/time';
import { WELCOME_CALL_MS, type ConcernDoc } from '@gh/common/visits';
import { SUPPORT_INBOX } from '@gh/devstack/config';
import { mailsWhere } from '@gh/testkit/race';
import { api } from '@gh/testkit/stack';
import { adminCall } from '@gh/testkit/applicant';
import { bearer, db, newEmail, register, seniorForm, volunteerForm, addApplication } from '@gh/testkit/identity';
import { addMember, newCity, readMember, requestedPair } from '@gh/testkit/members';

const concernRef = (id: string) => db().collection(COLLECTIONS.concerns).doc(id);
const concern = async (id: string) => (await concernRef(id).get()).data() as ConcernDoc | undefined;
const help = (body: unknown, token?: string) => api('POST', '/senior/help', body, token ? bearer(token) : {});
const handled = (id: string, body: unknown, key?: string) => adminCall('POST', `/concerns/${encodeURIComponent(id)}/handled`, body, key);

/** The admin inbox's mails that mention `text`, once `count` have come (10 s at most; 0: as they are now). */
const adminMails = (text: string, count: number) => mailsWhere(SUPPORT_INBOX, (mail) => Boolean(mail.text?.includes(text)), count);
/** ...once at least one has come. */
const adminMailsWith = (text: string) => adminMails(text, 1);

/**
 * The admin inbox's mails about concern `id`, read once it is marked mailed (a send marks it
 * only after its mail went, whichever sweep sent it, the stack's own timer's too). A test calls
 * it after every sweep it ran has answered, so whatever those sent, a second mail among it, is
 * in the inbox by then.
 */
async function mailsOfMailedConcern(id: string) {
  await expect.poll(async () => (await concern(id))?.mailedAt, { timeout: 10_000 }).toEqual(expect.any(Number));
  expect(await concern(id)).not.toHaveProperty('mailingUntil');
  return adminMails(id, 0);
}

async function helpConcernOf(senior: string) {
  const found = await db().collection(COLLECTIONS.concerns).where('senior', '==', senior).where('kind', '==', 'help').limit(5).get();
  return found.docs.map((doc) => ({ id: doc.id, ...(doc.data() as ConcernDoc) }));
}

describe('a senior asks for help', () => {
  it('is a concern mailed to the admin inbox at once, with her name, phone and words', async () => {
    const pair = await requestedPair();
    const answer = await help({ message: 'My knee hurts; please call after 5.' }, pair.senior.token);
    expect(answer).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.helpSent } });
    const [stored] = await helpConcernOf(pair.senior.email);
    expect(stored).toMatchObject({
      kind: 'help',
      status: 'open',
      volunteer: pair.volunteer.email,
      text: 'My knee hurts; please call after 5.',
      visitId: null,
    });
    const [mail] = await adminMailsWith(stored!.id);
    expect(mail!.subject).toContain(pair.senior.doc.name);
    expect(mail!.text).toContain(pair.senior.doc.phone);
    expect(mail!.text).toContain(pair.volunteer.doc.phone);
    expect(mail!.text).toContain('My knee hurts; please call after 5.');
    expect((await concern(stored!.id))?.mailedAt).toEqual(expect.any(Number));
  });

  it('needs no words, and no volunteer', async () => {
    const senior = await addMember('senior', { city: newCity() });
    expect((await help({}, senior.token)).status).toBe(200);
    expect(await helpConcernOf(senior.email)).toMatchObject([{ kind: 'help', volunteer: '', text: '' }]);
  });

  it('refuses no token, a volunteer, odd input and a sixth call within the hour', async () => {
    const senior = await addMember('senior', { city: newCity() });
    const volunteer = await addMember('volunteer', { city: newCity() });
    expect((await help({ message: 'x' })).status).toBe(401);
    expect(await help({ message: 'x' }, volunteer.token)).toMatchObject({ status: 404, json: { code: 'seniorNotFound' } });
    for (const body of [{ message: 42 }, { message: ['a'] }, { message: 'x'.repeat(1001) }, { message: 'x\u0000' }, 'help']) {
      expect((await help(body, senior.token)).status).toBe(400);
    }
    expect((await help({ message: 'x'.repeat(200_000) }, senior.token)).status).toBe(400);
    expect(await helpConcernOf(senior.email)).toEqual([]);
    for (let i = 0; i < 5; i++) expect((await help({ message: `call ${i}` }, senior.token)).status).toBe(200);
    expect(await help({ message: 'again' }, senior.token)).toMatchObject({ status: 429, json: { code: 'tooManyRequests' } });
    expect(await helpConcernOf(senior.email)).toHaveLength(5);
  });
});

describe('a Not good answer', () => {
  it('is mailed to the admin inbox with both people, the visit and her words', async () => {
    const pair = await requestedPair();
    const date = dateInZone(Date.now() + DAY_MS, VISIT_TIME_ZONE.offsetMinutes);
    const assigned = await adminCall('POST', '/volunteer/assignTask', {
      vemail: pair.volunteer.email,
      semail: pair.senior.email,
      city: pair.city,
      task: 'Tea and a walk',
      date,
      startTime: '10:00',
      endTime: '11:00',
    });
    const [id] = assigned.json?.visits as string[];
    await db().collection(COLLECTIONS.visits).doc(id!).update({ status: 'Done' });
    const answer = await api('POST', `/visits/${id}/feedback`, { mood: 'bad', text: 'He shouted at me.' }, bearer(pair.senior.token));
    expect(answer.status, answer.text).toBe(200);
    const [mail] = await adminMailsWith(`feedback:${id}`);
    expect(mail!.text).toContain(pair.senior.doc.phone);
    expect(mail!.text).toContain(pair.volunteer.doc.name);
    // The visit's day and times as people read them: 12-hour, in India time, like every mail.
    expect(mail!.text).toMatch(
      /^Visit: Tea and a walk, [A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}, 10:00 AM - 11:00 AM \(India time\), City /m,
    );
    expect(mail!.text).not.toContain('10:00-11:00');
    expect(mail!.text).toContain('He shouted at me.');
    expect(await concern(`feedback:${id}`)).toMatchObject({ status: 'open', mailedAt: expect.any(Number) });
  });
});

describe('the sweep', () => {
  it('mails a concern whose mail was not sent, once', async () => {
    const senior = await addMember('senior', { city: newCity() });
    const id = `help:lost${Date.now()}`;
    await concernRef(id).set({
      kind: 'help',
      volunteer: '',
      senior: senior.email,
      visitId: null,
      text: 'Lost words',
      at: Date.now() - 2 * 60_000,
      status: 'open',
      mailedAt: null,
    });
    expect((await adminCall('POST', '/finalize-decisions')).status).toBe(200);
    expect((await concern(id))?.mailedAt).toEqual(expect.any(Number));
    expect((await adminCall('POST', '/finalize-decisions')).status).toBe(200);
    expect(await mailsOfMailedConcern(id)).toHaveLength(1);
  });

  it('mails it once when 20 sweeps are sent together', { timeout: 120_000 }, async () => {
    const senior = await addMember('senior', { city: newCity() });
    const id = `help:raced${Date.now()}`;
    await concernRef(id).set({
      kind: 'help',
      volunteer: '',
      senior: senior.email,
      visitId: null,
      text: 'Raced words',
      at: Date.now() - 2 * 60_000,
      status: 'open',
      mailedAt: null,
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => adminCall('POST', '/finalize-decisions')));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await mailsOfMailedConcern(id)).toHaveLength(1);
  });

  it('leaves a concern another send holds, and takes one whose claim has lapsed', async () => {
    const senior = await addMember('senior', { city: newCity() });
    const held = `help:held${Date.now()}`;
    const lapsed = `help:lapsed${Date.now()}`;
    const raised = {
      kind: 'help',
      volunteer: '',
      senior: senior.email,
      visitId: null,
      text: 'Held words',
      at: Date.now() - 2 * 60_000,
      status: 'open',
      mailedAt: null,
    } as const;
    await concernRef(held).set({ ...raised, mailingUntil: Date.now() + 60_000 });
    await concernRef(lapsed).set({ ...raised, mailingUntil: Date.now() - 1 });
    expect((await adminCall('POST', '/finalize-decisions')).status).toBe(200);
    // Another file's sweep may have claimed the lapsed one first and be mailing it still: it is
    // mailed by one sweep or the other, and the held one by neither.
    await expect.poll(async () => (await concern(lapsed))?.mailedAt, { timeout: 15_000 }).toEqual(expect.any(Number));
    expect(await concern(lapsed)).not.toHaveProperty('mailingUntil');
    expect((await concern(held))?.mailedAt).toBeNull();
  });
});

describe('marking a concern handled', () => {
  async function openConcern() {
    const senior = await addMember('senior', { city: newCity() });
    expect((await help({ message: 'Please call' }, senior.token)).status).toBe(200);
    const [stored] = await helpConcernOf(senior.email);
    return { senior, id: stored!.id };
  }

  it('closes it with the note and an audit entry; of 20 identical calls one acts', { timeout: 120_000 }, async () => {
    const { senior, id } = await openConcern();
    const answers = await Promise.all(Array.from({ length: 20 }, () => handled(id, { note: 'Called her; all is well.' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(answers.find((a) => a.status === 200)?.json?.message).toBe(SERVER_MESSAGES.concernHandled);
    expect(answers.find((a) => a.status === 409)?.json).toMatchObject({
      code: 'concernAlreadyHandled',
      message: SERVER_MESSAGES.concernAlreadyHandled,
    });
    expect(await concern(id)).toMatchObject({ status: 'handled', handledNote: 'Called her; all is well.', handledAt: expect.any(Number) });
    const audit = await db().collection(COLLECTIONS.audit).where('email', '==', senior.email).limit(5).get();
    expect(audit.docs.map((d) => d.data())).toMatchObject([
      { action: 'handleConcern', session: 'key', details: { concern: id, note: 'Called her; all is well.' } },
    ]);
    expect(await handled(id, { note: 'Again' })).toMatchObject({ status: 409 });
  });

  it('refuses no key, a wrong key, an unknown id and a missing or long note', async () => {
    const { id } = await openConcern();
    expect((await handled(id, { note: 'x' }, 'wrong-key')).status).toBe(401);
    expect((await api('POST', `/concerns/${encodeURIComponent(id)}/handled`, { note: 'x' })).status).toBe(401);
    expect(await handled('help:nothingHere', { note: 'x' })).toMatchObject({ status: 404, json: { code: 'concernNotFound' } });
    expect((await handled('not-a-concern', { note: 'x' })).status).toBe(400);
    for (const body of [{}, { note: '' }, { note: '   ' }, { note: 'x'.repeat(1001) }, { note: 7 }]) {
      expect((await handled(id, body)).status).toBe(400);
    }
    expect(await concern(id)).toMatchObject({ status: 'open' });
  });
});

describe('what she sees of her calls for help', () => {
  it('lists each on her document, newest first, and once handled the words the admin wrote for her, never the note', async () => {
    const senior = await addMember('senior', { city: newCity() });
    expect((await help({ message: 'First' }, senior.token)).status).toBe(200);
    expect((await help({}, senior.token)).status).toBe(200);
    const listed = (await readMember('senior', senior.email)).helpRequests!;
    expect(listed).toMatchObject([{ text: '' }, { text: 'First' }]);
    expect(listed.map((request) => request.id).sort()).toEqual((await helpConcernOf(senior.email)).map((stored) => stored.id).sort());
    const first = listed[1]!;
    expect((await handled(first.id, { note: 'Called; her son will come too.', forSenior: 'We will visit on Friday.' })).status).toBe(200);
    const after = (await readMember('senior', senior.email)).helpRequests!;
    expect(after).toEqual([listed[0], { ...first, handledAt: expect.any(Number), note: 'We will visit on Friday.' }]);
    expect(JSON.stringify(after)).not.toContain('her son');
    expect(await concern(first.id)).toMatchObject({
      status: 'handled',
      handledNote: 'Called; her son will come too.',
      seniorNote: 'We will visit on Friday.',
    });
    // Handled without words for her: just when.
    expect((await handled(listed[0]!.id, { note: 'Called.' })).status).toBe(200);
    expect((await readMember('senior', senior.email)).helpRequests![0]).toEqual({ ...listed[0], handledAt: expect.any(Number) });
  });

  it('refuses words for her on a concern she did not raise, and odd words, storing nothing', async () => {
    const senior = await addMember('senior', { city: newCity() });
    expect((await help({ message: 'Please call' }, senior.token)).status).toBe(200);
    const { id } = (await readMember('senior', senior.email)).helpRequests![0]!;
    for (const forSenior of [7, ['a'], 'x'.repeat(1001), 'a\u0000', 'x'.repeat(200_000)]) {
      expect((await handled(id, { note: 'x', forSenior })).status, JSON.stringify(forSenior).slice(0, 40)).toBe(400);
    }
    const missed = `missed:words${Date.now()}`;
    await concernRef(missed).set({
      kind: 'missed',
      volunteer: '',
      senior: senior.email,
      visitId: null,
      text: '',
      at: Date.now(),
      status: 'open',
      mailedAt: Date.now(),
    });
    expect(await handled(missed, { note: 'x', forSenior: 'Hello' })).toMatchObject({ status: 400, json: { code: 'invalidInput' } });
    expect(await concern(missed)).toMatchObject({ status: 'open' });
    expect(await concern(id)).toMatchObject({ status: 'open' });
    expect((await readMember('senior', senior.email)).helpRequests![0]).not.toHaveProperty('handledAt');
  });
});

describe('a new senior', () => {
  it('is welcomed by a call: her registration raises it, the admin inbox has it, and her document says by when and when it was made', async () => {
    const email = newEmail('senior');
    const before = Date.now();
    const form = { ...seniorForm(email), name: 'Sushila Kulkarni' };
    await register('senior', form);
    const id = `welcome:${email}`;
    expect(await concern(id)).toMatchObject({ kind: 'welcome', senior: email, volunteer: '', visitId: null, text: '', status: 'open' });
    const doc = await readMember('senior', email);
    expect(doc.welcomeCallBy).toBeGreaterThanOrEqual(before + WELCOME_CALL_MS);
    expect(doc.welcomeCallBy).toBeLessThanOrEqual(Date.now() + WELCOME_CALL_MS);
    const [mail] = await adminMailsWith(id);
    expect(mail!.subject).toContain('Sushila Kulkarni');
    expect(mail!.text).toContain('a new senior has registered');
    expect((await handled(id, { note: 'Called; she likes old songs.' })).status).toBe(200);
    expect((await readMember('senior', email)).welcomeCalledAt).toEqual(expect.any(Number));
  });

  it('raises no welcome call for a volunteer', async () => {
    const email = newEmail('volunteer');
    await addApplication(email);
    await register('volunteer', volunteerForm(email));
    expect(await concern(`welcome:${email}`)).toBeUndefined();
    expect(await readMember('volunteer', email)).not.toHaveProperty('welcomeCallBy');
  });
});
