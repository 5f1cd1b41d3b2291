/**
 * POST /login/phone/request and POST /login/phone/verify over HTTP: the SMS itself is the Auth
 * emulator's phone provider, its codes read from its verificationCodes endpoint. A proven
 * number signs in as the person it belongs to now, with the same member session as an e-mail
 * code, and never as anyone else.
 */
import { describe, expect, it } from 'vitest';
import { PHONE_SIGN_IN } from '@gh/common/constants';
import type { VerifiedSession } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { SUPPORT } from '@gh/common/support';
import { memberUid } from '../src/services/identity/member-identity.ts';
import { addressOf, api, idTokenFor, newClientAddress } from '@gh/testkit/stack';
import { adminAuth, bearer, signIn } from '@gh/testkit/identity';
import { fillLimit } from '@gh/testkit/limits';
import { addMember, newCity, postForm } from '@gh/testkit/members';
import { e164, newMobile, phoneIdToken } from '@gh/testkit/phone';

const askSms = (phone: string, from = newClientAddress()) => api('POST', '/login/phone/request', { phone }, from);
const exchange = (body: unknown) => api('POST', '/login/phone/verify', body, newClientAddress());
const uidOf = (idToken: string) => (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { user_id: string }).user_id;

/** A senior registered with a fresh mobile number. */
const seniorWith = (phone = newMobile(), name?: string) => addMember('senior', { city: newCity(), phone, ...(name && { name }) });

/** The senior's /profile save with another phone. */
const changePhone = (senior: { email: string; token: string }, phone: string) =>
  postForm(
    `/senior/senior/${encodeURIComponent(senior.email)}`,
    {
      name: 'Kamala Rao',
      address: '4 Shanti Niwas',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411004',
      ename: 'Anil Rao',
      ephone: '+91 98220 33333',
      erelation: 'Son',
      interests: 'Reading',
      phone,
    },
    senior.token,
  );

describe('signing in with a mobile number', () => {
  it('allows the SMS for a registered number, then answers the same member session as an e-mail code', async () => {
    const senior = await seniorWith();
    const asked = await askSms(senior.doc.phone);
    expect(asked).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.phoneCodeAllowed } });

    const answer = await exchange({ idToken: await phoneIdToken(senior.doc.phone) });
    expect(answer.status, answer.text).toBe(200);
    const session = answer.json as unknown as VerifiedSession;
    expect(session).toMatchObject({ message: SERVER_MESSAGES.signedIn, user: { role: 'senior', email: senior.email, name: 'Kamala Rao' } });
    const memberToken = await idTokenFor(session.token);
    expect(uidOf(memberToken)).toBe(memberUid(senior.email));
    expect((await adminAuth().getUser(memberUid(senior.email))).customClaims).toEqual({ role: 'senior', member: senior.email });
    // The member session reads her own record, as after an e-mail code.
    expect((await api('GET', `/senior/${encodeURIComponent(senior.email)}`, undefined, bearer(memberToken))).status).toBe(200);
  });

  it('signs the same account in by phone and by e-mail', async () => {
    const volunteer = await addMember('volunteer', { city: newCity(), phone: newMobile() });
    const byPhone = (await exchange({ idToken: await phoneIdToken(volunteer.doc.phone) })).json as unknown as VerifiedSession;
    const byMail = await signIn('volunteer', volunteer.email);
    expect(uidOf(await idTokenFor(byPhone.token))).toBe(uidOf(byMail.idToken));
    expect(byPhone.user).toEqual(byMail.session.user);
  });

  it('takes the number with or without +91, with spaces, dashes or a leading 0', async () => {
    const mobile = newMobile();
    const digits = mobile.replace(/\D/g, '');
    const senior = await seniorWith(`0${digits}`);
    expect(senior.doc.phoneKey).toBe(e164(mobile));
    for (const typed of [digits, `+91 ${mobile}`, `+91-${digits.slice(0, 5)}-${digits.slice(5)}`, `0${digits}`, ` ${mobile} `]) {
      expect((await askSms(typed)).status, typed).toBe(200);
    }
    expect((await exchange({ idToken: await phoneIdToken(mobile) })).json).toMatchObject({ user: { email: senior.email } });
  });

  it('a shared phone: answers whom to choose, then signs in only the one chosen, with the same proof', async () => {
    const phone = newMobile();
    const [kamala, ramesh] = [await seniorWith(phone, 'Kamala Rao'), await seniorWith(`+91${phone.replace(/\D/g, '')}`, 'Ramesh Rao')];
    const idToken = await phoneIdToken(phone);

    const choice = await exchange({ idToken });
    expect(choice.status).toBe(200);
    expect(choice.json).toEqual({
      message: SERVER_MESSAGES.choosePerson,
      people: expect.arrayContaining([
        { role: 'senior', name: 'Kamala Rao', email: kamala.email },
        { role: 'senior', name: 'Ramesh Rao', email: ramesh.email },
      ]),
    });
    expect(choice.json).not.toHaveProperty('token');

    const chosen = await exchange({ idToken, person: { role: 'senior', email: ramesh.email.toUpperCase() } });
    expect(chosen.json).toMatchObject({ user: { email: ramesh.email } });
    expect(uidOf(await idTokenFor((chosen.json as unknown as VerifiedSession).token))).toBe(memberUid(ramesh.email));
  });

  it('never signs in as someone the number does not belong to', async () => {
    const phone = newMobile();
    await seniorWith(phone);
    const stranger = await seniorWith();
    const idToken = await phoneIdToken(phone);
    // Another person's e-mail, or the right e-mail as the wrong role.
    expect(await exchange({ idToken, person: { role: 'senior', email: stranger.email } })).toMatchObject({
      status: 403,
      json: { code: 'forbidden' },
    });
    expect(await exchange({ idToken, person: { role: 'volunteer', email: stranger.email } })).toMatchObject({
      status: 403,
      json: { code: 'forbidden' },
    });
  });

  it('a changed number: the old one signs her in no more, the new one does', async () => {
    const [before, after] = [newMobile(), newMobile()];
    const senior = await seniorWith(before);
    const oldProof = await phoneIdToken(before);
    const saved = await changePhone(senior, after);
    expect(saved.status, saved.json.message).toBe(200);
    // Even a proof made before the change.
    expect(await exchange({ idToken: oldProof })).toMatchObject({ status: 404, json: { code: 'phoneNotRegistered' } });
    expect(await askSms(before)).toMatchObject({ status: 404, json: { code: 'phoneNotRegistered' } });
    expect((await exchange({ idToken: await phoneIdToken(after) })).json).toMatchObject({ user: { email: senior.email } });
  });

  it('a number moved between people signs in only the one who has it now', async () => {
    const [first, second] = [newMobile(), newMobile()];
    const kamala = await seniorWith(first, 'Kamala Rao');
    const ramesh = await seniorWith(second, 'Ramesh Rao');
    expect((await changePhone(kamala, newMobile())).status).toBe(200);
    expect((await changePhone(ramesh, first)).status).toBe(200);
    const proof = await phoneIdToken(first);
    expect((await exchange({ idToken: proof })).json).toMatchObject({ user: { email: ramesh.email } });
    expect(await exchange({ idToken: proof, person: { role: 'senior', email: kamala.email } })).toMatchObject({ status: 403 });
  });

  it('a number nobody registered: no SMS, and the refusal offers the e-mail and the support number', async () => {
    const asked = await askSms(newMobile());
    expect(asked).toMatchObject({ status: 404, json: { code: 'phoneNotRegistered', message: SERVER_MESSAGES.phoneNotRegistered } });
    expect(asked.json?.message).toContain(SUPPORT.phone);
    expect(await exchange({ idToken: await phoneIdToken(newMobile()) })).toMatchObject({
      status: 404,
      json: { code: 'phoneNotRegistered' },
    });
  });
});

describe('what the exchange refuses', () => {
  it('a member session, a token that is no token, odd and huge bodies', async () => {
    const senior = await seniorWith();
    expect(await exchange({ idToken: senior.token })).toMatchObject({
      status: 401,
      json: { code: 'phoneProofInvalid', message: SERVER_MESSAGES.phoneProofInvalid },
    });
    expect(await exchange({ idToken: 'not-a-token' })).toMatchObject({ status: 401, json: { code: 'phoneProofInvalid' } });
    expect(await exchange({})).toMatchObject({ status: 400, json: { code: 'invalidInput' } });
    expect(await exchange({ idToken: 'x'.repeat(5000) })).toMatchObject({ status: 400, json: { code: 'invalidInput' } });
    expect(await exchange({ idToken: await phoneIdToken(senior.doc.phone), person: { role: 'admin', email: senior.email } })).toMatchObject(
      { status: 400 },
    );
    expect(await exchange('[]')).toMatchObject({ status: 400, json: { code: 'badJson' } });
  });

  it('the phone sign-in itself is no member session: no route about a person takes it', async () => {
    const senior = await seniorWith();
    const phoneToken = await phoneIdToken(senior.doc.phone);
    for (const [method, path, body] of [
      ['GET', `/senior/${encodeURIComponent(senior.email)}`, undefined],
      ['POST', '/senior/matches', { email: senior.email }],
      ['PUT', '/language', { lang: 'hi' }],
    ] as const) {
      expect((await api(method, path, body, bearer(phoneToken))).status, path).toBe(401);
    }
  });

  it('twenty identical exchanges sent together: one account, the same person every time', async () => {
    const senior = await seniorWith();
    const idToken = await phoneIdToken(senior.doc.phone);
    const answers = await Promise.all(Array.from({ length: 20 }, () => exchange({ idToken })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const uids = await Promise.all(
      answers.map(async (answer) => uidOf(await idTokenFor((answer.json as unknown as VerifiedSession).token))),
    );
    expect(new Set(uids)).toEqual(new Set([memberUid(senior.email)]));
  });
});

describe('limits on codes by SMS', () => {
  it('per number: a handful an hour, then a 429 that says when and gives the support number', async () => {
    const senior = await seniorWith();
    const answers = await Promise.all(Array.from({ length: 20 }, () => askSms(senior.doc.phone)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(PHONE_SIGN_IN.codesPerNumber);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.json).toEqual({ code: 'phoneCodesLimited', message: SERVER_MESSAGES.phoneCodesLimited });
    expect(refused.json?.message).toContain(SUPPORT.phone);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(PHONE_SIGN_IN.windowMs / 1000);
    // Another number from the same address is still served.
    expect((await askSms((await seniorWith()).doc.phone)).status).toBe(200);
  });

  it('per address, counted with the e-mail codes, before anything is looked up', async () => {
    const senior = await seniorWith();
    const from = newClientAddress();
    const full = await fillLimit('address', addressOf(from)!);
    try {
      const refused = await askSms(senior.doc.phone, from);
      expect(refused).toMatchObject({ status: 429, json: { code: 'phoneCodesLimited' } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Unknown numbers too: probing numbers costs the same.
      expect(await askSms(newMobile(), from)).toMatchObject({ status: 429 });
      expect(await api('POST', '/login/senior', { email: senior.email }, from)).toMatchObject({
        status: 429,
        json: { code: 'codeRequestsLimited' },
      });
    } finally {
      await full.release();
    }
    expect((await askSms(senior.doc.phone, from)).status).toBe(200);
  });

  it('odd numbers are refused as input, never sent', async () => {
    for (const phone of ['12345', '+1 415 555 0100', '98220 1111', 'नौ आठ', '9'.repeat(41)]) {
      expect(await askSms(phone), phone).toMatchObject({ status: 400, json: { code: 'invalidInput' } });
    }
    expect(await api('POST', '/login/phone/request', {}, newClientAddress())).toMatchObject({ status: 400 });
  });
});
