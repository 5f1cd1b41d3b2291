/** POST /login/{userType} and POST /login/otp-verify/{userType} over HTTP on the local stack. */
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { memberUid } from '../src/services/identity/member-identity.ts';
import { api, mailbox, newClientAddress } from '@gh/testkit/stack';
import { addPerson, adminAuth, codeFromMail, newEmail, otpDoc, signIn } from '@gh/testkit/identity';

describe('signing in', () => {
  it('e-mails a senior a code and answers the session user and a custom token', async () => {
    const email = await addPerson('senior');
    const { session, idToken } = await signIn('senior', email);
    expect(session.message).toBe(SERVER_MESSAGES.signedIn);
    expect(session.user).toEqual({ role: 'senior', name: 'Kamala Rao', email, city: 'Pune', interests: ['Reading', 'Music'] });
    expect(idToken).toBeTruthy();

    const [mail] = await mailbox.to(email);
    expect(mail?.subject).toBe('Your Golden Hearts sign-in code');
    expect(mail?.text).toMatch(/sign in to Golden Hearts[\s\S]*valid for 10 minutes/);
    const account = await adminAuth().getUser(memberUid(email));
    expect(account.customClaims).toEqual({ role: 'senior', member: email });
  });

  it('signs a volunteer in with skills in the user, and again with the same account', async () => {
    const email = await addPerson('volunteer');
    const first = await signIn('volunteer', email);
    expect(first.session.user).toEqual({ role: 'volunteer', name: 'Aditi Sharma', email, city: 'Pune', skills: ['Reading', 'Music'] });
    await otpDoc('volunteer', email).delete(); // no cool-down wait: the first code is used up anyway
    const second = await signIn('volunteer', email);
    const uid = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { user_id: string }).user_id;
    expect(uid(second.idToken)).toBe(uid(first.idToken));
  });

  it('accepts the e-mail in any case and ignores the loginotp field when asking', async () => {
    const email = await addPerson('senior');
    const headers = newClientAddress();
    expect(await api('POST', '/login/senior', { email: email.toUpperCase(), loginotp: '999999' }, headers)).toMatchObject({
      status: 200,
      json: { message: SERVER_MESSAGES.codeSent },
    });
    const loginotp = await codeFromMail(email);
    expect((await api('POST', '/login/otp-verify/senior', { email: ` ${email.toUpperCase()}`, loginotp }, headers)).status).toBe(200);
  });

  it('never puts the code in the answer', async () => {
    const email = await addPerson('senior');
    const asked = await api('POST', '/login/senior', { email }, newClientAddress());
    expect(asked.text).not.toContain(await codeFromMail(email));
  });
});

describe('who may ask for a sign-in code', () => {
  it.each([
    ['volunteer', 'volunteerNotFound'],
    ['senior', 'seniorNotFound'],
  ] as const)("an e-mail not registered as %s gets 404 with the spec's message and the code the web app keys on", async (type, code) => {
    const email = newEmail('nobody');
    expect(await api('POST', `/login/${type}`, { email }, newClientAddress())).toMatchObject({
      status: 404,
      json: { message: SERVER_MESSAGES[code], code },
    });
    expect((await otpDoc(type, email).get()).exists).toBe(false);
  });

  it.each([
    ['senior', 'volunteer', 'registeredAsSenior'],
    ['volunteer', 'senior', 'registeredAsVolunteer'],
  ] as const)("a %s asking as a %s hears the spec's message with a code naming their role, and gets no code", async (role, asked, code) => {
    const email = await addPerson(role);
    expect(await api('POST', `/login/${asked}`, { email }, newClientAddress())).toMatchObject({
      status: 404,
      json: { message: SERVER_MESSAGES[asked === 'volunteer' ? 'volunteerNotFound' : 'seniorNotFound'], code },
    });
    expect((await otpDoc(asked, email).get()).exists).toBe(false);
    expect((await otpDoc(role, email).get()).exists).toBe(false);
    expect(await mailbox.to(email)).toEqual([]);
  });

  it('a code asked for as one type does not sign in as the other', async () => {
    const email = await addPerson('senior');
    const headers = newClientAddress();
    await api('POST', '/login/senior', { email }, headers);
    const loginotp = await codeFromMail(email);
    expect(await api('POST', '/login/otp-verify/volunteer', { email, loginotp }, headers)).toMatchObject({
      status: 400,
      json: { message: SERVER_MESSAGES.codeInvalid },
    });
  });
});

describe('bad sign-in input', () => {
  it.each(['/login/admin', '/login/Senior', '/login/otp-verify/admin', '/login/otp-verify/seniors'])(
    '%s: an unknown user type is a 400',
    async (path) => {
      const body = { email: newEmail('x'), loginotp: '123456' };
      expect(await api('POST', path, body, newClientAddress())).toMatchObject({
        status: 400,
        json: { message: 'User type must be senior or volunteer' },
      });
    },
  );

  it.each([
    ['no e-mail', '/login/senior', {}, 'Email is required'],
    ['a blank e-mail', '/login/senior', { email: '  ' }, 'Email is required'],
    ['an e-mail without a domain', '/login/volunteer', { email: 'kamala@' }, 'Please enter a valid email address'],
    ['a one-letter top-level domain', '/login/volunteer', { email: 'kamala@example.c' }, 'Please enter a valid email address'],
    ['a number for the e-mail', '/login/senior', { email: 42 }, 'Email is required'],
    ['no code', '/login/otp-verify/senior', { email: 'kamala@example.com' }, 'Code is required'],
    ['a blank code', '/login/otp-verify/senior', { email: 'kamala@example.com', loginotp: ' ' }, 'Code is required'],
    [
      'a seven-character code',
      '/login/otp-verify/senior',
      { email: 'kamala@example.com', loginotp: '1234567' },
      'The code has at most 6 characters',
    ],
    ['no e-mail with a code', '/login/otp-verify/volunteer', { loginotp: '123456' }, 'Email is required'],
  ])('%s is a 400 naming the problem', async (_case, path, body, message) => {
    expect(await api('POST', path, body, newClientAddress())).toMatchObject({ status: 400, json: { message } });
  });

  it.each(['/login/senior', '/login/otp-verify/volunteer'])('malformed JSON to %s is a 400', async (path) => {
    for (const body of ['{"email": ', '"kamala@example.com"']) {
      expect((await api('POST', path, body, newClientAddress())).status).toBe(400);
    }
    expect(await api('POST', path, '[]', newClientAddress())).toMatchObject({ status: 400, json: { message: SERVER_MESSAGES.badJson } });
  });
});
