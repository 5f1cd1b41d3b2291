/**
 * POST /senior/answer: the senior answers a volunteer's request to visit, Yes or No; her No
 * sticks (he is not offered her again and cannot ask again) until she takes it back with
 * POST /senior/take-back, or the admin links the two on purpose.
 */
import { describe, expect, it } from 'vitest';
import { DAY_MS, VISIT_TIME_ZONE } from '@gh/common/constants';
import type { VolunteerSummary } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { dateInZone } from '@gh/common/time';
import { api, fetchFrom, apiUrl } from '@gh/testkit/stack';
import { adminCall } from '@gh/testkit/applicant';
import { bearer, newEmail } from '@gh/testkit/identity';
import { addMember, askMatches, matchEmails, newCity, readMember } from '@gh/testkit/members';

const connect = (volunteer: { email: string; token: string }, seniorEmail: string) =>
  api('POST', '/volunteer/volunteer/connect', { volunteerEmail: volunteer.email, seniorEmail }, bearer(volunteer.token));

const answer = (body: unknown, token?: string) => api('POST', '/senior/answer', body, token ? bearer(token) : {});
const takeBack = (body: unknown, token?: string) => api('POST', '/senior/take-back', body, token ? bearer(token) : {});
const race = <T>(call: () => Promise<T>) => Promise.all(Array.from({ length: 20 }, call));

/** A volunteer who asked to visit a senior, and a second volunteer and senior in the same city. */
async function requested() {
  const city = newCity();
  const [volunteer, senior, otherVolunteer, otherSenior] = await Promise.all([
    addMember('volunteer', { city }),
    addMember('senior', { city, name: 'Ramesh Kumar Iyer' }),
    addMember('volunteer', { city }),
    addMember('senior', { city }),
  ]);
  const connected = await connect(volunteer, senior.email);
  expect(connected.status, connected.text).toBe(200);
  return { city, volunteer, senior, otherVolunteer, otherSenior };
}

async function expectUnchanged(people: Awaited<ReturnType<typeof requested>>) {
  const [v, s] = await Promise.all([readMember('volunteer', people.volunteer.email), readMember('senior', people.senior.email)]);
  expect(v.senior).toMatchObject({ email: people.senior.email, status: 'Requested' });
  expect(v.senior?.answer).toBeUndefined();
  expect(s.volunteer).toMatchObject({ email: people.volunteer.email, status: 'Requested' });
  expect(s.volunteer?.answer).toBeUndefined();
}

describe('the senior answers Yes', () => {
  it('records it on both links, the admin sees it, and assigning keeps it', async () => {
    const people = await requested();
    const before = Date.now();
    expect(await answer({ volunteerEmail: people.volunteer.email.toUpperCase(), answer: 'yes' }, people.senior.token)).toMatchObject({
      status: 200,
      json: { message: SERVER_MESSAGES.answeredYes },
    });

    const [v, s] = await Promise.all([readMember('volunteer', people.volunteer.email), readMember('senior', people.senior.email)]);
    expect(v.senior).toMatchObject({ status: 'Requested', answer: 'yes' });
    expect(s.volunteer).toMatchObject({ status: 'Requested', answer: 'yes', ansTime: v.senior?.ansTime });
    expect(s.volunteer?.ansTime).toBeGreaterThanOrEqual(before);

    const listed = await adminCall('GET', '/volunteers');
    const row = (listed.json as { volunteers: VolunteerSummary[] }).volunteers.find((one) => one.email === people.volunteer.email);
    expect(row?.senior).toMatchObject({ email: people.senior.email, answer: 'yes' });

    const assigned = await adminCall('POST', '/volunteer/assignTask', {
      vemail: people.volunteer.email,
      semail: people.senior.email,
      city: people.city,
      task: 'Tea and a chat',
      date: dateInZone(Date.now() + DAY_MS, VISIT_TIME_ZONE.offsetMinutes),
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(assigned.status, assigned.text).toBe(200);
    expect((await readMember('senior', people.senior.email)).volunteer).toMatchObject({ status: 'Assigned', answer: 'yes' });
    // An assigned visit is no request any more: neither answer changes it.
    for (const said of ['yes', 'no']) {
      expect(await answer({ volunteerEmail: people.volunteer.email, answer: said }, people.senior.token)).toMatchObject({
        status: 409,
        json: { message: SERVER_MESSAGES.noRequestToAnswer, code: 'noRequestToAnswer' },
      });
    }
    expect((await readMember('volunteer', people.volunteer.email)).senior).toMatchObject({
      status: 'Assigned',
      email: people.senior.email,
    });
  });

  it('20 identical Yes answers sent together all agree and store one answer', async () => {
    const people = await requested();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => answer({ volunteerEmail: people.volunteer.email, answer: 'yes' }, people.senior.token)),
    );
    expect(
      answers.map((a) => a.status),
      answers.map((a) => a.text).join('\n'),
    ).toEqual(Array<number>(20).fill(200));
    const [v, s] = await Promise.all([readMember('volunteer', people.volunteer.email), readMember('senior', people.senior.email)]);
    expect(v.senior).toMatchObject({ status: 'Requested', answer: 'yes' });
    expect(s.volunteer).toMatchObject({ status: 'Requested', answer: 'yes' });
    // One answer on both links: the first Yes, not a later one on either side.
    expect(v.senior?.ansTime).toEqual(expect.any(Number));
    expect(v.senior?.ansTime).toBe(s.volunteer?.ansTime);
  }, 180_000);
});

describe('the senior answers No', () => {
  it('ends the request kindly: both links cleared, both match everyone else again, never each other', async () => {
    const people = await requested();
    const { volunteer, senior } = people;
    expect(await matchEmails(volunteer.email)).toEqual([]);

    expect(await answer({ volunteerEmail: volunteer.email, answer: 'no' }, senior.token)).toMatchObject({
      status: 200,
      json: { message: SERVER_MESSAGES.answeredNo },
    });

    const [v, s] = await Promise.all([readMember('volunteer', volunteer.email), readMember('senior', senior.email)]);
    expect(v.senior).toBeNull();
    expect(s.volunteer).toBeNull();
    // The volunteer is told by the senior's first name only; her No is kept on her document alone.
    expect(v.closedRequest).toEqual({ name: 'Ramesh', at: expect.any(Number) });
    expect(s.declined).toEqual([{ email: volunteer.email, name: volunteer.doc.name, at: v.closedRequest!.at }]);
    expect(v).not.toHaveProperty('declined');
    expect(await matchEmails(volunteer.email)).toEqual([people.otherSenior.email]);
    expect(await matchEmails(senior.email)).toEqual([people.otherVolunteer.email]);
    expect(await matchEmails(people.otherVolunteer.email)).toEqual(expect.arrayContaining([senior.email]));

    // Nothing is left to assign, and the volunteer connects with someone else.
    const assigned = await adminCall('POST', '/volunteer/assignTask', {
      vemail: volunteer.email,
      semail: senior.email,
      city: people.city,
      task: 'Tea',
      date: dateInZone(Date.now() + DAY_MS, VISIT_TIME_ZONE.offsetMinutes),
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(assigned).toMatchObject({ status: 409, json: { code: 'linkNotRequested' } });
    const again = await connect(volunteer, people.otherSenior.email);
    expect(again.status, again.text).toBe(200);
    expect((await readMember('senior', people.otherSenior.email)).volunteer).toMatchObject({ email: volunteer.email, status: 'Requested' });
    // And the senior who said No can be asked by another volunteer.
    expect((await connect(people.otherVolunteer, senior.email)).status).toBe(200);
  });

  it('sticks: ranked afresh he is not offered her, and of 20 Connects sent together after it all are refused', {
    timeout: 180_000,
  }, async () => {
    const people = await requested();
    const { volunteer, senior } = people;
    expect((await answer({ volunteerEmail: volunteer.email, answer: 'no' }, senior.token)).status).toBe(200);
    const ranked = (await askMatches('volunteer', volunteer.email, volunteer.token)).json as { matches: { email: string }[] };
    expect(ranked.matches.map((match) => match.email)).toEqual([people.otherSenior.email]);
    const hers = (await askMatches('senior', senior.email, senior.token)).json as { matches: { email: string }[] };
    expect(hers.matches.map((match) => match.email)).toEqual([people.otherVolunteer.email]);
    const connects = await race(() => connect(volunteer, senior.email));
    expect(
      connects.map((c) => c.status),
      connects.map((c) => c.text).join('\n'),
    ).toEqual(Array<number>(20).fill(409));
    connects.forEach((c) => expect(c.json).toEqual({ code: 'seniorSaidNo', message: SERVER_MESSAGES.seniorSaidNo }));
    expect((await readMember('senior', senior.email)).volunteer).toBeNull();
    expect((await readMember('volunteer', volunteer.email)).senior).toBeNull();
    expect(await matchEmails(volunteer.email)).not.toContain(senior.email);
  });

  it('a No after a Yes still ends it, and sticks', async () => {
    const people = await requested();
    expect((await answer({ volunteerEmail: people.volunteer.email, answer: 'yes' }, people.senior.token)).status).toBe(200);
    expect((await answer({ volunteerEmail: people.volunteer.email, answer: 'no' }, people.senior.token)).status).toBe(200);
    expect((await readMember('senior', people.senior.email)).volunteer).toBeNull();
  });

  it('of 20 identical No answers sent together exactly one ends it, and the pair can be linked again', async () => {
    const people = await requested();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => answer({ volunteerEmail: people.volunteer.email, answer: 'no' }, people.senior.token)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses, answers.map((a) => a.text).join('\n')).toEqual([200, ...Array<number>(19).fill(409)]);
    answers.filter((a) => a.status === 409).forEach((a) => expect(a.json?.code).toBe('noRequestToAnswer'));
    expect((await readMember('volunteer', people.volunteer.email)).senior).toBeNull();
    expect((await readMember('senior', people.senior.email)).volunteer).toBeNull();
    // One No is kept, once.
    expect((await readMember('senior', people.senior.email)).declined).toHaveLength(1);
  }, 180_000);
});

describe('a No and assignments together', () => {
  it('of a No and 19 identical assignments sent together, exactly one acts, and the links agree with it', async () => {
    const people = await requested();
    const visit = {
      vemail: people.volunteer.email,
      semail: people.senior.email,
      city: people.city,
      task: 'Tea',
      date: dateInZone(Date.now() + DAY_MS, VISIT_TIME_ZONE.offsetMinutes),
      startTime: '10:00',
      endTime: '11:00',
    };
    const [no, ...assignments] = await Promise.all([
      answer({ volunteerEmail: people.volunteer.email, answer: 'no' }, people.senior.token),
      ...Array.from({ length: 19 }, () => adminCall('POST', '/volunteer/assignTask', visit)),
    ]);
    const answers = [no!, ...assignments];
    expect(answers.map((a) => a.status).sort(), answers.map((a) => a.text).join('\n')).toEqual([200, ...Array<number>(19).fill(409)]);
    const link = (await readMember('senior', people.senior.email)).volunteer;
    if (no!.status === 200) {
      expect(link).toBeNull();
      assignments.forEach((a) => expect(a.json?.code).toBe('linkNotRequested'));
    } else {
      expect(no!.json?.code).toBe('noRequestToAnswer');
      expect(link).toMatchObject({ email: people.volunteer.email, status: 'Assigned' });
    }
  }, 180_000);
});

describe('who may answer', () => {
  it('is a 401 without a token or with a bad one, and nothing changes', async () => {
    const people = await requested();
    expect(await answer({ volunteerEmail: people.volunteer.email, answer: 'no' })).toMatchObject({
      status: 401,
      json: { message: SERVER_MESSAGES.unauthenticated },
    });
    expect(await answer({ volunteerEmail: people.volunteer.email, answer: 'no' }, 'not-a-token')).toMatchObject({
      status: 401,
      json: { message: SERVER_MESSAGES.unauthenticated },
    });
    await expectUnchanged(people);
  });

  it('answers only the caller’s own request: not another senior, not the volunteer', async () => {
    const people = await requested();
    for (const said of ['yes', 'no']) {
      expect(await answer({ volunteerEmail: people.volunteer.email, answer: said }, people.otherSenior.token)).toMatchObject({
        status: 409,
        json: { code: 'noRequestToAnswer' },
      });
      expect(await answer({ volunteerEmail: people.volunteer.email, answer: said }, people.volunteer.token)).toMatchObject({
        status: 404,
        json: { message: SERVER_MESSAGES.seniorNotFound },
      });
      // The senior names a volunteer who did not ask them.
      expect(await answer({ volunteerEmail: people.otherVolunteer.email, answer: said }, people.senior.token)).toMatchObject({
        status: 409,
        json: { code: 'noRequestToAnswer' },
      });
    }
    await expectUnchanged(people);
  });

  it('is a 409 for a senior with no request', async () => {
    const senior = await addMember('senior', { city: newCity() });
    for (const said of ['yes', 'no']) {
      expect(await answer({ volunteerEmail: newEmail('volunteer'), answer: said }, senior.token)).toMatchObject({
        status: 409,
        json: { message: SERVER_MESSAGES.noRequestToAnswer },
      });
    }
    expect((await readMember('senior', senior.email)).volunteer).toBeNull();
  });

  it('refuses odd e-mails, odd answers and malformed bodies with a 400, and nothing changes', async () => {
    const people = await requested();
    const { token } = people.senior;
    const valid = people.volunteer.email;
    const odd = [
      'not-an-email',
      `${valid},${people.otherVolunteer.email}`,
      `${valid}\r\nBcc: x@example.com`,
      `"${valid}"`,
      `<${valid}>`,
      'ä@example.com',
      `${'a'.repeat(300)}@example.com`,
      '',
    ];
    for (const volunteerEmail of odd) {
      const got = await answer({ volunteerEmail, answer: 'no' }, token);
      expect(got.status, `${JSON.stringify(volunteerEmail)}: ${got.text}`).toBe(400);
    }
    for (const body of [
      { volunteerEmail: valid },
      { volunteerEmail: valid, answer: 'maybe' },
      { volunteerEmail: valid, answer: 'NO' },
      { volunteerEmail: [valid], answer: 'no' },
      { volunteerEmail: valid, answer: ['no'] },
      null,
      'no',
      [],
    ]) {
      const got = await answer(body, token);
      expect(got.status, `${JSON.stringify(body)}: ${got.text}`).toBe(400);
    }
    const broken = await fetchFrom(`${apiUrl}/senior/answer`, {
      method: 'POST',
      body: '{"volunteerEmail":',
      headers: { 'content-type': 'application/json', ...bearer(token) },
    });
    expect(broken.status).toBe(400);
    // Huge fields: refused by their schema (the body's own size limit is the platform's, as for every JSON route).
    for (const body of [
      { volunteerEmail: `${'a'.repeat(1_000_000)}@example.com`, answer: 'no' },
      { volunteerEmail: valid, answer: 'n'.repeat(1_000_000) },
    ]) {
      expect((await answer(body, token)).status).toBe(400);
    }
    await expectUnchanged(people);
  });
});

describe('taking back a No', () => {
  async function saidNo() {
    const people = await requested();
    expect((await answer({ volunteerEmail: people.volunteer.email, answer: 'no' }, people.senior.token)).status).toBe(200);
    return people;
  }

  it('offers him to her again, and he may ask again; of 20 identical take-backs one acts', { timeout: 180_000 }, async () => {
    const people = await saidNo();
    const { volunteer, senior } = people;
    const answers = await race(() => takeBack({ volunteerEmail: volunteer.email.toUpperCase() }, senior.token));
    expect(answers.map((a) => a.status).sort(), answers.map((a) => a.text).join('\n')).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(answers.find((a) => a.status === 200)?.json).toEqual({ message: SERVER_MESSAGES.noTakenBack });
    answers
      .filter((a) => a.status === 409)
      .forEach((a) => expect(a.json).toEqual({ code: 'nothingToTakeBack', message: SERVER_MESSAGES.nothingToTakeBack }));
    expect((await readMember('senior', senior.email)).declined).toEqual([]);
    expect(await matchEmails(volunteer.email)).toEqual(expect.arrayContaining([senior.email]));
    expect(await matchEmails(senior.email)).toEqual(expect.arrayContaining([volunteer.email]));
    expect((await connect(volunteer, senior.email)).status).toBe(200);
    expect((await readMember('senior', senior.email)).volunteer).toMatchObject({ email: volunteer.email, status: 'Requested' });
  });

  it('takes back only her own No: not another senior, not the volunteer, not without a token', async () => {
    const people = await saidNo();
    const { volunteer, senior, otherSenior } = people;
    expect((await takeBack({ volunteerEmail: volunteer.email })).status).toBe(401);
    expect((await takeBack({ volunteerEmail: volunteer.email }, 'not-a-token')).status).toBe(401);
    expect(await takeBack({ volunteerEmail: volunteer.email }, otherSenior.token)).toMatchObject({
      status: 409,
      json: { code: 'nothingToTakeBack' },
    });
    expect(await takeBack({ volunteerEmail: volunteer.email }, volunteer.token)).toMatchObject({
      status: 404,
      json: { code: 'seniorNotFound' },
    });
    expect(await takeBack({ volunteerEmail: people.otherVolunteer.email }, senior.token)).toMatchObject({
      status: 409,
      json: { code: 'nothingToTakeBack' },
    });
    expect((await readMember('senior', senior.email)).declined).toEqual([expect.objectContaining({ email: volunteer.email })]);
    expect(await readMember('senior', otherSenior.email)).not.toHaveProperty('declined');
    expect((await connect(volunteer, senior.email)).status).toBe(409);
  });

  it('refuses odd e-mails and malformed or huge bodies with a 400, and nothing changes', async () => {
    const { volunteer, senior } = await saidNo();
    const valid = volunteer.email;
    for (const body of [
      {},
      { volunteerEmail: '' },
      { volunteerEmail: 'not-an-email' },
      { volunteerEmail: [valid] },
      { volunteerEmail: `${valid}\r\nBcc: x@example.com` },
      { volunteerEmail: `${'a'.repeat(1_000_000)}@example.com` },
      null,
      'take-back',
      [],
    ]) {
      const got = await takeBack(body, senior.token);
      expect(got.status, `${JSON.stringify(body)?.slice(0, 80)}: ${got.text}`).toBe(400);
    }
    const broken = await fetchFrom(`${apiUrl}/senior/take-back`, {
      method: 'POST',
      body: '{"volunteerEmail":',
      headers: { 'content-type': 'application/json', ...bearer(senior.token) },
    });
    expect(broken.status).toBe(400);
    expect((await readMember('senior', senior.email)).declined).toEqual([expect.objectContaining({ email: valid })]);
  });

  it('is lifted by the admin linking the two on purpose', async () => {
    const { volunteer, senior } = await saidNo();
    expect((await adminCall('POST', '/link', { vemail: volunteer.email, semail: senior.email })).status).toBe(200);
    const s = await readMember('senior', senior.email);
    expect(s.declined).toEqual([]);
    expect(s.volunteer).toMatchObject({ email: volunteer.email, status: 'Requested' });
  });
});
