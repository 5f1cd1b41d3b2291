/**
 * The privacy notice's agreement as a record, over HTTP on the local stack: a registration and
 * an application are refused without agreement to the current notice, and record it (version,
 * language, the server's time, what was agreed) with what they create; POST /consent records a
 * member's agreement again, once per version, for the token's owner only.
 */
import { describe, expect, it } from 'vitest';
import { CONSENT_MISSING, NOTICE_PURPOSES, NOTICE_VERSION, consentKey, type ConsentRecord } from '@gh/common/consent';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { api, newClientAddress } from '@gh/testkit/stack';
import { applicationFields, apply, footprint, storedApplication } from '@gh/testkit/applicant';
import { bearer, codeFromMail, personDoc, register, seniorForm, volunteerForm, addApplication } from '@gh/testkit/identity';
import { addMember, newCity, readMember } from '@gh/testkit/members';
import { RACE, race, statuses } from '@gh/testkit/race';

const KEY = consentKey(NOTICE_VERSION);
const agree = (body: unknown, headers: Record<string, string> = {}) => api('POST', '/consent', body, headers);
const record = (lang: string, via: ConsentRecord['via']) => ({
  version: NOTICE_VERSION,
  lang,
  at: expect.any(Number),
  agreed: [...NOTICE_PURPOSES],
  via,
});

/** A member whose stored agreement is to an older notice (or, before any notice, none). */
async function memberAgreedBefore(type: 'senior' | 'volunteer' = 'senior') {
  const member = await addMember(type, { city: newCity() });
  await personDoc(type, member.email).update({ consents: {} });
  return member;
}

describe('registering agrees to the privacy notice', () => {
  it("records the senior's agreement on her new document: version, the page's language, the server's time", async () => {
    const form = seniorForm();
    const before = Date.now();
    const headers = newClientAddress();
    expect((await api('POST', '/register/senior', { ...form, lang: 'mr' }, headers)).status).toBe(200);
    const otp = await codeFromMail(form.email);
    expect((await api('POST', '/otp-verify/senior', { email: form.email, otp }, headers)).status).toBe(200);
    const doc = await readMember('senior', form.email);
    expect(doc.consents).toEqual({ [KEY]: record('mr', 'registration') });
    expect(doc.consents?.[KEY]?.at).toBeGreaterThanOrEqual(before);
    expect(doc.consents?.[KEY]?.at).toBe(doc.createdAt);
    expect(doc).not.toHaveProperty('consentVersion');
  });

  it("records a volunteer's agreement, in English when the page said nothing", async () => {
    const form = volunteerForm();
    await addApplication(form.email);
    await register('volunteer', form);
    expect((await readMember('volunteer', form.email)).consents).toEqual({ [KEY]: record('en', 'registration') });
  });

  it.each([
    ['without an agreement', undefined],
    ['with an agreement to no notice', 0],
    ['with a notice that does not exist yet', NOTICE_VERSION + 1],
    ['with a word instead of a version', 'yes'],
    ['with true', true],
    ['with a list', [NOTICE_VERSION]],
    ['with a huge number', 1e300],
  ])('refuses a registration %s (400), mailing no code', async (_case, consentVersion) => {
    for (const [type, form] of [
      ['senior', seniorForm()],
      ['volunteer', volunteerForm()],
    ] as const) {
      if (type === 'volunteer') await addApplication(form.email);
      const answer = await api('POST', `/register/${type}`, { ...form, consentVersion }, newClientAddress());
      expect(answer).toMatchObject({ status: 400, json: { message: CONSENT_MISSING, code: 'invalidInput' } });
      expect(await footprint(form.email)).toMatchObject({ mails: 0 });
    }
  });

  it('refuses to create the account from a form sent with the code that lacks the agreement, keeping the code', async () => {
    const form = seniorForm();
    const headers = newClientAddress();
    expect((await api('POST', '/register/senior', form, headers)).status).toBe(200);
    const otp = await codeFromMail(form.email);
    const { consentVersion: _agreed, ...withoutAgreement } = form;
    const refused = await api('POST', '/otp-verify/senior', { email: form.email, otp, form: withoutAgreement }, headers);
    expect(refused).toMatchObject({ status: 400, json: { message: CONSENT_MISSING } });
    expect((await personDoc('senior', form.email).get()).exists).toBe(false);
    // The code was not spent on the refused form.
    expect((await api('POST', '/otp-verify/senior', { email: form.email, otp, form }, headers)).status).toBe(200);
    expect((await readMember('senior', form.email)).consents?.[KEY]).toEqual(record('en', 'registration'));
  });
});

describe('applying agrees to the privacy notice', () => {
  it('records the agreement with the application, in the language of its page', async () => {
    const fields = applicationFields();
    expect((await apply({ ...fields, lang: 'hi' })).status).toBe(200);
    const stored = await storedApplication(fields.email!);
    expect(stored?.consent).toEqual({ ...record('hi', 'application'), at: stored?.submittedAt });
    expect(stored).not.toHaveProperty('consentVersion');
  });

  it.each([
    ['without an agreement', null],
    ['with an agreement to no notice', '0'],
    ['with a word', 'on'],
    ['with a version and more', `${NOTICE_VERSION}x`],
  ])('refuses an application %s (400), storing and mailing nothing', async (_case, consentVersion) => {
    const { consentVersion: _agreed, ...fields } = applicationFields();
    const answer = await apply(consentVersion === null ? fields : { ...fields, consentVersion });
    expect(answer).toMatchObject({ status: 400, json: { message: CONSENT_MISSING } });
    expect(await footprint(fields.email!)).toEqual({ application: false, files: 0, mails: 0 });
  });
});

describe('POST /consent', () => {
  it("records the member's agreement to the current notice beside the older ones, in the page's language", async () => {
    const senior = await addMember('senior', { city: newCity() });
    const older = { ...record('en', 'registration'), version: 0, at: 1 };
    await personDoc('senior', senior.email).update({ consents: { [consentKey(0)]: older } });
    const before = Date.now();
    expect(await agree({ consentVersion: NOTICE_VERSION, lang: 'mr' }, bearer(senior.token))).toMatchObject({
      status: 200,
      json: { message: SERVER_MESSAGES.consentRecorded },
    });
    const doc = await readMember('senior', senior.email);
    expect(doc.consents).toEqual({ [consentKey(0)]: older, [KEY]: record('mr', 'again') });
    expect(doc.consents?.[KEY]?.at).toBeGreaterThanOrEqual(before);
    // Nothing else of hers moved.
    const { consents: _mine, ...rest } = doc;
    const { consents: _registered, ...was } = senior.doc;
    expect(rest).toEqual(was);
  });

  it('keeps the first agreement to a version: a second call answers the same and changes nothing', async () => {
    const volunteer = await memberAgreedBefore('volunteer');
    expect((await agree({ consentVersion: NOTICE_VERSION, lang: 'hi' }, bearer(volunteer.token))).status).toBe(200);
    const first = (await readMember('volunteer', volunteer.email)).consents;
    expect(first).toEqual({ [KEY]: record('hi', 'again') });
    expect(await agree({ consentVersion: NOTICE_VERSION, lang: 'en' }, bearer(volunteer.token))).toMatchObject({
      status: 200,
      json: { message: SERVER_MESSAGES.consentRecorded },
    });
    expect((await readMember('volunteer', volunteer.email)).consents).toEqual(first);
  });

  it('twenty identical calls at once record one agreement', RACE, async () => {
    const senior = await memberAgreedBefore();
    const answers = await race(() => agree({ consentVersion: NOTICE_VERSION, lang: 'mr' }, bearer(senior.token)));
    expect(statuses(answers)).toEqual(Array(20).fill(200));
    const consents = (await readMember('senior', senior.email)).consents;
    expect(consents).toEqual({ [KEY]: record('mr', 'again') });
    // Whichever call came first made it; none of the others rewrote its time.
    expect((await readMember('senior', senior.email)).consents).toEqual(consents);
  });

  it('answers 401 without a token, or with one that is not an ID token, and records nothing', async () => {
    const senior = await memberAgreedBefore();
    const body = { consentVersion: NOTICE_VERSION };
    expect(await agree(body)).toMatchObject({ status: 401, json: { message: SERVER_MESSAGES.unauthenticated } });
    expect((await agree(body, bearer('not-a-token'))).status).toBe(401);
    expect((await agree(body, { authorization: senior.token })).status).toBe(401);
    expect((await readMember('senior', senior.email)).consents).toEqual({});
  });

  it("records for the token's owner only: the body cannot name another person", async () => {
    const city = newCity();
    const [kamala, meera] = await Promise.all([addMember('senior', { city }), addMember('senior', { city })]);
    await Promise.all([kamala, meera].map(({ email }) => personDoc('senior', email).update({ consents: {} })));
    expect((await agree({ consentVersion: NOTICE_VERSION, email: kamala.email }, bearer(meera.token))).status).toBe(400);
    expect((await agree({ consentVersion: NOTICE_VERSION }, bearer(meera.token))).status).toBe(200);
    expect((await readMember('senior', kamala.email)).consents).toEqual({});
    expect((await readMember('senior', meera.email)).consents).toEqual({ [KEY]: record('en', 'again') });
  });

  it.each([
    ['no agreement', {}],
    ['an agreement to no notice', { consentVersion: 0 }],
    ['a notice that does not exist yet', { consentVersion: NOTICE_VERSION + 1 }],
    ['a word', { consentVersion: 'yes' }],
    ['null', { consentVersion: null }],
    ['an object', { consentVersion: { version: NOTICE_VERSION } }],
    ['a huge string', { consentVersion: '1'.repeat(100_000) }],
    ['a field besides', { consentVersion: NOTICE_VERSION, via: 'registration' }],
  ])('refuses %s with a 400, recording nothing', async (_case, body) => {
    const senior = await memberAgreedBefore();
    expect((await agree(body, bearer(senior.token))).status).toBe(400);
    expect((await readMember('senior', senior.email)).consents).toEqual({});
  });

  it('refuses malformed, non-object and huge bodies, recording nothing', async () => {
    const senior = await memberAgreedBefore();
    const headers = bearer(senior.token);
    expect((await agree('{"consentVersion":', headers)).status).toBe(400);
    expect(await agree('[]', headers)).toMatchObject({ status: 400, json: { message: SERVER_MESSAGES.badJson } });
    expect((await agree(String(NOTICE_VERSION), headers)).status).toBe(400);
    const huge = await agree(JSON.stringify({ consentVersion: NOTICE_VERSION, padding: 'x'.repeat(2_000_000) }), headers);
    expect([400, 413]).toContain(huge.status);
    expect((await readMember('senior', senior.email)).consents).toEqual({});
  });

  it('answers a signed-in person without a profile with 404, writing nothing', async () => {
    const senior = await addMember('senior', { city: newCity() });
    await personDoc('senior', senior.email).delete();
    expect(await agree({ consentVersion: NOTICE_VERSION }, bearer(senior.token))).toMatchObject({
      status: 404,
      json: { message: SERVER_MESSAGES.noProfile },
    });
    expect((await personDoc('senior', senior.email).get()).exists).toBe(false);
  });
});
