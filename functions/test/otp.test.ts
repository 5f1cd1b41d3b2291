/**
 * The rules of one-time codes over HTTP: expiry, single use, five tries, the resend cool-down
 * and the hourly limit per client address (code-requests.test.ts: asking for someone else).
 */
import { describe, expect, it } from 'vitest';
import { OTP_MAX_WRONG_TRIES, OTP_RATE_LIMITS } from '@gh/common/constants';
import { SERVER_MESSAGES, codeWrongMessage } from '@gh/common/messages';
import { api, mailbox, newClientAddress } from '@gh/testkit/stack';
import { addPerson, codeFromMail, endCooldown, newEmail, otpDoc, personDoc, seniorForm } from '@gh/testkit/identity';
import { inOneWindow } from '@gh/testkit/limits';

/** A senior with a fresh sign-in code; answers what a caller needs to try it. */
async function seniorWithCode() {
  const email = await addPerson('senior');
  const headers = newClientAddress();
  expect((await api('POST', '/login/senior', { email }, headers)).status).toBe(200);
  const code = await codeFromMail(email);
  const verify = (loginotp: string) => api('POST', '/login/otp-verify/senior', { email, loginotp }, headers);
  return { email, headers, code, verify };
}

/** A six-digit code that is not `code`. */
const wrong = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

const invalid = { status: 400, json: { message: SERVER_MESSAGES.codeInvalid } };

describe('a code', () => {
  it('expires after its ten minutes', async () => {
    const { email, code, verify } = await seniorWithCode();
    await otpDoc('senior', email).update({ expiresAt: Date.now() - 1 });
    expect(await verify(code)).toMatchObject({ status: 400, json: { message: SERVER_MESSAGES.codeExpired, code: 'codeExpired' } });
  });

  it('is valid until then', async () => {
    const { email, code, verify } = await seniorWithCode();
    const { expiresAt, sentAt } = (await otpDoc('senior', email).get()).data() as { expiresAt: number; sentAt: number };
    expect(expiresAt - sentAt).toBe(10 * 60_000);
    expect((await verify(code)).status).toBe(200);
  });

  it('works once', async () => {
    const { code, verify } = await seniorWithCode();
    expect((await verify(code)).status).toBe(200);
    expect(await verify(code)).toMatchObject(invalid);
  });

  it('works once even when many uses are sent together', async () => {
    const { code, verify } = await seniorWithCode();
    // Modest: the Functions emulator starts a worker process per concurrent request.
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify(code)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    // Used, or (tries counted past the limit by the race) void: never "not right", never signed in.
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(400);
      expect(['codeInvalid', 'codeTriesUsed']).toContain(answer.json?.code);
    }
  });

  it('works once when 20 uses are sent together, every time', { timeout: 120_000 }, async () => {
    // Each try takes its own number, so the right code is checked by the first tries however
    // their writes and reads interleave (counting then reading back once refused them all).
    for (let round = 0; round < 3; round++) {
      const { code, verify } = await seniorWithCode();
      const answers = await Promise.all(Array.from({ length: 20 }, () => verify(code)));
      expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([200, ...Array<number>(19).fill(400)]);
      for (const answer of answers.filter((a) => a.status !== 200)) expect(['codeInvalid', 'codeTriesUsed']).toContain(answer.json?.code);
    }
  });

  it.each([
    ['wrong guesses', false],
    ['wrong guesses and the right code', true],
  ])(
    `checks only the first ${OTP_MAX_WRONG_TRIES} of 20 %s sent together, each with its own number`,
    { timeout: 120_000 },
    async (_case, withRight) => {
      const { email, code, verify } = await seniorWithCode();
      const guesses = Array.from({ length: 20 }, (_, i) => (withRight && i === 10 ? code : wrong(code, i + 1)));
      const answers = await Promise.all(guesses.map((guess) => verify(guess)));
      const signedIn = answers.filter((a) => a.status === 200);
      expect(signedIn.length).toBeLessThanOrEqual(withRight ? 1 : 0);
      for (const answer of answers.filter((a) => a.status !== 200)) {
        expect(answer.status).toBe(400);
        expect(['codeWrong', 'codeTriesUsed', 'codeInvalid']).toContain(answer.json?.code);
      }
      // Every wrong try that was checked says a different number of tries left.
      const left = answers
        .filter((a) => a.json?.code === 'codeWrong')
        .map((a) => String(a.json?.message))
        .sort();
      expect(new Set(left).size).toBe(left.length);
      if (signedIn.length === 0) {
        // All the checked tries were wrong: exactly the first ones, no more.
        const all = Array.from({ length: OTP_MAX_WRONG_TRIES - 1 }, (_, i) => codeWrongMessage(i + 1)).sort();
        expect(left).toEqual(all);
        expect((await otpDoc('senior', email).get()).get('attempts')).toBe(OTP_MAX_WRONG_TRIES);
        expect(await verify(code)).toMatchObject({ status: 400, json: { code: 'codeTriesUsed' } });
      } else {
        expect(left.length).toBeLessThanOrEqual(OTP_MAX_WRONG_TRIES - 1);
      }
    },
  );

  it(`allows ${OTP_MAX_WRONG_TRIES} tries: after ${OTP_MAX_WRONG_TRIES} wrong ones even the right code fails`, async () => {
    const { code, verify } = await seniorWithCode();
    // Each wrong try says how many are left.
    for (let i = 1; i < OTP_MAX_WRONG_TRIES; i++) {
      expect(await verify(wrong(code, i))).toMatchObject({
        status: 400,
        json: { message: codeWrongMessage(OTP_MAX_WRONG_TRIES - i), code: 'codeWrong' },
      });
    }
    // The last try says the code is now void, and so does every try after it.
    const triesUsed = { status: 400, json: { message: SERVER_MESSAGES.codeTriesUsed, code: 'codeTriesUsed' } };
    expect(await verify(wrong(code, OTP_MAX_WRONG_TRIES))).toMatchObject(triesUsed);
    expect(await verify(code)).toMatchObject(triesUsed);
  });

  it(`is still good after ${OTP_MAX_WRONG_TRIES - 1} wrong tries`, async () => {
    const { code, verify } = await seniorWithCode();
    for (let i = 1; i < OTP_MAX_WRONG_TRIES; i++) expect((await verify(wrong(code, i))).status).toBe(400);
    expect((await verify(code)).status).toBe(200);
  });

  it('for signing in does not finish a registration, and still signs in after the try', async () => {
    const { email, headers, code, verify } = await seniorWithCode();
    // Her address is registered: that is the answer (registered-verify.test.ts), and no code is tried.
    expect(await api('POST', '/otp-verify/senior', { email, otp: code }, headers)).toMatchObject({
      status: 409,
      json: { code: 'emailExists' },
    });
    expect((await verify(code)).status).toBe(200);
  });

  it('for a registration does not sign in', async () => {
    const form = seniorForm();
    const headers = newClientAddress();
    await api('POST', '/register/senior', form, headers);
    const otp = await codeFromMail(form.email);
    expect(await api('POST', '/login/otp-verify/senior', { email: form.email, loginotp: otp }, headers)).toMatchObject(invalid);
    expect((await api('POST', '/otp-verify/senior', { email: form.email, otp }, headers)).status).toBe(200);
  });

  it('is stored only as a hash', async () => {
    const { email, code } = await seniorWithCode();
    const stored = JSON.stringify((await otpDoc('senior', email).get()).data());
    expect(stored).not.toContain(code);
  });
});

describe('asking again', () => {
  it('within a minute is refused with a Retry-After, saying the code sent still works; afterwards it is mailed again', async () => {
    const { email, headers, code: first, verify } = await seniorWithCode();
    const again = await api('POST', '/login/senior', { email }, headers);
    expect(again).toMatchObject({ status: 429, json: { message: SERVER_MESSAGES.codeStillWorks } });
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await mailbox.to(email)).toHaveLength(1);

    await endCooldown('senior', email);
    expect((await api('POST', '/login/senior', { email }, headers)).status).toBe(200);
    expect(await codeFromMail(email, 2)).toBe(first);
    expect((await verify(first)).status).toBe(200);
  });

  it('keeps a registration in waiting when the form is sent twice, and the form that waits is the first', async () => {
    const form = seniorForm();
    const headers = newClientAddress();
    expect((await api('POST', '/register/senior', form, headers)).status).toBe(200);
    expect(await api('POST', '/register/senior', { ...form, city: 'Mumbai' }, headers)).toMatchObject({
      status: 429,
      json: { message: SERVER_MESSAGES.codeStillWorks },
    });
    await endCooldown('senior', form.email);
    expect((await api('POST', '/register/senior', { ...form, city: 'Mumbai' }, headers)).status).toBe(200);
    const otp = await codeFromMail(form.email, 2);
    expect((await api('POST', '/otp-verify/senior', { email: form.email, otp }, headers)).status).toBe(200);
    // registration-details.test.ts: the page sends its own form with the code instead.
    expect((await personDoc('senior', form.email).get()).get('city')).toBe('Pune');
  });
});

describe('one live code per person', () => {
  it('asked again after the cool-down, mails the same code again, and it works', async () => {
    const form = seniorForm();
    const headers = newClientAddress();
    expect((await api('POST', '/register/senior', form, headers)).status).toBe(200);
    const first = await codeFromMail(form.email);
    await endCooldown('senior', form.email);
    expect((await api('POST', '/register/senior', form, headers)).status).toBe(200);
    expect(await codeFromMail(form.email, 2)).toBe(first);
    expect((await api('POST', '/otp-verify/senior', { email: form.email, otp: first }, headers)).status).toBe(200);
  });

  it.each([
    ['a first code', false],
    ['a code asked for again after the cool-down', true],
  ])(
    '20 identical registrations at once for %s mail one code (or are refused), and that code works',
    async (_case, again) => {
      const form = seniorForm();
      if (again) {
        expect((await api('POST', '/register/senior', form, newClientAddress())).status).toBe(200);
        await codeFromMail(form.email);
        await endCooldown('senior', form.email);
      }
      const answers = await Promise.all(Array.from({ length: 20 }, () => api('POST', '/register/senior', form, newClientAddress())));
      const statuses = answers.map((answer) => answer.status);
      expect(
        statuses.filter((status) => status !== 200 && status !== 429),
        statuses.join(),
      ).toEqual([]);
      const sent = statuses.filter((status) => status === 200).length + (again ? 1 : 0);
      expect(sent).toBeGreaterThan(again ? 1 : 0);
      await codeFromMail(form.email, sent);
      const codes = new Set((await mailbox.to(form.email)).map((mail) => /^ {4}(\d{6})$/m.exec(mail.text ?? '')?.[1]));
      expect([...codes]).toHaveLength(1);
      const [otp] = [...codes];
      expect((await api('POST', '/otp-verify/senior', { email: form.email, otp }, newClientAddress())).status).toBe(200);
    },
    120_000,
  );
});

describe('the hourly limit per client address', () => {
  it(`take at most ${OTP_RATE_LIMITS.perAddress} code requests an hour from one address`, { timeout: 180_000 }, async () => {
    // The requests take about 20 s; all must land in one window of the hour's count.
    await inOneWindow('address', 60_000);
    const headers = newClientAddress();
    for (let i = 0; i < OTP_RATE_LIMITS.perAddress; i++) {
      expect((await api('POST', '/login/senior', { email: newEmail('probe') }, headers)).status).toBe(404);
    }

    const email = await addPerson('senior');
    expect(await api('POST', '/login/senior', { email }, headers)).toMatchObject({
      status: 429,
      json: { message: SERVER_MESSAGES.codeRequestsLimited },
    });
    expect(await api('POST', '/register/senior', seniorForm(), headers)).toMatchObject({ status: 429 });
    // Another address is not held back.
    expect((await api('POST', '/login/senior', { email }, newClientAddress())).status).toBe(200);
  });
});
