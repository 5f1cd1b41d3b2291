/**
 * Registering as a volunteer needs proof of the e-mail, over HTTP against the local stack: the
 * acceptance mail's link or a code mailed to the address, whatever else was proven. A stranger
 * who proves his own mobile number never takes an accepted applicant's place, and nothing he
 * registered with her e-mail unproven keeps her from registering.
 */
import { describe, expect, it } from 'vitest';
import type { VerifiedSession } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { linkSecret } from '../src/config.ts';
import { inviteToken } from '../src/services/identity/invite-links.ts';
import { api, mailbox, newClientAddress } from '@gh/testkit/stack';
import { applicationDoc } from '@gh/testkit/applicant';
import { addApplication, bearer, codeFromMail, newEmail, personDoc, register, seniorForm, volunteerForm } from '@gh/testkit/identity';
import { newCity } from '@gh/testkit/members';
import { newMobile, phoneIdToken } from '@gh/testkit/phone';
import { RACE } from '@gh/testkit/race';
import { holdSession, readAs, renewed } from '@gh/testkit/sessions';

const verifyByPhone = (type: 'senior' | 'volunteer', body: unknown) =>
  api('POST', `/register/phone/verify/${type}`, body, newClientAddress());
const stored = async (type: 'senior' | 'volunteer', email: string) => (await personDoc(type, email).get()).data();
const volunteerPath = (email: string) => `/volunteer/${encodeURIComponent(email)}`;

/** An applicant the admin accepted, and a stranger's form with her e-mail and his own mobile. */
async function acceptedAndStranger() {
  const email = newEmail('accepted');
  const application = await addApplication(email);
  const phone = newMobile();
  const strangerForm = { ...volunteerForm(email), name: 'Mr Stranger', phone, city: newCity(), lang: 'en' };
  return { email, application, phone, strangerForm };
}

/** Her own registration by the e-mailed code, the spec's way. */
async function registersHerself(type: 'senior' | 'volunteer', email: string) {
  const form = type === 'volunteer' ? { ...volunteerForm(email), name: 'Meera Iyer' } : { ...seniorForm(email), name: 'Meera Iyer' };
  const from = newClientAddress();
  const before = (await mailbox.to(email)).length;
  const asked = await api('POST', `/register/${type}`, form, from);
  expect(asked, asked.text).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.codeSent } });
  const otp = await codeFromMail(email, before + 1);
  const verified = await api('POST', `/otp-verify/${type}`, { email, otp }, from);
  expect(verified.status, verified.text).toBe(200);
  return verified.json as unknown as VerifiedSession;
}

describe('an SMS proves a phone, never an acceptance', () => {
  it('a stranger’s proof of his own mobile with an accepted applicant’s e-mail registers nobody, and she registers', async () => {
    const { email, application, phone, strangerForm } = await acceptedAndStranger();
    const answer = await verifyByPhone('volunteer', { idToken: await phoneIdToken(phone), form: strangerForm });
    expect(answer).toMatchObject({ status: 403, json: { code: 'emailProofNeeded', message: SERVER_MESSAGES.emailProofNeeded } });
    expect(await stored('volunteer', email)).toBeUndefined();
    expect((await applicationDoc(email).get()).data()).toEqual(application);

    const session = await registersHerself('volunteer', email);
    expect(session.user).toMatchObject({ role: 'volunteer', email, name: 'Meera Iyer' });
    expect(await stored('volunteer', email)).not.toHaveProperty('emailProven');
  });

  it('with the acceptance mail’s link, the SMS registers her, e-mail proven; a link for another address or forged does not', async () => {
    const { email, phone, strangerForm } = await acceptedAndStranger();
    const form = { ...strangerForm, name: 'Meera Iyer' };
    const idToken = await phoneIdToken(phone);
    const otherInvite = inviteToken(newEmail('other'), linkSecret());
    expect(await verifyByPhone('volunteer', { idToken, form, invite: otherInvite })).toMatchObject({
      status: 403,
      json: { code: 'inviteInvalid' },
    });
    const [head, expires] = inviteToken(email, linkSecret()).split('.');
    expect(await verifyByPhone('volunteer', { idToken, form, invite: `${head}.${expires}.forged` })).toMatchObject({
      status: 403,
      json: { code: 'inviteInvalid' },
    });
    expect(await stored('volunteer', email)).toBeUndefined();

    const answer = await verifyByPhone('volunteer', { idToken, form, invite: inviteToken(email, linkSecret()) });
    expect(answer, answer.text).toMatchObject({ status: 200, json: { user: { role: 'volunteer', email, name: 'Meera Iyer' } } });
    expect(await stored('volunteer', email)).not.toHaveProperty('emailProven');
  });
});

describe('an account registered with her e-mail unproven never keeps her from registering', () => {
  it(
    'a stranger’s senior by SMS with an accepted applicant’s e-mail: her volunteer registration goes through, and his account and sessions end',
    RACE,
    async () => {
      const { email, phone } = await acceptedAndStranger();
      const strangerSenior = { ...seniorForm(email), name: 'Mr Stranger', phone, city: newCity(), lang: 'en' };
      const made = await verifyByPhone('senior', { idToken: await phoneIdToken(phone), form: strangerSenior });
      expect(made.status, made.text).toBe(200);
      const his = await holdSession((made.json as unknown as VerifiedSession).token);
      expect(await readAs(his.idToken, `seniors/${email}`)).toBe(200);

      const session = await registersHerself('volunteer', email);
      expect(session.user).toMatchObject({ role: 'volunteer', email, name: 'Meera Iyer' });
      expect(await stored('senior', email)).toBeUndefined();
      expect(await stored('volunteer', email)).toMatchObject({ name: 'Meera Iyer' });

      // Everything of his ends: the session he holds, its renewal, and his phone's sign-in.
      expect((await api('GET', `/senior/${encodeURIComponent(email)}`, undefined, bearer(his.idToken))).status).toBe(401);
      expect((await api('GET', volunteerPath(email), undefined, bearer(his.idToken))).status).toBe(401);
      expect(await readAs(his.idToken, `volunteers/${email}`)).toBe(403);
      expect(await renewed(his.refreshToken)).toBeNull();
      expect(await api('POST', '/login/phone/verify', { idToken: await phoneIdToken(phone) }, newClientAddress())).toMatchObject({
        status: 404,
      });
    },
  );

  it('the applicant registered first: the stranger’s SMS registrations of her e-mail are refused, her account untouched', async () => {
    const { email, phone, strangerForm } = await acceptedAndStranger();
    await registersHerself('volunteer', email);
    const before = await stored('volunteer', email);
    const idToken = await phoneIdToken(phone);
    expect(await verifyByPhone('volunteer', { idToken, form: strangerForm })).toMatchObject({
      status: 403,
      json: { code: 'emailProofNeeded' },
    });
    const asSenior = { ...seniorForm(email), phone, city: newCity(), lang: 'en' };
    expect(await verifyByPhone('senior', { idToken, form: asSenior })).toMatchObject({ status: 409, json: { code: 'emailExists' } });
    expect(await stored('volunteer', email)).toEqual(before);
    expect(await stored('senior', email)).toBeUndefined();
  });

  it('a senior registered unproven never keeps the owner of the e-mail from registering a senior either', async () => {
    const email = newEmail('owner');
    const phone = newMobile();
    const made = await verifyByPhone('senior', {
      idToken: await phoneIdToken(phone),
      form: { ...seniorForm(email), name: 'Mr Stranger', phone, city: newCity(), lang: 'en' },
    });
    expect(made.status, made.text).toBe(200);
    const { idToken } = await register('senior', { ...seniorForm(email), name: 'Meera Iyer' } as { email: string });
    expect((await api('GET', `/senior/${encodeURIComponent(email)}`, undefined, bearer(idToken))).json).toMatchObject({
      name: 'Meera Iyer',
    });
  });
});
