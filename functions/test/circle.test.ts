/**
 * A senior's family circle over HTTP against the local stack: she invites an address by her own
 * session, a code for that invitation alone goes to it with none of her words, whoever uses the
 * code joins and gets a view with what she allowed; she lists and removes, and removal closes
 * the view in the same commit. Nobody joins without the code mailed to the address, nobody
 * invites into a circle but its senior, and a circle holds five people at most. The view
 * follows her visits, volunteer and calls for help with only the parts she allowed, and a
 * member signs in with a code to read it, and nothing of hers.
 */
import { describe, expect, it } from 'vitest';
import {
  CIRCLE_MAX_MEMBERS,
  CIRCLE_NOTICE_PURPOSES,
  CIRCLE_NOTICE_VERSION,
  circleDocId,
  type CircleMemberDoc,
  type CirclePart,
  type FamilyViewDoc,
} from '@gh/common/circle';
import { CONSENT_MISSING, consentKey } from '@gh/common/consent';
import { COLLECTIONS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { memberUid } from '@gh/functions/testing';
import { familyToken } from '@gh/testkit/circle';
import { adminAuth, bearer, codeFromMail, db, linkFromMail, newEmail, personDoc, signIn } from '@gh/testkit/identity';
import { adminCall } from '@gh/testkit/applicant';
import { addMember, newCity, requestedPair, tokenFor } from '@gh/testkit/members';
import { RACE, race, statuses } from '@gh/testkit/race';
import { readAs } from '@gh/testkit/sessions';
import { api, idTokenFor, mailbox, newClientAddress } from '@gh/testkit/stack';
import { assignStartingIn, visitBegun } from '@gh/testkit/visits';

const invite = (body: unknown, token?: string) => api('POST', '/circle/invite', body, token ? bearer(token) : {});
const members = (token?: string) => api('GET', '/circle', undefined, token ? bearer(token) : {});
const remove = (email: string, token?: string) =>
  api('DELETE', `/circle/members/${encodeURIComponent(email)}`, undefined, token ? bearer(token) : {});
const accept = (body: unknown) => api('POST', '/circle/accept', body);

const membership = async (senior: string, member: string) =>
  (await db().collection(COLLECTIONS.circles).doc(circleDocId(senior, member)).get()).data() as CircleMemberDoc | undefined;
const view = async (senior: string, member: string) =>
  (await db().collection(COLLECTIONS.familyViews).doc(circleDocId(senior, member)).get()).data() as FamilyViewDoc | undefined;
const circleSize = async (senior: string) => (await db().collection(COLLECTIONS.circles).where('senior', '==', senior).get()).size;
const otpOf = (inviteId: string, email: string) => db().collection(COLLECTIONS.otps).doc(`circle-${inviteId}:${email}`);

const senior = () => addMember('senior', { city: newCity(), name: 'Kamala Joshi' });

/** The invitation's id, address and code, from the `count`-th mail to `email`, with agreement to the circle's notice. */
async function invitationFrom(email: string, count = 1) {
  const link = await linkFromMail(email, count);
  const params = new URLSearchParams(new URL(link).hash.slice(1));
  return {
    invite: params.get('invite') ?? '',
    email: params.get('email') ?? '',
    code: await codeFromMail(email, count),
    consentVersion: CIRCLE_NOTICE_VERSION,
  };
}

/** `token`'s senior invites a new address (or `email`) to see `parts`: answers the invitation from its mail. */
async function invited(token: string, email = newEmail('daughter'), parts: CirclePart[] = ['visits', 'help']) {
  const before = (await mailbox.to(email)).length;
  expect(await invite({ email, parts }, token)).toMatchObject({
    status: 200,
    json: { message: SERVER_MESSAGES.circleInvited },
  });
  return invitationFrom(email, before + 1);
}

describe('inviting into the family circle', () => {
  it('mails a code for the invitation with none of her words; the code joins, with a view of what she allowed', async () => {
    const mother = await senior();
    const daughter = newEmail('daughter');
    const invitation = await invited(mother.token, daughter);
    expect(invitation.email).toBe(daughter);
    expect(await linkFromMail(daughter)).toMatch(/\/circle#invite=[a-f0-9]{32}&email=.+&code=\d{6}$/);
    const [mail] = await mailbox.to(daughter);
    expect(mail?.subject).toBe('An invitation to a family circle on Golden Hearts');
    for (const hers of ['Kamala', 'Joshi', mother.email, mother.doc.city, mother.doc.phone]) expect(mail?.text).not.toContain(hers);
    expect(await membership(mother.email, daughter)).toMatchObject({ status: 'invited', parts: ['visits', 'help'], joinedAt: null });
    expect(await view(mother.email, daughter)).toBeUndefined();

    const joined = await accept(invitation);
    expect(joined).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.circleJoined, seniorName: 'Kamala Joshi' } });
    expect(await membership(mother.email, daughter)).toMatchObject({ status: 'joined', joinedAt: expect.any(Number) });
    expect(await view(mother.email, daughter)).toEqual({
      senior: mother.email,
      member: daughter,
      seniorName: 'Kamala Joshi',
      parts: ['visits', 'help'],
      joinedAt: expect.any(Number),
      notices: ['arrival', 'assigned', 'changed', 'handled', 'trial'],
      lang: 'en',
      noticeVersion: CIRCLE_NOTICE_VERSION,
      visits: [],
      help: [],
    });
    expect(await members(mother.token)).toMatchObject({
      status: 200,
      json: { members: [{ member: daughter, parts: ['visits', 'help'], status: 'joined', joinedAt: expect.any(Number) }] },
    });
  });

  it('writes the mail in her language, or in the one she asks for', async () => {
    const mother = await senior();
    await personDoc('senior', mother.email).update({ lang: 'mr' });
    const son = newEmail('son');
    await invited(mother.token, son);
    const [inMarathi] = await mailbox.to(son);
    expect(inMarathi?.subject).toBe('गोल्डन हार्ट्सवर कुटुंबाच्या वर्तुळात सामील होण्याचे आमंत्रण');
    expect(inMarathi?.text).toContain('/mr/circle#invite=');
    const daughter = newEmail('daughter');
    expect((await invite({ email: daughter, parts: ['visits'], lang: 'hi' }, mother.token)).status).toBe(200);
    expect(await linkFromMail(daughter)).toContain('/hi/circle#invite=');
  });

  it('invited twice, mails the same code once a minute at most and keeps one invitation with the parts asked last', async () => {
    const mother = await senior();
    const daughter = newEmail('daughter');
    const first = await invited(mother.token, daughter);
    expect(await invite({ email: daughter, parts: ['volunteer'] }, mother.token)).toMatchObject({ status: 200 });
    expect(await mailbox.to(daughter)).toHaveLength(1);
    await otpOf(first.invite, daughter).update({ sentAt: Date.now() - 2 * 60_000 });
    expect(await invite({ email: daughter, parts: ['visits', 'volunteer'] }, mother.token)).toMatchObject({ status: 200 });
    const second = await invitationFrom(daughter, 2);
    expect(second).toMatchObject({ invite: first.invite, code: first.code });
    expect(await circleSize(mother.email)).toBe(1);
    expect(await accept(second)).toMatchObject({ status: 200 });
    expect(await view(mother.email, daughter)).toMatchObject({ parts: ['visits', 'volunteer'] });
    expect(await invite({ email: daughter, parts: ['visits'] }, mother.token)).toMatchObject({
      status: 409,
      json: { code: 'circleMemberExists' },
    });
  });

  it('refuses her own address, and anyone but a senior with a proven e-mail', async () => {
    const mother = await senior();
    expect(await invite({ email: mother.email, parts: ['visits'] }, mother.token)).toMatchObject({
      status: 400,
      json: { code: 'circleSelf' },
    });
    // A volunteer cannot open a circle, not even to put himself in one.
    const stranger = await addMember('volunteer', { city: newCity() });
    expect(await invite({ email: stranger.email, parts: ['visits'] }, stranger.token)).toMatchObject({
      status: 403,
      json: { code: 'circleSeniorsOnly' },
    });
    expect(await members(stranger.token)).toMatchObject({ status: 403, json: { code: 'circleSeniorsOnly' } });
    // A senior registered by SMS: her e-mail is nobody's proof yet.
    const unproven = await senior();
    await personDoc('senior', unproven.email).update({ emailProven: false });
    expect(await invite({ email: newEmail('x'), parts: ['visits'] }, unproven.token)).toMatchObject({
      status: 403,
      json: { code: 'emailProofNeeded' },
    });
    expect(await circleSize(unproven.email)).toBe(0);
  });

  it('answers no token with 401 and writes nothing', async () => {
    const email = newEmail('daughter');
    expect(await invite({ email, parts: ['visits'] })).toMatchObject({ status: 401, json: { code: 'unauthenticated' } });
    expect((await members()).status).toBe(401);
    expect((await remove(email)).status).toBe(401);
    expect((await invite({ email, parts: ['visits'] }, 'not-a-token')).status).toBe(401);
    expect(await mailbox.to(email)).toEqual([]);
  });

  it.each([
    ['no parts', { parts: [] }],
    ['an unknown part', { parts: ['feedback'] }],
    ['parts that are not a list', { parts: 'visits' }],
    ['a field besides', { parts: ['visits'], note: 'Hello from your mother, click here' }],
    ['no e-mail', { email: undefined, parts: ['visits'] }],
    ['an e-mail that is none', { email: 'mother', parts: ['visits'] }],
    ['a huge e-mail', { email: `${'a'.repeat(300)}@example.com`, parts: ['visits'] }],
  ])('refuses %s with a 400, mailing nothing', async (_case, fields) => {
    const mother = await senior();
    const email = newEmail('daughter');
    expect((await invite({ email, ...fields }, mother.token)).status).toBe(400);
    expect(await circleSize(mother.email)).toBe(0);
    expect(await mailbox.to(email)).toEqual([]);
  });

  it('refuses malformed, non-object and huge bodies', async () => {
    const mother = await senior();
    expect((await invite('{"email":', mother.token)).status).toBe(400);
    expect(await invite('[]', mother.token)).toMatchObject({ status: 400, json: { message: SERVER_MESSAGES.badJson } });
    const huge = await invite(JSON.stringify({ email: newEmail('d'), parts: ['visits'], padding: 'x'.repeat(2_000_000) }), mother.token);
    expect([400, 413]).toContain(huge.status);
    expect((await accept('{"invite":')).status).toBe(400);
    expect((await accept({ invite: '../x', email: newEmail('d'), code: '123456' })).status).toBe(400);
    expect(await circleSize(mother.email)).toBe(0);
  });

  it(`holds ${CIRCLE_MAX_MEMBERS} people at most, however many invitations arrive at once`, RACE, async () => {
    const mother = await senior();
    const emails = Array.from({ length: CIRCLE_MAX_MEMBERS + 3 }, (_, i) => newEmail(`relative${i}`));
    const answers = await Promise.all(emails.map((email) => invite({ email, parts: ['visits'] }, mother.token)));
    expect(statuses(answers)).toEqual([...Array<number>(CIRCLE_MAX_MEMBERS).fill(200), 409, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.json?.code === 'circleFull')).toBe(true);
    expect(await circleSize(mother.email)).toBe(CIRCLE_MAX_MEMBERS);
    const mailed = await Promise.all(emails.map(async (email) => (await mailbox.to(email)).length));
    expect(mailed.reduce((sum, count) => sum + count, 0)).toBe(CIRCLE_MAX_MEMBERS);
  });
});

describe('accepting an invitation', () => {
  it('refuses a wrong, an expired and a used code, and keeps the invitation open until the right one', async () => {
    const mother = await senior();
    const invitation = await invited(mother.token);
    const wrong = invitation.code === '000000' ? '111111' : '000000';
    expect(await accept({ ...invitation, code: wrong })).toMatchObject({ status: 400, json: { code: 'codeWrong' } });
    await otpOf(invitation.invite, invitation.email).update({ expiresAt: Date.now() - 1000, sentAt: Date.now() - 11 * 60_000 });
    expect(await accept(invitation)).toMatchObject({ status: 400, json: { code: 'codeExpired' } });
    expect(await membership(mother.email, invitation.email)).toMatchObject({ status: 'invited' });

    const again = await invited(mother.token, invitation.email);
    expect(again.invite).toBe(invitation.invite);
    expect(await accept(again)).toMatchObject({ status: 200 });
    expect(await accept(again)).toMatchObject({ status: 403, json: { code: 'circleInviteInvalid' } });
  });

  it('opens nothing for another address, a forged invitation or another invitation’s code', async () => {
    const mother = await senior();
    const daughter = await invited(mother.token);
    // A stranger with the link, trying his own address: that invitation is not his.
    const stranger = newEmail('stranger');
    expect(await accept({ ...daughter, email: stranger })).toMatchObject({ status: 403, json: { code: 'circleInviteInvalid' } });
    expect(await accept({ ...daughter, invite: 'a'.repeat(32) })).toMatchObject({ status: 403, json: { code: 'circleInviteInvalid' } });
    // The code of his own invitation, from another senior, joins only that one.
    const other = await senior();
    const his = await invited(other.token, stranger);
    expect(await accept({ ...his, invite: daughter.invite })).toMatchObject({ status: 403 });
    expect(await accept({ ...daughter, code: his.code })).toMatchObject({ status: 400 });
    expect(await membership(mother.email, stranger)).toBeUndefined();
    expect(await membership(mother.email, daughter.email)).toMatchObject({ status: 'invited' });
    expect(await view(mother.email, stranger)).toBeUndefined();
  });

  it('refuses a missing or old agreement to the circle’s notice before the code is spent, storing nothing', async () => {
    const mother = await senior();
    const invitation = await invited(mother.token);
    const { consentVersion: _, ...without } = invitation;
    for (const body of [without, { ...invitation, consentVersion: 0 }, { ...invitation, consentVersion: 'yes' }])
      expect(await accept(body)).toMatchObject({
        status: 400,
        json: { code: 'invalidInput', message: expect.stringContaining(CONSENT_MISSING) },
      });
    expect(await accept({ ...invitation, consentVersion: CIRCLE_NOTICE_VERSION + 1 })).toMatchObject({ status: 400 });
    expect(await membership(mother.email, invitation.email)).toEqual(expect.not.objectContaining({ consents: expect.anything() }));
    expect(await membership(mother.email, invitation.email)).toMatchObject({ status: 'invited', joinedAt: null });
    expect(await view(mother.email, invitation.email)).toBeUndefined();
    // The code is still unspent: the same invitation with agreement joins.
    expect(await accept(invitation)).toMatchObject({ status: 200 });
  });

  it('keeps the member’s agreement to the circle’s notice with the membership: which notice, when, in what language', async () => {
    const mother = await senior();
    const before = Date.now();
    const invitation = await invited(mother.token);
    expect(await accept({ ...invitation, lang: 'mr' })).toMatchObject({ status: 200 });
    const joined = await membership(mother.email, invitation.email);
    expect(joined?.consents).toEqual({
      [consentKey(CIRCLE_NOTICE_VERSION)]: {
        version: CIRCLE_NOTICE_VERSION,
        lang: 'mr',
        at: joined?.joinedAt,
        agreed: [...CIRCLE_NOTICE_PURPOSES],
        via: 'circle',
      },
    });
    expect(joined?.joinedAt).toBeGreaterThanOrEqual(before);
    // The view says only which notice they agreed to, for the page to know whether to ask again.
    expect(await view(mother.email, invitation.email)).toMatchObject({ noticeVersion: CIRCLE_NOTICE_VERSION });
    expect(await view(mother.email, invitation.email)).not.toHaveProperty('consents');
  });

  it('joins once of 20 acceptances at once', RACE, async () => {
    const mother = await senior();
    const invitation = await invited(mother.token);
    const answers = await race(() => accept(invitation));
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200 || (answer.status >= 400 && answer.status < 500))).toBe(true);
    expect(await membership(mother.email, invitation.email)).toMatchObject({ status: 'joined' });
    expect(await view(mother.email, invitation.email)).toMatchObject({ member: invitation.email });
    expect(await circleSize(mother.email)).toBe(1);
  });

  it('lets a member of several circles join each with its own code', async () => {
    const [mother, father] = [await senior(), await senior()];
    const daughter = newEmail('daughter');
    const fromMother = await invited(mother.token, daughter);
    const fromFather = await invited(father.token, daughter);
    expect(fromFather.invite).not.toBe(fromMother.invite);
    expect((await accept(fromMother)).status).toBe(200);
    expect((await accept(fromFather)).status).toBe(200);
    const views = await db().collection(COLLECTIONS.familyViews).where('member', '==', daughter).get();
    expect(views.docs.map((doc) => (doc.data() as FamilyViewDoc).senior).sort()).toEqual([mother.email, father.email].sort());
  });
});

describe('removing a member', () => {
  it('closes their view at once, to a session that read it before, and voids the invitation', async () => {
    const mother = await senior();
    const invitation = await invited(mother.token);
    expect((await accept(invitation)).status).toBe(200);
    // She happens to be a volunteer too: a proven session of her e-mail reads her view.
    const sessionBefore = await tokenFor(invitation.email, 'volunteer');
    const path = `${COLLECTIONS.familyViews}/${encodeURIComponent(circleDocId(mother.email, invitation.email))}`;
    expect(await readAs(sessionBefore, path)).toBe(200);

    expect(await remove(invitation.email, mother.token)).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.circleRemoved } });
    expect(await membership(mother.email, invitation.email)).toBeUndefined();
    expect(await view(mother.email, invitation.email)).toBeUndefined();
    expect(await readAs(sessionBefore, path)).toBe(403);
    expect(await members(mother.token)).toMatchObject({ status: 200, json: { members: [] } });
    expect(await remove(invitation.email, mother.token)).toMatchObject({ status: 404, json: { code: 'circleMemberNotFound' } });
  });

  it('deletes the family sign-in’s account of one left in no circle, and keeps an account with a role', async () => {
    const account = (email: string) => adminAuth().getUser(memberUid(email));
    const [mother, aunt] = [await senior(), await senior()];
    const daughter = newEmail('daughter');
    for (const who of [mother, aunt]) expect((await accept(await invited(who.token, daughter))).status).toBe(200);
    await familyToken(daughter);
    expect((await account(daughter)).customClaims).toEqual({ member: daughter });
    // Still in her aunt's circle: the account stays.
    expect((await remove(daughter, mother.token)).status).toBe(200);
    expect((await account(daughter)).uid).toBe(memberUid(daughter));
    expect((await remove(daughter, aunt.token)).status).toBe(200);
    await expect(account(daughter)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    const son = await addMember('volunteer', { city: newCity() });
    expect((await accept(await invited(mother.token, son.email))).status).toBe(200);
    expect((await remove(son.email, mother.token)).status).toBe(200);
    expect((await account(son.email)).customClaims).toMatchObject({ role: 'volunteer' });
  });

  it('takes back an open invitation: its code joins nothing', async () => {
    const mother = await senior();
    const invitation = await invited(mother.token);
    expect((await remove(invitation.email, mother.token)).status).toBe(200);
    expect(await accept(invitation)).toMatchObject({ status: 403, json: { code: 'circleInviteInvalid' } });
    expect(await membership(mother.email, invitation.email)).toBeUndefined();
  });

  it('is hers alone: another senior’s token removes nothing and lists nothing of hers', async () => {
    const mother = await senior();
    const invitation = await invited(mother.token);
    expect((await accept(invitation)).status).toBe(200);
    const other = await senior();
    expect(await remove(invitation.email, other.token)).toMatchObject({ status: 404, json: { code: 'circleMemberNotFound' } });
    expect(await members(other.token)).toMatchObject({ status: 200, json: { members: [] } });
    expect(await membership(mother.email, invitation.email)).toMatchObject({ status: 'joined' });
    expect((await remove('not-an-email', mother.token)).status).toBe(400);
  });
});

describe('erasing an account', () => {
  const erase = async (email: string, token: string) => {
    const before = (await mailbox.to(email)).length;
    expect((await api('POST', `/people/${encodeURIComponent(email)}/erase`, { lang: 'en' }, bearer(token))).status).toBe(200);
    const code = await codeFromMail(email, before + 1);
    expect((await api('POST', `/people/${encodeURIComponent(email)}/erase/confirm`, { code }, bearer(token))).status).toBe(200);
  };

  it("takes a volunteer's card out of his senior's family views", async () => {
    const pair = await requestedPair();
    await assignStartingIn(pair, 60 * 24);
    const son = await invited(pair.senior.token, newEmail('son'), ['volunteer']);
    expect((await accept(son)).status).toBe(200);
    expect((await view(pair.senior.email, son.email))?.volunteer).toMatchObject({ name: pair.volunteer.doc.name });
    await erase(pair.volunteer.email, pair.volunteer.token);
    expect((await view(pair.senior.email, son.email))?.volunteer).toBeNull();
  });

  it('takes her circle with her, and a member out of every circle they were in', async () => {
    const [mother, aunt] = [await senior(), await senior()];
    const son = await addMember('volunteer', { city: newCity() });
    for (const who of [mother, aunt]) expect((await accept(await invited(who.token, son.email))).status).toBe(200);
    const daughter = await invited(mother.token);
    expect((await accept(daughter)).status).toBe(200);
    await familyToken(daughter.email);

    await erase(son.email, son.token);
    expect(await membership(aunt.email, son.email)).toBeUndefined();
    expect(await view(aunt.email, son.email)).toBeUndefined();
    await erase(mother.email, mother.token);
    expect(await circleSize(mother.email)).toBe(0);
    expect(await view(mother.email, daughter.email)).toBeUndefined();
    // In no circle now, with no role: her family sign-in's account went with her mother's circle.
    await expect(adminAuth().getUser(memberUid(daughter.email))).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});

describe('what a member of her circle sees', () => {
  const joins = async (token: string, parts: CirclePart[]) => {
    const invitation = await invited(token, newEmail('family'), parts);
    expect((await accept(invitation)).status).toBe(200);
    return invitation.email;
  };
  const act = (id: string, action: 'check-in' | 'check-out' | 'feedback', token: string, body: unknown = {}) =>
    api('POST', `/visits/${encodeURIComponent(id)}/${action}`, body, bearer(token));
  const assignSoon = (pair: Awaited<ReturnType<typeof requestedPair>>) => assignStartingIn(pair, 10);

  it('follows her visit, her volunteer and her calls for help, each only where she allowed it', async () => {
    const pair = await requestedPair();
    const mother = pair.senior;
    const daughter = await joins(mother.token, ['visits', 'help']);
    const son = await joins(mother.token, ['volunteer']);
    expect(await view(mother.email, daughter)).toMatchObject({ visits: [], help: [] });
    expect(await view(mother.email, son)).toMatchObject({ volunteer: null });

    const id = await assignSoon(pair);
    const scheduled = { id, status: 'Scheduled', checkInAt: null, checkOutAt: null, startTime: expect.any(String) };
    expect((await view(mother.email, daughter))?.visits).toEqual([expect.objectContaining(scheduled)]);
    expect((await view(mother.email, son))?.volunteer).toEqual({ name: pair.volunteer.doc.name, photoId: '', checked: false });

    expect((await act(id, 'check-in', pair.volunteer.token)).status).toBe(200);
    expect((await view(mother.email, daughter))?.visits).toEqual([expect.objectContaining({ id, checkInAt: expect.any(Number) })]);
    await visitBegun(id);
    expect((await act(id, 'check-out', pair.volunteer.token, { note: 'We read the paper.' })).status).toBe(200);
    const done = (await view(mother.email, daughter))?.visits?.[0];
    expect(done).toMatchObject({ id, status: 'Done', checkInAt: expect.any(Number), checkOutAt: expect.any(Number) });
    expect((await act(id, 'feedback', mother.token, { mood: 'bad', text: 'He was rude to me, keep this private.' })).status).toBe(200);

    const asked = await api('POST', '/senior/help', { message: 'Please call me after 5.' }, bearer(mother.token));
    expect(asked.status).toBe(200);
    const [request] = (await view(mother.email, daughter))?.help ?? [];
    expect(request).toEqual({ id: expect.stringMatching(/^help:/), at: expect.any(Number), text: 'Please call me after 5.' });
    const handled = await adminCall('POST', `/concerns/${encodeURIComponent(request!.id)}/handled`, {
      note: 'Called her.',
      forSenior: 'We will visit on Friday.',
    });
    expect(handled.status, handled.text).toBe(200);
    expect((await view(mother.email, daughter))?.help).toEqual([
      { ...request, handledAt: expect.any(Number), note: 'We will visit on Friday.' },
    ]);

    const daughters = await view(mother.email, daughter);
    expect(daughters).not.toHaveProperty('volunteer');
    const sons = await view(mother.email, son);
    expect(sons).not.toHaveProperty('visits');
    expect(sons).not.toHaveProperty('help');
    // Never her words on a visit, the admin's own note, the volunteer's phone or e-mail, nor hers.
    for (const secret of [
      'rude',
      'keep this private',
      'Called her.',
      'We read the paper',
      pair.volunteer.email,
      pair.volunteer.doc.phone,
      mother.doc.phone,
    ]) {
      expect(JSON.stringify([daughters, sons])).not.toContain(secret);
    }
  });

  it('is filled from her documents as they stand when a member joins, and emptied of her volunteer at an unlink', async () => {
    const pair = await requestedPair();
    const mother = pair.senior;
    const id = await assignSoon(pair);
    expect((await api('POST', '/senior/help', { message: 'A question' }, bearer(mother.token))).status).toBe(200);
    const daughter = await joins(mother.token, ['visits', 'volunteer', 'help']);
    expect(await view(mother.email, daughter)).toMatchObject({
      visits: [{ id, status: 'Scheduled' }],
      volunteer: { name: pair.volunteer.doc.name, checked: false },
      help: [{ text: 'A question' }],
    });
    const unlinked = await adminCall('POST', '/unlink', { vemail: pair.volunteer.email, semail: mother.email, reason: 'Moved away' });
    expect(unlinked.status, unlinked.text).toBe(200);
    expect(await view(mother.email, daughter)).toMatchObject({ visits: [{ id, status: 'Cancelled' }], volunteer: null });
  });
});

describe('signing in as a member of a family circle', () => {
  const askCode = (body: unknown) => api('POST', '/family/code', body, newClientAddress());
  const verify = (body: unknown) => api('POST', '/family/verify', body, newClientAddress());
  /** The claims of an ID token (the emulator's tokens are plain JWTs). */
  const claimsOf = (idToken: string) => JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

  /** A member of `mother`'s circle signs in with the code mailed to them: answers their ID token. */
  async function signedIn(member: string) {
    const before = (await mailbox.to(member)).length;
    expect(await askCode({ email: member })).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.familyCodeSent } });
    const code = await codeFromMail(member, before + 1);
    const answer = await verify({ email: member, code });
    expect(answer).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.familySignedIn, email: member } });
    expect((await verify({ email: member, code })).status).toBe(400);
    return idTokenFor(String(answer.json?.token));
  }

  it('mails a member a code with none of her words; the session reads their views and nothing of hers', async () => {
    const mother = await senior();
    const invitation = await invited(mother.token);
    expect((await accept(invitation)).status).toBe(200);
    const other = await senior();
    const stranger = await invited(other.token);
    expect((await accept(stranger)).status).toBe(200);

    const idToken = await signedIn(invitation.email);
    const mail = (await mailbox.to(invitation.email)).at(-1);
    expect(mail?.subject).toBe('Your Golden Hearts sign-in code');
    for (const hers of ['Kamala', mother.email]) expect(mail?.text).not.toContain(hers);
    expect(claimsOf(idToken)).toMatchObject({ member: invitation.email });
    expect(claimsOf(idToken)).not.toHaveProperty('role');
    expect(await readAs(idToken, `${COLLECTIONS.familyViews}/${encodeURIComponent(circleDocId(mother.email, invitation.email))}`)).toBe(
      200,
    );
    for (const path of [
      `${COLLECTIONS.familyViews}/${encodeURIComponent(circleDocId(other.email, stranger.email))}`,
      `${COLLECTIONS.circles}/${encodeURIComponent(circleDocId(mother.email, invitation.email))}`,
      `${COLLECTIONS.seniors}/${mother.email}`,
    ]) {
      expect(await readAs(idToken, path), path).toBe(403);
    }
    // An api route of a role they do not have finds nobody.
    expect((await members(idToken)).status).toBe(403);
  });

  it('answers a stranger and an invitee who has not joined as a member, and mails them nothing', async () => {
    const mother = await senior();
    const pending = await invited(mother.token);
    const stranger = newEmail('stranger');
    for (const email of [stranger, pending.email]) {
      const before = (await mailbox.to(email)).length;
      expect(await askCode({ email })).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.familyCodeSent } });
      expect((await mailbox.to(email)).length).toBe(before);
      expect((await verify({ email, code: '123456' })).status).toBe(400);
    }
  });

  it('signs in once of 20 verifications of one code at once', RACE, async () => {
    const mother = await senior();
    const invitation = await invited(mother.token);
    expect((await accept(invitation)).status).toBe(200);
    expect((await askCode({ email: invitation.email })).status).toBe(200);
    const code = await codeFromMail(invitation.email, 2);
    const answers = await race(() => verify({ email: invitation.email, code }));
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 400 || answer.status === 429)).toBe(true);
  });

  it('tells a volunteer who has joined a circle, at his own sign-in, and no one invited or removed', async () => {
    const mother = await senior();
    const son = await addMember('volunteer', { city: newCity(), name: 'Anil Joshi' });
    const invitation = await invited(mother.token, son.email);
    expect((await signIn('volunteer', son.email)).session).not.toHaveProperty('family');
    expect((await accept(invitation)).status).toBe(200);
    expect((await signIn('volunteer', son.email)).session).toMatchObject({ family: true, user: { role: 'volunteer' } });
    expect((await remove(son.email, mother.token)).status).toBe(200);
    expect((await signIn('volunteer', son.email)).session).not.toHaveProperty('family');
  });

  it('refuses a member removed after the code was mailed', async () => {
    const mother = await senior();
    const invitation = await invited(mother.token);
    expect((await accept(invitation)).status).toBe(200);
    expect((await askCode({ email: invitation.email })).status).toBe(200);
    const code = await codeFromMail(invitation.email, 2);
    expect((await remove(invitation.email, mother.token)).status).toBe(200);
    expect(await verify({ email: invitation.email, code })).toMatchObject({ status: 403, json: { code: 'familyNotInCircle' } });
  });

  it("keeps a volunteer's role in the session, which reads both her own documents and her view", async () => {
    const mother = await senior();
    const volunteer = await addMember('volunteer', { city: newCity() });
    const invitation = await invited(mother.token, volunteer.email);
    expect((await accept(invitation)).status).toBe(200);
    const idToken = await signedIn(volunteer.email);
    expect(claimsOf(idToken)).toMatchObject({ role: 'volunteer', member: volunteer.email });
    expect(await readAs(idToken, `${COLLECTIONS.volunteers}/${volunteer.email}`)).toBe(200);
    expect(await readAs(idToken, `${COLLECTIONS.familyViews}/${encodeURIComponent(circleDocId(mother.email, volunteer.email))}`)).toBe(200);
  });

  it('refuses malformed, non-object and huge bodies', async () => {
    for (const body of [{}, { email: 'not-an-email' }, { email: newEmail('x'), extra: 1 }, 'email', [1], { email: 'x'.repeat(200_000) }]) {
      expect((await askCode(body)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect((await verify(body)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await verify({ email: newEmail('x'), code: '12ab56' })).status).toBe(400);
  });
});
