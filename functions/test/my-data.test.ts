/**
 * GET /people/{email}/data: everything held about the caller that is theirs to see, for their
 * own token only: a senior's profile, visits, her word on them and her calls for help with our
 * answer, and the staff's actions about her with who took them, never the staff's own notes; a
 * volunteer's profile and visits, never the senior's words.
 */
import { describe, expect, it } from 'vitest';
import { CIRCLE_NOTICE_VERSION } from '@gh/common/circle';
import { consentKey } from '@gh/common/consent';
import { DAY_MS, VISIT_TIME_ZONE } from '@gh/common/constants';
import { dateInZone } from '@gh/common/time';
import type { MyData } from '@gh/common/my-data';
import { adminCall } from '@gh/testkit/applicant';
import { invitedBy, joinedBy } from '@gh/testkit/circle';
import { bearer, newEmail, personDoc } from '@gh/testkit/identity';
import { addMember, newCity, readMember } from '@gh/testkit/members';
import { RACE, race, statuses } from '@gh/testkit/race';
import { api } from '@gh/testkit/stack';

const dataOf = (email: string, token?: string) =>
  api('GET', `/people/${encodeURIComponent(email)}/data`, undefined, token ? bearer(token) : {});

/** A linked pair with a visit tomorrow, her call for help handled with a note for her and one for the staff. */
async function pairWithHistory() {
  const city = newCity();
  const [volunteer, senior] = await Promise.all([addMember('volunteer', { city }), addMember('senior', { city })]);
  expect((await adminCall('POST', '/link', { vemail: volunteer.email, semail: senior.email })).status).toBe(200);
  const date = dateInZone(Date.now() + DAY_MS, VISIT_TIME_ZONE.offsetMinutes);
  const body = {
    vemail: volunteer.email,
    semail: senior.email,
    city,
    task: 'Tea and the newspaper',
    date,
    startTime: '10:00',
    endTime: '11:00',
  };
  expect((await adminCall('POST', '/volunteer/assignTask', body)).status).toBe(200);
  expect((await api('POST', '/senior/help', { message: 'Please call my son' }, bearer(senior.token))).status).toBe(200);
  const [request] = (await readMember('senior', senior.email)).helpRequests!;
  const handled = await adminCall('POST', `/concerns/${encodeURIComponent(request!.id)}/handled`, {
    note: 'Staff only: her son sounded worried.',
    forSenior: 'We will call on Friday.',
  });
  expect(handled.status).toBe(200);
  return { volunteer, senior };
}

describe('my data', () => {
  it('gives a senior hers: profile, visits, calls for help with our answer, and who on staff acted', async () => {
    const { volunteer, senior } = await pairWithHistory();
    const answer = await dataOf(senior.email, senior.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="golden-hearts-my-data.json"');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const data = answer.json as unknown as MyData;
    expect(data).toMatchObject({ email: senior.email, role: 'senior', profile: { email: senior.email }, application: null });
    expect(data.profile).not.toHaveProperty('search');
    expect(data.visits).toMatchObject([{ senior: senior.email, volunteer: volunteer.email, task: 'Tea and the newspaper' }]);
    expect(data.helpRequests).toMatchObject([{ text: 'Please call my son', status: 'handled', seniorNote: 'We will call on Friday.' }]);
    expect(data.staffActions.map((action) => [action.action, action.by])).toEqual(
      expect.arrayContaining([
        ['link', 'admin'],
        ['assign', 'admin'],
        ['handleConcern', 'admin'],
      ]),
    );
    expect(answer.text).not.toContain('Staff only');
    expect(answer.text).not.toContain('sounded worried');
  });

  it('lists her family circle, and a volunteer’s own place in it with the e-mails he chose', async () => {
    const { volunteer, senior } = await pairWithHistory();
    await joinedBy(senior.token, ['volunteer', 'help'], 'mr', volunteer.email);
    const invitee = (await invitedBy(senior.token, newEmail('son'), ['visits'])).email;
    const hers = (await dataOf(senior.email, senior.token)).json as unknown as MyData;
    expect(hers.circle).toEqual([
      {
        member: volunteer.email,
        parts: ['volunteer', 'help'],
        status: 'joined',
        invitedAt: expect.any(Number),
        joinedAt: expect.any(Number),
        consents: [{ version: CIRCLE_NOTICE_VERSION, at: expect.any(Number) }],
      },
      { member: invitee, parts: ['visits'], status: 'invited', invitedAt: expect.any(Number), joinedAt: null },
    ]);
    expect(hers.inCircles).toEqual([]);
    const answer = await dataOf(volunteer.email, volunteer.token);
    const his = answer.json as unknown as MyData;
    expect(his.circle).toEqual([]);
    expect(his.inCircles).toEqual([
      {
        senior: senior.email,
        parts: ['volunteer', 'help'],
        status: 'joined',
        invitedAt: expect.any(Number),
        joinedAt: expect.any(Number),
        notices: ['handled', 'trial'],
        lang: 'mr',
        consents: {
          [consentKey(CIRCLE_NOTICE_VERSION)]: {
            version: CIRCLE_NOTICE_VERSION,
            lang: 'mr',
            at: expect.any(Number),
            agreed: ['account', 'mail'],
            via: 'circle',
          },
        },
      },
    ]);
    expect(answer.text).not.toContain('inviteId');
  });

  it('gives a volunteer his profile and visits, and nothing of her words', async () => {
    const { volunteer } = await pairWithHistory();
    // Search words as stored before the map, until the places job upgrades them: not his to read either.
    await personDoc('volunteer', volunteer.email).update({ searchKeys: ['zzz-search-word'] });
    const answer = await dataOf(volunteer.email, volunteer.token);
    expect(answer.status).toBe(200);
    const data = answer.json as unknown as MyData;
    expect(data).toMatchObject({ role: 'volunteer', profile: { email: volunteer.email }, visitFeedback: [], helpRequests: [] });
    expect(data.profile).not.toHaveProperty('search');
    expect(answer.text).not.toContain('zzz-search-word');
    expect(data.visits).toHaveLength(1);
    expect(answer.text).not.toContain('Please call my son');
    expect(answer.text).not.toContain('We will call on Friday');
  });

  it('is refused without a token, with another person’s, with a made-up one, and for odd addresses', async () => {
    const [one, other] = await Promise.all([addMember('senior', { city: newCity() }), addMember('volunteer', { city: newCity() })]);
    expect((await dataOf(one.email)).status).toBe(401);
    expect((await dataOf(one.email, 'made.up.token')).status).toBe(401);
    expect((await dataOf(one.email, other.token)).status).toBe(403);
    // A stranger who knows her e-mail and has a token of his own for another address.
    expect((await dataOf(one.email.toUpperCase(), other.token)).status).toBe(403);
    expect((await dataOf(newEmail('nobody'), one.token)).status).toBe(403);
    for (const odd of ['not-an-email', 'x'.repeat(5_000)]) expect((await dataOf(odd, one.token)).status).toBe(400);
  });

  it(
    'answers 20 identical asks at once the same',
    async () => {
      const { senior } = await pairWithHistory();
      const answers = await race(() => dataOf(senior.email, senior.token));
      expect(statuses(answers)).toEqual(Array(20).fill(200));
      const withoutTime = answers.map((answer) => JSON.stringify({ ...(answer.json as object), madeAt: 0 }));
      expect(new Set(withoutTime).size).toBe(1);
    },
    RACE.timeout,
  );
});
