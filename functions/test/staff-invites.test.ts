/**
 * Joining the staff: an owner (or the key) invites an address with a role and cities; the
 * invitee asks for a code with the invitation's link, proves the address with it and is a
 * member from that commit on. The link works once, for seven days, for its own address only,
 * and only the newest invitation of an address works. A member signs in with a code alone;
 * anyone else is answered the same and mailed nothing.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_KEY, COLLECTIONS, DAY_MS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { CONSENT_MISSING } from '@gh/common/consent';
import { STAFF_NOTICE_PURPOSES, STAFF_NOTICE_VERSION, type StaffAccess } from '@gh/common/staff';
import { inviteStaff, setStaffAccess, staffSignInToken } from '@gh/functions/testing';
import { auditAbout } from '@gh/testkit/admin-record';
import { bearer, codeFromMail, db, linkFromMail, newEmail } from '@gh/testkit/identity';
import { addMember } from '@gh/testkit/members';
import { RACE, race, statuses } from '@gh/testkit/race';
import { staffMember } from '@gh/testkit/staff';
import { adminKey, api, idTokenFor, mailbox, newClientAddress } from '@gh/testkit/stack';

const PUNE: StaffAccess = { role: 'coordinator', cities: ['maharashtra/pune'] };

const withKey = (path: string, body: unknown) => api('POST', `/${encodeURIComponent(adminKey)}${path}`, body, newClientAddress());
const invite = (email: string, access: StaffAccess = PUNE) => withKey('/staff/invite', { email, ...access });
/** With an invitation, the page sends the invitee's agreement to the staff notice. */
const askCode = (email: string, token?: string, agreement: object = token ? { consentVersion: STAFF_NOTICE_VERSION } : {}) =>
  api('POST', '/admin/staff/code', { email, invite: token, ...agreement }, newClientAddress());
const verify = (email: string, code: string, token?: string) => api('POST', '/admin/staff/verify', { email, code, invite: token });

/** The token of the `count`-th mail's invitation link. */
async function inviteTokenFrom(email: string, count = 1): Promise<string> {
  const link = await linkFromMail(email, count);
  return decodeURIComponent(/#staff-invite=(.+)$/.exec(link)?.[1] ?? '');
}

/** Invites `email` with the key, and answers the link's token. */
async function invited(email: string, access: StaffAccess = PUNE): Promise<string> {
  const before = (await mailbox.to(email)).length;
  expect(await invite(email, access)).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.staffInvited } });
  return inviteTokenFrom(email, before + 1);
}

/** Asks for a code (with the invitation, if any) and answers it from the mail. */
async function codeFor(email: string, token?: string): Promise<string> {
  const before = (await mailbox.to(email)).length;
  expect(await askCode(email, token)).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.codeSent } });
  return codeFromMail(email, before + 1);
}

const staffDoc = async (email: string) => (await db().collection(COLLECTIONS.staff).doc(email).get()).data();
const listAs = (idToken: string) => api('GET', `/${ADMIN_SESSION_KEY}/applications`, undefined, bearer(idToken));

describe('an invitation to the staff', () => {
  it('makes the address a member once its code is verified, with the role and cities it names', async () => {
    const email = newEmail('invitee');
    const token = await invited(email);
    const [mail] = await mailbox.to(email);
    expect(mail?.subject).toBe('You are invited to help run Golden Hearts');
    expect(mail?.text).toContain('as\na coordinator');
    expect(await staffDoc(email)).toBeUndefined();

    const code = await codeFor(email, token);
    // The code mail's one-tap link carries the invitation, so tapping it accepts it too.
    expect(await linkFromMail(email, 2)).toMatch(new RegExp(`#staff-email=.+&code=${code}&staff-invite=${encodeURIComponent(token)}$`));
    const answer = await verify(email, code, token);
    expect(answer).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.staffSignedIn } });
    expect(await staffDoc(email)).toMatchObject({ role: 'coordinator', cities: ['maharashtra/pune'], changedBy: 'key' });
    const idToken = await idTokenFor(String(answer.json?.token));
    expect(await listAs(idToken)).toMatchObject({ status: 403, json: { code: 'staffOwnerOnly' } });
  });

  it('is sent by an owner, in the language asked for, with nothing of the owner in it, and names the owner in the log', async () => {
    const owner = newEmail('owner');
    await setStaffAccess(owner, { role: 'owner', cities: [] }, 'key', true);
    const email = newEmail('invitee');
    const sent = await api(
      'POST',
      `/${ADMIN_SESSION_KEY}/staff/invite`,
      { email, ...PUNE, lang: 'hi' },
      bearer(await idTokenFor(await staffSignInToken(owner))),
    );
    expect(sent.status).toBe(200);
    const [mail] = await mailbox.to(email);
    expect(mail?.subject).toBe('गोल्डन हार्ट्स चलाने में हाथ बँटाने का निमंत्रण');
    expect(mail?.text).toContain('/hi/admin#staff-invite=');
    expect(mail?.text).not.toContain(owner.split('@')[0]);
    expect(await auditAbout(email)).toMatchObject([
      { action: 'staffInvite', type: 'staff', session: owner, details: { role: 'coordinator', cities: 'maharashtra/pune' } },
    ]);
    const token = await inviteTokenFrom(email);
    expect((await verify(email, await codeFor(email, token), token)).status).toBe(200);
    expect(await staffDoc(email)).toMatchObject({ changedBy: owner });
  });

  it('needs the invitee to agree to the staff notice, and keeps the agreement with the member', async () => {
    const email = newEmail('invitee');
    const token = await invited(email);
    for (const agreement of [{}, { consentVersion: 0 }, { consentVersion: 'yes' }, { consentVersion: STAFF_NOTICE_VERSION + 1 }]) {
      expect(await askCode(email, token, agreement)).toMatchObject({
        status: 400,
        json: { code: 'invalidInput', message: CONSENT_MISSING },
      });
    }
    expect(await mailbox.to(email)).toHaveLength(1);

    const before = Date.now();
    const code = await codeFor(email, token);
    expect((await verify(email, code, token)).status).toBe(200);
    const agreed = { version: STAFF_NOTICE_VERSION, lang: 'en', agreed: ['account'], via: 'staff' };
    const { consents } = (await staffDoc(email)) ?? {};
    expect(consents).toEqual({ v1: { ...agreed, at: expect.any(Number) } });
    expect(consents.v1.at).toBeGreaterThanOrEqual(before);
    // A change of role keeps it; a member signing in sends none.
    await setStaffAccess(email, { role: 'viewer', cities: ['maharashtra/pune'] }, 'key');
    expect((await staffDoc(email))?.consents).toEqual(consents);
    expect((await verify(email, await codeFor(email))).status).toBe(200);
  });

  it('works once: a second use is refused, and the member signs in with a code alone', async () => {
    const email = newEmail('invitee');
    const token = await invited(email, { role: 'owner', cities: [] });
    expect((await verify(email, await codeFor(email, token), token)).status).toBe(200);
    // A used code leaves no cool-down: the next code goes at once.
    const again = await verify(email, await codeFor(email), token);
    expect(again).toMatchObject({ status: 403, json: { code: 'staffInviteInvalid' } });
    const signedIn = await verify(email, await codeFor(email));
    expect(signedIn.status).toBe(200);
    expect((await listAs(await idTokenFor(String(signedIn.json?.token)))).status).toBe(200);
  });

  it('is refused once expired, forged, for another address, or replaced by a newer one', async () => {
    const email = newEmail('invitee');
    const older = await invited(email);
    const newer = await invited(email);
    expect(await askCode(email, older)).toMatchObject({ status: 403, json: { code: 'staffInviteInvalid' } });
    const forged = newer.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect(await askCode(email, forged)).toMatchObject({ status: 403, json: { code: 'staffInviteInvalid' } });
    const other = newEmail('other');
    expect(await askCode(other, newer)).toMatchObject({ status: 403, json: { code: 'staffInviteInvalid' } });
    expect(await mailbox.to(other)).toHaveLength(0);

    const late = newEmail('late');
    await inviteStaff(late, PUNE, 'key', 'en', Date.now() - 8 * DAY_MS);
    const expired = await inviteTokenFrom(late);
    expect(await askCode(late, expired)).toMatchObject({ status: 403, json: { code: 'staffInviteExpired' } });
    expect(await staffDoc(late)).toBeUndefined();
  });

  it(
    'accepted by 20 calls at once makes one member, once',
    async () => {
      const email = newEmail('invitee');
      const token = await invited(email);
      const code = await codeFor(email, token);
      const answers = await race(() => verify(email, code, token));
      expect(statuses(answers).filter((status) => status === 200)).toHaveLength(1);
      expect(statuses(answers).every((status) => status === 200 || (status >= 400 && status < 500))).toBe(true);
      expect(await staffDoc(email)).toMatchObject({ role: 'coordinator' });
    },
    RACE.timeout,
  );

  it('is refused to someone already staff, and to coordinators, viewers and no one', async () => {
    const member = newEmail('member');
    await setStaffAccess(member, PUNE, 'key', true);
    expect(await invite(member)).toMatchObject({ status: 409, json: { code: 'staffExists' } });
    const coordinator = await idTokenFor(await staffSignInToken(member));
    const asCoordinator = await api('POST', `/${ADMIN_SESSION_KEY}/staff/invite`, { email: newEmail('x'), ...PUNE }, bearer(coordinator));
    expect(asCoordinator).toMatchObject({ status: 403, json: { code: 'staffOwnerOnly' } });
    expect(await api('POST', `/${ADMIN_SESSION_KEY}/staff/invite`, { email: newEmail('x'), ...PUNE })).toMatchObject({ status: 401 });
    expect(await api('POST', '/staff/invite', { email: newEmail('x'), ...PUNE })).toMatchObject({ status: 401 });
  });

  it('refuses unknown cities, odd bodies and huge ones, storing nothing', async () => {
    const email = newEmail('invitee');
    for (const body of [
      { email, role: 'coordinator', cities: ['maharashtra/atlantis'] },
      { email, role: 'coordinator' },
      { email: 'not-an-email', ...PUNE },
      '{"email":',
      { email, role: 'coordinator', cities: Array(200_000).fill('maharashtra/pune') },
      { email: `${'x'.repeat(2_000_000)}@example.com`, ...PUNE },
    ]) {
      expect((await withKey('/staff/invite', body)).status).toBeGreaterThanOrEqual(400);
    }
    expect(await mailbox.to(email)).toHaveLength(0);
    expect((await db().collection(COLLECTIONS.staffInvites).doc(email).get()).exists).toBe(false);
    expect((await api('POST', '/admin/staff/verify', { email, code: '123456', invite: 'x'.repeat(5000) })).status).toBe(400);
  });
});

describe('a staff code', () => {
  it('is answered the same for an address that is not staff, and mails nothing', async () => {
    const email = newEmail('stranger');
    expect(await askCode(email)).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.codeSent } });
    // The api mails before it answers (docs/testing.md): a code would be in the inbox by now.
    expect(await mailbox.to(email)).toHaveLength(0);
    expect(await verify(email, '123456')).toMatchObject({ status: 400 });
  });

  it('verified by someone no longer staff signs nobody in', async () => {
    const email = newEmail('member');
    await setStaffAccess(email, PUNE, 'key', true);
    const code = await codeFor(email);
    await db().collection(COLLECTIONS.staff).doc(email).delete();
    expect(await verify(email, code)).toMatchObject({ status: 404, json: { code: 'staffNotFound' } });
  });
});

describe('the staff notice agreed again', () => {
  const agree = (body: unknown, idToken?: string) => api('POST', '/admin/staff/consent', body, idToken ? bearer(idToken) : {});
  const current = { consentVersion: STAFF_NOTICE_VERSION, lang: 'hi' };
  /** A member of staff who has not agreed to the current notice, and their ID token. */
  const notAgreed = () => staffMember(PUNE, newEmail('member'), { agreed: false });

  it('records the agreement of the member whose session it is, once per version', async () => {
    const { email, idToken } = await notAgreed();
    expect(await staffDoc(email)).not.toHaveProperty('consents');
    expect(await agree(current, idToken)).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.consentRecorded } });
    const { consents } = (await staffDoc(email)) ?? {};
    expect(consents).toEqual({
      [`v${STAFF_NOTICE_VERSION}`]: {
        version: STAFF_NOTICE_VERSION,
        lang: 'hi',
        at: expect.any(Number),
        agreed: [...STAFF_NOTICE_PURPOSES],
        via: 'again',
      },
    });
    expect((await agree({ ...current, lang: 'mr' }, idToken)).status).toBe(200);
    expect((await staffDoc(email))?.consents).toEqual(consents);
    // Their access is as it was: the session goes on.
    expect((await listAs(idToken)).status).not.toBe(401);
  });

  it('keeps one agreement of 20 sent at once', RACE, async () => {
    const { email, idToken } = await notAgreed();
    const answers = await race(() => agree(current, idToken));
    expect(new Set(statuses(answers))).toEqual(new Set([200]));
    expect(Object.keys((await staffDoc(email))?.consents ?? {})).toEqual([`v${STAFF_NOTICE_VERSION}`]);
  });

  it('is refused without a staff session, to a member, to someone removed, and for another version or an odd body', async () => {
    const { email, idToken } = await notAgreed();
    const senior = await addMember('senior', { city: 'Pune', name: 'Kamala Joshi' });
    expect(await agree(current)).toMatchObject({ status: 401 });
    expect(await agree(current, senior.token)).toMatchObject({ status: 401 });
    for (const body of [
      {},
      { ...current, consentVersion: 0 },
      { ...current, consentVersion: STAFF_NOTICE_VERSION + 1 },
      { ...current, consentVersion: 'yes' },
      [],
      'agree',
      { ...current, extra: 'x'.repeat(200_000) },
    ]) {
      expect((await agree(body, idToken)).status, JSON.stringify(body).slice(0, 40)).toBeGreaterThanOrEqual(400);
    }
    expect(await staffDoc(email)).not.toHaveProperty('consents');
    await db().collection(COLLECTIONS.staff).doc(email).delete();
    expect(await agree(current, idToken)).toMatchObject({ status: 401 });
    expect(await staffDoc(email)).toBeUndefined();
  });
});
