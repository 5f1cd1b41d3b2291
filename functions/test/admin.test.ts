/**
 * The admin area over HTTP on the local stack: POST /admin and the adminSession callable, the
 * `/{key}/...` calls with a good, a wrong and no key, the application view with its signed
 * resume link, and decisions from each state, including twenty at once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, getApps } from 'firebase-admin/app';
import { ADMIN_UID, APPLICATION_STATUS, RESUME_LINK_TTL_MS } from '@gh/common/constants';
import type { AdminApplicationView, ApplicationSummary, VolunteerSummary } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { PROJECT_ID, REGION, ports } from '@gh/devstack/config';
import { adminKey, api, idTokenFor, mailbox, newClientAddress, webUrl } from '@gh/testkit/stack';
import { linkSecret } from '../src/config.ts';
import { resumeLink } from '../src/services/files/file-links.ts';
import { adminCall, applicationFields, apply, decideFinally, pastUndoWindow, storedApplication } from '@gh/testkit/applicant';
import { fixture } from '@gh/testkit/fixtures';
import { addPerson, newEmail } from '@gh/testkit/identity';

afterAll(() => Promise.all(getApps().map((app) => deleteApp(app))));

/** The claims of a Firebase ID token (the Auth emulator signed it; we only read it). */
function claimsOf(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function submitted(withResume = true) {
  const fields = applicationFields();
  const answer = await apply(fields, ...(withResume ? [{ filename: 'cv.pdf', bytes: fixture('letter.pdf') }] : []));
  expect(answer.status).toBe(200);
  await mailbox.waitFor(fields.email!, /received/);
  return fields.email!;
}

describe('POST /admin', () => {
  it('exchanges the key for a custom token of the admin account, with the admin claim', async () => {
    const answer = await api('POST', '/admin', { adminkey: adminKey }, newClientAddress());
    expect(answer).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.adminSignedIn, token: expect.any(String) } });
    const claims = claimsOf(await idTokenFor(String(answer.json?.token)));
    expect(claims).toMatchObject({ user_id: ADMIN_UID, admin: true });
  });

  it('refuses a wrong key (401) and a missing one (400)', async () => {
    for (const adminkey of ['wrong', `${adminKey}x`, adminKey.slice(1), adminKey.toUpperCase()]) {
      expect(await api('POST', '/admin', { adminkey }, newClientAddress())).toMatchObject({
        status: 401,
        json: { message: SERVER_MESSAGES.invalidAdminKey },
      });
    }
    expect(await api('POST', '/admin', {}, newClientAddress())).toMatchObject({ status: 400, json: { message: 'Admin key is required' } });
  });

  it("stops an address's wrong keys after ten, but never the right key; other addresses go on", async () => {
    const headers = newClientAddress();
    for (let i = 0; i < 10; i++) {
      expect((await api('POST', '/admin', { adminkey: `guess-${i}` }, headers)).status).toBe(401);
    }
    const limited = await api('POST', '/admin', { adminkey: 'guess-10' }, headers);
    expect(limited).toMatchObject({ status: 429, json: { message: SERVER_MESSAGES.tooManyRequests } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The limit sheds guessers; the admin behind the same address (or named by a stranger) gets in.
    expect(await api('POST', '/admin', { adminkey: adminKey }, headers)).toMatchObject({
      status: 200,
      json: { message: SERVER_MESSAGES.adminSignedIn },
    });
    expect((await api('GET', `/${encodeURIComponent(adminKey)}/applications`, undefined, headers)).status).toBe(200);
    expect((await adminCall('GET', '/applications', undefined, 'wrong')).status).toBe(401);
    expect((await api('POST', '/admin', { adminkey: 'wrong' }, newClientAddress())).status).toBe(401);
  });
});

describe('the adminSession callable', () => {
  const url = `http://127.0.0.1:${ports().functions}/${PROJECT_ID}/${REGION}/adminSession`;
  const call = async (data: unknown) => {
    const headers = { 'content-type': 'application/json' };
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ data }) });
    return (await response.json()) as {
      result?: { message: string; token: string };
      error?: { status: string; message: string; details?: unknown };
    };
  };

  it('gives the same session as POST /admin', async () => {
    const { result } = await call({ adminkey: adminKey });
    expect(result?.message).toBe(SERVER_MESSAGES.adminSignedIn);
    expect(claimsOf(await idTokenFor(result!.token))).toMatchObject({ user_id: ADMIN_UID, admin: true });
  });

  it('refuses a wrong key with the same message', async () => {
    expect((await call({ adminkey: 'wrong' })).error).toEqual({
      status: 'UNAUTHENTICATED',
      message: SERVER_MESSAGES.invalidAdminKey,
      details: { code: 'invalidAdminKey' },
    });
    expect((await call({})).error).toMatchObject({ status: 'INVALID_ARGUMENT', message: 'Admin key is required' });
  });

  it('counts wrong keys per address, as POST /admin does, and still takes the right key', async () => {
    // The Functions emulator reaches the callable itself, so every caller here is its one peer.
    for (let i = 0; i < 11; i++) await call({ adminkey: `guess-${i}` });
    expect((await call({ adminkey: 'guess' })).error).toEqual({
      status: 'RESOURCE_EXHAUSTED',
      message: SERVER_MESSAGES.tooManyRequests,
      details: { code: 'tooManyRequests' },
    });
    expect((await call({ adminkey: adminKey })).result?.message).toBe(SERVER_MESSAGES.adminSignedIn);
  });
});

describe('the /{key}/... calls check the key', () => {
  const calls: [string, string, unknown][] = [
    ['GET', '/volunteers', undefined],
    ['GET', '/applications', undefined],
    ['POST', '/application', { type: 'volunteer', email: 'nobody@example.com' }],
    ['PUT', '/approve-application', { type: 'volunteer', email: 'nobody@example.com' }],
    ['PUT', '/reject-application', { type: 'volunteer', email: 'nobody@example.com' }],
    ['PUT', '/undo-decision', { type: 'volunteer', email: 'nobody@example.com' }],
    ['POST', '/finalize-decisions', undefined],
  ];

  it.each(calls)('%s %s answers 401 and no data for a wrong key or none', async (method, path, body) => {
    for (const key of ['wrong-key', adminKey.slice(0, -1), `${adminKey}x`]) {
      const answer = await adminCall(method, path, body, key);
      expect(answer, key).toMatchObject({ status: 401, json: { message: SERVER_MESSAGES.invalidAdminKey, code: 'invalidAdminKey' } });
    }
    for (const keyless of [path, `/${path}`]) {
      const answer = await api(method, keyless, body, newClientAddress());
      expect(answer, keyless).toMatchObject({ status: 401, json: { message: SERVER_MESSAGES.invalidAdminKey } });
    }
  });

  it('GET /{key}/volunteers lists the volunteers, files by name only', async () => {
    const email = await addPerson('volunteer');
    const answer = await adminCall('GET', '/volunteers');
    expect(answer.status).toBe(200);
    const volunteers = answer.json?.volunteers as VolunteerSummary[];
    expect(volunteers.find((v) => v.email === email)).toMatchObject({ email, name: 'Aditi Sharma', skills: ['Reading', 'Music'] });
    expect(answer.text).not.toMatch(/"path"/);
  });

  it('GET /{key}/applications lists the applications without storage paths', async () => {
    const email = await submitted();
    const answer = await adminCall('GET', '/applications');
    expect(answer.status).toBe(200);
    const applications = answer.json?.applications as ApplicationSummary[];
    expect(applications.find((a) => a.email === email)).toMatchObject({
      email,
      fullName: 'Meera Iyer',
      status: APPLICATION_STATUS.submitted,
      resume: { filename: 'cv.pdf' },
    });
    expect(answer.text).not.toMatch(/resumes\/|"path"/);
  });
});

describe('POST /{key}/application and the resume link', () => {
  async function view(email: string) {
    const answer = await adminCall('POST', '/application', { type: 'volunteer', email });
    expect(answer.status, answer.text).toBe(200);
    return answer.json as unknown as AdminApplicationView;
  }

  it('shows the application and a link that serves the same bytes, inline, for ten minutes', async () => {
    const email = await submitted();
    const before = Date.now();
    const { application } = await view(email);
    expect(application.data).toMatchObject({
      fullName: 'Meera Iyer',
      email,
      contact: '+91 98220 44444',
      status: APPLICATION_STATUS.submitted,
    });
    expect(application.data).not.toHaveProperty('resume');
    expect(application.resume?.filename).toBe('cv.pdf');
    const link = application.resume!.link;
    expect(link.startsWith('/api/files/resume?')).toBe(true);
    const expires = Number(new URL(link, webUrl).searchParams.get('expires'));
    expect(expires - before).toBeGreaterThanOrEqual(RESUME_LINK_TTL_MS - 1000);
    expect(expires - before).toBeLessThanOrEqual(RESUME_LINK_TTL_MS + 5000);

    const response = await fetch(`${webUrl}${link}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''cv.pdf");
    expect(Buffer.from(await response.arrayBuffer()).equals(fixture('letter.pdf'))).toBe(true);
  });

  it('keeps a non-ASCII resume name as sent: stored, shown and served intact', async () => {
    const fields = applicationFields();
    const filename = 'बायोडाटा-résumé.pdf';
    expect((await apply(fields, { filename, bytes: fixture('letter.pdf') })).status).toBe(200);
    expect((await storedApplication(fields.email!))?.resume).toMatchObject({ filename, path: `resumes/${fields.email}/${filename}` });
    const { application } = await view(fields.email!);
    expect(application.resume?.filename).toBe(filename);
    const response = await fetch(`${webUrl}${application.resume!.link}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''${encodeURIComponent(filename)}`);
  });

  it('refuses an expired, tampered or borrowed link (403)', async () => {
    const email = await submitted();
    const other = await submitted();
    const { application } = await view(email);
    const url = new URL(application.resume!.link, webUrl);
    const path = `resumes/${email}/cv.pdf`;
    const expired = resumeLink({ email, path }, linkSecret(), Date.now() - RESUME_LINK_TTL_MS - 1000);

    const tampered = new URL(url);
    const sig = url.searchParams.get('sig')!;
    tampered.searchParams.set('sig', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    const extended = new URL(url);
    extended.searchParams.set('expires', String(Date.now() + 24 * 60 * 60 * 1000));
    const borrowed = new URL(url);
    borrowed.searchParams.set('email', other);
    const unsigned = new URL(url);
    unsigned.searchParams.delete('sig');

    const cases = [
      ['expired', `${webUrl}${expired}`, 'linkExpired'],
      ['tampered', tampered.href, 'linkInvalid'],
      ['extended', extended.href, 'linkInvalid'],
      ['borrowed', borrowed.href, 'linkInvalid'],
      ['unsigned', unsigned.href, 'linkInvalid'],
    ] as const;
    for (const [name, href, code] of cases) {
      const response = await fetch(href);
      expect(response.status, name).toBe(403);
      expect(await response.json(), name).toEqual({ message: SERVER_MESSAGES[code], code });
    }
  });

  it('shows an application without a resume, and says "No profile" for an unknown e-mail (404)', async () => {
    const email = await submitted(false);
    expect((await view(email)).application.resume).toBeNull();
    expect(await adminCall('POST', '/application', { type: 'volunteer', email: newEmail('unknown') })).toMatchObject({
      status: 404,
      json: { message: SERVER_MESSAGES.noProfile },
    });
    expect(await adminCall('POST', '/application', { type: 'senior', email })).toMatchObject({
      status: 400,
      json: { message: 'Type must be volunteer' },
    });
  });
});

// Its tests wait out their own decisions' Undo time (or their own mails), so they wait together.
describe.concurrent('decisions', () => {
  const decide = decideFinally;

  it.each([
    ['approve', APPLICATION_STATUS.accepted, SERVER_MESSAGES.applicationApproved, /accepted/, '/volunteer-registration'],
    ['reject', APPLICATION_STATUS.rejected, SERVER_MESSAGES.applicationRejectedByAdmin, /About your/, 'not able to accept'],
  ] as const)('%s from Submitted: stored with who and when, and e-mailed', async (decision, status, message, subject, text) => {
    const email = await submitted();
    const before = Date.now();
    expect(await decide(decision, email)).toMatchObject({ status: 200, json: { message } });
    const stored = await storedApplication(email);
    expect(stored).toMatchObject({ status, decidedBy: ADMIN_UID });
    expect(stored!.decidedAt).toBeGreaterThanOrEqual(before);
    const mail = await mailbox.waitFor(email, subject);
    expect(mail.text).toContain(text);
  });

  it.each([
    ['approve', 'approve', SERVER_MESSAGES.applicationDecidedAccepted],
    ['approve', 'reject', SERVER_MESSAGES.applicationDecidedAccepted],
    ['reject', 'reject', SERVER_MESSAGES.applicationDecidedRejected],
    ['reject', 'approve', SERVER_MESSAGES.applicationDecidedRejected],
  ] as const)('after "%s", a later "%s" is a 409 that changes nothing and mails nobody', async (first, second, message) => {
    const email = await submitted();
    expect((await decide(first, email)).status).toBe(200);
    await mailbox.waitFor(email, first === 'approve' ? /accepted/ : /About your/);
    const stored = await storedApplication(email);
    const mails = (await mailbox.to(email)).length;
    expect(await decide(second, email)).toMatchObject({ status: 409, json: { message } });
    expect(await storedApplication(email)).toEqual(stored);
    expect((await mailbox.to(email)).length).toBe(mails);
  });

  it('answers 404 for an e-mail without an application, and 400 for a wrong type', async () => {
    expect(await decide('approve', newEmail('unknown'))).toMatchObject({ status: 404, json: { message: SERVER_MESSAGES.noProfile } });
    expect(await adminCall('PUT', '/approve-application', { type: 'senior', email: newEmail('x') })).toMatchObject({ status: 400 });
  });

  // The Functions emulator starts a worker process for each request in flight: this takes a while.
  it("twenty decisions sent together: exactly one wins, the stored status is the winner's, one e-mail", { timeout: 180_000 }, async () => {
    const email = await submitted();
    const decisions = Array.from({ length: 20 }, (_, i): 'approve' | 'reject' => (i % 2 === 0 ? 'approve' : 'reject'));
    const answers = await Promise.all(
      decisions.map((decision) => adminCall('PUT', `/${decision}-application`, { type: 'volunteer', email })),
    );

    const winners = answers.flatMap((answer, i) => (answer.status === 200 ? [decisions[i]!] : []));
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const status = winners[0] === 'approve' ? APPLICATION_STATUS.accepted : APPLICATION_STATUS.rejected;
    expect((await storedApplication(email))?.status).toBe(status);
    const losing =
      status === APPLICATION_STATUS.accepted ? SERVER_MESSAGES.applicationDecidedAccepted : SERVER_MESSAGES.applicationDecidedRejected;
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.json?.message).toBe(losing);

    await pastUndoWindow(answers.find((answer) => answer.status === 200)?.json?.finalAt);
    expect((await adminCall('POST', '/finalize-decisions')).status).toBe(200);

    // The sweep has answered, so whatever it sent is in: one confirmation of the application,
    // one decision (which the stack's own sweep may be the one to send).
    await mailbox.waitFor(email, status === APPLICATION_STATUS.accepted ? /accepted/ : /About your/);
    expect(await mailbox.to(email)).toHaveLength(2);
  });
});
