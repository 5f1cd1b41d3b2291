/**
 * The one-tap link in a code e-mail over HTTP: the link's page verifies the
 * fragment's code through the same route as a typed code, so the link has the code's limits.
 */
import { describe, expect, it } from 'vitest';
import { readCodeLink, type CodeLink } from '@gh/common/code-link';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { api, newClientAddress, webUrl } from '@gh/testkit/stack';
import { addPerson, codeFromMail, linkFromMail, otpDoc, seniorForm } from '@gh/testkit/identity';

/** What the /login page does with a link: read the fragment and verify it. */
function openLink(link: CodeLink, headers = newClientAddress()) {
  return api('POST', `/login/otp-verify/${link.role}`, { email: link.email, loginotp: link.code }, headers);
}

async function seniorWithLink() {
  const email = await addPerson('senior');
  expect((await api('POST', '/login/senior', { email }, newClientAddress())).status).toBe(200);
  const url = await linkFromMail(email);
  const link = readCodeLink(new URL(url).hash);
  if (!link) throw new Error(`not a code link: ${url}`);
  return { email, url, link };
}

describe('the sign-in link in the code e-mail', () => {
  it('goes to /login of the web app with the role, the e-mail and the mailed code in the fragment only', async () => {
    const { email, url, link } = await seniorWithLink();
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe(`${webUrl}/login`);
    expect(parsed.search).toBe('');
    expect(link).toEqual({ role: 'senior', email, code: await codeFromMail(email) });
  });

  it('signs in once; opened again it is refused', async () => {
    const { email, link } = await seniorWithLink();
    expect(await openLink(link)).toMatchObject({ status: 200, json: { user: { email } } });
    expect(await openLink(link)).toMatchObject({ status: 400, json: { code: 'codeInvalid', message: SERVER_MESSAGES.codeInvalid } });
  });

  it('expires with its code', async () => {
    const { email, link } = await seniorWithLink();
    await otpDoc('senior', email).update({ expiresAt: Date.now() - 1 });
    expect(await openLink(link)).toMatchObject({ status: 400, json: { code: 'codeExpired', message: SERVER_MESSAGES.codeExpired } });
  });

  it("signs nobody else in: another person's e-mail or role with this code is refused", async () => {
    const first = await seniorWithLink();
    const other = await seniorWithLink();
    const answer = await openLink({ ...first.link, email: other.email });
    expect(answer.status).toBe(400);
    expect(answer.json?.token).toBeUndefined();
    expect((await openLink({ ...first.link, role: 'volunteer' })).status).toBe(400);
    // Neither attempt used up the link for its owner.
    expect(await openLink(first.link)).toMatchObject({ status: 200, json: { user: { email: first.email } } });
  });

  it('opened 20 times together signs in exactly once', async () => {
    const { link } = await seniorWithLink();
    const headers = newClientAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, () => openLink(link, headers)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json?.token)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) expect(answer.status).toBe(400);
  });

  it('in a registration mail goes to that registration page', async () => {
    const form = seniorForm();
    expect((await api('POST', '/register/senior', form, newClientAddress())).status).toBe(200);
    const url = new URL(await linkFromMail(form.email));
    expect(url.pathname).toBe('/senior-registration');
    expect(readCodeLink(url.hash)).toEqual({ role: 'senior', email: form.email, code: await codeFromMail(form.email) });
  });
});
