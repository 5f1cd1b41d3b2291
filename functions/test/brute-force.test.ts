/**
 * Guessing a code: a few hundred guesses at one sign-in code, many at a time, with the right code
 * hidden among them well past the allowed tries. None may answer with a session.
 * `npm run bench:brute-force` sends 10,000 the same way (BRUTE_FORCE_GUESSES) and prints their rate.
 */
import { describe, expect, it } from 'vitest';
import { OTP_MAX_WRONG_TRIES } from '@gh/common/constants';
import { api, newClientAddress } from '@gh/testkit/stack';
import { addPerson, codeFromMail, otpDoc } from '@gh/testkit/identity';

/** Far more than the OTP_MAX_WRONG_TRIES checked, so most race the tries' count. */
const GUESSES = Number(process.env.BRUTE_FORCE_GUESSES) || 300;
/**
 * Requests in flight at once. The Functions emulator runs one request per worker process and
 * starts a new process for each concurrent one, so this is kept to what a shared two-core
 * machine can start; every guess still races the others for its try's number.
 */
const CONCURRENCY = 16;

describe('guessing a code', () => {
  it(`${GUESSES.toLocaleString('en')} guesses, ${CONCURRENCY} at a time, give no session`, { timeout: 300_000 }, async () => {
    const email = await addPerson('senior');
    const headers = newClientAddress();
    expect((await api('POST', '/login/senior', { email }, headers)).status).toBe(200);
    const code = await codeFromMail(email);

    // Every code but the right one, then the right one at a few places well past the first tries.
    const guesses = Array.from({ length: GUESSES }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    for (const at of [Math.floor(GUESSES / 3), Math.floor((GUESSES * 2) / 3), GUESSES - 1]) guesses[at] = code;

    const statuses = new Map<number, number>();
    const messages = new Map<string, number>();
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < guesses.length) {
          const loginotp = guesses[next++]!;
          const answer = await api('POST', '/login/otp-verify/senior', { email, loginotp }, headers);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const message = String(answer.json?.code);
          messages.set(message, (messages.get(message) ?? 0) + 1);
          expect(answer.json?.token).toBeUndefined();
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    console.log(`${GUESSES} guesses in ${seconds.toFixed(1)} s (${(GUESSES / seconds).toFixed(0)}/s):`, Object.fromEntries(messages));

    expect(Object.fromEntries(statuses)).toEqual({ 400: GUESSES });
    // Only the first few tries were checked against the code at all.
    expect(messages.get('codeWrong') ?? 0).toBeLessThanOrEqual(OTP_MAX_WRONG_TRIES - 1);
    expect((messages.get('codeTriesUsed') ?? 0) + (messages.get('codeInvalid') ?? 0)).toBe(GUESSES - (messages.get('codeWrong') ?? 0));
    // Each checked try took its own number, so exactly the allowed ones were counted, however
    // many raced in at once.
    expect((await otpDoc('senior', email).get()).get('attempts')).toBe(OTP_MAX_WRONG_TRIES);
  });
});
