/**
 * POST /otp-verify/{type} for an address that is already registered: the spec's 409
 * `emailExists` ('email id already exists'), so a code link opened again, or her code typed in
 * the first tab after she registered in another browser, leads her to sign in. A stranger
 * learns no more than POST /register/{type} answers, at the same cost per client address.
 */
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { addressOf, api, newClientAddress } from '@gh/testkit/stack';
import { addPerson, codeFromMail, newEmail, otpDoc, personDoc, seniorForm } from '@gh/testkit/identity';
import { fillLimit } from '@gh/testkit/limits';

const registered = { status: 409, json: { code: 'emailExists', message: SERVER_MESSAGES.emailExists } };
const verify = (email: string, otp: string, from = newClientAddress(), form?: object) =>
  api('POST', '/otp-verify/senior', { email, otp, ...(form && { form }) }, from);

/** Her form sent from her first tab: the code mailed for it. */
async function formWithCode() {
  const form = seniorForm();
  expect((await api('POST', '/register/senior', form, newClientAddress())).status).toBe(200);
  return { form, code: await codeFromMail(form.email) };
}

describe('verifying a registration code for an address already registered', () => {
  it('says she is registered when the code link is opened again, and when the first tab types the code', async () => {
    const { form, code } = await formWithCode();
    // The link, opened in another browser, registers her.
    expect((await verify(form.email, code)).status).toBe(200);
    // The same link opened again, later.
    expect(await verify(form.email, code)).toMatchObject(registered);
    // The first tab, where she typed the form, types the code and sends its form.
    expect(await verify(form.email, code, newClientAddress(), { ...form, lang: 'mr' })).toMatchObject(registered);
    expect((await personDoc('senior', form.email).get()).data()).toMatchObject({ address: form.address });
  });

  it('tells a stranger only what POST /register already tells anyone, and nothing for an unregistered address', async () => {
    const email = await addPerson('volunteer');
    const stranger = newClientAddress();
    expect(await api('POST', '/register/senior', seniorForm(email), stranger)).toMatchObject(registered);
    expect(await verify(email, '000000', stranger)).toMatchObject(registered);
    // An address nobody registered: the answer is the same as before, whether a code waits or not.
    expect(await verify(newEmail('nobody'), '000000', stranger)).toMatchObject({ status: 400, json: { code: 'codeInvalid' } });
  });

  it('never tries or spends a code that still waits for a registered address', async () => {
    const { form, code } = await formWithCode();
    // Registered meanwhile, another way (as by SMS): her e-mailed code still waits.
    await addPerson('senior', form.email);
    expect(await verify(form.email, code)).toMatchObject(registered);
    expect((await otpDoc('senior', form.email).get()).get('attempts')).toBe(0);
  });

  it('is counted against the code requests of the client address', async () => {
    const email = await addPerson('senior');
    const from = newClientAddress();
    const full = await fillLimit('address', addressOf(from)!);
    try {
      expect(await verify(email, '123456', from)).toMatchObject({ status: 429, json: { code: 'codeRequestsLimited' } });
      // Verifying a real registration is never held back by it.
      const { form, code } = await formWithCode();
      expect((await verify(form.email, code, from)).status).toBe(200);
    } finally {
      await full.release();
    }
  });

  it('of 20 identical verifications sent together, one registers her and the rest create nothing', async () => {
    const { form, code } = await formWithCode();
    const from = newClientAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(form.email, code, from)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect([400, 409]).toContain(answer.status);
      expect(['codeInvalid', 'codeTriesUsed', 'emailExists']).toContain(answer.json?.code);
    }
    expect((await personDoc('senior', form.email).get()).exists).toBe(true);
  }, 120_000);
});
