/**
 * Places by PIN code: GET /places/{pin} for the forms, and every form that stores a PIN code
 * (registration, /profile in profile.test.ts, the application) refusing one India Post does
 * not know, before anything is stored or a code is spent, and storing the place of one it does.
 */
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { api, apiUrl, newClientAddress } from '@gh/testkit/stack';
import { apply, applicationFields, storedApplication } from '@gh/testkit/applicant';
import { addApplication, codeFromMail, otpDoc, personDoc, seniorForm, volunteerForm } from '@gh/testkit/identity';
import { mailbox } from '@gh/testkit/stack';
import { addMember, newCity } from '@gh/testkit/members';

const lookUp = (pin: string, headers: Record<string, string> = {}) => api('GET', `/places/${pin}`, undefined, headers);

describe('GET /places/{pin}', () => {
  it('answers a PIN code’s district and State, the same for anyone, and lets it be cached', async () => {
    const answer = await lookUp('411018');
    expect(answer).toMatchObject({ status: 200, json: { pin: '411018', district: 'Pune', state: 'Maharashtra' } });
    expect(Object.keys(answer.json!).sort()).toEqual(['district', 'pin', 'state']);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    // A member's token changes nothing: the directory is public.
    const senior = await addMember('senior', { city: newCity() });
    expect((await lookUp('411018', { authorization: `Bearer ${senior.token}` })).json).toEqual(answer.json);
  });

  it('says in its own words that a PIN code does not exist, and that one of another shape is not a PIN code', async () => {
    expect(await lookUp('999999')).toMatchObject({ status: 400, json: { code: 'pinUnknown', message: SERVER_MESSAGES.pinUnknown } });
    for (const odd of ['41100', '4110011', '011001', 'abcdef', '411%20001', '%F0%9F%98%80', '1'.repeat(5000)]) {
      expect(await lookUp(odd), odd.slice(0, 20)).toMatchObject({
        status: 400,
        json: { code: 'invalidInput', message: 'PIN code must be 6 digits, e.g. 411001' },
      });
    }
  });

  it('is only a GET', async () => {
    expect(
      (await fetch(`${apiUrl}/places/411001`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status,
    ).toBe(404);
  });
});

describe('a PIN code India Post does not know', () => {
  it('is refused at registration before a code is sent, and at the code’s check before it is spent', async () => {
    const form = { ...seniorForm(), zipcode: '999999' };
    expect(await api('POST', '/register/senior', form, newClientAddress())).toMatchObject({ status: 400, json: { code: 'pinUnknown' } });
    expect((await otpDoc('senior', form.email).get()).exists).toBe(false);
    expect(await mailbox.to(form.email)).toEqual([]);

    const good = seniorForm();
    const headers = newClientAddress();
    expect((await api('POST', '/register/senior', good, headers)).status).toBe(200);
    const otp = await codeFromMail(good.email);
    const refused = await api('POST', '/otp-verify/senior', { email: good.email, otp, form: { ...good, zipcode: '999999' } }, headers);
    expect(refused).toMatchObject({ status: 400, json: { code: 'pinUnknown' } });
    expect((await personDoc('senior', good.email).get()).exists).toBe(false);
    // The code was not spent: it still creates the account with the form that waited with it.
    expect((await api('POST', '/otp-verify/senior', { email: good.email, otp }, headers)).status).toBe(200);
  });

  it('is refused on a volunteer’s registration too', async () => {
    const form = { ...volunteerForm(), zipcode: '999999' };
    await addApplication(form.email);
    expect(await api('POST', '/register/volunteer', form, newClientAddress())).toMatchObject({ status: 400, json: { code: 'pinUnknown' } });
  });

  it('is refused on an application, which stores nothing; a known one stores its place', async () => {
    const refused = applicationFields();
    expect(await apply({ ...refused, zipcode: '999999' })).toMatchObject({ status: 400, json: { code: 'pinUnknown' } });
    expect(await storedApplication(refused.email!)).toBeUndefined();

    const fields = applicationFields();
    expect((await apply({ ...fields, zipcode: '411030' })).status).toBe(200);
    expect(await storedApplication(fields.email!)).toMatchObject({
      zipcode: '411030',
      place: { district: 'Pune', state: 'Maharashtra', pin: '411030' },
    });
  });
});
