/**
 * A family's e-mails about a senior over HTTP against the local stack: a joined member chooses
 * by their own session which notices they get (PUT /family/notices), within the parts she
 * allowed; each event her own notice is sent for reaches only the joined members who chose it,
 * once, in their language, in fixed words with nothing anyone wrote. Her emergency contact's
 * address, which nobody proved, is mailed nothing.
 */
import { describe, expect, it } from 'vitest';
import { circleDocId, FAMILY_NOTICES, type CircleMemberDoc, type FamilyViewDoc } from '@gh/common/circle';
import { COLLECTIONS, DAY_MS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { adminCall } from '@gh/testkit/applicant';
import { familyToken, invitedBy, joinedBy } from '@gh/testkit/circle';
import { bearer, db, newEmail, personDoc } from '@gh/testkit/identity';
import { addMember, newCity, requestedPair, tokenFor } from '@gh/testkit/members';
import { mailsTo, race, RACE, statuses } from '@gh/testkit/race';
import { api, mailbox } from '@gh/testkit/stack';
import { assignStartingIn, visitBegun } from '@gh/testkit/visits';

const choose = (body: unknown, token?: string) => api('PUT', '/family/notices', body, token ? bearer(token) : {});
const membership = async (senior: string, member: string) =>
  (await db().collection(COLLECTIONS.circles).doc(circleDocId(senior, member)).get()).data() as CircleMemberDoc | undefined;
const view = async (senior: string, member: string) =>
  (await db().collection(COLLECTIONS.familyViews).doc(circleDocId(senior, member)).get()).data() as FamilyViewDoc | undefined;
const senior = () => addMember('senior', { city: newCity(), name: 'Kamala Joshi' });

describe('a member chooses their e-mails about her', () => {
  it('starts with all her parts allow, in the page’s language, and keeps what they choose within them', async () => {
    const mother = await senior();
    const daughter = await joinedBy(mother.token, ['visits'], 'hi');
    expect(await membership(mother.email, daughter)).toMatchObject({ notices: ['arrival', 'assigned', 'changed', 'trial'], lang: 'hi' });
    expect(await view(mother.email, daughter)).toMatchObject({ notices: ['arrival', 'assigned', 'changed', 'trial'], lang: 'hi' });

    const token = await familyToken(daughter);
    // Concern-handled needs her calls for help, which she did not allow: left out.
    const answer = await choose({ senior: mother.email, notices: ['trial', 'handled', 'arrival'], lang: 'mr' }, token);
    expect(answer).toMatchObject({
      status: 200,
      json: { message: SERVER_MESSAGES.familyNoticesSaved, notices: ['arrival', 'trial'], lang: 'mr' },
    });
    expect(await membership(mother.email, daughter)).toMatchObject({ notices: ['arrival', 'trial'], lang: 'mr', status: 'joined' });
    expect(await view(mother.email, daughter)).toMatchObject({ notices: ['arrival', 'trial'], lang: 'mr' });
    expect((await choose({ senior: mother.email, notices: [], lang: 'en' }, token)).status).toBe(200);
    expect(await membership(mother.email, daughter)).toMatchObject({ notices: [], lang: 'en' });
  });

  it('answers no token with 401, and anyone but a joined member of her circle with 403, storing nothing', async () => {
    const mother = await senior();
    const other = await senior();
    const daughter = await joinedBy(mother.token, ['visits', 'help']);
    const body = { senior: mother.email, notices: [], lang: 'en' };
    expect(await choose(body)).toMatchObject({ status: 401, json: { code: 'unauthenticated' } });
    expect((await choose(body, 'not-a-token')).status).toBe(401);

    // Another person's session (hers included), a member of another circle, one only invited.
    const ofOther = await joinedBy(other.token, ['visits']);
    const invitee = (await invitedBy(mother.token, newEmail('invitee'), ['visits'])).email;
    const volunteer = await addMember('volunteer', { city: newCity() });
    for (const token of [
      mother.token,
      volunteer.token,
      await familyToken(ofOther),
      await familyToken(invitee),
      await familyToken(newEmail('x')),
    ]) {
      expect(await choose(body, token)).toMatchObject({ status: 403, json: { code: 'familyNotMember' } });
    }
    // A stranger naming the daughter in the body changes nothing of hers.
    expect((await choose({ ...body, senior: other.email }, await familyToken(daughter))).status).toBe(403);
    expect(await membership(mother.email, daughter)).toMatchObject({ notices: ['arrival', 'assigned', 'changed', 'handled', 'trial'] });
    expect(await membership(mother.email, invitee)).not.toHaveProperty('notices');

    // Removed from her only circle, with no role: her account went too, and the session they had chooses nothing.
    const token = await familyToken(daughter);
    expect((await api('DELETE', `/circle/members/${encodeURIComponent(daughter)}`, undefined, bearer(mother.token))).status).toBe(200);
    expect(await choose(body, token)).toMatchObject({ status: 401, json: { code: 'unauthenticated' } });
    expect(await membership(mother.email, daughter)).toBeUndefined();
    expect(await view(mother.email, daughter)).toBeUndefined();
  });

  it.each([
    ['an unknown notice', { notices: ['feedback'] }],
    ['notices that are not a list', { notices: 'arrival' }],
    ['a notice twice and more', { notices: [...FAMILY_NOTICES, 'arrival'] }],
    ['no senior', { senior: undefined }],
    ['a senior that is no e-mail', { senior: 'mother' }],
    ['an unknown language', { lang: 'fr' }],
    ['no language', { lang: undefined }],
    ['a field besides', { note: 'Hello' }],
  ])('refuses %s with a 400, storing nothing', async (_case, fields) => {
    const mother = await senior();
    const daughter = await joinedBy(mother.token, ['visits']);
    const answer = await choose({ senior: mother.email, notices: ['trial'], lang: 'mr', ...fields }, await familyToken(daughter));
    expect(answer.status).toBe(400);
    expect(await membership(mother.email, daughter)).toMatchObject({ notices: ['arrival', 'assigned', 'changed', 'trial'], lang: 'en' });
  });

  it('refuses malformed, non-object and huge bodies', async () => {
    const mother = await senior();
    const daughter = await joinedBy(mother.token, ['visits']);
    const token = await familyToken(daughter);
    expect((await choose('{"senior":', token)).status).toBe(400);
    expect(await choose('[]', token)).toMatchObject({ status: 400, json: { message: SERVER_MESSAGES.badJson } });
    const huge = await choose(JSON.stringify({ senior: mother.email, notices: [], lang: 'en', padding: 'x'.repeat(2_000_000) }), token);
    expect([400, 413]).toContain(huge.status);
    expect(await membership(mother.email, daughter)).toMatchObject({ notices: ['arrival', 'assigned', 'changed', 'trial'] });
  });

  it('stores one choice of 20 sent together, the same on the membership and the view', RACE, async () => {
    const mother = await senior();
    const daughter = await joinedBy(mother.token, ['visits', 'help']);
    const token = await familyToken(daughter);
    const answers = await race(() => choose({ senior: mother.email, notices: ['handled', 'arrival'], lang: 'hi' }, token));
    expect(statuses(answers)).toEqual(Array(20).fill(200));
    expect(await membership(mother.email, daughter)).toMatchObject({ notices: ['arrival', 'handled'], lang: 'hi' });
    expect(await view(mother.email, daughter)).toMatchObject({ notices: ['arrival', 'handled'], lang: 'hi' });
  });
});

describe('the e-mails her family gets', () => {
  type Pair = Awaited<ReturnType<typeof requestedPair>>;
  const checkIn = (pair: Pair, id: string) => api('POST', `/visits/${id}/check-in`, {}, bearer(pair.volunteer.token));

  /**
   * Her circle: a daughter in Hindi who wants everything, a son who allowed visits but wants the
   * trial's mail alone, a niece invited who never joined; and an emergency contact's address.
   */
  async function family() {
    const pair = await requestedPair();
    const contact = newEmail('contact');
    await personDoc('senior', pair.senior.email).update({ 'emergencycontact.emergencyContactEmail': contact, contactOnCheckIn: true });
    const daughter = await joinedBy(pair.senior.token, ['visits', 'volunteer', 'help'], 'hi');
    const son = await joinedBy(pair.senior.token, ['visits']);
    expect((await choose({ senior: pair.senior.email, notices: ['trial'], lang: 'en' }, await familyToken(son))).status).toBe(200);
    const niece = (await invitedBy(pair.senior.token, newEmail('niece'), ['visits'])).email;
    return { pair, contact, daughter, son, niece, hers: pair.senior.doc.name.split(' ')[0]! };
  }

  /** What nobody in her family may read: anything typed by her, the admin or the volunteer, and their contacts. */
  const typedBy = (pair: Pair) => [
    pair.senior.doc.name,
    pair.volunteer.doc.name,
    pair.volunteer.email,
    pair.volunteer.doc.phone,
    pair.senior.doc.phone,
    pair.senior.doc.address,
    pair.city,
    'Tea',
  ];

  it('tells of an arrival once of 20 check-ins, in her language, to the one who chose it; her contact hears nothing', RACE, async () => {
    const { pair, contact, daughter, son, niece, hers } = await family();
    const id = await assignStartingIn(pair, 5);
    await visitBegun(id);
    const before = { son: (await mailbox.to(son)).length, niece: (await mailbox.to(niece)).length };
    expect(statuses(await race(() => checkIn(pair, id)))).toEqual([200, ...Array(19).fill(409)]);
    // Every check-in has answered, and the one that recorded it sent before answering.
    const arrivals = await mailsTo(daughter, /पहुँच गए हैं/, 1);
    expect(arrivals).toHaveLength(1);
    const [mail] = arrivals;
    expect(mail!.subject).toBe(`गोल्डन हार्ट्स: स्वयंसेवक ${hers} से मिलने पहुँच गए हैं`);
    expect(mail!.text).toMatch(/^नमस्ते,\n\nगोल्डन हार्ट्स के स्वयंसेवक /);
    expect(mail!.text).toContain('/hi/family');
    for (const typed of typedBy(pair)) expect(mail!.text).not.toContain(typed);
    expect(await mailbox.to(contact)).toEqual([]);
    expect((await mailbox.to(son)).length).toBe(before.son);
    expect((await mailbox.to(niece)).length).toBe(before.niece);
  });

  it('tells of a visit assigned, moved and cancelled, and of her call for help handled, without anyone’s words', async () => {
    const { pair, contact, daughter, son, niece } = await family();
    const id = await assignStartingIn(pair, 60 * 24);
    expect(await mailsTo(daughter, /मुलाकात$/, 1)).toHaveLength(1);
    const moved = await adminCall('PUT', `/visits/${encodeURIComponent(id)}`, {
      date: new Date(Date.now() + 6 * DAY_MS + 5.5 * 3_600_000).toISOString().slice(0, 10),
      startTime: '16:00',
      endTime: '17:00',
    });
    expect(moved.status, moved.text).toBe(200);
    expect(await mailsTo(daughter, /अब .* को है$/, 1)).toHaveLength(1);
    const cancelled = await adminCall('DELETE', `/visits/${encodeURIComponent(id)}`, { reason: 'The volunteer is unwell' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await mailsTo(daughter, /रद्द हो गई है$/, 1)).toHaveLength(1);

    expect((await api('POST', '/senior/help', { message: 'Please call me after 5.' }, bearer(pair.senior.token))).status).toBe(200);
    const found = await db()
      .collection(COLLECTIONS.concerns)
      .where('senior', '==', pair.senior.email)
      .where('kind', '==', 'help')
      .limit(1)
      .get();
    const handled = await adminCall('POST', `/concerns/${encodeURIComponent(found.docs[0]!.id)}/handled`, {
      note: 'Called her.',
      forSenior: 'We will visit on Friday.',
    });
    expect(handled.status, handled.text).toBe(200);
    const [help] = await mailsTo(daughter, /मदद माँगी थी/, 1);
    expect(help?.text).toContain('हमारी टीम ने उसे देखकर सुलझा दिया है।');

    const mails = await mailbox.to(daughter);
    for (const typed of [...typedBy(pair), 'unwell', 'Please call me', 'Called her', 'Friday']) {
      expect(mails.map((mail) => mail.text).join('\n')).not.toContain(typed);
    }
    // Each once, and none to the son (he chose the trial's alone), the invitee or her contact.
    expect(mails.filter((mail) => /मुलाकात$/.test(mail.subject))).toHaveLength(1);
    expect(mails.filter((mail) => /रद्द/.test(mail.subject))).toHaveLength(1);
    expect((await mailbox.to(son)).filter((mail) => /Golden Hearts: /.test(mail.subject))).toEqual([]);
    expect(await mailbox.to(niece)).toHaveLength(1);
    expect(await mailbox.to(contact)).toEqual([]);
  });

  it('tells of her trial ending to each who chose it, once however many runs', RACE, async () => {
    const { pair, daughter, son, niece } = await family();
    const trialEndsAt = Date.now() + 3 * DAY_MS;
    await personDoc('senior', pair.senior.email).update({ trialEndsAt });
    const runs = await race(() => adminCall('POST', '/jobs/trial-reminders'), 5);
    expect(statuses(runs)).toEqual(Array(5).fill(200));
    expect(await mailsTo(son, /^Golden Hearts: the free trial of /, 1)).toHaveLength(1);
    expect(await mailsTo(daughter, /मुफ़्त आज़माइश/, 1)).toHaveLength(1);
    expect((await mailbox.to(niece)).filter((mail) => /trial/.test(mail.subject))).toEqual([]);
  });
});

describe('a member with a role of their own', () => {
  it('chooses by their own role’s session too', async () => {
    const mother = await senior();
    const volunteer = await addMember('volunteer', { city: newCity() });
    await joinedBy(mother.token, ['help'], 'mr', volunteer.email);
    const token = await tokenFor(volunteer.email, 'volunteer');
    expect(await choose({ senior: mother.email, notices: ['handled'], lang: 'mr' }, token)).toMatchObject({
      status: 200,
      json: { notices: ['handled'] },
    });
  });
});
