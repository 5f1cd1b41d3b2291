/**
 * Registering with a code by SMS over HTTP: POST /register/phone/request and POST
 * /register/phone/verify/{senior|volunteer}. The SMS is the Auth emulator's phone provider. A
 * fresh proof of the form's own phone creates the registration as the e-mailed code does; the
 * e-mail in the form is then unproven, and nothing is mailed to it until a sign-in with an
 * e-mailed code proves it.
 */
import { describe, expect, it } from 'vitest';
import { PHONE_SIGN_IN } from '@gh/common/constants';
import type { VerifiedSession } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { linkSecret } from '../src/config.ts';
import { inviteToken } from '../src/services/identity/invite-links.ts';
import { addressOf, api, idTokenFor, mailbox, newClientAddress } from '@gh/testkit/stack';
import { addApplication, adminAuth, bearer, newEmail, personDoc, register, seniorForm, signIn, volunteerForm } from '@gh/testkit/identity';
import { fillLimit } from '@gh/testkit/limits';
import { addMember, newCity } from '@gh/testkit/members';
import { e164, newMobile, phoneIdToken, staleCopy } from '@gh/testkit/phone';

const askSms = (phone: string, from = newClientAddress()) => api('POST', '/register/phone/request', { phone }, from);
const verify = (type: 'senior' | 'volunteer', body: unknown) => api('POST', `/register/phone/verify/${type}`, body, newClientAddress());

/** A senior's registration form with a fresh mobile number, in a city of its own. */
const seniorWithMobile = (phone = newMobile()) => ({ ...seniorForm(newEmail('senior')), phone, city: newCity(), lang: 'mr' });

const stored = async (type: 'senior' | 'volunteer', email: string) => (await personDoc(type, email).get()).data();

describe('registering by SMS', () => {
  it('allows the SMS for a number nobody registered, then creates her and answers the member session', async () => {
    const form = seniorWithMobile();
    expect(await askSms(form.phone)).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.phoneCodeAllowed } });

    const answer = await verify('senior', { idToken: await phoneIdToken(form.phone), form });
    expect(answer.status, answer.text).toBe(200);
    const session = answer.json as unknown as VerifiedSession;
    expect(session).toMatchObject({ message: SERVER_MESSAGES.registered, user: { role: 'senior', email: form.email, name: 'Kamala Rao' } });
    const memberToken = await idTokenFor(session.token);
    const doc = await stored('senior', form.email);
    expect(doc).toMatchObject({
      email: form.email,
      city: form.city,
      lang: 'mr',
      phoneKey: e164(form.phone),
      emailProven: false,
      phoneAccount: expect.stringMatching(/^p-/),
    });
    // Her session is her phone's account, never the e-mail's own: the owner of the e-mail shares nothing with it.
    expect((await adminAuth().getUser(doc!.phoneAccount)).customClaims).toEqual({ role: 'senior', member: form.email, unproven: true });
    expect((await api('GET', `/senior/${encodeURIComponent(form.email)}`, undefined, bearer(memberToken))).status).toBe(200);
    // Nothing at all was mailed to the e-mail she typed.
    expect(await mailbox.to(form.email)).toEqual([]);
  });

  it("a volunteer needs the acceptance mail's link as well: with it, registered and e-mail proven", async () => {
    const phone = newMobile();
    const form = { ...volunteerForm(newEmail('volunteer')), phone, lang: 'en' };
    await addApplication(form.email);
    const idToken = await phoneIdToken(phone);
    expect(await verify('volunteer', { idToken, form })).toMatchObject({ status: 403, json: { code: 'emailProofNeeded' } });
    expect(await stored('volunteer', form.email)).toBeUndefined();
    const answer = await verify('volunteer', { idToken, form, invite: inviteToken(form.email, linkSecret()) });
    expect(answer, answer.text).toMatchObject({ status: 200, json: { user: { role: 'volunteer', email: form.email } } });
    expect(await stored('volunteer', form.email)).toMatchObject({ phoneKey: e164(phone) });
    expect(await stored('volunteer', form.email)).not.toHaveProperty('emailProven');

    const stranger = { ...volunteerForm(newEmail('volunteer')), phone };
    expect(await verify('volunteer', { idToken, form: stranger })).toMatchObject({ status: 404, json: { code: 'applicationMissing' } });
    expect(await stored('volunteer', stranger.email)).toBeUndefined();
  });

  it('takes the form phone however it is written', async () => {
    const mobile = newMobile();
    const form = { ...seniorWithMobile(), phone: `0${mobile.replace(/\D/g, '')}` };
    const answer = await verify('senior', { idToken: await phoneIdToken(`+91 ${mobile}`), form });
    expect(answer.status, answer.text).toBe(200);
  });
});

describe('what the registration by SMS refuses, storing nothing', () => {
  it("a proof of another number than the form's", async () => {
    const form = seniorWithMobile();
    const answer = await verify('senior', { idToken: await phoneIdToken(newMobile()), form });
    expect(answer).toMatchObject({ status: 403, json: { code: 'phoneNotForm', message: SERVER_MESSAGES.phoneNotForm } });
    expect(await stored('senior', form.email)).toBeUndefined();
  });

  it('no token, a member session, a token that is no token, a stale proof', async () => {
    const form = seniorWithMobile();
    const member = await addMember('senior', { city: newCity(), phone: form.phone });
    expect(await verify('senior', { form })).toMatchObject({ status: 400, json: { code: 'invalidInput' } });
    expect(await verify('senior', { idToken: member.token, form })).toMatchObject({ status: 401, json: { code: 'phoneProofInvalid' } });
    expect(await verify('senior', { idToken: 'not-a-token', form })).toMatchObject({ status: 401, json: { code: 'phoneProofInvalid' } });
    const fresh = await phoneIdToken(form.phone);
    expect(await verify('senior', { idToken: staleCopy(fresh), form })).toMatchObject({ status: 401, json: { code: 'phoneProofInvalid' } });
    expect(await stored('senior', form.email)).toBeUndefined();
    // The same proof while fresh is taken: only its age was refused.
    expect((await verify('senior', { idToken: fresh, form })).status).toBe(200);
  });

  it("another person's e-mail, already registered: her document stays as it was", async () => {
    const registered = await addMember('senior', { city: newCity() });
    const form = { ...seniorWithMobile(), email: registered.email, name: 'Mr Stranger' };
    const answer = await verify('senior', { idToken: await phoneIdToken(form.phone), form });
    expect(answer).toMatchObject({ status: 409, json: { code: 'emailExists' } });
    expect(await stored('senior', registered.email)).toEqual(registered.doc);
    // Registered on the other side: the same refusal.
    const volunteer = await register('volunteer', await withApplication(volunteerForm()));
    const asSenior = { ...seniorWithMobile(), email: volunteer.session.user.email };
    expect(await verify('senior', { idToken: await phoneIdToken(asSenior.phone), form: asSenior })).toMatchObject({ status: 409 });
  });

  it('odd, malformed and huge bodies', async () => {
    const form = seniorWithMobile();
    const idToken = await phoneIdToken(form.phone);
    expect(await verify('senior', { idToken })).toMatchObject({ status: 400 });
    expect(await verify('senior', { idToken, form: { ...form, phone: '12345' } })).toMatchObject({
      status: 400,
      json: { code: 'invalidInput' },
    });
    expect(await verify('senior', { idToken, form: { ...form, email: 'not-an-email' } })).toMatchObject({ status: 400 });
    expect(await verify('senior', { idToken, form: 'a form' })).toMatchObject({ status: 400 });
    expect(await verify('senior', { idToken: 'x'.repeat(5000), form })).toMatchObject({ status: 400, json: { code: 'invalidInput' } });
    expect([400, 413]).toContain((await verify('senior', { idToken, form: { ...form, specialneeds: 'x'.repeat(2_000_000) } })).status);
    expect(await verify('senior', '[]')).toMatchObject({ status: 400, json: { code: 'badJson' } });
    expect(await stored('senior', form.email)).toBeUndefined();
  });

  it('twenty identical verifications sent together create one person', { timeout: 180_000 }, async () => {
    const form = seniorWithMobile();
    const idToken = await phoneIdToken(form.phone);
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify('senior', { idToken, form })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await stored('senior', form.email)).toMatchObject({ email: form.email, emailProven: false });
  });
});

describe('limits on registration codes by SMS', () => {
  it('per number: the same handful an hour as for signing in, the 429 with Retry-After', async () => {
    const phone = newMobile();
    const answers = await Promise.all(Array.from({ length: 20 }, () => askSms(phone)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(PHONE_SIGN_IN.codesPerNumber);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.json).toEqual({ code: 'phoneCodesLimited', message: SERVER_MESSAGES.phoneCodesLimited });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Sign-in codes to that number count with them.
    expect(await api('POST', '/login/phone/request', { phone }, newClientAddress())).toMatchObject({ status: 404 });
  });

  it('per address, counted with every other code', async () => {
    const from = newClientAddress();
    const full = await fillLimit('address', addressOf(from)!);
    try {
      expect(await askSms(newMobile(), from)).toMatchObject({ status: 429, json: { code: 'phoneCodesLimited' } });
    } finally {
      await full.release();
    }
    expect((await askSms(newMobile(), from)).status).toBe(200);
  });

  it('odd numbers are refused as input', async () => {
    for (const phone of ['12345', '+1 415 555 0100', 'नौ आठ', '9'.repeat(41)]) {
      expect(await askSms(phone), phone).toMatchObject({ status: 400, json: { code: 'invalidInput' } });
    }
    expect(await api('POST', '/register/phone/request', '[]', newClientAddress())).toMatchObject({ status: 400 });
  });
});

async function withApplication<T extends { email: string }>(form: T): Promise<T> {
  await addApplication(form.email);
  return form;
}

describe('mail to an e-mail registered by SMS', () => {
  it('no notice while unproven; her first sign-in with an e-mailed code proves it, and notices follow', { timeout: 60_000 }, async () => {
    const form = seniorWithMobile();
    expect((await verify('senior', { idToken: await phoneIdToken(form.phone), form })).status).toBe(200);
    // At her PIN code: registered through the api, she lives there, not in a test's place of its own.
    const near = { city: form.city, pin: form.zipcode };
    const [first, second] = await Promise.all([addMember('volunteer', near), addMember('volunteer', near)]);
    const connect = (volunteer: typeof first) =>
      api('POST', '/volunteer/volunteer/connect', { volunteerEmail: volunteer.email, seniorEmail: form.email }, bearer(volunteer.token));

    // Answered: had the request mailed her, the mail would be in the inbox by now.
    expect((await connect(first)).status).toBe(200);
    expect(await mailbox.to(form.email)).toEqual([]);

    // The sign-in code itself greets nobody by name, then proves the address.
    await signIn('senior', form.email);
    const [codeMail] = await mailbox.to(form.email);
    expect(codeMail?.text).toMatch(/^Hello,$/m);
    expect(codeMail?.text).not.toContain(form.name);
    expect((await stored('senior', form.email))?.emailProven).toBeUndefined();

    // The first request was answered on her dashboard; refused, the next volunteer may ask.
    const answered = await api(
      'POST',
      '/senior/answer',
      { volunteerEmail: first.email, answer: 'no' },
      bearer((await signIn('senior', form.email)).idToken),
    );
    expect(answered.status, answered.text).toBe(200);
    expect((await connect(second)).status).toBe(200);
    expect(await mailbox.waitFor(form.email, /भेटायला/)).toBeTruthy();
  });
});
