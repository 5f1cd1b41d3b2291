/** POST /volunteer/volunteer/connect: a volunteer asks to be linked with a matched senior. */
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { api } from '@gh/testkit/stack';
import { bearer, newEmail } from '@gh/testkit/identity';
import { addMember, askMatches, matchEmails, newCity, readMember } from '@gh/testkit/members';

const connect = (volunteerEmail: string, seniorEmail: string, token?: string) =>
  api('POST', '/volunteer/volunteer/connect', { volunteerEmail, seniorEmail }, token ? bearer(token) : {});

describe('connecting', () => {
  it('links both as Requested, and both leave everyone’s matches', async () => {
    const city = newCity();
    const [volunteer, senior, otherVolunteer, otherSenior] = await Promise.all([
      addMember('volunteer', { city }),
      addMember('senior', { city }),
      addMember('volunteer', { city }),
      addMember('senior', { city }),
    ]);
    for (const person of [otherVolunteer, volunteer]) expect((await askMatches('volunteer', person.email, person.token)).status).toBe(200);
    expect((await askMatches('senior', otherSenior.email, otherSenior.token)).status).toBe(200);
    expect(await matchEmails(otherVolunteer.email)).toContain(senior.email);
    expect(await matchEmails(otherSenior.email)).toContain(volunteer.email);

    const before = Date.now();
    const answer = await connect(volunteer.email, senior.email.toUpperCase(), volunteer.token);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({
      message: SERVER_MESSAGES.connectRequested,
      volunteer: { email: senior.email, name: senior.doc.name, status: 'Requested' },
    });

    const [v, s] = await Promise.all([readMember('volunteer', volunteer.email), readMember('senior', senior.email)]);
    expect(v.senior).toEqual({ email: senior.email, name: senior.doc.name, status: 'Requested', reqTime: expect.any(Number) });
    // The senior sees who asked, with what they offer, to answer Yes or No.
    expect(s.volunteer).toEqual({
      email: volunteer.email,
      name: volunteer.doc.name,
      skills: volunteer.doc.skills,
      languages: volunteer.doc.languages,
      intro: '',
      photoId: '',
      checked: false,
      status: 'Requested',
      reqTime: v.senior?.reqTime,
    });
    expect(v.senior?.reqTime).toBeGreaterThanOrEqual(before);

    expect(await matchEmails(volunteer.email)).toEqual([]);
    expect(await matchEmails(senior.email)).toEqual([]);
    expect(await matchEmails(otherVolunteer.email)).toEqual([otherSenior.email]);
    expect(await matchEmails(otherSenior.email)).toEqual([otherVolunteer.email]);
    // Asking again ranks from the database and agrees.
    expect(await askMatches('volunteer', otherVolunteer.email, otherVolunteer.token)).toMatchObject({
      json: { matches: [{ email: otherSenior.email }] },
    });
  });

  it('refuses a senior who is already linked, and a volunteer who is, changing nothing', async () => {
    const city = newCity();
    const [first, second, senior, otherSenior] = await Promise.all([
      addMember('volunteer', { city }),
      addMember('volunteer', { city }),
      addMember('senior', { city }),
      addMember('senior', { city }),
    ]);
    expect((await connect(first.email, senior.email, first.token)).status).toBe(200);

    expect(await connect(second.email, senior.email, second.token)).toMatchObject({
      status: 409,
      json: { message: SERVER_MESSAGES.seniorAlreadyLinked },
    });
    expect(await connect(first.email, otherSenior.email, first.token)).toMatchObject({
      status: 409,
      json: { message: SERVER_MESSAGES.volunteerAlreadyLinked },
    });

    expect((await readMember('volunteer', second.email)).senior).toBeNull();
    expect((await readMember('senior', otherSenior.email)).volunteer).toBeNull();
    expect((await readMember('senior', senior.email)).volunteer?.email).toBe(first.email);
    // The refused ones can still connect with each other.
    expect((await connect(second.email, otherSenior.email, second.token)).status).toBe(200);
  });

  it('of 20 volunteers connecting with one senior together, exactly one is linked', async () => {
    const city = newCity();
    const senior = await addMember('senior', { city });
    const volunteers = await Promise.all(Array.from({ length: 20 }, () => addMember('volunteer', { city })));

    const answers = await Promise.all(volunteers.map((v) => connect(v.email, senior.email, v.token)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses, answers.map((a) => a.text).join('\n')).toEqual([200, ...Array<number>(19).fill(409)]);
    const winner = volunteers[answers.findIndex((a) => a.status === 200)]!;
    answers.filter((a) => a.status === 409).forEach((a) => expect(a.json?.message).toBe(SERVER_MESSAGES.seniorAlreadyLinked));

    expect((await readMember('senior', senior.email)).volunteer?.email).toBe(winner.email);
    const links = await Promise.all(volunteers.map(async (v) => (await readMember('volunteer', v.email)).senior?.email ?? null));
    expect(links.filter(Boolean)).toEqual([senior.email]);
    expect(links[volunteers.indexOf(winner)]).toBe(senior.email);
    // Twenty requests at once start cold function workers: slow on a loaded machine.
  }, 180_000);

  it('of one volunteer connecting with 20 seniors together, exactly one is linked', async () => {
    const city = newCity();
    const volunteer = await addMember('volunteer', { city });
    const seniors = await Promise.all(Array.from({ length: 20 }, () => addMember('senior', { city })));

    const answers = await Promise.all(seniors.map((s) => connect(volunteer.email, s.email, volunteer.token)));
    expect(answers.map((a) => a.status).sort(), answers.map((a) => a.text).join('\n')).toEqual([200, ...Array<number>(19).fill(409)]);
    answers.filter((a) => a.status === 409).forEach((a) => expect(a.json?.message).toBe(SERVER_MESSAGES.volunteerAlreadyLinked));
    const winner = seniors[answers.findIndex((a) => a.status === 200)]!;
    expect((await readMember('volunteer', volunteer.email)).senior?.email).toBe(winner.email);
    const links = await Promise.all(seniors.map(async (s) => (await readMember('senior', s.email)).volunteer?.email ?? null));
    expect(links.filter(Boolean)).toEqual([volunteer.email]);
  }, 180_000);
});

describe('connecting only with a match', () => {
  it('refuses a senior in the same city who shares no skill, even with no matches at all, and stores nothing', async () => {
    const city = newCity();
    const [volunteer, senior] = await Promise.all([
      addMember('volunteer', { city, topics: ['Cooking'] }),
      addMember('senior', { city, topics: ['Gardening'] }),
    ]);
    expect((await askMatches('volunteer', volunteer.email, volunteer.token)).json).toEqual({ matches: [] });

    expect(await connect(volunteer.email, senior.email, volunteer.token)).toMatchObject({
      status: 400,
      json: { message: SERVER_MESSAGES.notAMatch },
    });
    expect((await readMember('volunteer', volunteer.email)).senior).toBeNull();
    expect((await readMember('senior', senior.email)).volunteer).toBeNull();
    // No claim was made either: once they share a skill, they connect.
    const matched = await addMember('senior', { city, topics: ['Cooking'] });
    expect((await connect(volunteer.email, matched.email, volunteer.token)).status).toBe(200);
  });

  it('accepts a matched senior by the rule, though the stored list does not name them yet', async () => {
    const city = newCity();
    const volunteer = await addMember('volunteer', { city, topics: ['Music'] });
    expect((await askMatches('volunteer', volunteer.email, volunteer.token)).json).toEqual({ matches: [] });
    const senior = await addMember('senior', { city, topics: ['Music', 'Gardening'] });
    expect(await matchEmails(volunteer.email)).toEqual([]);

    const answer = await connect(volunteer.email, senior.email, volunteer.token);
    expect(answer.status, answer.text).toBe(200);
    expect((await readMember('senior', senior.email)).volunteer?.email).toBe(volunteer.email);
  });
});

describe('who may connect', () => {
  it('is a 401 without a token, a 403 for anyone but the volunteer, and nothing changes', async () => {
    const city = newCity();
    const [volunteer, senior, other] = await Promise.all([
      addMember('volunteer', { city }),
      addMember('senior', { city }),
      addMember('volunteer', { city }),
    ]);
    expect(await connect(volunteer.email, senior.email)).toMatchObject({ status: 401, json: { message: SERVER_MESSAGES.unauthenticated } });
    expect(await connect(volunteer.email, senior.email, other.token)).toMatchObject({
      status: 403,
      json: { message: SERVER_MESSAGES.connectSelfOnly },
    });
    expect(await connect(volunteer.email, senior.email, senior.token)).toMatchObject({
      status: 403,
      json: { message: SERVER_MESSAGES.connectSelfOnly },
    });
    expect((await readMember('volunteer', volunteer.email)).senior).toBeNull();
    expect((await readMember('senior', senior.email)).volunteer).toBeNull();
  });

  it('answers 400 for bad input, 404 for someone not registered, 400 for another city', async () => {
    const city = newCity();
    const [volunteer, senior, far] = await Promise.all([
      addMember('volunteer', { city }),
      addMember('senior', { city }),
      addMember('senior', { city: newCity() }),
    ]);
    expect(await api('POST', '/volunteer/volunteer/connect', { volunteerEmail: volunteer.email }, bearer(volunteer.token))).toMatchObject({
      status: 400,
      json: { message: 'Email is required' },
    });
    expect(await connect(volunteer.email, newEmail('nobody'), volunteer.token)).toMatchObject({
      status: 404,
      json: { message: SERVER_MESSAGES.seniorNotFound },
    });
    expect(await connect(volunteer.email, far.email, volunteer.token)).toMatchObject({
      status: 400,
      json: { message: SERVER_MESSAGES.notAMatch },
    });
    expect(await connect(senior.email, volunteer.email, senior.token)).toMatchObject({
      status: 404,
      json: { message: SERVER_MESSAGES.volunteerNotFound },
    });
    expect((await readMember('volunteer', volunteer.email)).senior).toBeNull();
  });
});
