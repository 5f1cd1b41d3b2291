/**
 * A stranger re-posting a pending registration with the person's e-mail and other details can
 * never swap what her code creates: the account gets the details sent with the code by whoever
 * uses it (her own page sends them), or, without them, the first sent for that code, unchanged.
 */
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { api, newClientAddress } from '@gh/testkit/stack';
import { codeFromMail, endCooldown, newEmail, otpDoc, personDoc, seniorForm } from '@gh/testkit/identity';

/** Her own details, and the stranger's for the same e-mail: another address and emergency contact. */
function detailsFor(email = newEmail('senior')) {
  const hers = seniorForm(email);
  const strangers = {
    ...hers,
    address: '9 Fake Lane, Andheri',
    city: 'Mumbai',
    zipcode: '400053',
    emergencycontact: { emergencyContactName: 'Mr Stranger', emergencyContactPhone: '+91 90000 00000', emergencyContactRelation: 'Friend' },
  };
  return { email, hers, strangers };
}

const post = (form: object, from = newClientAddress()) => api('POST', '/register/senior', form, from);
const verify = (body: object) => api('POST', '/otp-verify/senior', body, newClientAddress());

async function account(email: string) {
  const doc = (await personDoc('senior', email).get()).data();
  return { city: doc?.city, address: doc?.address, contact: doc?.emergencycontact?.emergencyContactName };
}

const HER_ACCOUNT = { city: 'Pune', address: '4 Shanti Niwas, Model Colony', contact: 'Anil Rao' };

describe('a pending registration re-posted by a stranger', () => {
  it('she registers, a stranger re-posts with her e-mail: her code creates her details', async () => {
    const { email, hers, strangers } = detailsFor();
    expect((await post(hers)).status).toBe(200);
    await endCooldown('senior', email);
    // The stranger's re-post mails her the same code again, and changes nothing that waits.
    expect(await post(strangers)).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.codeSent } });
    expect(await codeFromMail(email, 2)).toBe(await codeFromMail(email, 1));
    expect((await otpDoc('senior', email).get()).get('pending')).toMatchObject({ city: 'Pune' });

    // Verified the spec's way, with the e-mail and the code only.
    expect((await verify({ email, otp: await codeFromMail(email) })).status).toBe(200);
    expect(await account(email)).toEqual(HER_ACCOUNT);
  });

  it('the stranger posts first: her page sends her details with her code, and those become the account', async () => {
    const { email, hers, strangers } = detailsFor();
    expect((await post(strangers)).status).toBe(200);
    await endCooldown('senior', email);
    expect((await post(hers)).status).toBe(200);
    const otp = await codeFromMail(email, 2);
    expect((await verify({ email, otp, form: { ...hers, lang: 'en' } })).status).toBe(200);
    expect(await account(email)).toEqual(HER_ACCOUNT);
  });

  it('without details sent with the code, the first details stay, unchanged by any re-post', async () => {
    const { email, hers, strangers } = detailsFor();
    expect((await post(hers)).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      await endCooldown('senior', email);
      await post({ ...strangers, name: `Stranger ${i}` });
    }
    expect((await verify({ email, otp: await codeFromMail(email) })).status).toBe(200);
    expect(await account(email)).toEqual(HER_ACCOUNT);
    expect((await personDoc('senior', email).get()).get('name')).toBe('Kamala Rao');
  });

  it('twenty re-posts with other details sent together change nothing that waits', { timeout: 120_000 }, async () => {
    const { email, hers, strangers } = detailsFor();
    expect((await post(hers)).status).toBe(200);
    await endCooldown('senior', email);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post({ ...strangers, name: `Stranger ${i}` })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect((await verify({ email, otp: await codeFromMail(email) })).status).toBe(200);
    expect(await account(email)).toEqual(HER_ACCOUNT);
  });

  it('details that are not a valid registration are refused before the code is tried, so the code still works', async () => {
    const { email, hers } = detailsFor();
    expect((await post(hers)).status).toBe(200);
    const otp = await codeFromMail(email);
    expect(await verify({ email, otp, form: { ...hers, phone: '' } })).toMatchObject({
      status: 400,
      json: { message: 'Phone is required' },
    });
    expect((await otpDoc('senior', email).get()).get('attempts')).toBe(0);
    expect((await verify({ email, otp })).status).toBe(200);
  });

  it('details sent with the code cannot name another e-mail: the account is the code’s address', async () => {
    const { email, hers } = detailsFor();
    const other = newEmail('other');
    expect((await post(hers)).status).toBe(200);
    expect((await verify({ email, otp: await codeFromMail(email), form: { ...hers, email: other } })).status).toBe(200);
    expect((await personDoc('senior', email).get()).exists).toBe(true);
    expect((await personDoc('senior', other).get()).exists).toBe(false);
  });
});
