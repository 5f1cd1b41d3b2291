/**
 * PUT /{key}/reject-application takes an optional reason (one paragraph, at
 * most REJECTION_REASON_MAX characters) that goes in the rejection e-mail, and every decision
 * writes one audit entry naming the admin session, in the same commit as the decision.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, getApps } from 'firebase-admin/app';
import { ADMIN_SESSION_KEY, ADMIN_UID, APPLICATION_STATUS, REJECTION_REASON_MAX } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { adminKey, api, apiUrl, fetchFrom, idTokenFor, mailbox, newClientAddress } from '@gh/testkit/stack';
import { adminCall, pastUndoWindow, storedApplication } from '@gh/testkit/applicant';
import { auditAbout, recountFigures, removeWhenDone, startFromRecount, storedFigures } from '@gh/testkit/admin-record';
import { addApplication, bearer, newEmail } from '@gh/testkit/identity';
import { addMember, newCity } from '@gh/testkit/members';

afterAll(() => Promise.all(getApps().map((app) => deleteApp(app))));

const REASON = 'We need volunteers who can visit on weekday mornings; please apply again when you can.';

async function submitted(): Promise<string> {
  const email = newEmail('rejected');
  await addApplication(email, APPLICATION_STATUS.submitted);
  removeWhenDone(email);
  return email;
}

const reject = (body: unknown, key?: string) => adminCall('PUT', '/reject-application', body, key);

/** The application and its record are as they were: still Submitted, no entry, no count moved. */
async function untouched(email: string) {
  expect((await storedApplication(email))?.status).toBe(APPLICATION_STATUS.submitted);
  expect(await auditAbout(email)).toEqual([]);
}

describe('PUT /{key}/reject-application with a reason', () => {
  it('stores the reason, writes one audit entry, and e-mails it once the decision is final', { timeout: 90_000 }, async () => {
    const email = await submitted();
    const answer = await reject({ type: 'volunteer', email, reason: `  ${REASON}  ` });
    expect(answer).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.applicationRejectedByAdmin } });
    expect(await storedApplication(email)).toMatchObject({ status: APPLICATION_STATUS.rejected, reason: REASON });
    expect(await auditAbout(email)).toEqual([
      {
        at: expect.any(Number),
        action: 'reject',
        email,
        type: 'volunteer',
        session: 'key',
        details: { reason: REASON },
      },
    ]);
    await pastUndoWindow(answer.json?.finalAt);
    expect((await adminCall('POST', '/finalize-decisions')).status).toBe(200);
    const mail = await mailbox.waitFor(email, /About your/);
    expect(mail.text).toContain('not able to accept');
    expect(mail.text).toContain(REASON);
  });

  it("without a reason, as the spec's body: rejected, no reason stored or mailed", async () => {
    const email = await submitted();
    expect((await reject({ type: 'volunteer', email })).status).toBe(200);
    expect(await storedApplication(email)).toMatchObject({ status: APPLICATION_STATUS.rejected, reason: '' });
    expect((await auditAbout(email))[0]).toMatchObject({ action: 'reject', details: {} });
  });

  it('names the admin session that acted in the audit entry', async () => {
    const email = await submitted();
    const login = await api('POST', '/admin', { adminkey: adminKey }, newClientAddress());
    const session = bearer(await idTokenFor(String(login.json?.token)));
    const answer = await api(
      'PUT',
      `/${ADMIN_SESSION_KEY}/reject-application`,
      { type: 'volunteer', email, reason: REASON },
      { ...newClientAddress(), ...session },
    );
    expect(answer.status, answer.text).toBe(200);
    const [entry] = await auditAbout(email);
    expect(entry?.session).toMatch(new RegExp(`^${ADMIN_UID}/[0-9a-f-]{36}$`));
  });

  it("refuses without a key, with a wrong key, and with another person's token as the admin session: nothing stored", async () => {
    const email = await submitted();
    const body = { type: 'volunteer', email, reason: REASON };
    expect(await api('PUT', '/reject-application', body, newClientAddress())).toMatchObject({
      status: 401,
      json: { message: SERVER_MESSAGES.invalidAdminKey },
    });
    expect(await reject(body, 'wrong')).toMatchObject({ status: 401, json: { message: SERVER_MESSAGES.invalidAdminKey } });
    expect(await reject(body, ADMIN_SESSION_KEY)).toMatchObject({ status: 401 });
    const member = await addMember('volunteer', { city: newCity() });
    const asMember = await api('PUT', `/${ADMIN_SESSION_KEY}/reject-application`, body, { ...newClientAddress(), ...bearer(member.token) });
    expect(asMember).toMatchObject({ status: 401, json: { message: SERVER_MESSAGES.invalidAdminKey } });
    await untouched(email);
  });

  it('refuses a reason with control characters or line breaks, a huge reason and malformed bodies: nothing stored', async () => {
    const email = await submitted();
    for (const reason of [
      'Late\u0000',
      'One line\nBcc: x@example.com',
      'Tab\there',
      'bell\u0007',
      'x'.repeat(REJECTION_REASON_MAX + 1),
      42,
      ['a'],
    ]) {
      const answer = await reject({ type: 'volunteer', email, reason });
      expect(answer.status, JSON.stringify(reason).slice(0, 40)).toBe(400);
      expect(answer.json?.code).toBe('invalidInput');
    }
    expect((await reject({ type: 'volunteer', email, reason: 'x'.repeat(200_000) })).status).toBeGreaterThanOrEqual(400);
    for (const body of ['{"type":"volunteer",', 'reason=x']) {
      const response = await fetchFrom(`${apiUrl}/${adminKey}/reject-application`, {
        method: 'PUT',
        body,
        headers: { ...newClientAddress(), 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
    }
    expect((await reject({ type: 'senior', email, reason: REASON })).status).toBe(400);
    await untouched(email);
  });

  it('twenty identical rejects sent together: one decides, one audit entry, the figures equal a recount', {
    timeout: 180_000,
  }, async () => {
    const email = await submitted();
    await startFromRecount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => reject({ type: 'volunteer', email, reason: REASON })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 200)) {
      expect(answer).toMatchObject({ status: 409, json: { message: SERVER_MESSAGES.applicationDecidedRejected } });
    }
    expect((await auditAbout(email)).map((entry) => entry.action)).toEqual(['reject']);
    expect(await storedFigures()).toEqual(await recountFigures());
  });
});
