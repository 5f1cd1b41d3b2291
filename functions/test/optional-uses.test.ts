/**
 * Withdrawing consent to an optional use and giving it again (PUT /people/{email}/consent), over
 * HTTP on the local stack: each change is recorded once with its time and language, for the
 * token's own person only; notices withdrawn stop every optional mail; matching withdrawn takes
 * the person out of the other side's lists until given again, and keeps an existing link.
 */
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { adminCall } from '@gh/testkit/applicant';
import { api } from '@gh/testkit/stack';
import { bearer, personDoc } from '@gh/testkit/identity';
import { addMember, askMatches, matchEmails, newCity, readMember, requestedPair } from '@gh/testkit/members';
import { RACE, mailsTo, race, statuses } from '@gh/testkit/race';

type Member = Awaited<ReturnType<typeof addMember>>;

const path = (email: string) => `/people/${encodeURIComponent(email)}/consent`;
const setUse = (person: Member, body: unknown, token: string | undefined = person.token) =>
  api('PUT', path(person.email), body, token ? bearer(token) : {});
const withdraw = (person: Member, use: string, lang = 'en') => setUse(person, { use, given: false, lang });
const giveAgain = (person: Member, use: string, lang = 'en') => setUse(person, { use, given: true, lang });
const connect = (volunteer: Member, senior: Member) =>
  api('POST', '/volunteer/volunteer/connect', { volunteerEmail: volunteer.email, seniorEmail: senior.email }, bearer(volunteer.token));

describe('PUT /people/{email}/consent', () => {
  it('records a withdrawal and a giving again, each with its time and language, and says which', async () => {
    const senior = await addMember('senior', { city: newCity() });
    const before = Date.now();
    expect(await withdraw(senior, 'notices', 'hi')).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.consentWithdrawn } });
    const withdrawn = await readMember('senior', senior.email);
    expect(withdrawn.withdrawn?.notices).toBeGreaterThanOrEqual(before);
    expect(withdrawn.consentChanges).toEqual([{ use: 'notices', given: false, at: withdrawn.withdrawn?.notices, lang: 'hi' }]);

    expect(await giveAgain(senior, 'notices', 'mr')).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.consentGivenAgain } });
    const given = await readMember('senior', senior.email);
    expect(given.withdrawn).toEqual({});
    expect(given.consentChanges).toEqual([
      { use: 'notices', given: false, at: expect.any(Number), lang: 'hi' },
      { use: 'notices', given: true, at: expect.any(Number), lang: 'mr' },
    ]);
    // The agreement to the notice itself stays as it was.
    expect(given.consents).toEqual(senior.doc.consents);
  });

  it('is a 401 without a token and a 403 with another person’s, changing nothing', async () => {
    const city = newCity();
    const [owner, other] = await Promise.all([addMember('volunteer', { city }), addMember('senior', { city })]);
    expect(await setUse(owner, { use: 'matching', given: false, lang: 'en' }, '')).toMatchObject({
      status: 401,
      json: { message: SERVER_MESSAGES.unauthenticated },
    });
    expect(await setUse(owner, { use: 'matching', given: false, lang: 'en' }, other.token)).toMatchObject({
      status: 403,
      json: { message: SERVER_MESSAGES.forbidden },
    });
    const [ownerDoc, otherDoc] = await Promise.all([readMember('volunteer', owner.email), readMember('senior', other.email)]);
    for (const doc of [ownerDoc, otherDoc]) {
      expect(doc.withdrawn).toBeUndefined();
      expect(doc.consentChanges).toBeUndefined();
    }
  });

  it.each([
    ['an unknown use', { use: 'family', given: false, lang: 'en' }],
    ['no use', { given: false, lang: 'en' }],
    ['a word for given', { use: 'notices', given: 'no', lang: 'en' }],
    ['no given', { use: 'notices', lang: 'en' }],
    ['a field riding along', { use: 'notices', given: false, lang: 'en', at: 1 }],
    ['a list', [{ use: 'notices', given: false }]],
    ['a huge use', { use: 'x'.repeat(200_000), given: false }],
  ])('refuses %s (400), storing nothing', async (_case, body) => {
    const senior = await addMember('senior', { city: newCity() });
    expect((await setUse(senior, body)).status).toBe(400);
    expect((await readMember('senior', senior.email)).consentChanges).toBeUndefined();
  });

  it('refuses a body that is not JSON (400), storing nothing', async () => {
    const senior = await addMember('senior', { city: newCity() });
    const answer = await api('PUT', path(senior.email), '{"use": "notices", "given": fal', {
      ...bearer(senior.token),
      'content-type': 'application/json',
    });
    expect(answer.status).toBe(400);
    expect((await readMember('senior', senior.email)).consentChanges).toBeUndefined();
  });

  it('records one withdrawal of 20 identical calls sent together', RACE, async () => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    expect(statuses(await race(() => withdraw(volunteer, 'matching')))).toEqual(Array(20).fill(200));
    const doc = await readMember('volunteer', volunteer.email);
    expect(doc.consentChanges).toHaveLength(1);
    expect(doc.withdrawn).toEqual({ matching: doc.consentChanges?.[0]?.at });
  });

  it('is in the person’s own data download', async () => {
    const senior = await addMember('senior', { city: newCity() });
    expect((await withdraw(senior, 'matching', 'mr')).status).toBe(200);
    const answer = await api('GET', `/people/${encodeURIComponent(senior.email)}/data`, undefined, bearer(senior.token));
    expect(answer.status).toBe(200);
    expect((answer.json as { profile: Record<string, unknown> }).profile).toMatchObject({
      withdrawn: { matching: expect.any(Number) },
      consentChanges: [{ use: 'matching', given: false, lang: 'mr' }],
    });
  });
});

describe('withdrawing consent to notices', () => {
  it('stops the optional mails and keeps the person’s own choices for when it is given again', async () => {
    const city = newCity();
    const [volunteer, senior] = await Promise.all([addMember('volunteer', { city }), addMember('senior', { city })]);
    await personDoc('senior', senior.email).update({ mailOff: ['reminders'] });
    expect((await withdraw(senior, 'notices')).status).toBe(200);
    expect((await connect(volunteer, senior)).status).toBe(200);
    expect(await mailsTo(senior.email, /./, 0)).toEqual([]);
    expect((await giveAgain(senior, 'notices')).status).toBe(200);
    expect(await readMember('senior', senior.email)).toMatchObject({ mailOff: ['reminders'], withdrawn: {} });
  });
});

describe('withdrawing consent to matching', () => {
  it('takes a volunteer out of a senior’s matches, refuses his Connect, and brings him back when given again', async () => {
    const city = newCity();
    const [volunteer, senior] = await Promise.all([addMember('volunteer', { city }), addMember('senior', { city })]);
    expect((await askMatches('senior', senior.email, senior.token)).status).toBe(200);
    expect(await matchEmails(senior.email)).toEqual([volunteer.email]);

    expect((await withdraw(volunteer, 'matching')).status).toBe(200);
    expect(await matchEmails(senior.email)).toEqual([]);
    expect(await matchEmails(volunteer.email)).toEqual([]);
    expect(await askMatches('senior', senior.email, senior.token)).toMatchObject({ status: 200, json: { matches: [] } });
    expect(await askMatches('volunteer', volunteer.email, volunteer.token)).toMatchObject({ status: 200, json: { matches: [] } });
    expect(await connect(volunteer, senior)).toMatchObject({ json: { message: SERVER_MESSAGES.notAMatch } });

    expect((await giveAgain(volunteer, 'matching')).status).toBe(200);
    expect(await matchEmails(senior.email)).toEqual([volunteer.email]);
    expect(await matchEmails(volunteer.email)).toEqual([senior.email]);
  });

  it('refuses the admin’s link on purpose too, while withdrawn by either, changing nothing', async () => {
    const city = newCity();
    const [volunteer, senior] = await Promise.all([addMember('volunteer', { city }), addMember('senior', { city })]);
    const link = () => adminCall('POST', '/link', { vemail: volunteer.email, semail: senior.email });
    for (const withdrew of [senior, volunteer]) {
      expect((await withdraw(withdrew, 'matching')).status).toBe(200);
      expect(await link()).toMatchObject({ status: 409, json: { code: 'matchingWithdrawn', message: SERVER_MESSAGES.matchingWithdrawn } });
      const [his, hers] = await Promise.all([readMember('volunteer', volunteer.email), readMember('senior', senior.email)]);
      expect([his.senior, hers.volunteer]).toEqual([null, null]);
      expect((await giveAgain(withdrew, 'matching')).status).toBe(200);
    }
    expect((await link()).status).toBe(200);
    expect((await readMember('senior', senior.email)).volunteer).toMatchObject({ email: volunteer.email, status: 'Requested' });
  });

  it('keeps an existing link', async () => {
    const pair = await requestedPair();
    expect((await withdraw(pair.senior, 'matching')).status).toBe(200);
    const [volunteer, senior] = await Promise.all([readMember('volunteer', pair.volunteer.email), readMember('senior', pair.senior.email)]);
    expect(volunteer.senior?.email).toBe(pair.senior.email);
    expect(senior.volunteer?.email).toBe(pair.volunteer.email);
  });
});
