/**
 * Squatting an applicant's e-mail: a stranger applies with someone's address first. The owner
 * of the address can still apply: her application gets the spec's answer, and her inbox a mail
 * (with none of either sender's words) whose link makes hers replace the stranger's. Only the
 * inbox's owner can follow it; it works once, and its application kept aside goes when it expires.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, getApps } from 'firebase-admin/app';
import { readReplaceLink } from '@gh/common/code-link';
import { APPLICATION_STATUS, COLLECTIONS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { api, mailbox, newClientAddress } from '@gh/testkit/stack';
import {
  adminCall, applicationFields, apply, bucket, decide, decideFinally, storedApplication, submittedApplication,
} from '@gh/testkit/applicant';
import { fixture } from '@gh/testkit/fixtures';
import { db, linkFromMail } from '@gh/testkit/identity';

afterAll(() => Promise.all(getApps().map((app) => deleteApp(app))));

const PHISH = 'Your pension is blocked. Verify at https://evil.example/kyc';

const strangers = (): Record<string, string> => ({ ...applicationFields(), fullName: 'Mr Stranger', motivation: PHISH });
const hers = (email: string): Record<string, string> => ({ ...applicationFields(email), fullName: 'Meera Iyer', contact: '+91 98220 55555' });
const pdf = (filename: string) => ({ filename, bytes: fixture('letter.pdf'), type: 'application/pdf' });

const replace = (token: string) => api('POST', '/volunteer/volunteer/application/replace', { token }, newClientAddress());
const offers = (email: string) => db().collection(COLLECTIONS.applicationReplacements).where('email', '==', email).get();
const resumesOf = async (email: string) => (await bucket().getFiles({ prefix: `resumes/${email}/` }))[0].map((file) => file.name).sort();

/** The stranger's application on file, then hers sent again: answers her token and her answer. */
async function squattedThenHers() {
  const squat = strangers();
  const email = squat.email!;
  expect((await apply(squat, pdf('stranger.pdf'))).status).toBe(200);
  await mailbox.waitFor(email, /received/);
  const answer = await apply(hers(email), pdf('meera.pdf'));
  const link = await linkFromMail(email, 2);
  return { email, answer, link, token: readReplaceLink(new URL(link).hash) ?? '' };
}

describe('an address someone else applied with', () => {
  it('her application gets the spec’s answer, and her inbox a link with none of either sender’s words', async () => {
    const { email, answer, link } = await squattedThenHers();
    expect(answer).toEqual({ status: 409, json: { message: SERVER_MESSAGES.applicationAlreadySubmitted, code: 'applicationAlreadySubmitted' } });
    expect(link).toMatch(/\/apply#replace=[\w-]{43}$/);
    const offer = (await mailbox.to(email)).at(-1)!;
    expect(offer.subject).toBe('Your Golden Hearts application was sent again');
    for (const words of ['Stranger', 'Meera', 'evil.example', 'pension', '98220']) expect(`${offer.subject}\n${offer.text}`).not.toContain(words);
    // Nothing changed yet: the stranger's application is the one on file.
    expect(await storedApplication(email)).toMatchObject({ fullName: 'Mr Stranger', status: APPLICATION_STATUS.submitted });
  });

  it('following the link makes hers the application on file, with her resume; the stranger’s is gone', async () => {
    const { email, token } = await squattedThenHers();
    expect(await replace(token)).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.applicationReplaced } });
    const stored = await storedApplication(email);
    expect(stored).toMatchObject({ fullName: 'Meera Iyer', contact: '+91 98220 55555', status: APPLICATION_STATUS.submitted });
    expect(stored?.resume?.filename).toBe('meera.pdf');
    expect(await resumesOf(email)).toEqual([stored!.resume!.path]);
    expect((await offers(email)).size).toBe(0);
    // Used once.
    expect(await replace(token)).toMatchObject({ status: 403, json: { message: SERVER_MESSAGES.replaceLinkInvalid } });
  });

  it('the stranger cannot follow it: a made-up or malformed token changes nothing', async () => {
    const { email } = await squattedThenHers();
    for (const token of ['A'.repeat(43), 'x', '../../etc', '']) {
      expect(await replace(token)).toMatchObject({ status: 403, json: { code: 'replaceLinkInvalid' } });
    }
    expect((await storedApplication(email))?.fullName).toBe('Mr Stranger');
  });

  it('twenty uses of the link at once replace once', { timeout: 120_000 }, async () => {
    const { email, token } = await squattedThenHers();
    const answers = await Promise.all(Array.from({ length: 20 }, () => replace(token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(19).fill(403)]);
    expect((await storedApplication(email))?.fullName).toBe('Meera Iyer');
    expect(await resumesOf(email)).toHaveLength(1);
  });

  it('rejected, she can still apply: hers replaces it as Submitted, the rejection gone', { timeout: 30_000 }, async () => {
    const squat = strangers();
    const email = squat.email!;
    expect((await apply(squat)).status).toBe(200);
    expect((await decideFinally('reject', email)).status).toBe(200);
    await mailbox.waitFor(email, /About your/);
    expect(await apply(hers(email))).toMatchObject({ status: 409, json: { code: 'applicationAlreadySubmitted' } });
    const token = readReplaceLink(new URL(await linkFromMail(email, 3)).hash) ?? '';
    expect((await replace(token)).status).toBe(200);
    const stored = await storedApplication(email);
    expect(stored).toMatchObject({ fullName: 'Meera Iyer', status: APPLICATION_STATUS.submitted });
    expect(stored).not.toHaveProperty('decidedAt');
    expect(stored).not.toHaveProperty('reason');
  });

  it('a rejection still in its Undo window is being decided: the link waits for it', { timeout: 30_000 }, async () => {
    const { email, token } = await squattedThenHers();
    const decided = await decide('reject', email);
    expect(await replace(token)).toMatchObject({ status: 409, json: { message: SERVER_MESSAGES.replacementBusy } });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(decided.json?.finalAt) - Date.now()) + 200));
    expect((await adminCall('POST', '/finalize-decisions')).status).toBe(200);
    expect((await replace(token)).status).toBe(200);
  });

  it('accepted, the spec’s answer and no offer: the owner of the address can register', async () => {
    const email = await submittedApplication(strangers());
    expect((await decideFinally('approve', email)).status).toBe(200);
    await mailbox.waitFor(email, /accepted/);
    expect(await apply(hers(email))).toEqual({ status: 409, json: { message: SERVER_MESSAGES.applicationAlreadyAccepted, code: 'applicationAlreadyAccepted' } });
    expect((await offers(email)).size).toBe(0);
  });

  it('mails an address one offer in two minutes: another at once is a 429 and keeps nothing', async () => {
    const { email } = await squattedThenHers();
    const again = await apply(hers(email), pdf('again.pdf'));
    expect(again).toMatchObject({ status: 429, json: { code: 'tooManyRequests' } });
    expect((await offers(email)).size).toBe(1);
    expect((await resumesOf(email)).filter((name) => name.endsWith('again.pdf'))).toEqual([]);
    expect((await mailbox.to(email)).filter((mail) => /sent again/.test(mail.subject))).toHaveLength(1);
  });

  it('an offer nobody followed goes with its resume when its day is over; its link then says so', async () => {
    const { email, token } = await squattedThenHers();
    const [offer] = (await offers(email)).docs;
    await offer!.ref.update({ expiresAt: Date.now() - 1 });
    expect((await adminCall('POST', '/finalize-decisions')).status).toBe(200);
    expect((await offers(email)).size).toBe(0);
    expect((await resumesOf(email)).filter((name) => name.includes('/replacements/'))).toEqual([]);
    expect(await replace(token)).toMatchObject({ status: 403, json: { code: 'replaceLinkInvalid' } });
    expect((await storedApplication(email))?.fullName).toBe('Mr Stranger');
  });
});
