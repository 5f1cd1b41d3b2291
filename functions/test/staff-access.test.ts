/**
 * Members of staff on the admin calls: an owner's session opens them as the key's does; a
 * coordinator's or viewer's is refused them; changing someone's access or removing them ends
 * the sessions they hold at once (the ID token in hand is refused, Auth counts it revoked, and
 * a token its refresh token renews is refused too); and the last owner stays an owner, even when two owners remove each other at once.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_KEY, COLLECTIONS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import type { StaffAccess, StaffDoc } from '@gh/common/staff';
import { staffUid } from '@gh/functions/testing';
import { auditAbout } from '@gh/testkit/admin-record';
import { adminSessionToken } from '@gh/testkit/applicant';
import { addPerson, adminAuth, bearer, db, newEmail } from '@gh/testkit/identity';
import { tokenFor } from '@gh/testkit/members';
import { RACE, race, statuses } from '@gh/testkit/race';
import { sessionOf, staffMember } from '@gh/testkit/staff';
import { adminKey, api, authEmulatorUrl, idTokenFor, newClientAddress } from '@gh/testkit/stack';

const PUNE: StaffAccess = { role: 'coordinator', cities: ['maharashtra/pune'] };
const OWNER: StaffAccess = { role: 'owner', cities: [] };

/**
 * The ID token the refresh token renews the session with, or null when it renews nothing. The
 * Auth emulator renews even revoked sessions (Auth itself does not), so the api must refuse
 * what it renews too.
 */
async function renewed(refreshToken: string): Promise<string | null> {
  const response = await fetch(`${authEmulatorUrl}/securetoken.googleapis.com/v1/token?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
  return response.ok ? ((await response.json()) as { id_token: string }).id_token : null;
}

/** Whether Auth counts the session revoked: deployed, its refresh tokens renew nothing from then on. */
const revoked = (idToken: string) =>
  adminAuth()
    .verifyIdToken(idToken, true)
    .then(
      () => false,
      (error: { code?: string }) => error.code === 'auth/id-token-revoked',
    );

/** Whether the account's refresh tokens were revoked at `at` (ms) or later: Auth keeps whole seconds. */
const revokedSince = async (email: string, at: number) =>
  Date.parse((await adminAuth().getUser(staffUid(email))).tokensValidAfterTime ?? '') >= Math.floor(at / 1000) * 1000;

/**
 * Everything a session of `member` held before `at` is refused: the ID token, and whatever its
 * refresh token renews; and Auth revoked the account's refresh tokens.
 */
async function ended(member: { email: string; idToken: string; refreshToken: string }, at: number) {
  expect(await listAs(member.idToken)).toMatchObject(refused);
  expect(await revokedSince(member.email, at)).toBe(true);
  const renewal = await renewed(member.refreshToken);
  if (renewal) expect(await listAs(renewal)).toMatchObject(refused);
}

const listAs = (idToken: string) => api('GET', `/${ADMIN_SESSION_KEY}/applications`, undefined, bearer(idToken));
const changeAs = (idToken: string, body: unknown) => api('PUT', `/${ADMIN_SESSION_KEY}/staff`, body, bearer(idToken));
const removeAs = (idToken: string, email: string) => api('DELETE', `/${ADMIN_SESSION_KEY}/staff`, { email }, bearer(idToken));
const withKey = (method: string, body: unknown) => api(method, `/${encodeURIComponent(adminKey)}/staff`, body, newClientAddress());

const refused = { status: 401, json: { message: SERVER_MESSAGES.invalidAdminKey } };
const ownersOnly = { status: 403, json: { code: 'staffOwnerOnly' } };

/** The staff actions the log keeps about `email`: what, by whom, with which role. */
const logged = async (email: string) => (await auditAbout(email)).map(({ action, session, details }) => [action, session, details.role]);
const ADDED = (role: string) => ['staffAccess', 'key', role];

const staffDoc = async (email: string) => (await db().collection(COLLECTIONS.staff).doc(email).get()).data() as StaffDoc | undefined;

/**
 * The owners are counted across the collection: each test starts with no staff at all (the file
 * runs alone, after the others: SHARED_STATE in vitest.config.ts).
 */
beforeEach(async () => {
  const all = await db().collection(COLLECTIONS.staff).limit(500).get();
  await Promise.all(all.docs.map((doc) => doc.ref.delete()));
});

describe('a member of staff on the admin calls', () => {
  it('opens them as an owner, named by their e-mail', async () => {
    const owner = await staffMember(OWNER);
    expect((await listAs(owner.idToken)).status).toBe(200);
    expect((await api('GET', `/${ADMIN_SESSION_KEY}/volunteers`, undefined, bearer(owner.idToken))).status).toBe(200);
  });

  it('is refused them as a coordinator or a viewer, owners’ calls included', async () => {
    const viewer: StaffAccess = { role: 'viewer', cities: ['maharashtra/pune'] };
    for (const access of [PUNE, viewer]) {
      const member = await staffMember(access);
      expect(await listAs(member.idToken)).toMatchObject(ownersOnly);
      expect(await changeAs(member.idToken, { email: member.email, role: 'owner' })).toMatchObject(ownersOnly);
      expect(await removeAs(member.idToken, member.email)).toMatchObject(ownersOnly);
      expect((await staffDoc(member.email))?.role).toBe(access.role);
    }
  });

  it('is refused without a token, with a made-up one, a person’s, or that of someone no longer staff', async () => {
    await staffMember(OWNER);
    expect(await api('GET', `/${ADMIN_SESSION_KEY}/applications`)).toMatchObject(refused);
    expect(await listAs('not-a-token')).toMatchObject(refused);
    const senior = await addPerson('senior');
    expect(await listAs(await tokenFor(senior, 'senior'))).toMatchObject(refused);
    // A person's account is never the staff account of the same e-mail.
    const both = await staffMember(OWNER);
    await addPerson('volunteer', both.email);
    expect(await listAs(await tokenFor(both.email, 'volunteer'))).toMatchObject(refused);
    // Staff claims on an account the server did not make for them.
    const forged = await idTokenFor(await adminAuth().createCustomToken('s-forged', { staff: both.email, staffRole: 'owner' }));
    expect(await listAs(forged)).toMatchObject(refused);
  });
});

describe('a member’s session, asked of the api', () => {
  const sessionAs = (idToken?: string) => api('GET', '/admin/staff/session', undefined, idToken ? bearer(idToken) : undefined);

  it('answers their access while it holds, and 401 once it has changed, ended, or was never staff', RACE, async () => {
    const owner = await staffMember(OWNER);
    const member = await staffMember(PUNE);
    const held = { status: 200, json: { email: member.email, ...PUNE } };
    expect(await sessionAs(member.idToken)).toMatchObject(held);
    // Twenty at once answer the same, and change nothing.
    const before = await staffDoc(member.email);
    const answers = await race(() => sessionAs(member.idToken));
    expect(answers.map(({ status, json }) => [status, json])).toEqual(answers.map(() => [200, held.json]));
    expect(await staffDoc(member.email)).toEqual(before);

    expect(await sessionAs()).toMatchObject(refused);
    expect(await sessionAs('not-a-token')).toMatchObject(refused);
    expect(await sessionAs(await tokenFor(await addPerson('senior'), 'senior'))).toMatchObject(refused);
    const forged = await idTokenFor(await adminAuth().createCustomToken('s-forged', { staff: member.email, staffRole: 'owner' }));
    expect(await sessionAs(forged)).toMatchObject(refused);

    expect((await changeAs(owner.idToken, { email: member.email, role: 'viewer', cities: PUNE.cities })).status).toBe(200);
    expect(await sessionAs(member.idToken)).toMatchObject(refused);
    const again = await sessionOf(member.email);
    expect(await sessionAs(again.idToken)).toMatchObject({ status: 200, json: { email: member.email, role: 'viewer' } });
    expect((await removeAs(owner.idToken, member.email)).status).toBe(200);
    expect(await sessionAs(again.idToken)).toMatchObject(refused);
  });
});

describe('changing a member’s access', () => {
  it('ends the sessions they hold at once, and their next sign-in has the new access', async () => {
    const owner = await staffMember(OWNER);
    const other = await staffMember(OWNER);
    expect((await listAs(other.idToken)).status).toBe(200);

    const at = Date.now();
    const changed = await changeAs(owner.idToken, { email: other.email, ...PUNE });
    expect(changed).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.staffChanged } });
    expect(await staffDoc(other.email)).toMatchObject({ role: 'coordinator', cities: ['maharashtra/pune'], changedBy: owner.email });
    expect(await logged(other.email)).toEqual([ADDED('owner'), ['staffAccess', owner.email, 'coordinator']]);
    await ended(other, at);

    const again = await sessionOf(other.email);
    expect(await listAs(again.idToken)).toMatchObject(ownersOnly);
    expect(await revoked(again.idToken)).toBe(false);
  });

  it('keeps the sessions when the access is the same', async () => {
    const owner = await staffMember(OWNER);
    const member = await staffMember(PUNE);
    const before = await staffDoc(member.email);
    expect((await changeAs(owner.idToken, { email: member.email, ...PUNE })).status).toBe(200);
    expect(await staffDoc(member.email)).toEqual(before);
    expect(await logged(member.email)).toEqual([ADDED('coordinator')]);
    // Still their session: a coordinator's answer, not a stranger's.
    expect(await listAs(member.idToken)).toMatchObject(ownersOnly);
    expect(await revoked(member.idToken)).toBe(false);
  });

  it('works with the key, and refuses someone not staff, unknown cities and odd bodies', async () => {
    await staffMember(OWNER);
    const member = await staffMember(PUNE);
    expect((await withKey('PUT', { email: member.email, role: 'viewer', cities: ['maharashtra/mumbai'] })).status).toBe(200);
    expect(await staffDoc(member.email)).toMatchObject({ role: 'viewer', cities: ['maharashtra/mumbai'], changedBy: 'key' });
    expect(await withKey('PUT', { email: newEmail('nobody'), ...PUNE })).toMatchObject({ status: 404, json: { code: 'staffNotFound' } });
    expect(await withKey('PUT', { email: member.email, role: 'viewer', cities: ['maharashtra/atlantis'] })).toMatchObject({
      status: 400,
      json: { code: 'staffCityUnknown' },
    });
    for (const body of [
      { email: member.email, role: 'viewer' },
      { email: member.email, role: 'root' },
      { role: 'owner' },
      '{"email":',
      'x'.repeat(2_000_000),
    ]) {
      expect((await withKey('PUT', body)).status).toBeGreaterThanOrEqual(400);
    }
    expect(await staffDoc(member.email)).toMatchObject({ role: 'viewer', cities: ['maharashtra/mumbai'] });
  });
});

describe('removing a member', () => {
  it('ends their sessions at once', async () => {
    const owner = await staffMember(OWNER);
    const other = await staffMember(OWNER);
    const at = Date.now();
    expect(await removeAs(owner.idToken, other.email)).toMatchObject({ status: 200, json: { message: SERVER_MESSAGES.staffRemoved } });
    expect(await staffDoc(other.email)).toBeUndefined();
    expect(await logged(other.email)).toEqual([ADDED('owner'), ['staffRemove', owner.email, undefined]]);
    await ended(other, at);
    expect(await removeAs(owner.idToken, other.email)).toMatchObject({ status: 404, json: { code: 'staffNotFound' } });
  });

  it('never removes or demotes the last owner', async () => {
    const owner = await staffMember(OWNER);
    expect(await removeAs(owner.idToken, owner.email)).toMatchObject({ status: 409, json: { code: 'staffLastOwner' } });
    expect(await changeAs(owner.idToken, { email: owner.email, ...PUNE })).toMatchObject({ status: 409, json: { code: 'staffLastOwner' } });
    expect(await withKey('DELETE', { email: owner.email })).toMatchObject({ status: 409 });
    expect((await listAs(owner.idToken)).status).toBe(200);
    // Refused, so not done: the log keeps none of it.
    expect(await logged(owner.email)).toEqual([ADDED('owner')]);
  });

  it(
    'leaves one of two owners who remove each other at once, twenty times over',
    async () => {
      const a = await staffMember(OWNER);
      const b = await staffMember(OWNER);
      const answers = (
        await Promise.all([race(() => removeAs(a.idToken, b.email), 10), race(() => removeAs(b.idToken, a.email), 10)])
      ).flat();
      const owners = await db().collection(COLLECTIONS.staff).where('role', '==', 'owner').get();
      expect(owners.size).toBe(1);
      expect(statuses(answers).filter((status) => status === 200)).toHaveLength(1);
      const left = owners.docs[0]!.id;
      const removals = [...(await logged(a.email)), ...(await logged(b.email))].filter(([action]) => action === 'staffRemove');
      expect(removals).toEqual([['staffRemove', left, undefined]]);
      expect((await listAs(left === a.email ? a.idToken : b.idToken)).status).toBe(200);
    },
    RACE.timeout,
  );

  it(
    'answers each of 20 changes at once, and the member is as one of them left it',
    async () => {
      await staffMember(OWNER);
      const member = await staffMember(PUNE);
      const answers = await race(() => withKey('PUT', { email: member.email, role: 'viewer', cities: ['maharashtra/pune'] }));
      expect(statuses(answers)).toEqual(Array(20).fill(200));
      expect(await staffDoc(member.email)).toMatchObject({ role: 'viewer', uid: staffUid(member.email) });
      // One change made, the other nineteen found it made: one entry.
      expect(await logged(member.email)).toEqual([ADDED('coordinator'), ['staffAccess', 'key', 'viewer']]);
    },
    RACE.timeout,
  );
});

describe('the admin key', () => {
  it('keeps its session, an owner’s, beside the staff', async () => {
    await staffMember(PUNE);
    expect((await listAs(await adminSessionToken())).status).toBe(200);
  });
});
