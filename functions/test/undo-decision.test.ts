/**
 * Approve and Reject can be undone for a while (DECISION_UNDO_MS, 8 s; the test stack's
 * functions take a second or two, which their answer's `undoMs` says), during which nothing
 * is final and nobody is e-mailed; PUT /{key}/undo-decision is refused after it, and the one
 * decision e-mail goes by the sweep (POST /{key}/finalize-decisions here; decision-sweep.test.ts:
 * by the schedule alone). One test holds the real 8 s, calling the services in this process as
 * a deployed function runs them; tests that act inside the window hold it open (heldDecision).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, getApps } from 'firebase-admin/app';
import { ADMIN_SESSION_KEY, APPLICATION_STATUS, DECISION_UNDO_MS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { decideApplication, finalizeDueDecisions, undoDecision } from '@gh/functions/testing';
import { adminKey, api, idTokenFor, mailbox, newClientAddress } from '@gh/testkit/stack';
import {
  adminCall,
  closeUndoWindow,
  decide,
  heldDecision,
  pastUndoWindow,
  storedApplication,
  submittedApplication,
} from '@gh/testkit/applicant';
import { bearer, newEmail, volunteerForm } from '@gh/testkit/identity';

afterAll(() => Promise.all(getApps().map((app) => deleteApp(app))));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const submitted = () => submittedApplication();
const undo = (email: string, key?: string) => adminCall('PUT', '/undo-decision', { type: 'volunteer', email }, key);
const finalize = () => adminCall('POST', '/finalize-decisions');
/** The mails an applicant got besides the confirmation of the application. */
const decisionMails = async (email: string) => (await mailbox.to(email)).filter((mail) => !/received/.test(mail.subject));

// Its tests wait out their own decisions' Undo time (or their own mails), so they wait together.
describe.concurrent('PUT /{key}/undo-decision', () => {
  it('inside the window: the application is Submitted again, and no mail goes, even after the window', async () => {
    const email = await submitted();
    const finalAt = await heldDecision('approve', email);
    expect((await storedApplication(email))?.status).toBe(APPLICATION_STATUS.accepted);
    // Nobody is told while the decision can be undone.
    expect(await decisionMails(email)).toHaveLength(0);

    expect(await undo(email)).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.decisionUndone } });
    const stored = await storedApplication(email);
    expect(stored?.status).toBe(APPLICATION_STATUS.submitted);
    // The undone decision is gone from the application.
    expect(stored).not.toHaveProperty('pending');
    expect(stored).not.toHaveProperty('finalAt');

    await pastUndoWindow(finalAt);
    expect((await finalize()).status).toBe(200);
    // No sweep took it (one marks a decision before it mails it), and the one run here has
    // answered: had it mailed, the mail would be in.
    expect(await storedApplication(email)).not.toHaveProperty('pending');
    expect(await decisionMails(email)).toHaveLength(0);
    expect(await undo(email)).toMatchObject({ status: 409, json: { message: SERVER_MESSAGES.nothingToUndo } });
  });

  it('after the window: refused (409), the decision stands, and exactly one mail goes', { timeout: 30_000 }, async () => {
    const email = await submitted();
    const asked = Date.now();
    const decided = await decide('reject', email);
    expect(decided.status, decided.text).toBe(200);
    // Undoable from when the service took it up, for the Undo time it answers.
    const { finalAt, undoMs } = decided.json as { finalAt: number; undoMs: number };
    expect(undoMs).toBeGreaterThan(0);
    expect(undoMs).toBeLessThanOrEqual(DECISION_UNDO_MS);
    expect(finalAt - undoMs).toBeGreaterThanOrEqual(asked);
    expect(finalAt - undoMs).toBeLessThanOrEqual(Date.now());
    await pastUndoWindow(finalAt);
    expect(await undo(email)).toMatchObject({ status: 409, json: { message: SERVER_MESSAGES.decisionFinal } });
    expect((await storedApplication(email))?.status).toBe(APPLICATION_STATUS.rejected);
    // The sweep mails it; asking again sends nothing more.
    expect((await finalize()).status).toBe(200);
    expect((await finalize()).status).toBe(200);
    expect(await storedApplication(email)).toMatchObject({ status: APPLICATION_STATUS.rejected, pending: false });
    const mail = await mailbox.waitFor(email, /About your/);
    expect(mail.text).toContain('not able to accept');
    // Both sweeps have answered: a second mail would be in.
    expect(await decisionMails(email)).toHaveLength(1);
  });

  it('a decision, its undo, then the other decision: only the second is mailed', { timeout: 30_000 }, async () => {
    const email = await submitted();
    await heldDecision('approve', email);
    expect((await undo(email)).status).toBe(200);
    const second = await decide('reject', email);
    expect(second).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.applicationRejectedByAdmin } });
    await pastUndoWindow(second.json?.finalAt);
    expect((await finalize()).status).toBe(200);
    // The sweep has answered: the first decision's mail, had it sent one, would be in.
    await mailbox.waitFor(email, /About your/);
    expect((await decisionMails(email)).map((mail) => mail.subject)).toEqual(['About your Golden Hearts application']);
    expect((await storedApplication(email))?.status).toBe(APPLICATION_STATUS.rejected);
  });

  it('holds the 8 s a person gets, with the services as deployed: undone at 6 s, final and mailed after 8 s', {
    timeout: 30_000,
  }, async () => {
    const [kept, undone] = await Promise.all([submitted(), submitted()]);
    const session = 'key';
    const { finalAt, undoMs } = await decideApplication(kept, APPLICATION_STATUS.accepted, { session });
    expect(undoMs).toBe(8000);
    await decideApplication(undone, APPLICATION_STATUS.rejected, { session });
    // Two seconds before the end, at the same moment: a sweep mails neither, and an Undo still
    // takes a decision back. Both are asked within the window; their work may end after it on a
    // busy machine (a sweep reads the whole store), and still counts as of when they were asked.
    await sleep(finalAt - 2000 - Date.now());
    const asked = Date.now();
    const [, undoAnswer] = await Promise.all([finalizeDueDecisions(), undoDecision(undone, session)]);
    expect(asked).toBeLessThan(finalAt);
    expect(undoAnswer).toBe(SERVER_MESSAGES.decisionUndone);
    expect(await storedApplication(kept)).toMatchObject({ status: APPLICATION_STATUS.accepted, pending: true });

    await pastUndoWindow(finalAt);
    await expect(undoDecision(kept, session)).rejects.toMatchObject({ code: 'decisionFinal' });
    await finalizeDueDecisions();
    expect(await storedApplication(kept)).toMatchObject({ status: APPLICATION_STATUS.accepted, pending: false });
    await mailbox.waitFor(kept, /accepted/);
    expect((await storedApplication(undone))?.status).toBe(APPLICATION_STATUS.submitted);
    expect(await decisionMails(undone)).toHaveLength(0);
  });

  it('makes a volunteer registration wait until the decision is final', { timeout: 30_000 }, async () => {
    const email = await submitted();
    await heldDecision('approve', email);
    const register = () => api('POST', '/register/volunteer', volunteerForm(email), newClientAddress());
    expect(await register()).toMatchObject({ status: 403, json: { message: SERVER_MESSAGES.applicationPending } });
    await closeUndoWindow(email);
    expect((await finalize()).status).toBe(200);
    expect(await register()).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.codeSent } });
  });

  it('refuses without a key, with a wrong key, and answers 404 and 400 for unknown e-mails and bad bodies', async () => {
    const email = await submitted();
    // Held undoable, so each refusal is of an Undo the key would have been granted.
    await heldDecision('approve', email);
    expect(await api('PUT', '/undo-decision', { type: 'volunteer', email }, newClientAddress())).toMatchObject({
      status: 401,
      json: { message: SERVER_MESSAGES.invalidAdminKey },
    });
    expect(await api('PUT', '//undo-decision', { type: 'volunteer', email }, newClientAddress())).toMatchObject({ status: 401 });
    expect(await undo(email, 'wrong')).toMatchObject({ status: 401, json: { message: SERVER_MESSAGES.invalidAdminKey } });
    expect(await undo(email, `${adminKey}x`)).toMatchObject({ status: 401 });
    // The session key without a session is refused too.
    expect(await undo(email, ADMIN_SESSION_KEY)).toMatchObject({ status: 401 });
    expect(await api('POST', '/finalize-decisions', undefined, newClientAddress())).toMatchObject({ status: 401 });
    expect((await storedApplication(email))?.status).toBe(APPLICATION_STATUS.accepted);

    expect(await undo(newEmail('unknown'))).toMatchObject({ status: 404, json: { message: SERVER_MESSAGES.noProfile } });
    expect(await undo(await submitted())).toMatchObject({ status: 409, json: { message: SERVER_MESSAGES.nothingToUndo } });
    for (const body of [
      { type: 'senior', email },
      { type: 'volunteer', email: `${email}\r\nBcc: x@example.com` },
      { type: 'volunteer' },
      'x'.repeat(200_000),
    ]) {
      expect((await adminCall('PUT', '/undo-decision', body)).status).toBeGreaterThanOrEqual(400);
    }
    expect((await storedApplication(email))?.status).toBe(APPLICATION_STATUS.accepted);
  });

  it('works with an admin session in place of the key', async () => {
    const [approved, undone] = await Promise.all([submitted(), submitted()]);
    const login = await api('POST', '/admin', { adminkey: adminKey }, newClientAddress());
    const session = bearer(await idTokenFor(String(login.json?.token)));
    const call = (path: string, email: string) =>
      api('PUT', `/${ADMIN_SESSION_KEY}${path}`, { type: 'volunteer', email }, { ...newClientAddress(), ...session });
    expect((await call('/approve-application', approved)).status).toBe(200);
    expect((await storedApplication(approved))?.status).toBe(APPLICATION_STATUS.accepted);
    await heldDecision('approve', undone);
    expect(await call('/undo-decision', undone)).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.decisionUndone } });
    expect((await storedApplication(undone))?.status).toBe(APPLICATION_STATUS.submitted);
  });

  // The Functions emulator starts a worker process for each request in flight: this takes a while.
  it('twenty identical undos sent together: one undoes, nineteen are told there is nothing to undo, no mail', {
    timeout: 180_000,
  }, async () => {
    const email = await submitted();
    const finalAt = await heldDecision('approve', email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => undo(email)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer).toMatchObject({ status: 409, json: { message: SERVER_MESSAGES.nothingToUndo } });
    expect((await storedApplication(email))?.status).toBe(APPLICATION_STATUS.submitted);
    await pastUndoWindow(finalAt);
    expect((await finalize()).status).toBe(200);
    expect(await storedApplication(email)).not.toHaveProperty('pending');
    expect(await decisionMails(email)).toHaveLength(0);
  });
});
