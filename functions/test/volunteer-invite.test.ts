/**
 * The acceptance e-mail's registration link over HTTP: POST
 * /register/volunteer/invite answers the accepted applicant's name, phone and e-mail for a
 * token the functions signed, and nothing, the same way, for anything else.
 */
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS, VOLUNTEER_INVITE_TTL_MS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { api, newClientAddress, webUrl } from '@gh/testkit/stack';
import { acceptedApplicant, applicationFields, apply, heldDecision } from '@gh/testkit/applicant';
import { addApplication, codeFromMail, newEmail, volunteerForm } from '@gh/testkit/identity';
import { linkSecret } from '../src/config.ts';
import { inviteToken } from '../src/services/identity/invite-links.ts';

const openInvite = (body: unknown, headers = newClientAddress()) => api('POST', '/register/volunteer/invite', body, headers);

const invalid = { status: 403, json: { code: 'inviteInvalid', message: SERVER_MESSAGES.inviteInvalid } };
const signed = (email: string, now = Date.now()) => inviteToken(email, linkSecret(), now);

/** One accepted applicant for the tests that change nothing (an acceptance waits out the Undo time). */
let shared: ReturnType<typeof acceptedApplicant> | undefined;
const accepted = () => (shared ??= acceptedApplicant());

// Its tests wait out their own decisions' Undo time (or their own mails), so they wait together.
describe.concurrent('the registration link of the acceptance e-mail', () => {
  it('goes to /volunteer-registration with the token in the fragment only, and answers the name, phone and e-mail alone', async () => {
    const { email, fields, link, token } = await accepted();
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${webUrl}/volunteer-registration`);
    expect(url.search).toBe('');
    expect(url.hash).toBe(`#invite=${token}`);
    const answer = await openInvite({ token });
    expect(answer.status).toBe(200);
    // Exactly these three: nothing else of the application (essays, languages, resume, status).
    expect(answer.json).toEqual({ name: fields.fullName, phone: fields.contact, email, zipcode: '' });
  });

  it('refuses a forged or altered token, telling nothing', async () => {
    const { email, token } = await accepted();
    const [encoded, expires, sig] = token.split('.') as [string, string, string];
    const other = Buffer.from(newEmail('other'), 'utf8').toString('base64url');
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const forged = [
      `${other}.${expires}.${sig}`, // another person's e-mail under this signature
      `${encoded}.${Number(expires) + 1}.${sig}`, // a later expiry
      `${encoded}.${expires}.${flipped}`,
      `${encoded}.${expires}`,
      `${encoded}.${expires}.${sig}.${sig}`,
      inviteToken(email, Buffer.from('not our secret'), Date.now()),
      Buffer.from(email).toString('base64url'),
      'a',
    ];
    for (const token of forged) expect(await openInvite({ token }), token).toMatchObject(invalid);
  });

  it('refuses an expired token, and one that has only just expired', async () => {
    const { email } = await accepted();
    const expired = await openInvite({ token: signed(email, Date.now() - VOLUNTEER_INVITE_TTL_MS - 1000) });
    expect(expired).toMatchObject({ status: 403, json: { code: 'inviteExpired', message: SERVER_MESSAGES.inviteExpired } });
    expect(Object.keys(expired.json ?? {}).sort()).toEqual(['code', 'message']);
  });

  it.each([
    ['in review', APPLICATION_STATUS.submitted],
    ['rejected', APPLICATION_STATUS.rejected],
  ] as const)('answers nothing for an application %s, even with a signed token', async (_state, status) => {
    const email = newEmail('invite');
    await addApplication(email, status);
    expect(await openInvite({ token: signed(email) })).toMatchObject(invalid);
  });

  it('answers nothing while the approval can still be undone, nor for an e-mail that never applied', async () => {
    const fields = applicationFields();
    expect((await apply(fields)).status).toBe(200);
    await heldDecision('approve', fields.email!);
    expect(await openInvite({ token: signed(fields.email!) })).toMatchObject(invalid);
    expect(await openInvite({ token: signed(newEmail('never-applied')) })).toMatchObject(invalid);
  });

  it('once the volunteer has registered, says the e-mail is registered (to sign in), nothing more', async () => {
    const { email, token } = await acceptedApplicant();
    expect((await api('POST', '/register/volunteer', volunteerForm(email), newClientAddress())).status).toBe(200);
    // The third mail: after the application's receipt and its acceptance.
    const verified = await api('POST', '/otp-verify/volunteer', { email, otp: await codeFromMail(email, 3) }, newClientAddress());
    expect(verified.status).toBe(200);
    const answer = await openInvite({ token });
    expect(answer).toMatchObject({ status: 409, json: { code: 'emailExists' } });
    expect(Object.keys(answer.json ?? {}).sort()).toEqual(['code', 'message']);
  });

  it('refuses odd e-mails in a signed token, control characters, huge and malformed bodies, with the same answer', async () => {
    const { token } = await accepted();
    for (const odd of [
      'A@B',
      'x@example.com\r\nBcc: y@example.com',
      'a b@example.com',
      '"q"@example.com',
      `${'a'.repeat(250)}@example.com`,
      '',
    ]) {
      expect(await openInvite({ token: signed(odd) }), JSON.stringify(odd)).toMatchObject(invalid);
    }
    const bodies: unknown[] = [
      {},
      { token: '' },
      { token: 42 },
      { token: [token] },
      { token: { token } },
      [token],
      { token: `${token}\n` },
      { token: `${token}\u0000` },
      { token: `\u202e${token}` },
      { token: `${token}%00` },
      { token: 'x'.repeat(513) },
      { token: token.repeat(50) },
      { token: 'a.'.repeat(200_000) },
    ];
    for (const body of bodies) {
      const answer = await openInvite(body);
      // A body too large for the runtime's parser is refused before the app (413), never answered.
      if (answer.status === 413) continue;
      expect(answer, JSON.stringify(body).slice(0, 80)).toMatchObject(invalid);
    }
  });

  it('is never a GET: a token in the path would reach logs', async () => {
    const { token } = await accepted();
    const answer = await api('GET', `/register/volunteer/invite?token=${token}`, undefined, newClientAddress());
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.json)).not.toContain('Meera');
  });
});
