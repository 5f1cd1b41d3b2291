/** POST /volunteer/matches and /senior/matches, and the matches documents registration keeps current. */
import { describe, expect, it } from 'vitest';
import type { MatchItem } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { api } from '@gh/testkit/stack';
import { addApplication, bearer, newEmail, register, seniorForm, volunteerForm } from '@gh/testkit/identity';
import { addMember, askMatches, matchEmails, newCity, readMember, storedMatches } from '@gh/testkit/members';

describe('matches through registration', () => {
  it('ranks a new volunteer’s seniors near them and adds the volunteer to those seniors’ lists', async () => {
    // Port Blair: a PIN code no other test lives at. The lists are read for this test's people only.
    const pin = '744101';
    const city = 'Port Blair';
    const [both, one, none, elsewhere] = await Promise.all([
      addMember('senior', { city, pin, name: 'Bela Both', topics: ['Reading', 'Music', 'Gardening'] }),
      addMember('senior', { city, pin, name: 'Asha One', topics: ['Music'] }),
      addMember('senior', { city, pin, name: 'Nina None', topics: ['Gardening'] }),
      addMember('senior', { city: newCity(), name: 'Eli Elsewhere', topics: ['Reading', 'Music'] }),
    ]);
    const ours = new Set([both, one, none, elsewhere].map((senior) => senior.email));
    const form = {
      ...volunteerForm(),
      city: 'पोर्ट ब्लेअर',
      state: 'Andaman and Nicobar Islands',
      zipcode: pin,
      skills: ['Reading', 'Music'],
    };
    await addApplication(form.email);
    await register('volunteer', form);

    const own = (await storedMatches(form.email))!.items.filter((item) => ours.has(item.email));
    expect(own.map((item) => item.email)).toEqual([both.email, one.email]);
    expect(own[0]).toEqual({ name: 'Bela Both', email: both.email, city, shared: ['Reading', 'Music'], languages: ['English'], score: 7 });
    expect(await matchEmails(both.email)).toContain(form.email);
    expect(await matchEmails(one.email)).toContain(form.email);
    expect(await matchEmails(none.email)).toBeUndefined();
    expect(await matchEmails(elsewhere.email)).toBeUndefined();
  });

  it('meets people by their PIN codes, whatever city they typed and in any script', async () => {
    // Pimpri is 13.5 km from Pune's station (411001) and 18 km from Hadapsar (411028), both of Pune: within reach, and not.
    const [pune, hadapsar] = await Promise.all([
      addMember('volunteer', { city: 'Pune', pin: '411001', topics: ['Cooking'], languages: ['Marathi'] }),
      addMember('volunteer', { city: 'Pune', pin: '411028', topics: ['Cooking'], languages: ['Marathi'] }),
    ]);
    const senior = { ...seniorForm(), city: 'पिंपरी', zipcode: '411018', interests: ['Cooking'], languages: ['Marathi'] };
    await register('senior', senior);
    const stored = await readMember('senior', senior.email);
    expect(stored).toMatchObject({
      city: 'पिंपरी',
      place: { pin: '411018', district: 'Pune', state: 'Maharashtra', districtKey: 'maharashtra/pune' },
    });
    const mine = (await storedMatches(senior.email))!.items;
    expect(mine.find((item) => item.email === pune.email)).toMatchObject({ city: 'Pune', shared: ['Cooking'], languages: ['Marathi'] });
    expect(mine.map((item) => item.email)).not.toContain(hadapsar.email);
    expect((await storedMatches(pune.email))!.items.find((item) => item.email === senior.email)).toMatchObject({
      city: 'पिंपरी',
      languages: ['Marathi'],
    });
  });

  it('needs a language in common: a senior who speaks only Marathi never meets one who speaks none of hers', async () => {
    const city = newCity();
    const [hindi, marathi] = await Promise.all([
      addMember('volunteer', { city, topics: ['Music'], languages: ['Hindi', 'English'] }),
      addMember('volunteer', { city, topics: ['Music'], languages: ['Marathi'] }),
    ]);
    const senior = await addMember('senior', { city, topics: ['Music'], languages: ['Marathi'] });
    const answer = await askMatches('senior', senior.email, senior.token);
    expect((answer.json as { matches: MatchItem[] }).matches.map((item) => item.email)).toEqual([marathi.email]);
    const refused = await api(
      'POST',
      '/volunteer/volunteer/connect',
      { volunteerEmail: hindi.email, seniorEmail: senior.email },
      bearer(hindi.token),
    );
    expect(refused).toMatchObject({ status: 400, json: { code: 'notAMatch' } });
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
    expect(matches).toEqual([{ name: 'Kamala Rao', email: senior.email, city, shared: ['Technology'], languages: ['English'], score: 4 }]);
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
