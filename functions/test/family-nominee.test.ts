/**
 * A senior's nominee over HTTP against the local stack: she names one joined member of her own
 * circle (PUT /circle/nominee), changes or withdraws it, and removing that member or erasing her
 * account ends it in that commit; her nominee asks to act for her (POST
 * /family/nominee-request), which reaches the grievance officer as a grievance of its own kind,
 * with its 90-day clock. Anyone else is refused, storing nothing.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@gh/common/constants';
import { circleDocId, type CircleMemberDoc, type FamilyViewDoc } from '@gh/common/circle';
import { GRIEVANCE_ANSWER_MS, NOMINEE_REQUEST_LIMITS, type GrievanceDoc } from '@gh/common/grievances';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { familyToken, invitedBy, joinedBy } from '@gh/testkit/circle';
import { bearer, codeFromMail, db, newEmail } from '@gh/testkit/identity';
import { addMember, newCity } from '@gh/testkit/members';
import { auditAbout } from '@gh/testkit/admin-record';
import { adminCall } from '@gh/testkit/applicant';
import { RACE, mailsWhere, race, statuses } from '@gh/testkit/race';
import { api, mailbox } from '@gh/testkit/stack';

const name = (body: unknown, token?: string) => api('PUT', '/circle/nominee', body, token ? bearer(token) : {});
const ask = (body: unknown, token?: string) => api('POST', '/family/nominee-request', body, token ? bearer(token) : {});
const senior = () => addMember('senior', { city: newCity(), name: 'Sunanda Patil' });

const membership = async (senior: string, member: string) =>
  (await db().collection(COLLECTIONS.circles).doc(circleDocId(senior, member)).get()).data() as CircleMemberDoc | undefined;
const view = async (senior: string, member: string) =>
  (await db().collection(COLLECTIONS.familyViews).doc(circleDocId(senior, member)).get()).data() as FamilyViewDoc | undefined;
/** The nominations her circle's documents hold: each member named, with its membership's and view's time. */
async function nominations(senior: string) {
  const circle = (await db().collection(COLLECTIONS.circles).where('senior', '==', senior).get()).docs.map(
    (doc) => doc.data() as CircleMemberDoc,
  );
  const named = circle.filter((member) => member.nominatedAt !== undefined);
  return Promise.all(
    named.map(async ({ member, nominatedAt }) => ({ member, nominatedAt, view: (await view(senior, member))?.nominatedAt })),
  );
}
const requestsAbout = async (senior: string) =>
  (await db().collection(COLLECTIONS.grievances).where('nominee.senior', '==', senior).get()).docs.map((doc) => doc.data() as GrievanceDoc);

/** The officer's mail (to the officer named, else the team's inbox) naming grievance `id`: waits for it. */
async function officerMailAbout(id: string) {
  const about = async () => (await mailbox.all()).find((mail) => mail.text?.includes(`Reference: ${id}`));
  await expect.poll(about, { timeout: 10_000 }).toBeDefined();
  return about();
}

describe('she names her nominee', () => {
  it('names a joined member, then another, then nobody, on memberships and views alike', async () => {
    const mother = await senior();
    const [daughter, son] = [await joinedBy(mother.token, ['visits']), await joinedBy(mother.token, ['help'])];
    const before = Date.now();

    const first = await name({ member: daughter }, mother.token);
    expect(first).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.nomineeSaved, nominee: { member: daughter } } });
    const at = Number((first.json?.nominee as { nominatedAt: number }).nominatedAt);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(await nominations(mother.email)).toEqual([{ member: daughter, nominatedAt: at, view: at }]);
    // Named again: nothing changes, not even when.
    expect((await name({ member: daughter }, mother.token)).json?.nominee).toEqual({ member: daughter, nominatedAt: at });
    expect((await api('GET', '/circle', undefined, bearer(mother.token))).json?.members).toContainEqual(
      expect.objectContaining({ member: daughter, nominatedAt: at }),
    );

    expect((await name({ member: son }, mother.token)).status).toBe(200);
    const [named] = await nominations(mother.email);
    expect(named).toMatchObject({ member: son });
    expect(named!.view).toBe(named!.nominatedAt);
    expect(await nominations(mother.email)).toHaveLength(1);
    expect((await view(mother.email, daughter))?.nominatedAt).toBeUndefined();

    expect(await name({ member: null }, mother.token)).toMatchObject({
      status: 200,
      json: { message: SERVER_MESSAGES.nomineeWithdrawn, nominee: null },
    });
    expect(await nominations(mother.email)).toEqual([]);
    expect((await view(mother.email, son))?.nominatedAt).toBeUndefined();
  });

  it('refuses no token, a bad one, another senior, a volunteer, and anyone but a joined member of her circle', async () => {
    const mother = await senior();
    const other = await senior();
    const daughter = await joinedBy(mother.token, ['visits']);
    const othersDaughter = await joinedBy(other.token, ['visits']);
    const invitedOnly = newEmail('invited');
    await invitedBy(mother.token, invitedOnly, ['visits']);
    const volunteer = await addMember('volunteer', { city: newCity() });

    expect((await name({ member: daughter })).status).toBe(401);
    expect((await name({ member: daughter }, 'not-a-token')).status).toBe(401);
    // Another senior's token names within her own circle only: the daughter is not in it.
    expect(await name({ member: daughter }, other.token)).toMatchObject({ status: 409, json: { code: 'nomineeNotJoined' } });
    expect(await name({ member: daughter }, volunteer.token)).toMatchObject({ status: 403, json: { code: 'circleSeniorsOnly' } });
    // The daughter's own session is no senior's.
    expect((await name({ member: daughter }, await familyToken(daughter))).status).toBe(403);
    const notJoined = { status: 409, json: { code: 'nomineeNotJoined', message: SERVER_MESSAGES.nomineeNotJoined } };
    for (const member of [othersDaughter, invitedOnly, newEmail('stranger'), mother.email]) {
      expect(await name({ member }, mother.token), member).toMatchObject(notJoined);
    }
    expect(await nominations(mother.email)).toEqual([]);
    expect(await nominations(other.email)).toEqual([]);
  });

  it('refuses odd, malformed and huge bodies, storing nothing', async () => {
    const mother = await senior();
    const daughter = await joinedBy(mother.token, ['visits']);
    for (const body of [
      {},
      { member: 'not an address' },
      { member: 42 },
      { member: [daughter] },
      { member: daughter, extra: true },
      { member: `${daughter}\u0000` },
      { member: 'x'.repeat(100_000) },
      'daughter',
      [daughter],
      null,
    ]) {
      expect((await name(body, mother.token)).status, JSON.stringify(body)?.slice(0, 80)).toBe(400);
    }
    expect(await nominations(mother.email)).toEqual([]);
  });

  it('stores one state of 20 identical namings at once', RACE, async () => {
    const mother = await senior();
    const daughter = await joinedBy(mother.token, ['visits']);
    const answers = await race(() => name({ member: daughter }, mother.token));
    expect(statuses(answers)).toEqual(Array(20).fill(200));
    const [named] = await nominations(mother.email);
    expect(await nominations(mother.email)).toHaveLength(1);
    expect(named).toMatchObject({ member: daughter, view: named!.nominatedAt });
    // Each answer says the one time stored.
    expect(new Set(answers.map((answer) => (answer.json?.nominee as { nominatedAt: number }).nominatedAt))).toEqual(
      new Set([named!.nominatedAt]),
    );
  });

  it('ends when she removes the member, and when her account is erased', async () => {
    const mother = await senior();
    const daughter = await joinedBy(mother.token, ['visits']);
    expect((await name({ member: daughter }, mother.token)).status).toBe(200);
    expect((await api('DELETE', `/circle/members/${encodeURIComponent(daughter)}`, undefined, bearer(mother.token))).status).toBe(200);
    expect(await nominations(mother.email)).toEqual([]);
    expect(await membership(mother.email, daughter)).toBeUndefined();

    const son = await joinedBy(mother.token, ['visits']);
    expect((await name({ member: son }, mother.token)).status).toBe(200);
    expect((await api('GET', `/people/${encodeURIComponent(mother.email)}/data`, undefined, bearer(mother.token))).json).toMatchObject({
      nominee: { member: son, nominatedAt: expect.any(Number) },
      circle: [expect.objectContaining({ member: son, nominatedAt: expect.any(Number) })],
    });
    const path = `/people/${encodeURIComponent(mother.email)}/erase`;
    const before = (await mailbox.to(mother.email)).length;
    expect((await api('POST', path, { lang: 'en' }, bearer(mother.token))).status).toBe(200);
    const code = await codeFromMail(mother.email, before + 1);
    expect((await api('POST', `${path}/confirm`, { code }, bearer(mother.token))).status).toBe(200);
    expect(await membership(mother.email, son)).toBeUndefined();
    expect(await view(mother.email, son)).toBeUndefined();
  });
});

describe('her nominee asks to act for her', () => {
  it('reaches the grievance officer as a grievance naming both, with its 90-day clock', async () => {
    const mother = await senior();
    const daughter = await joinedBy(mother.token, ['visits'], 'mr');
    expect((await name({ member: daughter }, mother.token)).status).toBe(200);
    const before = Date.now();
    const answer = await ask(
      { senior: mother.email, reason: 'incapacity', note: 'She is in hospital and cannot speak.' },
      await familyToken(daughter),
    );
    expect(answer).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.nomineeRequestSent, id: expect.any(String) } });
    const id = String(answer.json?.id);

    const [stored] = await requestsAbout(mother.email);
    expect(stored).toMatchObject({
      id,
      email: daughter,
      role: 'family',
      category: 'nominee',
      nominee: { senior: mother.email, seniorName: 'Sunanda Patil', reason: 'incapacity' },
      text: 'She is in hospital and cannot speak.',
      lang: 'mr',
      status: 'open',
    });
    expect(stored!.filedAt).toBeGreaterThanOrEqual(before);
    expect(stored!.dueBy).toBe(stored!.filedAt + GRIEVANCE_ANSWER_MS);

    const mail = await officerMailAbout(id);
    expect(mail?.subject).toBe('Golden Hearts: a nominee asks to act for a senior');
    // Our words only: not the note.
    expect(mail?.text).not.toContain('hospital');

    // The officer's answer goes to the nominee, in the language of their page, and the staff
    // action is on her record.
    const mailsBefore = (await mailbox.to(daughter)).length;
    expect((await adminCall('POST', `/grievances/${id}/answer`, { answer: 'We will call you tomorrow.' })).status).toBe(200);
    const [answered] = await mailsWhere(daughter, (mail) => Boolean(mail.text?.includes('We will call you tomorrow.')), 1);
    expect(answered).toBeDefined();
    expect((await mailbox.to(daughter)).length).toBe(mailsBefore + 1);
    expect((await auditAbout(mother.email)).map(({ action, details }) => [action, details])).toContainEqual([
      'answerGrievance',
      { grievance: id, category: 'nominee', nominee: daughter },
    ]);
  });

  it('refuses anyone but her nominee, storing nothing', async () => {
    const mother = await senior();
    const other = await senior();
    const [daughter, son] = [await joinedBy(mother.token, ['visits']), await joinedBy(mother.token, ['help'])];
    const othersNominee = await joinedBy(other.token, ['visits']);
    expect((await name({ member: othersNominee }, other.token)).status).toBe(200);
    const body = { senior: mother.email, reason: 'died', note: 'She passed away last night.' };

    expect((await ask(body)).status).toBe(401);
    expect((await ask(body, 'not-a-token')).status).toBe(401);
    const refused = { status: 403, json: { code: 'nomineeOnly', message: SERVER_MESSAGES.nomineeOnly } };
    // Nobody named yet, then the daughter: the son, another senior's nominee, the senior herself.
    expect(await ask(body, await familyToken(daughter))).toMatchObject(refused);
    expect((await name({ member: daughter }, mother.token)).status).toBe(200);
    for (const token of [await familyToken(son), await familyToken(othersNominee), mother.token, other.token]) {
      expect(await ask(body, token)).toMatchObject(refused);
    }
    // Named no longer; then named and removed (with no role of their own, their account goes too).
    expect((await name({ member: son }, mother.token)).status).toBe(200);
    expect(await ask(body, await familyToken(daughter))).toMatchObject(refused);
    const sonToken = await familyToken(son);
    expect((await api('DELETE', `/circle/members/${encodeURIComponent(son)}`, undefined, bearer(mother.token))).status).toBe(200);
    expect([401, 403]).toContain((await ask(body, sonToken)).status);
    expect(await requestsAbout(mother.email)).toEqual([]);
    expect((await db().collection(COLLECTIONS.grievances).where('email', 'in', [daughter, son, othersNominee]).get()).empty).toBe(true);
  });

  it('refuses odd bodies, and counts requests like the family help route', RACE, async () => {
    const mother = await senior();
    const daughter = await joinedBy(mother.token, ['visits']);
    expect((await name({ member: daughter }, mother.token)).status).toBe(200);
    const token = await familyToken(daughter);
    for (const body of [
      {},
      { senior: mother.email, reason: 'died' },
      { senior: mother.email, reason: 'away', note: 'x' },
      { senior: mother.email, reason: 'died', note: '   ' },
      { senior: mother.email, reason: 'died', note: 'x'.repeat(1001) },
      { senior: mother.email, reason: 'died', note: 'x', extra: 1 },
      { senior: [mother.email], reason: 'died', note: 'x' },
      'died',
    ]) {
      expect((await ask(body, token)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await ask({ senior: mother.email, reason: 'died', note: 'x'.repeat(200_000) }, token)).status).toBe(400);
    expect(await requestsAbout(mother.email)).toEqual([]);

    const answers = await race(() => ask({ senior: mother.email, reason: 'died', note: 'Same words' }, token));
    const sent = statuses(answers).filter((status) => status === 200).length;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(NOMINEE_REQUEST_LIMITS.perNominee);
    expect(statuses(answers).slice(sent)).toEqual(Array(20 - sent).fill(429));
    expect(await requestsAbout(mother.email)).toHaveLength(sent);
  });
});
