/**
 * When the owner of an e-mail proves it, an account registered with it unproven becomes hers,
 * over HTTP against the local stack: the phone that registered it stops signing in at once (the
 * sessions it holds end, their renewal too), what it entered is shown to her to keep or correct,
 * and she is never answered 409 for her own address. A stranger who registers a senior by SMS
 * with her e-mail keeps no way in.
 */
import { describe, expect, it } from 'vitest';
import type { SeniorDoc, VerifiedSession } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { seniorRegistrationSchema, volunteerRegistrationSchema } from '@gh/common/schemas';
import { customTokenFor, newSenior, newVolunteer } from '@gh/functions/testing';
import { api, mailbox, newClientAddress } from '@gh/testkit/stack';
import {
  addApplication,
  adminAuth,
  bearer,
  codeFromMail,
  newEmail,
  personDoc,
  seniorForm,
  signIn,
  volunteerForm,
} from '@gh/testkit/identity';
import { newCity, postForm } from '@gh/testkit/members';
import { e164, newMobile, phoneIdToken } from '@gh/testkit/phone';
import { RACE, race, statuses } from '@gh/testkit/race';
import { holdSession, readAs, renewed, type HeldSession } from '@gh/testkit/sessions';

const phoneSignIn = async (phone: string) => api('POST', '/login/phone/verify', { idToken: await phoneIdToken(phone) }, newClientAddress());
const seniorPath = (email: string) => `/senior/${encodeURIComponent(email)}`;
const storedSenior = async (email: string) => (await personDoc('senior', email).get()).data() as SeniorDoc | undefined;

/** A stranger proves his own mobile and registers a senior with `email`: his form and the session he holds. */
async function strangerRegistersSenior(email: string) {
  const phone = newMobile();
  const form = {
    ...seniorForm(email),
    name: 'Mr Stranger',
    phone,
    city: newCity(),
    address: '9 Stranger Lane',
    lang: 'en',
    emergencycontact: {
      emergencyContactName: 'Stranger Friend',
      emergencyContactPhone: '+91 98220 99999',
      emergencyContactRelation: 'Friend',
    },
  };
  const made = await api('POST', '/register/phone/verify/senior', { idToken: await phoneIdToken(phone), form }, newClientAddress());
  expect(made.status, made.text).toBe(200);
  const session = await holdSession((made.json as unknown as VerifiedSession).token);
  expect(await readAs(session.idToken, `seniors/${email}`)).toBe(200);
  return { phone, form, session, customToken: (made.json as unknown as VerifiedSession).token };
}

/** Nothing of the stranger's works any more: the session he holds, its renewal, his custom token again, his phone. */
async function expectLockedOut(email: string, stranger: { phone: string; session: HeldSession; customToken: string }) {
  expect((await api('GET', seniorPath(email), undefined, bearer(stranger.session.idToken))).status).toBe(401);
  expect(await readAs(stranger.session.idToken, `seniors/${email}`)).toBe(403);
  expect(await renewed(stranger.session.refreshToken)).toBeNull();
  const again = await holdSession(stranger.customToken).catch(() => null);
  if (again) {
    expect((await api('GET', seniorPath(email), undefined, bearer(again.idToken))).status).toBe(401);
    expect(await readAs(again.idToken, `seniors/${email}`)).toBe(403);
    const later = await renewed(again.refreshToken);
    if (later) expect(await readAs(later, `seniors/${email}`)).toBe(403);
  }
  expect(await phoneSignIn(stranger.phone)).toMatchObject({ status: 404, json: { code: 'phoneNotRegistered' } });
}

describe('the owner registers after a stranger registered her e-mail by SMS', () => {
  it('is never answered 409: her code makes the account hers, with her details, and the stranger is out', async () => {
    const email = newEmail('owner');
    const stranger = await strangerRegistersSenior(email);
    const hers = { ...seniorForm(email), name: 'Meera Iyer', phone: newMobile(), lang: 'en' };
    const from = newClientAddress();
    const asked = await api('POST', '/register/senior', hers, from);
    expect(asked, asked.text).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.codeSent } });
    const otp = await codeFromMail(email);
    const verified = await api('POST', '/otp-verify/senior', { email, otp, form: hers }, from);
    expect(verified, verified.text).toMatchObject({
      status: 200,
      json: { message: SERVER_MESSAGES.registered, user: { email, name: 'Meera Iyer' } },
    });

    const doc = await storedSenior(email);
    expect(doc).toMatchObject({
      name: 'Meera Iyer',
      address: hers.address,
      phoneKey: e164(hers.phone),
      emergencycontact: hers.emergencycontact,
    });
    expect(doc).not.toHaveProperty('emailProven');
    expect(doc?.review).toMatchObject({ phone: stranger.phone });
    await expectLockedOut(email, stranger);
    // Her own phone signs her in.
    expect(await phoneSignIn(hers.phone)).toMatchObject({ status: 200, json: { user: { email } } });
  });

  it('twenty identical requests for her code sent together: one mails it, none answers 409', RACE, async () => {
    const email = newEmail('owner');
    await strangerRegistersSenior(email);
    const hers = { ...seniorForm(email), name: 'Meera Iyer', lang: 'en' };
    const answers = await race(() => api('POST', '/register/senior', hers, newClientAddress()));
    expect(statuses(answers)).toEqual([200, ...Array(19).fill(429)]);
  });
});

describe('the owner signs in after a stranger registered her e-mail by SMS', () => {
  it('the account becomes hers: his phone and sessions end, and what he entered waits for her to keep or correct', async () => {
    const email = newEmail('owner');
    const stranger = await strangerRegistersSenior(email);
    const { session, idToken } = await signIn('senior', email);
    // What he entered, shown to her: on the dashboard the code answers, and on her record.
    expect(session.seen?.member).toMatchObject({ name: 'Mr Stranger', address: '9 Stranger Lane', review: { phone: stranger.phone } });
    const record = await api('GET', seniorPath(email), undefined, bearer(idToken));
    expect(record.json).toMatchObject({ name: 'Mr Stranger', review: { phone: stranger.phone, at: expect.any(Number) } });
    expect(await storedSenior(email)).toMatchObject({ phoneKey: null });
    expect(await storedSenior(email)).not.toHaveProperty('emailProven');
    await expectLockedOut(email, stranger);

    // She corrects it on /profile, with her own mobile: the review is over, and his number stays out.
    const mine = newMobile();
    const saved = await postForm(
      `/senior/senior/${encodeURIComponent(email)}`,
      {
        name: 'Meera Iyer',
        address: '4 Shanti Niwas',
        city: 'Pune',
        state: 'Maharashtra',
        zipcode: '411004',
        ename: 'Anil Iyer',
        ephone: '+91 98220 33333',
        erelation: 'Son',
        interests: 'Reading',
        phone: mine,
      },
      idToken,
    );
    expect(saved.status, saved.json.message).toBe(200);
    expect(await storedSenior(email)).toMatchObject({ name: 'Meera Iyer', phoneKey: e164(mine) });
    expect(await storedSenior(email)).not.toHaveProperty('review');
    expect(await phoneSignIn(stranger.phone)).toMatchObject({ status: 404 });
    expect(await phoneSignIn(mine)).toMatchObject({ status: 200, json: { user: { email } } });
  });

  it('keeping the details as entered ends the review, and the number entered signs in again: her choice', async () => {
    const email = newEmail('owner');
    const stranger = await strangerRegistersSenior(email);
    const { idToken } = await signIn('senior', email);
    expect(await phoneSignIn(stranger.phone)).toMatchObject({ status: 404 });
    const kept = await api('POST', '/details/keep', {}, bearer(idToken));
    expect(kept).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.detailsKept } });
    expect(await storedSenior(email)).not.toHaveProperty('review');
    expect(await storedSenior(email)).toMatchObject({ phoneKey: e164(stranger.phone) });
    expect(await phoneSignIn(stranger.phone)).toMatchObject({ status: 200, json: { user: { email } } });
    // Only her own session keeps her details: none, someone else's, a phone proof.
    expect((await api('POST', '/details/keep', {})).status).toBe(401);
    expect((await api('POST', '/details/keep', {}, bearer(await phoneIdToken(newMobile())))).status).toBe(401);
  });

  it('twenty identical sign-ins with her code sent together: one takes the account over, once', RACE, async () => {
    const email = newEmail('owner');
    const stranger = await strangerRegistersSenior(email);
    const from = newClientAddress();
    expect((await api('POST', '/login/senior', { email, loginotp: '' }, from)).status).toBe(200);
    const loginotp = await codeFromMail(email);
    const answers = await race(() => api('POST', '/login/otp-verify/senior', { email, loginotp }, from));
    expect(statuses(answers)).toEqual([200, ...Array(19).fill(400)]);
    expect(await storedSenior(email)).toMatchObject({ review: { phone: stranger.phone }, phoneKey: null });
    await expectLockedOut(email, stranger);
  });
});

describe('the owner acted first', () => {
  it('her registered e-mail refuses the stranger’s SMS registration, and his phone signs nobody in', async () => {
    const email = newEmail('owner');
    const from = newClientAddress();
    expect((await api('POST', '/register/senior', { ...seniorForm(email), name: 'Meera Iyer' }, from)).status).toBe(200);
    expect((await api('POST', '/otp-verify/senior', { email, otp: await codeFromMail(email) }, from)).status).toBe(200);
    const before = await storedSenior(email);
    const phone = newMobile();
    const form = { ...seniorForm(email), name: 'Mr Stranger', phone, city: newCity(), lang: 'en' };
    expect(
      await api('POST', '/register/phone/verify/senior', { idToken: await phoneIdToken(phone), form }, newClientAddress()),
    ).toMatchObject({ status: 409, json: { code: 'emailExists' } });
    expect(await storedSenior(email)).toEqual(before);
    expect(await phoneSignIn(phone)).toMatchObject({ status: 404 });
  });
});

describe('a volunteer registered unproven (as SMS registrations once were)', () => {
  it('becomes the owner’s when she signs in: the phone that held it is out', async () => {
    const email = newEmail('owner');
    const phone = newMobile();
    const application = await addApplication(email);
    const form = volunteerRegistrationSchema.parse({ ...volunteerForm(email), phone, city: newCity() });
    await personDoc('volunteer', email).set({ ...newVolunteer(form, application, Date.now()), emailProven: false });
    const byPhone = await phoneSignIn(phone);
    expect(byPhone.status, byPhone.text).toBe(200);
    const his = await holdSession((byPhone.json as unknown as VerifiedSession).token);
    expect(await readAs(his.idToken, `volunteers/${email}`)).toBe(200);

    await signIn('volunteer', email);
    expect((await api('GET', `/volunteer/${encodeURIComponent(email)}`, undefined, bearer(his.idToken))).status).toBe(401);
    expect(await readAs(his.idToken, `volunteers/${email}`)).toBe(403);
    expect(await renewed(his.refreshToken)).toBeNull();
    expect(await phoneSignIn(phone)).toMatchObject({ status: 404 });
    expect(await mailbox.to(email)).toHaveLength(1);
  });
});

describe('a session held before unproven accounts had phone accounts', () => {
  it('is revoked once the owner signs in, and hers is not', async () => {
    const email = newEmail('owner');
    const form = seniorRegistrationSchema.parse({ ...seniorForm(email), phone: newMobile(), city: newCity() });
    await personDoc('senior', email).set({ ...newSenior(form, Date.now()), emailProven: false });
    // The e-mail's own member account, as a phone signed in to it then.
    const his = await holdSession(await customTokenFor(email, 'senior', adminAuth()));
    // Auth counts sessions ended from a whole second on: his began before hers, as any would.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const { idToken } = await signIn('senior', email);
    // Revoked: Firebase Auth renews none of its tokens (the Auth emulator does not enforce that
    // on renewal, so the revocation itself is what is checked here, as the Admin SDK reads it).
    await expect(adminAuth().verifyIdToken(his.idToken, true)).rejects.toMatchObject({ code: 'auth/id-token-revoked' });
    await expect(adminAuth().verifyIdToken(idToken, true)).resolves.toMatchObject({ member: email });
  });
});
