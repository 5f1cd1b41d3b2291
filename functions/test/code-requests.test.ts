/**
 * Asking for codes for someone else's address: a stranger's requests never keep the person
 * from a working code for more than a minute, the mail to the address stays bounded, and every
 * refusal says whether the code already sent still works and gives the support phone number.
 */
import { describe, expect, it } from 'vitest';
import { OTP_MAILS_PER_CODE, OTP_MAX_WRONG_TRIES, OTP_RATE_LIMITS, OTP_RESEND_COOLDOWN_MS, OTP_TTL_MS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { SUPPORT } from '@gh/common/support';
import { api, mailbox, newClientAddress } from '@gh/testkit/stack';
import { addPerson, codeFromMail, endCooldown, otpDoc, register, seniorForm, signIn } from '@gh/testkit/identity';
import { fillLimit } from '@gh/testkit/limits';

const askFrom = (from: Record<string, string>, email: string) => api('POST', '/login/senior', { email }, from);
const verify = (email: string, loginotp: string) => api('POST', '/login/otp-verify/senior', { email, loginotp }, newClientAddress());
const codesMailed = async (email: string) => new Set((await mailbox.to(email)).map((mail) => /^ {4}(\d{6})$/m.exec(mail.text ?? '')?.[1]));
/** A six-digit code that is not `code`. */
const wrong = (code: string, n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

describe('a stranger asking for a person’s codes', () => {
  it('a minute apart, mails the same code at most three times, and her own request is told it still works', async () => {
    const email = await addPerson('senior');
    const stranger = newClientAddress();
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(await askFrom(stranger, email));
      await endCooldown('senior', email);
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429, 429]);
    await codeFromMail(email, OTP_MAILS_PER_CODE);
    expect(await mailbox.to(email)).toHaveLength(OTP_MAILS_PER_CODE);
    expect(await codesMailed(email)).toHaveProperty('size', 1);

    // Her own request, from her own machine: the refusal says her code works and how to reach us.
    const hers = await askFrom(newClientAddress(), email);
    expect(hers).toMatchObject({ status: 429, json: { code: 'codeStillWorks', message: SERVER_MESSAGES.codeStillWorks } });
    expect(hers.json?.message).toContain(SUPPORT.phone);
    // She may ask again once the code has run out (ten minutes after its last mailing).
    expect(Number(hers.headers.get('retry-after'))).toBeGreaterThan(OTP_TTL_MS / 1000 - 60);
    expect(Number(hers.headers.get('retry-after'))).toBeLessThanOrEqual(OTP_TTL_MS / 1000);
    const [code] = await codesMailed(email);
    expect((await verify(email, code!)).status).toBe(200);
  });

  it('inside the minute, is refused saying the code sent still works, with the phone and the seconds to wait', async () => {
    const email = await addPerson('senior');
    expect((await askFrom(newClientAddress(), email)).status).toBe(200);
    const hers = await askFrom(newClientAddress(), email);
    expect(hers).toMatchObject({ status: 429, json: { code: 'codeStillWorks', message: SERVER_MESSAGES.codeStillWorks } });
    expect(Number(hers.headers.get('retry-after'))).toBeLessThanOrEqual(OTP_RESEND_COOLDOWN_MS / 1000);
    expect((await verify(email, await codeFromMail(email))).status).toBe(200);
  });

  it('cannot hold her back once the code no longer works: her next request mails a new one', async () => {
    const email = await addPerson('senior');
    const stranger = newClientAddress();
    expect((await askFrom(stranger, email)).status).toBe(200);
    const first = await codeFromMail(email);
    // The stranger spends the code's tries.
    for (let n = 1; n <= OTP_MAX_WRONG_TRIES; n++) expect((await verify(email, wrong(first, n))).status).toBe(400);

    // Inside the minute after the last mail: wait, says the refusal, with the phone.
    const soon = await askFrom(newClientAddress(), email);
    expect(soon).toMatchObject({ status: 429, json: { code: 'codeCooldown', message: SERVER_MESSAGES.codeCooldown } });
    expect(soon.json?.message).toContain(SUPPORT.phone);
    expect(Number(soon.headers.get('retry-after'))).toBeLessThanOrEqual(OTP_RESEND_COOLDOWN_MS / 1000);

    await endCooldown('senior', email);
    expect((await askFrom(newClientAddress(), email)).status).toBe(200);
    const second = await codeFromMail(email, 2);
    expect(second).not.toBe(first);
    expect((await verify(email, second)).status).toBe(200);
  });

  it('cannot hold her back past a code’s life either: once it has run out, a new code goes at once', async () => {
    const email = await addPerson('senior');
    const stranger = newClientAddress();
    for (let i = 0; i < OTP_MAILS_PER_CODE; i++) {
      expect((await askFrom(stranger, email)).status).toBe(200);
      await endCooldown('senior', email);
    }
    await otpDoc('senior', email).update({ expiresAt: Date.now() - 1 });
    expect((await askFrom(newClientAddress(), email)).status).toBe(200);
    const fresh = await codeFromMail(email, OTP_MAILS_PER_CODE + 1);
    expect((await verify(email, fresh)).status).toBe(200);
  });

  it('twenty sent together mail one code, and the others are told it still works', { timeout: 120_000 }, async () => {
    const email = await addPerson('senior');
    const answers = await Promise.all(Array.from({ length: 20 }, () => askFrom(newClientAddress(), email)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(19).fill(429)]);
    for (const answer of answers.filter((one) => one.status === 429)) expect(answer.json?.code).toBe('codeStillWorks');
    const code = await codeFromMail(email);
    expect(await mailbox.to(email)).toHaveLength(1);
    expect((await verify(email, code)).status).toBe(200);
  });
});

describe('a person asking for her own codes', () => {
  it('registers and signs in four times within the hour, each time with a code at once', async () => {
    const form = seniorForm();
    await register('senior', form);
    for (let i = 0; i < 4; i++) await signIn('senior', form.email);
    expect(await mailbox.to(form.email)).toHaveLength(5);
  });
});

describe('wrong tries', () => {
  it('are counted per e-mail; past the hour’s limit no new code is made, and the refusal gives the phone', async () => {
    const email = await addPerson('senior');
    expect((await askFrom(newClientAddress(), email)).status).toBe(200);
    const code = await codeFromMail(email);
    for (let n = 1; n < OTP_MAX_WRONG_TRIES; n++) expect((await verify(email, wrong(code, n))).status).toBe(400);

    const full = await fillLimit('wrongTries', email);
    try {
      // The code already sent still works and is mailed again; the limit holds back only new codes.
      await endCooldown('senior', email);
      expect((await askFrom(newClientAddress(), email)).status).toBe(200);
      await otpDoc('senior', email).update({ attempts: OTP_MAX_WRONG_TRIES });
      await endCooldown('senior', email);
      const refused = await askFrom(newClientAddress(), email);
      expect(refused).toMatchObject({ status: 429, json: { code: 'codeRequestsLimited', message: SERVER_MESSAGES.codeRequestsLimited } });
      expect(refused.json?.message).toContain(SUPPORT.phone);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(OTP_RATE_LIMITS.windowMs / 1000);
    } finally {
      await full.release();
    }
  });

  it('every wrong try of any of the address’s codes counts toward the limit', async () => {
    const email = await addPerson('senior');
    const full = await fillLimit('wrongTries', email, OTP_MAX_WRONG_TRIES - 1);
    try {
      expect((await askFrom(newClientAddress(), email)).status).toBe(200);
      const code = await codeFromMail(email);
      for (let n = 1; n <= OTP_MAX_WRONG_TRIES - 1; n++) expect((await verify(email, wrong(code, n))).status).toBe(400);
      await otpDoc('senior', email).update({ attempts: OTP_MAX_WRONG_TRIES });
      await endCooldown('senior', email);
      expect(await askFrom(newClientAddress(), email)).toMatchObject({ status: 429, json: { code: 'codeRequestsLimited' } });
    } finally {
      await full.release();
    }
  });
});
