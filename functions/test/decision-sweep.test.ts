/**
 * A decision can never stay pending: the admin approves or rejects and closes the tab inside
 * the Undo window, and nothing else calls the api. Once the window has passed the decision is
 * final for every route at once, and the applicant's one e-mail about it goes by the scheduled
 * sweep (the local stack's timer, every minute) within a minute or two, exactly once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, getApps } from 'firebase-admin/app';
import { APPLICATION_STATUS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { api, mailbox, newClientAddress } from '@gh/testkit/stack';
import { adminCall, decide, pastUndoWindow, storedApplication, submittedApplication } from '@gh/testkit/applicant';
import { volunteerForm } from '@gh/testkit/identity';

afterAll(() => Promise.all(getApps().map((app) => deleteApp(app))));

const submitted = () => submittedApplication();

/** Decides, then waits until the undo time has passed, as a closed tab would: no other call. */
async function decidedAndLeft(decision: 'approve' | 'reject', email: string) {
  const answer = await decide(decision, email);
  expect(answer.status).toBe(200);
  await pastUndoWindow(answer.json?.finalAt);
}

/** The decision e-mails an applicant got: the acceptance or the rejection. */
const decisionMails = async (email: string) => (await mailbox.to(email)).filter((mail) => /accepted|About your/.test(mail.subject));
const undo = (email: string) => adminCall('PUT', '/undo-decision', { type: 'volunteer', email });
const register = (email: string) => api('POST', '/register/volunteer', volunteerForm(email), newClientAddress());

// Its tests wait out their own decisions' Undo time (or their own mails), so they wait together.
describe.concurrent('a decision left in its Undo window', () => {
  it('approved: past the window, final for registration and Undo at once; mailed by the sweep within two minutes, once', {
    timeout: 200_000,
  }, async () => {
    const email = await submitted();
    await decidedAndLeft('approve', email);
    // Final for every route that reads it, before any sweep ran.
    expect(await register(email)).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.codeSent } });
    expect(await undo(email)).toMatchObject({ status: 409, json: { message: SERVER_MESSAGES.decisionFinal } });

    const mail = await mailbox.waitFor(email, /accepted/, 130_000);
    expect(mail.text).toContain('/volunteer-registration#invite=');
    expect(await storedApplication(email)).toMatchObject({ status: APPLICATION_STATUS.accepted, pending: false });
    // Later sweeps, twenty at once, send nothing more: answered, each has sent what it sends.
    await Promise.all(Array.from({ length: 20 }, () => adminCall('POST', '/finalize-decisions')));
    expect(await decisionMails(email)).toHaveLength(1);
  });

  it('rejected: past the window, registration hears the rejection at once', { timeout: 30_000 }, async () => {
    const email = await submitted();
    await decidedAndLeft('reject', email);
    expect(await register(email)).toMatchObject({ status: 403, json: { message: SERVER_MESSAGES.applicationRejected } });
    expect(await undo(email)).toMatchObject({ status: 409, json: { message: SERVER_MESSAGES.decisionFinal } });
  });

  it('twenty sweeps sent together mail a due decision exactly once', { timeout: 120_000 }, async () => {
    const email = await submitted();
    await decidedAndLeft('reject', email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => adminCall('POST', '/finalize-decisions')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    // All answered, so whatever they sent is in; the one mail may be the stack's own sweep's.
    await mailbox.waitFor(email, /About your/);
    expect(await decisionMails(email)).toHaveLength(1);
  });
});
