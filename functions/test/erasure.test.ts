/**
 * POST /people/{email}/erase and .../erase/confirm: a person erases their own account with a
 * code mailed to them. Only their own token asks; a wrong, used or expired code erases nothing;
 * 20 confirmations at once erase once; afterwards nothing of their name, e-mail, phone or
 * address is left in Firestore or Storage, a visit keeps its hours under an alias, the admin's
 * figures still match the documents, the other side's app still works, and they can register again.
 * POST /volunteer/volunteer/application/erase and .../confirm: an applicant with no account
 * erases the application and its resume with a code mailed to its address, the same way.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, DAY_MS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { recountFigures, startFromRecount, storedFigures } from '@gh/testkit/admin-record';
import { adminCall, applicationFields, apply, bucket, footprint, storedApplication } from '@gh/testkit/applicant';
import { everything, expectNothingLeftOf } from '@gh/testkit/erasure';
import { fixture } from '@gh/testkit/fixtures';
import { bearer, codeFromMail, db, newEmail, otpDoc, personDoc, register, seniorForm, signIn } from '@gh/testkit/identity';
import { addMember, newCity, readMember } from '@gh/testkit/members';
import { RACE, race, statuses } from '@gh/testkit/race';
import { api, mailbox, newClientAddress, uniqueId } from '@gh/testkit/stack';
import { dateInIndia, visitBegun } from '@gh/testkit/visits';

const path = (email: string) => `/people/${encodeURIComponent(email)}/erase`;
const askCode = (email: string, token?: string, lang = 'en') => api('POST', path(email), { lang }, token ? bearer(token) : {});
const confirm = (email: string, code: string, token?: string) =>
  api('POST', `${path(email)}/confirm`, { code }, token ? bearer(token) : {});

/** A member with a name, phone and address no other test uses, to look for afterwards. */
async function memberToErase<T extends 'senior' | 'volunteer'>(type: T, city: string) {
  const member = await addMember(type, { city, name: `Erasa ${uniqueId('n')}` });
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const address = `House ${uniqueId('a')}, Lane 4`;
  await personDoc(type, member.email).update({ phone, address });
  return { ...member, name: member.doc.name, phone, address };
}

/** Asks for the erasure code and reads it from the mail. */
async function erasureCode(email: string, token: string): Promise<string> {
  const before = (await mailbox.to(email)).length;
  const asked = await askCode(email, token);
  expect(asked.status, asked.text).toBe(200);
  return codeFromMail(email, before + 1);
}

/** A linked pair with a done visit yesterday and one to come tomorrow. */
async function pairWithVisits() {
  const city = newCity();
  const [volunteer, senior] = await Promise.all([memberToErase('volunteer', city), memberToErase('senior', city)]);
  expect((await adminCall('POST', '/link', { vemail: volunteer.email, semail: senior.email })).status).toBe(200);
  const visit = (date: string) => ({
    vemail: volunteer.email,
    semail: senior.email,
    city,
    task: 'Tea',
    date,
    startTime: '10:00',
    endTime: '11:00',
  });
  const tomorrow = dateInIndia(Date.now() + DAY_MS);
  const [done] = (await adminCall('POST', '/volunteer/assignTask', visit(tomorrow))).json?.visits as string[];
  const [next] = (await adminCall('POST', '/volunteer/assignTask', visit(dateInIndia(Date.now() + 2 * DAY_MS)))).json?.visits as string[];
  await visitBegun(done!, 120);
  await db()
    .collection(COLLECTIONS.visits)
    .doc(done!)
    .update({ status: 'Done', checkInAt: Date.now() - 7_000_000, checkOutAt: Date.now() - 3_600_000 });
  return { volunteer, senior, done: done!, next: next! };
}

/** The hours GET /visits lists for visit `id`. */
const hoursOf = (listed: unknown, id: string) =>
  (listed as { visits: { id: string; hours: number }[] }).visits.find((v) => v.id === id)?.hours;

describe('erasing one’s account', () => {
  it('is refused without a token, with another person’s, and for a stranger with the e-mail', async () => {
    const city = newCity();
    const [one, other] = await Promise.all([addMember('senior', { city }), addMember('volunteer', { city })]);
    for (const call of [() => askCode(one.email), () => confirm(one.email, '123456')]) expect((await call()).status).toBe(401);
    expect((await askCode(one.email, 'made.up.token')).status).toBe(401);
    expect((await askCode(one.email, other.token)).status).toBe(403);
    expect((await confirm(one.email, '123456', other.token)).status).toBe(403);
    expect((await askCode(one.email.toUpperCase(), other.token)).status).toBe(403);
    expect((await askCode('not-an-email', one.token)).status).toBe(400);
    expect(await mailbox.to(one.email)).toEqual([]);
    expect((await readMember('senior', one.email)).email).toBe(one.email);
  });

  it('erases nothing with a wrong, odd, sign-in, used or expired code', async () => {
    const senior = await addMember('senior', { city: newCity() });
    expect((await confirm(senior.email, '123456', senior.token)).json?.code).toBe('codeInvalid');
    await signIn('senior', senior.email);
    const signInCode = await codeFromMail(senior.email, 1);
    expect((await confirm(senior.email, signInCode, senior.token)).json?.code).toBe('codeInvalid');
    const code = await erasureCode(senior.email, senior.token);
    expect((await api('POST', `${path(senior.email)}/confirm`, { code, extra: 1 }, bearer(senior.token))).status).toBe(400);
    expect((await confirm(senior.email, 'x'.repeat(5_000), senior.token)).status).toBe(400);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await confirm(senior.email, wrong, senior.token)).json?.code).toBe('codeWrong');
    expect((await confirm(senior.email, code, senior.token)).status).toBe(200);
    // Used: the account is gone, and its session with it.
    expect((await confirm(senior.email, code, senior.token)).status).toBe(401);
    const again = await addMember('senior', { city: newCity() });
    const late = await erasureCode(again.email, again.token);
    await otpDoc('senior', again.email).update({ expiresAt: Date.now() - 1 });
    expect((await confirm(again.email, late, again.token)).json?.code).toBe('codeExpired');
    expect((await readMember('senior', again.email)).email).toBe(again.email);
  });

  it('mails the code in the person’s language, with no link to tap', async () => {
    const senior = await addMember('senior', { city: newCity() });
    expect((await askCode(senior.email, senior.token, 'mr')).status).toBe(200);
    const [mail] = await mailbox.to(senior.email);
    expect(mail?.subject).toBe('गोल्डन हार्ट्समधून तुमचं खातं पुसून टाकण्याचा तुमचा कोड');
    expect(mail?.text).not.toMatch(/https?:\/\//);
  });

  it(
    'erases a senior with visits once of 20 confirmations at once, keeping the visit’s hours under an alias',
    async () => {
      const { volunteer, senior, done, next } = await pairWithVisits();
      expect((await api('POST', '/senior/help', { message: 'Please call my son' }, bearer(senior.token))).status).toBe(200);
      await startFromRecount();
      const code = await erasureCode(senior.email, senior.token);
      const answers = await race(() => confirm(senior.email, code, senior.token));
      expect(statuses(answers).filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
      // The others found the code used (400), the account gone (404) or their session with it (401).
      for (const answer of answers) expect([200, 400, 401, 404]).toContain(answer.status);
      expect(answers.find((answer) => answer.status === 200)?.json?.message).toBe(SERVER_MESSAGES.accountErased);

      expect(await storedFigures()).toEqual(await recountFigures());
      await expectNothingLeftOf(senior, [senior.name, senior.phone, senior.address]);
      const kept = (await db().collection(COLLECTIONS.visits).doc(done).get()).data()!;
      expect(kept).toMatchObject({ status: 'Done', volunteer: volunteer.email });
      expect(kept.endAt - kept.startAt).toBe(60 * 60_000);
      expect(kept.senior).toMatch(/^erased-/);
      expect((await db().collection(COLLECTIONS.visits).doc(next).get()).get('status')).toBe('Cancelled');

      // His side still works: his record, no link, his visits with the hours of the done one.
      expect((await readMember('volunteer', volunteer.email)).senior).toBeNull();
      const his = await api('GET', '/visits', undefined, bearer(volunteer.token));
      expect(his.status, his.text).toBe(200);
      expect(hoursOf(his.json, done)).toBe(1);
      expect((await api('GET', `/volunteer/${encodeURIComponent(volunteer.email)}`, undefined, bearer(volunteer.token))).status).toBe(200);

      // She may register again with the same e-mail and phone (her old mails out of the way of the code).
      for (const mail of await mailbox.to(senior.email)) await mailbox.remove(mail);
      const form = { ...seniorForm(senior.email), phone: senior.phone };
      const { session } = await register('senior', form);
      expect(session.user.email).toBe(senior.email);
    },
    RACE.timeout,
  );

  it('erases a volunteer with a pair, a resume and a photo; her dashboard still works', async () => {
    const { volunteer, senior, done } = await pairWithVisits();
    const photo = { id: 'p1', path: `photos/${volunteer.email}/p1.jpg`, filename: 'photo.jpg', contentType: 'image/jpeg', size: 3 };
    await Promise.all([
      bucket().file(`resumes/${volunteer.email}/cv.pdf`).save(Buffer.from('%PDF')),
      bucket().file(photo.path).save(Buffer.from('jpg')),
      personDoc('volunteer', volunteer.email).update({ photo }),
    ]);
    const files = async () =>
      (await Promise.all(['resumes', 'photos'].map((folder) => bucket().getFiles({ prefix: `${folder}/${volunteer.email}/` })))).flatMap(
        ([found]) => found,
      );
    expect(await files()).toHaveLength(2);
    await startFromRecount();
    const code = await erasureCode(volunteer.email, volunteer.token);
    expect((await confirm(volunteer.email, code, volunteer.token)).status).toBe(200);

    expect(await storedFigures()).toEqual(await recountFigures());
    await expectNothingLeftOf(volunteer, [volunteer.name, volunteer.phone, volunteer.address]);
    expect(await files()).toEqual([]);
    const kept = (await db().collection(COLLECTIONS.visits).doc(done).get()).data()!;
    expect(kept).toMatchObject({ status: 'Done', senior: senior.email, note: '' });
    expect(kept.volunteer).toMatch(/^erased-/);
    expect(kept.endAt - kept.startAt).toBe(60 * 60_000);
    expect((await readMember('senior', senior.email)).volunteer).toBeNull();
    const record = await api('GET', `/senior/${encodeURIComponent(senior.email)}`, undefined, bearer(senior.token));
    expect(record.status, record.text).toBe(200);
    const hers = await api('GET', '/visits', undefined, bearer(senior.token));
    expect(hers.status, hers.text).toBe(200);
    expect(hoursOf(hers.json, done)).toBe(1);
    expect(await readMember('volunteer', volunteer.email)).toBeUndefined();
    expect((await db().collection(COLLECTIONS.applications).doc(volunteer.email).get()).exists).toBe(false);
  });

  it('is finished by the retention job when the call that claimed it stopped half-way', async () => {
    const { volunteer, senior, done } = await pairWithVisits();
    // What a claim leaves when its call stops at once: the person's document gone, the marker there.
    await personDoc('senior', senior.email).delete();
    const marker = db().collection(COLLECTIONS.erasures).doc(createHash('sha256').update(senior.email).digest('hex'));
    const alias = `erased-${uniqueId('x')}`;
    const claimedAt = Date.now() - 11 * 60_000;
    await marker.set({
      type: 'senior',
      email: senior.email,
      alias,
      files: [],
      folders: [],
      matchedWith: [],
      phoneAccount: null,
      claimedAt,
      finishBy: claimedAt + 10 * 60_000,
    });
    const run = await adminCall('POST', '/jobs/retention', { rules: ['unfinished-erasures'] });
    expect(run.status, run.text).toBe(200);
    expect((await marker.get()).exists).toBe(false);
    expect((await db().collection(COLLECTIONS.visits).doc(done).get()).data()).toMatchObject({ senior: alias, volunteer: volunteer.email });
    expect((await askCode(senior.email, senior.token)).status).toBe(401);
  });

  it('is refused for an e-mail nobody holds', async () => {
    const senior = await addMember('senior', { city: newCity() });
    await personDoc('senior', senior.email).delete();
    expect((await askCode(senior.email, senior.token)).status).toBe(404);
  });
});

describe('erasing one’s application', () => {
  const pdf = () => ({ filename: 'Meera resume.pdf', bytes: fixture('letter.pdf'), type: 'application/pdf' });
  const askApplicationCode = (body: unknown) => api('POST', '/volunteer/volunteer/application/erase', body, newClientAddress());
  const confirmApplication = (body: unknown) => api('POST', '/volunteer/volunteer/application/erase/confirm', body, newClientAddress());

  /** An application with a resume and a name and phone no other test uses, once its confirmation has arrived. */
  async function applicant() {
    const email = newEmail('applicant');
    const fullName = `Erasa ${uniqueId('n')}`;
    const contact = `+91 9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    expect((await apply({ ...applicationFields(email), fullName, contact }, pdf())).status).toBe(200);
    await mailbox.waitFor(email, /received/);
    return { email, fullName, contact };
  }

  it('mails the code in the page’s language with no link, and is refused for no application, an account, or an odd body', async () => {
    const { email } = await applicant();
    const before = (await mailbox.to(email)).length;
    const asked = await askApplicationCode({ email, lang: 'hi' });
    expect(asked.status, asked.text).toBe(200);
    const mail = (await mailbox.to(email))[before];
    expect(mail?.subject).toBe('गोल्डन हार्ट्स से अपना आवेदन मिटाने का आपका कोड');
    expect(mail?.text).not.toMatch(/https?:\/\//);

    expect((await askApplicationCode({ email: newEmail('nobody') })).json?.code).toBe('applicationMissing');
    const member = await addMember('volunteer', { city: newCity() });
    expect((await askApplicationCode({ email: member.email })).json?.code).toBe('applicationEmailRegistered');
    for (const body of [{}, { email: 'not an e-mail' }, { email, lang: 'hi', extra: 1 }, { email: `${'x'.repeat(5_000)}@example.com` }]) {
      expect((await askApplicationCode(body)).status).toBe(400);
    }
    for (const body of [{ email }, { email, code: 'x'.repeat(5_000) }, { email, code: '123456', extra: 1 }]) {
      expect((await confirmApplication(body)).status).toBe(400);
    }
    // A wrong code, or one nobody asked for, erases nothing.
    const code = await codeFromMail(email, before + 1);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await confirmApplication({ email, code: wrong })).json?.code).toBe('codeWrong');
    expect((await confirmApplication({ email: member.email, code })).json?.code).toBe('applicationEmailRegistered');
    const other = await applicant();
    expect((await confirmApplication({ email: other.email, code })).json?.code).toBe('codeInvalid');
    expect((await storedApplication(email))?.email).toBe(email);
    expect((await storedApplication(other.email))?.email).toBe(other.email);
  });

  it(
    'erases an applicant with a resume once of 20 confirmations at once, with the code mailed to the address',
    async () => {
      const person = await applicant();
      await startFromRecount();
      const before = (await mailbox.to(person.email)).length;
      // A stranger asks for the code: it goes to the address, not to him.
      expect((await askApplicationCode({ email: person.email, lang: 'mr' })).status).toBe(200);
      const code = await codeFromMail(person.email, before + 1);
      const answers = await race(() => confirmApplication({ email: person.email, code }));
      expect(statuses(answers).filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
      // The others found the code used (400) or the application gone (404).
      for (const answer of answers) expect([200, 400, 404]).toContain(answer.status);
      expect(answers.find((answer) => answer.status === 200)?.json?.message).toBe(SERVER_MESSAGES.applicationErased);

      expect(await storedFigures()).toEqual(await recountFigures());
      expect(await footprint(person.email)).toMatchObject({ application: false, files: 0 });
      const all = await everything();
      for (const trace of [person.email, person.fullName, person.contact]) expect(all).not.toContain(trace);
      // The same address may apply again.
      expect((await apply(applicationFields(person.email), pdf())).status).toBe(200);
    },
    RACE.timeout,
  );
});
