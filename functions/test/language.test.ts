/**
 * PUT /language: a signed-in person saves the language their e-mails are written in,
 * on their own document only, by their ID token. Registration saves the page's language.
 */
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { api } from '@gh/testkit/stack';
import { bearer } from '@gh/testkit/identity';
import { addMember, newCity, readMember } from '@gh/testkit/members';

const saveLanguage = (body: unknown, headers: Record<string, string> = {}) => api('PUT', '/language', body, headers);

const langOf = async (type: 'volunteer' | 'senior', email: string) => (await readMember(type, email)).lang;

describe('PUT /language', () => {
  it("saves the language on the signed-in senior's or volunteer's document, and changes it again", async () => {
    const city = newCity();
    const [senior, volunteer] = await Promise.all([addMember('senior', { city }), addMember('volunteer', { city })]);
    expect(await langOf('senior', senior.email)).toBeUndefined();

    expect(await saveLanguage({ lang: 'hi' }, bearer(senior.token))).toMatchObject({
      status: 200,
      json: { message: SERVER_MESSAGES.languageSaved, lang: 'hi' },
    });
    expect(await langOf('senior', senior.email)).toBe('hi');
    expect((await saveLanguage({ lang: 'mr' }, bearer(volunteer.token))).status).toBe(200);
    expect(await langOf('volunteer', volunteer.email)).toBe('mr');
    expect((await saveLanguage({ lang: 'en' }, bearer(senior.token))).status).toBe(200);
    expect(await langOf('senior', senior.email)).toBe('en');
    // Nothing else of theirs moved.
    expect(await readMember('senior', senior.email)).toEqual({ ...senior.doc, lang: 'en' });
  });

  it('answers 401 without a token, or with one that is not an ID token, and saves nothing', async () => {
    const senior = await addMember('senior', { city: newCity() });
    expect(await saveLanguage({ lang: 'hi' })).toMatchObject({ status: 401, json: { message: SERVER_MESSAGES.unauthenticated } });
    expect((await saveLanguage({ lang: 'hi' }, bearer('not-a-token'))).status).toBe(401);
    expect((await saveLanguage({ lang: 'hi' }, { authorization: senior.token })).status).toBe(401);
    expect(await langOf('senior', senior.email)).toBeUndefined();
  });

  it("changes only the token's owner: another person's token never reaches someone else's document", async () => {
    const city = newCity();
    const [kamala, meera] = await Promise.all([addMember('senior', { city }), addMember('senior', { city })]);
    // The token says whose language this is; the body cannot name anyone.
    expect((await saveLanguage({ lang: 'mr' }, bearer(meera.token))).status).toBe(200);
    expect((await saveLanguage({ lang: 'hi', email: kamala.email }, bearer(meera.token))).status).toBe(400);
    expect(await langOf('senior', kamala.email)).toBeUndefined();
    expect(await langOf('senior', meera.email)).toBe('mr');
  });

  it.each([
    ['an unknown language', { lang: 'fr' }],
    ['upper case', { lang: 'HI' }],
    ['a region tag', { lang: 'hi-IN' }],
    ['empty', { lang: '' }],
    ['control characters', { lang: 'hi\u0000' }],
    ['a huge string', { lang: 'h'.repeat(100_000) }],
    ['a number', { lang: 1 }],
    ['a list', { lang: ['hi'] }],
    ['an object', { lang: { hi: true } }],
    ['null', { lang: null }],
    ['no lang', {}],
  ])('refuses %s with a 400, saving nothing', async (_case, body) => {
    const senior = await addMember('senior', { city: newCity() });
    const answer = await saveLanguage(body, bearer(senior.token));
    expect(answer.status).toBe(400);
    expect(answer.json?.message).toBe("Language must be 'en', 'hi' or 'mr'");
    expect(await langOf('senior', senior.email)).toBeUndefined();
  });

  it('refuses malformed, non-object and huge bodies, saving nothing', async () => {
    const senior = await addMember('senior', { city: newCity() });
    const headers = bearer(senior.token);
    expect(await saveLanguage('{"lang":', headers)).toMatchObject({ status: 400 });
    expect(await saveLanguage('[]', headers)).toMatchObject({ status: 400, json: { message: SERVER_MESSAGES.badJson } });
    expect(await saveLanguage('"hi"', headers)).toMatchObject({ status: 400 });
    expect(await saveLanguage('lang=hi', { ...headers, 'content-type': 'text/plain' })).toMatchObject({ status: 400 });
    const huge = await saveLanguage(JSON.stringify({ lang: 'hi', padding: 'x'.repeat(2_000_000) }), headers);
    expect([400, 413]).toContain(huge.status);
    expect((await saveLanguage({ lang: 'hi', role: 'admin' }, headers)).status).toBe(400);
    expect(await langOf('senior', senior.email)).toBeUndefined();
  });
});
