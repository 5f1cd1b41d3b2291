/**
 * The admin session from POST /admin stands in for the key on the spec's
 * `/{key}/...` calls (key segment ADMIN_SESSION_KEY, the session's ID token as Bearer), and
 * ends ADMIN_SESSION_TTL_MS after the exchange. The key itself keeps working for key holders.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_KEY, ADMIN_SESSION_TTL_MS, ADMIN_UID } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { adminKey, api, idTokenFor, newClientAddress } from '@gh/testkit/stack';
import { adminSessionToken } from '@gh/testkit/applicant';
import { tokenFor } from '@gh/testkit/members';
import { addPerson, adminAuth, bearer } from '@gh/testkit/identity';

const claimsOf = (idToken: string) =>
  JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/** An admin custom token with the claims as given, signed in at the Auth emulator. */
const sessionWith = async (claims: Record<string, unknown>) => idTokenFor(await adminAuth().createCustomToken(ADMIN_UID, claims));

const listWith = (headers: Record<string, string>) =>
  api('GET', `/${ADMIN_SESSION_KEY}/applications`, undefined, { ...newClientAddress(), ...headers });
const refused = { status: 401, json: { message: SERVER_MESSAGES.invalidAdminKey } };

describe('the admin session in place of the key', () => {
  it('lasts twelve hours from the exchange', async () => {
    const before = Date.now();
    const claims = claimsOf(await adminSessionToken());
    expect(claims).toMatchObject({ user_id: ADMIN_UID, admin: true });
    expect(claims.adminUntil).toBeGreaterThanOrEqual(before + ADMIN_SESSION_TTL_MS);
    expect(claims.adminUntil).toBeLessThanOrEqual(Date.now() + ADMIN_SESSION_TTL_MS);
  });

  it('opens every admin call while it lasts', async () => {
    const token = await adminSessionToken();
    expect((await listWith(bearer(token))).status).toBe(200);
    expect((await api('GET', `/${ADMIN_SESSION_KEY}/volunteers`, undefined, bearer(token))).status).toBe(200);
    expect(
      (await api('POST', `/${ADMIN_SESSION_KEY}/application`, { type: 'volunteer', email: 'nobody@example.com' }, bearer(token))).status,
    ).toBe(404);
  });

  it('is refused once ended', async () => {
    expect(await listWith(bearer(await sessionWith({ admin: true, adminUntil: Date.now() - 1000 })))).toMatchObject(refused);
  });

  it.each([
    ['no end (a session from before sessions ended)', { admin: true }],
    ['an end that is not a time', { admin: true, adminUntil: '9999999999999' }],
    ['no admin claim', { adminUntil: Date.now() + 60_000 }],
  ])('with %s is refused', async (_case, claims) => {
    expect(await listWith(bearer(await sessionWith(claims)))).toMatchObject(refused);
  });

  it('is refused without a token, with a made-up one, and with a member’s', async () => {
    expect(await listWith({})).toMatchObject(refused);
    expect(await listWith({ authorization: 'Bearer not-a-token' })).toMatchObject(refused);
    const email = await addPerson('senior');
    expect(await listWith(bearer(await tokenFor(email, 'senior')))).toMatchObject(refused);
    // An admin claim on another account is not the admin.
    expect(
      await listWith(
        bearer(await idTokenFor(await adminAuth().createCustomToken('someone-else', { admin: true, adminUntil: Date.now() + 60_000 }))),
      ),
    ).toMatchObject(refused);
  });

  it('does not open a wrong key, and the key still works without a session', async () => {
    const token = await adminSessionToken();
    expect(await api('GET', '/wrong-key/applications', undefined, { ...newClientAddress(), ...bearer(token) })).toMatchObject(refused);
    expect((await api('GET', `/${encodeURIComponent(adminKey)}/applications`, undefined, newClientAddress())).status).toBe(200);
  });
});
