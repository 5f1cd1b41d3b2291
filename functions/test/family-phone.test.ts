/**
 * The family circle by mobile number against the local stack: a senior invites a number (nothing
 * is sent to it), whoever proves that number with a fresh Firebase phone sign-in sees the
 * invitation, proves an e-mail with a code mailed to it and joins with that e-mail as the key,
 * the number kept on the membership; from then on the number signs them in by SMS. A proof of
 * another number opens nothing, an unproven e-mail joins nothing, and a number in no circle
 * learns nothing and gets no session.
 */
import { describe, expect, it } from 'vitest';
import {
  CIRCLE_MAX_MEMBERS,
  CIRCLE_NOTICE_VERSION,
  circleDocId,
  type CircleMemberDoc,
  type FamilyPhoneAnswer,
  type FamilyViewDoc,
} from '@gh/common/circle';
import { COLLECTIONS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { bearer, codeFromMail, db, newEmail } from '@gh/testkit/identity';
import { addMember, newCity } from '@gh/testkit/members';
import { e164, newMobile, phoneIdToken, staleCopy } from '@gh/testkit/phone';
import { RACE, race, statuses } from '@gh/testkit/race';
import { readAs } from '@gh/testkit/sessions';
import { api, idTokenFor, mailbox, newClientAddress } from '@gh/testkit/stack';

const invite = (body: unknown, token?: string) => api('POST', '/circle/invite', body, token ? bearer(token) : {});
const remove = (member: string, token: string) => api('DELETE', `/circle/members/${encodeURIComponent(member)}`, undefined, bearer(token));
const byPhone = (body: unknown) => api('POST', '/family/phone', body, newClientAddress());
const askJoinCode = (body: unknown) => api('POST', '/circle/accept/phone/code', body, newClientAddress());
const acceptByPhone = (body: unknown) => api('POST', '/circle/accept/phone', body);

const circleOf = async (senior: string) =>
  (await db().collection(COLLECTIONS.circles).where('senior', '==', senior).get()).docs.map((doc) => doc.data() as CircleMemberDoc);
const membership = async (senior: string, member: string) =>
  (await db().collection(COLLECTIONS.circles).doc(circleDocId(senior, member)).get()).data() as CircleMemberDoc | undefined;
const view = async (senior: string, member: string) =>
  (await db().collection(COLLECTIONS.familyViews).doc(circleDocId(senior, member)).get()).data() as FamilyViewDoc | undefined;

const senior = () => addMember('senior', { city: newCity(), name: 'Kamala Joshi' });

/** `token`'s senior invites a new mobile number (or `mobile`) to see her visits and calls for help. */
async function invitedNumber(token: string, mobile = newMobile()) {
  expect(await invite({ phone: mobile, parts: ['visits', 'help'] }, token)).toMatchObject({
    status: 200,
    json: { message: SERVER_MESSAGES.circleInvitedByPhone },
  });
  return mobile;
}

/** The invitation waiting for `mobile`, as a fresh proof of it shows: its id, and the proof. */
async function invitationOf(mobile: string) {
  const phoneProof = await phoneIdToken(mobile);
  const answer = await byPhone({ phoneProof });
  expect(answer.status, answer.text).toBe(200);
  const { invitations } = answer.json as unknown as FamilyPhoneAnswer;
  expect(invitations.length).toBeGreaterThanOrEqual(1);
  return { phoneProof, invite: invitations.at(-1)!.invite, answer: answer.json as unknown as FamilyPhoneAnswer };
}

/** The holder of `mobile` proves `email` with the code mailed for `invite`: answers the body that joins. */
async function provenEmail(phoneProof: string, invite: string, email: string) {
  const before = (await mailbox.to(email)).length;
  expect(await askJoinCode({ phoneProof, invite, email, lang: 'en' })).toMatchObject({
    status: 200,
    json: { message: SERVER_MESSAGES.circleEmailCodeSent },
  });
  const code = await codeFromMail(email, before + 1);
  return { phoneProof, invite, email, code, consentVersion: CIRCLE_NOTICE_VERSION, lang: 'en' };
}

/** `mobile`, invited by `token`'s senior, joins her circle with a new e-mail: answers the e-mail. */
async function joinedByPhone(token: string, mobile: string, email = newEmail('daughter')) {
  const { phoneProof, invite } = await invitationOf(mobile);
  const answer = await acceptByPhone(await provenEmail(phoneProof, invite, email));
  expect(answer).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.circleJoined, seniorName: 'Kamala Joshi', email } });
  expect(token).toBeTruthy();
  return { email, token: await idTokenFor(String(answer.json?.token)) };
}

describe('inviting a mobile number into the family circle', () => {
  it('keeps the invitation by the number, sends nothing, and lists it for her', async () => {
    const mother = await senior();
    const mobile = await invitedNumber(mother.token);
    const [invited] = await circleOf(mother.email);
    expect(invited).toMatchObject({ member: e164(mobile), phoneKey: e164(mobile), status: 'invited', parts: ['visits', 'help'] });
    const listed = await api('GET', '/circle', undefined, bearer(mother.token));
    expect(listed.json?.members).toEqual([expect.objectContaining({ member: e164(mobile), phoneKey: e164(mobile), status: 'invited' })]);
    // Invited again (written another way), the one invitation takes the parts asked last.
    expect((await invite({ phone: `+91-${mobile}`, parts: ['volunteer'] }, mother.token)).status).toBe(200);
    expect(await circleOf(mother.email)).toEqual([expect.objectContaining({ member: e164(mobile), parts: ['volunteer'] })]);
  });

  it('answers no token with 401, another senior’s invites into her own circle only, and her own number is refused', async () => {
    const mother = await senior();
    const other = await senior();
    const mobile = newMobile();
    expect(await invite({ phone: mobile, parts: ['visits'] })).toMatchObject({ status: 401, json: { code: 'unauthenticated' } });
    expect((await invite({ phone: mobile, parts: ['visits'] }, other.token)).status).toBe(200);
    expect(await circleOf(mother.email)).toEqual([]);
    expect(await circleOf(other.email)).toHaveLength(1);
    expect(await invite({ phone: mother.doc.phone, parts: ['visits'] }, mother.token)).toMatchObject({
      status: 400,
      json: { code: 'circleSelf' },
    });
    const volunteer = await addMember('volunteer', { city: newCity() });
    expect(await invite({ phone: mobile, parts: ['visits'] }, volunteer.token)).toMatchObject({
      status: 403,
      json: { code: 'circleSeniorsOnly' },
    });
    expect(await circleOf(mother.email)).toEqual([]);
  });

  it.each([
    ['a landline-length number', { phone: '12345', parts: ['visits'] }],
    ['letters', { phone: 'nine eight seven', parts: ['visits'] }],
    ['a number of another country', { phone: '+44 7911 123456', parts: ['visits'] }],
    ['a huge number', { phone: '9'.repeat(5000), parts: ['visits'] }],
    ['a number as a number', { phone: 9876543210, parts: ['visits'] }],
    ['both an e-mail and a number', { phone: newMobile(), email: newEmail('both'), parts: ['visits'] }],
    ['neither', { parts: ['visits'] }],
    ['no parts', { phone: newMobile(), parts: [] }],
    ['an extra field', { phone: newMobile(), parts: ['visits'], sms: true }],
  ])('refuses %s with 400, storing nothing', async (_, body) => {
    const mother = await senior();
    expect(await invite(body, mother.token)).toMatchObject({ status: 400, json: { code: 'invalidInput' } });
    expect(await circleOf(mother.email)).toEqual([]);
  });

  it(`holds ${CIRCLE_MAX_MEMBERS} people at most, numbers and e-mails together, however many arrive at once`, RACE, async () => {
    const mother = await senior();
    const answers = await race(() => invite({ phone: newMobile(), parts: ['visits'] }, mother.token), 8);
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(CIRCLE_MAX_MEMBERS);
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.json?.code === 'circleFull')).toBe(true);
    expect(await circleOf(mother.email)).toHaveLength(CIRCLE_MAX_MEMBERS);
    expect(await invite({ email: newEmail('sixth'), parts: ['visits'] }, mother.token)).toMatchObject({
      status: 409,
      json: { code: 'circleFull' },
    });
  });

  it('lets her remove an invitation by its number: no proof of it opens it then', async () => {
    const mother = await senior();
    const mobile = await invitedNumber(mother.token);
    const { phoneProof, invite: inviteId } = await invitationOf(mobile);
    expect(await remove(e164(mobile), mother.token)).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.circleRemoved } });
    expect(await circleOf(mother.email)).toEqual([]);
    expect(await byPhone({ phoneProof })).toMatchObject({ status: 403, json: { code: 'familyPhoneNotInCircle' } });
    const email = newEmail('late');
    expect(await askJoinCode({ phoneProof, invite: inviteId, email })).toMatchObject({
      status: 403,
      json: { code: 'circleInviteInvalid' },
    });
    expect(await mailbox.to(email)).toEqual([]);
    expect(await remove(e164(mobile), mother.token)).toMatchObject({ status: 404, json: { code: 'circleMemberNotFound' } });
    expect((await remove('98765 43210', mother.token)).status).toBe(400);
  });
});

describe('accepting an invitation by mobile', () => {
  it('joins with the proven number and a proven e-mail, keyed by the e-mail, with the number kept and a session', async () => {
    const mother = await senior();
    const mobile = await invitedNumber(mother.token);
    const { answer } = await invitationOf(mobile);
    expect(answer).toMatchObject({ message: SERVER_MESSAGES.familyInvited, invitations: [{ seniorName: 'Kamala Joshi' }] });
    expect(answer).not.toHaveProperty('token');
    const daughter = await joinedByPhone(mother.token, mobile);
    expect(await membership(mother.email, e164(mobile))).toBeUndefined();
    expect(await membership(mother.email, daughter.email)).toMatchObject({
      member: daughter.email,
      phoneKey: e164(mobile),
      status: 'joined',
      parts: ['visits', 'help'],
      consents: { [`v${CIRCLE_NOTICE_VERSION}`]: expect.objectContaining({ version: CIRCLE_NOTICE_VERSION }) },
    });
    expect(await view(mother.email, daughter.email)).toMatchObject({ member: daughter.email, seniorName: 'Kamala Joshi' });
    const [mail] = await mailbox.to(daughter.email);
    expect(mail?.subject).toBe('Your Golden Hearts code to join a family circle');
    for (const hers of ['Kamala', mother.email, 'http']) expect(mail?.text).not.toContain(hers);
    expect(
      await readAs(daughter.token, `${COLLECTIONS.familyViews}/${encodeURIComponent(circleDocId(mother.email, daughter.email))}`),
    ).toBe(200);
  });

  it('opens nothing with a proof of another number, and mails nothing for it', async () => {
    const mother = await senior();
    const mobile = await invitedNumber(mother.token);
    const { invite: inviteId } = await invitationOf(mobile);
    const elsewhere = await phoneIdToken(newMobile());
    const email = newEmail('intruder');
    expect(await askJoinCode({ phoneProof: elsewhere, invite: inviteId, email })).toMatchObject({
      status: 403,
      json: { code: 'circlePhoneNotInvited', message: SERVER_MESSAGES.circlePhoneNotInvited },
    });
    expect(
      await acceptByPhone({ phoneProof: elsewhere, invite: inviteId, email, code: '123456', consentVersion: CIRCLE_NOTICE_VERSION }),
    ).toMatchObject({ status: 403, json: { code: 'circlePhoneNotInvited' } });
    expect(await byPhone({ phoneProof: elsewhere })).toMatchObject({ status: 403, json: { code: 'familyPhoneNotInCircle' } });
    expect(await mailbox.to(email)).toEqual([]);
    expect(await circleOf(mother.email)).toEqual([expect.objectContaining({ member: e164(mobile), status: 'invited' })]);
  });

  it('joins nothing with an unproven e-mail, a code of another address, or a stale or odd proof', async () => {
    const mother = await senior();
    const mobile = await invitedNumber(mother.token);
    const { phoneProof, invite: inviteId } = await invitationOf(mobile);
    const email = newEmail('daughter');
    const base = { phoneProof, invite: inviteId, email, consentVersion: CIRCLE_NOTICE_VERSION };
    // No code was mailed to this address: no code joins it.
    expect(await acceptByPhone({ ...base, code: '123456' })).toMatchObject({ status: 400, json: { code: 'codeInvalid' } });
    const other = await provenEmail(phoneProof, inviteId, newEmail('other'));
    expect(await acceptByPhone({ ...base, code: other.code })).toMatchObject({ status: 400 });
    const refused = [
      [{ ...other, phoneProof: staleCopy(phoneProof) }, 401, 'phoneProofInvalid'],
      [{ ...other, phoneProof: 'not-a-token' }, 401, 'phoneProofInvalid'],
      [{ ...other, phoneProof: 'x'.repeat(5000) }, 400, 'invalidInput'],
      [{ ...other, invite: 'zz' }, 400, 'invalidInput'],
      [{ ...other, consentVersion: 0 }, 400, 'invalidInput'],
      [{ ...other, extra: 1 }, 400, 'invalidInput'],
      ['[]', 400, 'badJson'],
    ] as const;
    for (const [body, status, code] of refused) {
      expect(await acceptByPhone(body), JSON.stringify(body).slice(0, 60)).toMatchObject({ status, json: { code } });
    }
    expect(await byPhone({ phoneProof: 'x'.repeat(5000) })).toMatchObject({ status: 400, json: { code: 'invalidInput' } });
    expect(await byPhone({})).toMatchObject({ status: 400, json: { code: 'invalidInput' } });
    expect(await circleOf(mother.email)).toEqual([expect.objectContaining({ member: e164(mobile), status: 'invited' })]);
    expect(await view(mother.email, email)).toBeUndefined();
    // The right code still joins: only what came with it was refused.
    expect((await acceptByPhone(other)).status).toBe(200);
  });

  it('joins once of 20 acceptances at once, and not again', RACE, async () => {
    const mother = await senior();
    const mobile = await invitedNumber(mother.token);
    const { phoneProof, invite: inviteId } = await invitationOf(mobile);
    const body = await provenEmail(phoneProof, inviteId, newEmail('daughter'));
    const answers = await race(() => acceptByPhone(body));
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(1);
    expect(answers.every((answer) => [200, 400, 403, 429].includes(answer.status))).toBe(true);
    expect(await circleOf(mother.email)).toEqual([
      expect.objectContaining({ member: body.email, phoneKey: e164(mobile), status: 'joined' }),
    ]);
    expect(await acceptByPhone(body)).toMatchObject({ status: 403, json: { code: 'circleInviteInvalid' } });
    // The number now in her circle cannot be invited again.
    expect(await invite({ phone: mobile, parts: ['visits'] }, mother.token)).toMatchObject({
      status: 409,
      json: { code: 'circleMemberExists' },
    });
  });
});

describe('signing in as family by SMS', () => {
  it('gives a member who joined with the number the session an e-mail code gives, and mails nothing', async () => {
    const mother = await senior();
    const mobile = await invitedNumber(mother.token);
    const daughter = await joinedByPhone(mother.token, mobile);
    const mails = (await mailbox.to(daughter.email)).length;
    expect(await api('POST', '/family/phone/request', { phone: mobile }, newClientAddress())).toMatchObject({ status: 200 });
    const answer = await byPhone({ phoneProof: await phoneIdToken(mobile) });
    expect(answer).toMatchObject({
      status: 200,
      json: { message: SERVER_MESSAGES.familySignedIn, email: daughter.email, invitations: [] },
    });
    const idToken = await idTokenFor(String(answer.json?.token));
    expect(await readAs(idToken, `${COLLECTIONS.familyViews}/${encodeURIComponent(circleDocId(mother.email, daughter.email))}`)).toBe(200);
    expect(await readAs(idToken, `${COLLECTIONS.seniors}/${mother.email}`)).toBe(403);
    expect(await mailbox.to(daughter.email)).toHaveLength(mails);
  });

  it('refuses a removed member and a number in no circle alike, and answers the code request the same for both', async () => {
    const mother = await senior();
    const mobile = await invitedNumber(mother.token);
    const daughter = await joinedByPhone(mother.token, mobile);
    expect((await remove(daughter.email, mother.token)).status).toBe(200);
    const stranger = newMobile();
    for (const number of [mobile, stranger]) {
      expect(await api('POST', '/family/phone/request', { phone: number }, newClientAddress())).toMatchObject({
        status: 200,
        json: { message: SERVER_MESSAGES.ok },
      });
      expect(await byPhone({ phoneProof: await phoneIdToken(number) })).toMatchObject({
        status: 403,
        json: { code: 'familyPhoneNotInCircle', message: SERVER_MESSAGES.familyPhoneNotInCircle },
      });
    }
    expect(await api('POST', '/family/phone/request', { phone: 'abc' }, newClientAddress())).toMatchObject({ status: 400 });
  });

  it('shows a member a new invitation for the number beside their session', async () => {
    const mother = await senior();
    const aunt = await addMember('senior', { city: newCity(), name: 'Sunita Rao' });
    const mobile = await invitedNumber(mother.token);
    const daughter = await joinedByPhone(mother.token, mobile);
    await invitedNumber(aunt.token, mobile);
    const answer = await byPhone({ phoneProof: await phoneIdToken(mobile) });
    expect(answer).toMatchObject({ status: 200, json: { email: daughter.email, invitations: [{ seniorName: 'Sunita Rao' }] } });
  });
});
