/**
 * POST /{key}/person, what /admin/profile shows: the application (with a
 * resume link), a registered volunteer (with a CV link) or senior, whatever of these an e-mail
 * has; only for the admin.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, getApps } from 'firebase-admin/app';
import { ADMIN_SESSION_KEY, APPLICATION_STATUS } from '@gh/common/constants';
import type { AdminPersonView } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { api, newClientAddress, webUrl } from '@gh/testkit/stack';
import { adminCall, adminSessionToken } from '@gh/testkit/applicant';
import { addApplication, addPerson, bearer, newEmail, personDoc } from '@gh/testkit/identity';
import { readMember, tokenFor } from '@gh/testkit/members';

afterAll(() => Promise.all(getApps().map((app) => deleteApp(app))));

const person = async (email: string) => {
  const answer = await adminCall('POST', '/person', { email });
  expect(answer.status, answer.text).toBe(200);
  return answer.json as unknown as AdminPersonView;
};
const refused = { status: 401, json: { message: SERVER_MESSAGES.invalidAdminKey, code: 'invalidAdminKey' } };

describe('POST /{key}/person', () => {
  it('shows an applicant who has not registered: the application and its resume link', async () => {
    const email = newEmail('applicant');
    const { resume, ...data } = await addApplication(email, APPLICATION_STATUS.submitted);
    const view = await person(email);
    expect(view).toEqual({
      application: { data, resume: { filename: 'cv.pdf', link: expect.stringMatching(/^\/api\/files\/resume\?/) } },
      volunteer: null,
      senior: null,
    });
    expect(resume).not.toBeNull();
  });

  it('shows a registered volunteer: the registration with a signed CV link, and the application', async () => {
    const email = await addPerson('volunteer');
    const { cv, ...stored } = await readMember('volunteer', email);
    const view = await person(email);
    expect(view.application?.data).toMatchObject({ email, status: APPLICATION_STATUS.accepted });
    expect(view.volunteer).toEqual({
      ...stored,
      cv: { filename: cv!.filename, link: expect.stringMatching(/^\/api\/files\/cv\?/) },
      photo: null,
      identityCheck: null,
    });
    expect(view.senior).toBeNull();
    // Signed for this CV: accepted (a 404, as the test stored only the document, not the file),
    // where a link with another signature is a 403.
    const link = view.volunteer!.cv!.link;
    expect((await fetch(`${webUrl}${link}`)).status).toBe(404);
    expect((await fetch(`${webUrl}${link.replace(/sig=[^&]/, (found) => (found.endsWith('0') ? 'sig=1' : 'sig=0'))}`)).status).toBe(403);
  });

  it('shows a registered senior, who has no application', async () => {
    const email = await addPerson('senior');
    expect(await person(email)).toEqual({ application: null, volunteer: null, senior: (await personDoc('senior', email).get()).data() });
  });

  it("says 'No profile' (404) for an e-mail with nothing stored, and 400 for what is no e-mail", async () => {
    expect(await adminCall('POST', '/person', { email: newEmail('nobody') })).toMatchObject({
      status: 404,
      json: { message: SERVER_MESSAGES.noProfile, code: 'noProfile' },
    });
    for (const email of ['', 'not-an-email', 'a@b.co\r\nBcc: x@y.co', 'a\u0000@b.co', `${'a'.repeat(300)}@example.com`, ['a@b.co'], null]) {
      expect((await adminCall('POST', '/person', { email })).status, JSON.stringify(email)).toBe(400);
    }
    expect((await adminCall('POST', '/person', 'not json')).status).toBe(400);
    expect((await adminCall('POST', '/person', { email: `${'x'.repeat(200_000)}@example.com` })).status).toBe(400);
  });

  it('refuses without a key, with a wrong key, and with a member in place of the admin', async () => {
    const email = await addPerson('senior');
    expect(await api('POST', '/person', { email }, newClientAddress())).toMatchObject(refused);
    expect(await adminCall('POST', '/person', { email }, 'wrong-key')).toMatchObject(refused);
    expect(await api('POST', `/${ADMIN_SESSION_KEY}/person`, { email }, newClientAddress())).toMatchObject(refused);
    const own = bearer(await tokenFor(email, 'senior'));
    expect(await api('POST', `/${ADMIN_SESSION_KEY}/person`, { email }, { ...newClientAddress(), ...own })).toMatchObject(refused);
  });

  it('answers the admin session', async () => {
    const email = await addPerson('volunteer');
    const session = bearer(await adminSessionToken());
    const answer = await api('POST', `/${ADMIN_SESSION_KEY}/person`, { email }, session);
    expect(answer.status, answer.text).toBe(200);
    expect((answer.json as unknown as AdminPersonView).volunteer?.email).toBe(email);
  });
});
