/**
 * Squatting an applicant's e-mail: a stranger applies with someone's address first. The owner
 * of the address can still apply: her application gets the spec's answer with a reference only
 * she gets, and her inbox a mail (with none of either sender's words) whose link, with that
 * reference, puts hers in place of the stranger's. The stranger has a reference of their own
 * but never the link; strangers applying again cannot hold her back or flood her inbox.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, getApps } from 'firebase-admin/app';
import { readReplaceLink } from '@gh/common/code-link';
import { APPLICATION_REPLACEMENT, APPLICATION_STATUS, COLLECTIONS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { api, mailbox, newClientAddress, uniqueId } from '@gh/testkit/stack';
import { takeOfferMail } from '../src/services/rate-limit.ts';
import {
  adminCall,
  applicationFields,
  apply,
  bucket,
  closeUndoWindow,
  decideFinally,
  heldDecision,
  storedApplication,
  submittedApplication,
} from '@gh/testkit/applicant';
import { fixture } from '@gh/testkit/fixtures';
import { db, linkFromMail } from '@gh/testkit/identity';

afterAll(() => Promise.all(getApps().map((app) => deleteApp(app))));

const PHISH = 'Your pension is blocked. Verify at https://evil.example/kyc';

const strangers = (email?: string): Record<string, string> => ({ ...applicationFields(email), fullName: 'Mr Stranger', motivation: PHISH });
const hers = (email: string): Record<string, string> => ({
  ...applicationFields(email),
  fullName: 'Meera Iyer',
  contact: '+91 98220 55555',
});
const pdf = (filename: string) => ({ filename, bytes: fixture('letter.pdf'), type: 'application/pdf' });

const replace = (token: string, replacements: string[]) =>
  api('POST', '/volunteer/volunteer/application/replace', { token, replacements }, newClientAddress());
const kept = (email: string) => db().collection(COLLECTIONS.applicationReplacements).where('email', '==', email).get();
const resumesOf = async (email: string) => (await bucket().getFiles({ prefix: `resumes/${email}/` }))[0].map((file) => file.name).sort();
const offerMails = async (email: string) => (await mailbox.to(email)).filter((mail) => /sent again/.test(mail.subject));
/** The token of the `count`-th mail's link. */
const tokenIn = async (email: string, count: number) => readReplaceLink(new URL(await linkFromMail(email, count)).hash) ?? '';

/** Applies with `fields` and answers the answer and the reference it carries. */
async function applyAgain(fields: Record<string, string>, file = pdf('again.pdf')) {
  const answer = await apply(fields, file);
  return { answer, reference: String((answer.json as { replacement?: unknown }).replacement ?? '') };
}

/** The stranger's application on file, then hers sent again: her reference, and the mail's token. */
async function squattedThenHers() {
  const email = await submittedApplication(strangers());
  const { answer, reference } = await applyAgain(hers(email), pdf('meera.pdf'));
  return { email, answer, reference, token: await tokenIn(email, 2) };
}

// Its tests wait out their own decisions' Undo time (or their own mails), so they wait together.
describe.concurrent('an address someone else applied with', () => {
  it('her application gets the spec’s answer with her reference, and her inbox a link with none of either sender’s words', async () => {
    const { email, answer, reference } = await squattedThenHers();
    expect(answer).toEqual({
      status: 409,
      json: { message: SERVER_MESSAGES.applicationAlreadySubmitted, code: 'applicationAlreadySubmitted', replacement: reference },
    });
    expect(reference).toMatch(/^[\w-]{43}$/);
    expect(await linkFromMail(email, 2)).toMatch(/\/apply#replace=[\w.-]+$/);
    const [offer] = await offerMails(email);
    expect(offer!.subject).toBe('Your Golden Hearts application was sent again');
    for (const words of ['Stranger', 'Meera', 'evil.example', 'pension', '98220'])
      expect(`${offer!.subject}\n${offer!.text}`).not.toContain(words);
    // Nothing changed yet: the stranger's application is the one on file.
    expect(await storedApplication(email)).toMatchObject({ fullName: 'Mr Stranger', status: APPLICATION_STATUS.submitted });
  });

  it('the link with her reference makes hers the application on file, with her resume; the stranger’s is gone', async () => {
    const { email, reference, token } = await squattedThenHers();
    expect(await replace(token, [reference])).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.applicationReplaced } });
    const stored = await storedApplication(email);
    expect(stored).toMatchObject({ fullName: 'Meera Iyer', contact: '+91 98220 55555', status: APPLICATION_STATUS.submitted });
    expect(stored?.resume?.filename).toBe('meera.pdf');
    expect(await resumesOf(email)).toEqual([stored!.resume!.path]);
    expect((await kept(email)).size).toBe(0);
    // Used: nothing waits for it any more.
    expect(await replace(token, [reference])).toMatchObject({ status: 404, json: { message: SERVER_MESSAGES.replacementNotFound } });
  });

  it('the stranger, without the link, can use no reference; the link without hers (another browser) changes nothing', async () => {
    const email = await submittedApplication(strangers());
    const stranger = await applyAgain(strangers(email));
    const { reference: herReference } = await applyAgain(hers(email), pdf('meera.pdf'));
    const token = await tokenIn(email, 2);
    for (const madeUp of ['A'.repeat(43), 'x.1.y', `${token.split('.')[0]}.9999999999999.${token.split('.')[2]}`, '../../etc', '']) {
      expect(await replace(madeUp, [stranger.reference])).toMatchObject({ status: 403, json: { code: 'replaceLinkInvalid' } });
    }
    expect(await replace(token, [])).toMatchObject({ status: 404, json: { code: 'replacementNotFound' } });
    expect(await replace(token, ['B'.repeat(43)])).toMatchObject({ status: 404, json: { code: 'replacementNotFound' } });
    expect((await storedApplication(email))?.fullName).toBe('Mr Stranger');
    // Her own reference, with the link in her inbox, works.
    expect((await replace(token, [herReference])).status).toBe(200);
    expect((await storedApplication(email))?.fullName).toBe('Meera Iyer');
  });

  it('a stranger applying again right before her takes the mail of the two minutes; its link serves her', async () => {
    const email = await submittedApplication(strangers());
    expect((await applyAgain(strangers(email))).answer.status).toBe(409);
    const { answer, reference } = await applyAgain(hers(email), pdf('meera.pdf'));
    expect(answer).toMatchObject({ status: 409, json: { code: 'applicationAlreadySubmitted' } });
    for (let i = 0; i < 3; i++) expect((await applyAgain(strangers(email))).answer.status).toBe(409);
    // One mail for all five: the inbox is not flooded, and its link is hers too.
    await mailbox.waitFor(email, /sent again/);
    expect(await offerMails(email)).toHaveLength(1);
    expect((await replace(await tokenIn(email, 2), [reference])).status).toBe(200);
    expect((await storedApplication(email))?.fullName).toBe('Meera Iyer');
  });

  it('spaces its mails two minutes apart whatever the clock, and of 20 sent together takes one', async () => {
    const email = `spaced-${uniqueId('o')}@example.com`;
    const gap = APPLICATION_REPLACEMENT.mailEveryMs;
    // Either side of the edge of a two-minute window of the clock: a window would let both through.
    const edge = Math.ceil(Date.now() / gap) * gap;
    expect(await takeOfferMail(email, edge - 1_000)).toBe(true);
    expect(await takeOfferMail(email, edge + 1_000)).toBe(false);
    expect(await takeOfferMail(email, edge - 1_000 + gap - 1)).toBe(false);
    expect(await takeOfferMail(email, edge - 1_000 + gap)).toBe(true);
    const raced = `raced-${uniqueId('o')}@example.com`;
    const taken = await Promise.all(Array.from({ length: 20 }, () => takeOfferMail(raced, edge)));
    expect(taken.filter(Boolean)).toHaveLength(1);
  });

  it('twenty uses of the link sent together replace once', { timeout: 120_000 }, async () => {
    const { email, reference, token } = await squattedThenHers();
    const answers = await Promise.all(Array.from({ length: 20 }, () => replace(token, [reference])));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(19).fill(404)]);
    expect((await storedApplication(email))?.fullName).toBe('Meera Iyer');
    expect(await resumesOf(email)).toHaveLength(1);
  });

  it('rejected, she can still apply: hers replaces it as Submitted, the rejection gone', { timeout: 30_000 }, async () => {
    const email = await submittedApplication(strangers());
    expect((await decideFinally('reject', email)).status).toBe(200);
    await mailbox.waitFor(email, /About your/);
    const { answer, reference } = await applyAgain(hers(email));
    expect(answer).toMatchObject({ status: 409, json: { code: 'applicationAlreadySubmitted' } });
    expect((await replace(await tokenIn(email, 3), [reference])).status).toBe(200);
    const stored = await storedApplication(email);
    expect(stored).toMatchObject({ fullName: 'Meera Iyer', status: APPLICATION_STATUS.submitted });
    expect(stored).not.toHaveProperty('decidedAt');
    expect(stored).not.toHaveProperty('reason');
  });

  it('a rejection still in its Undo window is being decided: the link waits for it', { timeout: 30_000 }, async () => {
    const { email, reference, token } = await squattedThenHers();
    // Held open, so a busy machine cannot let it close before the link is opened.
    await heldDecision('reject', email);
    expect(await replace(token, [reference])).toMatchObject({ status: 409, json: { message: SERVER_MESSAGES.replacementBusy } });
    await closeUndoWindow(email);
    expect((await adminCall('POST', '/finalize-decisions')).status).toBe(200);
    expect((await replace(token, [reference])).status).toBe(200);
  });

  it('accepted, the spec’s answer and no offer: the owner of the address can register', async () => {
    const email = await submittedApplication(strangers());
    expect((await decideFinally('approve', email)).status).toBe(200);
    await mailbox.waitFor(email, /accepted/);
    expect(await apply(hers(email))).toEqual({
      status: 409,
      json: { message: SERVER_MESSAGES.applicationAlreadyAccepted, code: 'applicationAlreadyAccepted' },
    });
    expect((await kept(email)).size).toBe(0);
  });

  it('one kept aside goes with its resume when its day is over; the link then finds nothing', async () => {
    const { email, reference, token } = await squattedThenHers();
    const [aside] = (await kept(email)).docs;
    await aside!.ref.update({ expiresAt: Date.now() - 1 });
    expect((await adminCall('POST', '/jobs/retention', { rules: ['replacements'] })).status).toBe(200);
    expect((await kept(email)).size).toBe(0);
    expect((await resumesOf(email)).filter((name) => name.includes('/replacements/'))).toEqual([]);
    expect(await replace(token, [reference])).toMatchObject({ status: 404, json: { code: 'replacementNotFound' } });
    expect((await storedApplication(email))?.fullName).toBe('Mr Stranger');
  });
});
