/**
 * Grievances over HTTP against the local stack: a signed-in person files one by their own
 * session, with its 90-day clock; the officer (a viewer here), the owners and the key list the
 * open ones soonest due first and answer one, once, mailed in the person's language, the
 * officer's words only to an address the person proved; nobody else lists or answers; an owner
 * names the officer, whose contact anyone reads. Nothing is stored after a refused call, and
 * erasure takes a person's grievances. The officer is one for the whole stack: the file runs
 * alone (SHARED_STATE in vitest.config.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_KEY, COLLECTIONS } from '@gh/common/constants';
import { GRIEVANCE_ANSWER_MS, GRIEVANCE_TEXT_MAX, GRIEVANCES_OPEN_MAX, type GrievanceDoc } from '@gh/common/grievances';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { auditAbout } from '@gh/testkit/admin-record';
import { adminCall } from '@gh/testkit/applicant';
import { bearer, codeFromMail, db, newEmail, personDoc } from '@gh/testkit/identity';
import { addMember, newCity } from '@gh/testkit/members';
import { RACE, mailsTo, race, statuses } from '@gh/testkit/race';
import { staffMember } from '@gh/testkit/staff';
import { api, mailbox } from '@gh/testkit/stack';

const file = (body: unknown, token?: string) => api('POST', '/grievances', body, token ? bearer(token) : {});
const listAs = (token?: string, query = '') =>
  api('GET', `/${ADMIN_SESSION_KEY}/grievances${query}`, undefined, token ? bearer(token) : {});
const answerAs = (id: string, body: unknown, token?: string) =>
  api('POST', `/${ADMIN_SESSION_KEY}/grievances/${id}/answer`, body, token ? bearer(token) : {});

const grievanceDoc = async (id: string) => (await db().collection(COLLECTIONS.grievances).doc(id).get()).data() as GrievanceDoc | undefined;
const grievancesOf = async (email: string) =>
  (await db().collection(COLLECTIONS.grievances).where('email', '==', email).get()).docs.map((doc) => doc.data() as GrievanceDoc);

const WORDS = 'Please tell me who at Golden Hearts has seen my address.';
const person = () => addMember('senior', { city: newCity(), name: 'Savitri Kulkarni' });

/** Files a grievance for `member`: its id. */
async function filed(member: { token: string }, body: Record<string, unknown> = {}) {
  const answer = await file({ category: 'myData', text: WORDS, ...body }, member.token);
  expect(answer.status, answer.text).toBe(200);
  return String(answer.json?.id);
}

let officer: Awaited<ReturnType<typeof staffMember>>;
let owner: Awaited<ReturnType<typeof staffMember>>;
let coordinator: Awaited<ReturnType<typeof staffMember>>;

beforeAll(async () => {
  [officer, owner, coordinator] = await Promise.all([
    staffMember({ role: 'viewer', cities: ['maharashtra/pune'] }),
    staffMember({ role: 'owner', cities: [] }),
    staffMember({ role: 'coordinator', cities: ['maharashtra/pune'] }),
  ]);
  const named = await adminCall('PUT', '/grievance-officer', {
    staff: officer.email,
    name: 'Meera Iyer',
    email: 'grievances@example.org',
    phone: '+91 98200 12345',
  });
  expect(named).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.grievanceOfficerNamed } });
});

describe('naming the grievance officer', () => {
  it('shows the officer’s contact to anyone, and records who named them', async () => {
    expect(await api('GET', '/grievance-officer')).toMatchObject({
      status: 200,
      json: { officer: { name: 'Meera Iyer', email: 'grievances@example.org', phone: '+91 98200 12345' } },
    });
    expect((await auditAbout(officer.email)).map(({ action, session }) => [action, session])).toContainEqual([
      'nameGrievanceOfficer',
      'key',
    ]);
  });

  it('is an owner’s: a coordinator, the officer, a person and no session are refused; the officer must be staff', async () => {
    const body = { staff: coordinator.email, name: 'Kiran Rao', email: 'k@example.org', phone: '9820012345' };
    const put = (token?: string) => api('PUT', `/${ADMIN_SESSION_KEY}/grievance-officer`, body, token ? bearer(token) : {});
    expect(await put(coordinator.idToken)).toMatchObject({ status: 403, json: { code: 'staffOwnerOnly' } });
    expect(await put(officer.idToken)).toMatchObject({ status: 403, json: { code: 'staffOwnerOnly' } });
    expect((await put((await person()).token)).status).toBe(401);
    expect((await put()).status).toBe(401);
    expect(await adminCall('PUT', '/grievance-officer', { ...body, staff: newEmail('nobody') })).toMatchObject({
      status: 404,
      json: { code: 'staffNotFound' },
    });
    for (const odd of [
      { ...body, phone: '12' },
      { ...body, name: '' },
      { ...body, extra: 1 },
      { ...body, email: 'not mail' },
    ]) {
      expect((await adminCall('PUT', '/grievance-officer', odd)).status).toBe(400);
    }
    expect((await api('GET', '/grievance-officer')).json?.officer).toMatchObject({ name: 'Meera Iyer' });
  });
});

describe('filing a grievance', () => {
  it('stores it with its 90-day clock and tells the officer, without the person’s words', async () => {
    const before = Date.now();
    const member = await person();
    const answer = await file({ category: 'myData', text: WORDS, lang: 'hi' }, member.token);
    expect(answer).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.grievanceFiled } });
    const stored = await grievanceDoc(String(answer.json?.id));
    expect(stored).toMatchObject({ email: member.email, role: 'senior', category: 'myData', text: WORDS, lang: 'hi', status: 'open' });
    expect(stored!.filedAt).toBeGreaterThanOrEqual(before);
    expect(stored!.dueBy).toBe(stored!.filedAt + GRIEVANCE_ANSWER_MS);
    const told = (await mailbox.to(officer.email)).filter((mail) => /grievance is waiting/.test(mail.subject));
    expect(told.length).toBeGreaterThan(0);
    for (const mail of told) for (const hers of [WORDS, member.email, 'Savitri']) expect(mail.text).not.toContain(hers);
  });

  it('needs the person’s own session', async () => {
    expect(await file({ category: 'other', text: WORDS })).toMatchObject({ status: 401 });
    expect(await file({ category: 'other', text: WORDS }, 'not-a-token')).toMatchObject({ status: 401 });
    // A member of staff is nobody's person.
    expect(await file({ category: 'other', text: WORDS }, officer.idToken)).toMatchObject({ status: 401 });
  });

  it.each([
    ['no subject', { text: WORDS }],
    ['an unknown subject', { category: 'money', text: WORDS }],
    ['no words', { category: 'other', text: '   ' }],
    ['too many words', { category: 'other', text: 'x'.repeat(GRIEVANCE_TEXT_MAX + 1) }],
    ['a control character', { category: 'other', text: 'Hello\u0007' }],
    ['words that are not text', { category: 'other', text: ['a'] }],
    ['a field of its own', { category: 'other', text: WORDS, email: 'someone@example.com' }],
  ])('refuses %s, storing nothing', async (_what, body) => {
    const member = await person();
    expect((await file(body, member.token)).status).toBe(400);
    expect(await grievancesOf(member.email)).toEqual([]);
  });

  it('refuses malformed, non-object and huge bodies, storing nothing', async () => {
    const member = await person();
    expect((await file('{"category":', member.token)).status).toBe(400);
    expect(await file('[]', member.token)).toMatchObject({ status: 400, json: { message: SERVER_MESSAGES.badJson } });
    const huge = await file(JSON.stringify({ category: 'other', text: WORDS, padding: 'x'.repeat(2_000_000) }), member.token);
    expect([400, 413]).toContain(huge.status);
    expect(await grievancesOf(member.email)).toEqual([]);
  });

  it(
    'keeps at most five open per person, also of twenty at once',
    async () => {
      const member = await person();
      const answers = await race(() => file({ category: 'visits', text: WORDS }, member.token));
      expect(answers.filter(({ status }) => status === 200)).toHaveLength(GRIEVANCES_OPEN_MAX);
      expect(answers.filter(({ json }) => json?.code === 'grievancesOpenMax')).toHaveLength(20 - GRIEVANCES_OPEN_MAX);
      expect(await grievancesOf(member.email)).toHaveLength(GRIEVANCES_OPEN_MAX);
    },
    RACE.timeout,
  );
});

describe('the officer’s list', () => {
  it('lists the open ones soonest due first to the officer, an owner and the key', async () => {
    const member = await person();
    await filed(member);
    const second = await filed(member);
    // The earliest due of all: filed long ago.
    await db()
      .collection(COLLECTIONS.grievances)
      .doc(second)
      .update({ dueBy: 1, filedAt: 1 - GRIEVANCE_ANSWER_MS });
    for (const token of [officer.idToken, owner.idToken]) {
      const listed = await listAs(token);
      expect(listed.status, listed.text).toBe(200);
      const ids = (listed.json?.grievances as GrievanceDoc[]).map(({ id }) => id);
      expect(ids[0]).toBe(second);
      const dues = (listed.json?.grievances as GrievanceDoc[]).map(({ dueBy }) => dueBy);
      expect(dues).toEqual([...dues].sort((a, b) => a - b));
    }
    expect((await adminCall('GET', '/grievances')).status).toBe(200);
    await db().collection(COLLECTIONS.grievances).doc(second).update({ status: 'answered' });
  });

  it('refuses a coordinator who is not the officer, a person, a bad token, no token and a bad page', async () => {
    expect(await listAs(coordinator.idToken)).toMatchObject({ status: 403, json: { code: 'grievanceOfficerOnly' } });
    expect((await listAs((await person()).token)).status).toBe(401);
    expect((await listAs('not-a-token')).status).toBe(401);
    expect((await listAs()).status).toBe(401);
    expect((await adminCall('GET', '/grievances', undefined, 'wrong-key')).status).toBe(401);
    expect((await listAs(officer.idToken, '?after=x')).status).toBe(400);
  });
});

describe('answering a grievance', () => {
  it(
    'answers once of twenty at once, mailing the answer once in the person’s language',
    async () => {
      const member = await person();
      await personDoc('senior', member.email).update({ lang: 'hi' });
      const id = await filed(member, { lang: 'mr' });
      const answer = 'We looked: only your coordinator in Pune opened your address, to plan a visit.';
      const answers = await race(() => answerAs(id, { answer }, officer.idToken));
      expect(statuses(answers)).toEqual([200, ...Array(19).fill(409)]);
      expect(answers.filter(({ json }) => json?.code === 'grievanceAlreadyAnswered')).toHaveLength(19);
      expect(await grievanceDoc(id)).toMatchObject({ status: 'answered', answer, answeredBy: officer.email, mailedAt: expect.any(Number) });
      const mails = await mailsTo(member.email, /तक्रारीचे उत्तर/, 1);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(answer);
      expect((await auditAbout(member.email)).filter(({ action }) => action === 'answerGrievance')).toHaveLength(1);
    },
    RACE.timeout,
  );

  it('mails an address nobody proved only our words, never the officer’s', async () => {
    const member = await person();
    const id = await filed(member);
    await personDoc('senior', member.email).update({ emailProven: false });
    const answer = 'Your address was seen by the coordinator of Pune alone.';
    expect((await answerAs(id, { answer }, owner.idToken)).status).toBe(200);
    const [mail] = await mailsTo(member.email, /answer to your grievance/, 1);
    expect(mail?.text).toContain('/profile');
    for (const words of [answer, 'Savitri', WORDS]) expect(mail?.text).not.toContain(words);
  });

  it('refuses anyone but the officer, an owner and the key, and odd input, changing nothing', async () => {
    const member = await person();
    const id = await filed(member);
    const body = { answer: 'An answer.' };
    expect(await answerAs(id, body, coordinator.idToken)).toMatchObject({ status: 403, json: { code: 'grievanceOfficerOnly' } });
    expect((await answerAs(id, body, member.token)).status).toBe(401);
    expect((await answerAs(id, body)).status).toBe(401);
    expect(await answerAs('A'.repeat(20), body, officer.idToken)).toMatchObject({ status: 404, json: { code: 'grievanceNotFound' } });
    expect((await answerAs('not..an..id', body, officer.idToken)).status).toBe(400);
    for (const odd of [{}, { answer: '' }, { answer: 'x'.repeat(4001) }, { answer: 'ok', extra: 1 }, { answer: 7 }]) {
      expect((await answerAs(id, odd, officer.idToken)).status).toBe(400);
    }
    expect((await answerAs(id, '{"answer":', officer.idToken)).status).toBe(400);
    const huge = await answerAs(id, JSON.stringify({ answer: 'x', padding: 'y'.repeat(2_000_000) }), officer.idToken);
    expect([400, 413]).toContain(huge.status);
    expect(await grievanceDoc(id)).toMatchObject({ status: 'open', answer: null, mailedAt: null });
    expect(await mailsTo(member.email, /grievance/, 0)).toEqual([]);
    expect((await adminCall('POST', `/grievances/${id}/answer`, body)).status).toBe(200);
  });
});

describe('a person’s grievances and their own data', () => {
  it('are in their download, and go with their erasure', async () => {
    const member = await person();
    const id = await filed(member);
    const data = await api('GET', `/people/${encodeURIComponent(member.email)}/data`, undefined, bearer(member.token));
    expect(data.status).toBe(200);
    const listed = data.json?.grievances as Record<string, unknown>[];
    expect(listed).toEqual([expect.objectContaining({ id, text: WORDS, status: 'open' })]);
    expect(listed[0]).not.toHaveProperty('mailingUntil');

    const before = (await mailbox.to(member.email)).length;
    const path = `/people/${encodeURIComponent(member.email)}/erase`;
    expect((await api('POST', path, { lang: 'en' }, bearer(member.token))).status).toBe(200);
    const code = await codeFromMail(member.email, before + 1);
    expect((await api('POST', `${path}/confirm`, { code }, bearer(member.token))).status).toBe(200);
    expect(await grievanceDoc(id)).toBeUndefined();
  });
});
