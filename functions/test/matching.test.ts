/** POST /volunteer/matches and /senior/matches, and the matches documents registration keeps current. */
import { describe, expect, it } from 'vitest';
import type { MatchItem } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { addApplication, newEmail, register, seniorForm, volunteerForm } from '@gh/testkit/identity';
import { addMember, askMatches, matchEmails, newCity, storedMatches } from '@gh/testkit/members';

describe('matches through registration', () => {
  it('ranks a new volunteer’s seniors in their city and adds the volunteer to those seniors’ lists', async () => {
    const city = newCity();
    const [both, one, none, elsewhere] = await Promise.all([
      addMember('senior', { city, name: 'Bela Both', topics: ['Reading', 'Music', 'Gardening'] }),
      addMember('senior', { city, name: 'Asha One', topics: ['Music'] }),
      addMember('senior', { city, name: 'Nina None', topics: ['Gardening'] }),
      addMember('senior', { city: newCity(), name: 'Eli Elsewhere', topics: ['Reading', 'Music'] }),
    ]);

    const form = { ...volunteerForm(), city: ` ${city.toUpperCase()} `, skills: ['Reading', 'Music'] };
    await addApplication(form.email);
    await register('volunteer', form);

    const own = await storedMatches(form.email);
    expect(own?.items.map((item) => item.email)).toEqual([both.email, one.email]);
    expect(own?.items[0]).toEqual({ name: 'Bela Both', email: both.email, city, shared: ['Reading', 'Music'], score: 6 });
    expect(await matchEmails(both.email)).toEqual([form.email]);
    expect(await matchEmails(one.email)).toEqual([form.email]);
    expect(await matchEmails(none.email)).toBeUndefined();
    expect(await matchEmails(elsewhere.email)).toBeUndefined();

    // A senior registering next joins the volunteer's list in rank order.
    const senior = { ...seniorForm(), name: 'Zoya Music', city, interests: ['Music'] };
    await register('senior', senior);
    expect(await matchEmails(senior.email)).toEqual([form.email]);
    expect(await matchEmails(form.email)).toEqual([both.email, one.email, senior.email]);
  });
});

describe('POST /volunteer/matches and /senior/matches', () => {
  it('answers the owner their matches, with only what a card needs', async () => {
    const city = newCity();
    const volunteer = await addMember('volunteer', { city, topics: ['Music', 'Technology'] });
    const senior = await addMember('senior', { city, name: 'Kamala Rao', topics: ['Technology'] });

    const answer = await askMatches('volunteer', volunteer.email, volunteer.token);
    expect(answer.status, answer.text).toBe(200);
    const matches = (answer.json as { matches: MatchItem[] }).matches;
    expect(matches).toEqual([{ name: 'Kamala Rao', email: senior.email, city, shared: ['Technology'], score: 3 }]);
    expect(answer.text).not.toMatch(/phone|address|dob|emergency/i);
    expect((await storedMatches(volunteer.email))?.items).toEqual(matches);

    const back = await askMatches('senior', senior.email.toUpperCase(), senior.token);
    expect(back.status, back.text).toBe(200);
    expect((back.json as { matches: MatchItem[] }).matches.map((item) => item.email)).toEqual([volunteer.email]);
  });

  it('answers an empty list to someone with no match', async () => {
    const senior = await addMember('senior', { city: newCity() });
    expect(await askMatches('senior', senior.email, senior.token)).toMatchObject({ status: 200, json: { matches: [] } });
  });

  it.each(['volunteer', 'senior'] as const)('POST /%s/matches is a 401 without a token and a 403 with someone else’s', async (type) => {
    const city = newCity();
    const owner = await addMember(type, { city });
    const other = await addMember(type, { city });
    expect(await askMatches(type, owner.email)).toMatchObject({ status: 401, json: { message: SERVER_MESSAGES.unauthenticated } });
    expect(await askMatches(type, owner.email, other.token)).toMatchObject({ status: 403, json: { message: SERVER_MESSAGES.forbidden } });
    expect(await storedMatches(owner.email)).toBeUndefined();
  });

  it('answers 404 for the side the person is not on, and 400 for a body without an e-mail', async () => {
    const senior = await addMember('senior', { city: newCity() });
    expect(await askMatches('volunteer', senior.email, senior.token)).toMatchObject({
      status: 404,
      json: { message: SERVER_MESSAGES.volunteerNotFound },
    });
    expect(await askMatches('senior', newEmail('x').replace('@', ''), senior.token)).toMatchObject({
      status: 400,
      json: { message: 'Please enter a valid email address' },
    });
  });
});
