/**
 * An Auth account someone else made with a person's e-mail (a password
 * sign-up at the Auth emulator, as any sign-up provider left on would allow) is never reused
 * by the code path and never accepted by the api for that person.
 */
import { describe, expect, it } from 'vitest';
import { memberUid } from '../src/services/identity/member-identity.ts';
import { api, authEmulatorUrl, idTokenFor } from '@gh/testkit/stack';
import { adminAuth, addPerson, bearer, register, seniorForm, signIn } from '@gh/testkit/identity';

const PASSWORD = 'attacker-password-1';

/** accounts:signUp / accounts:signInWithPassword at the Auth emulator: an ID token of the attacker's. */
async function passwordSession(action: 'signUp' | 'signInWithPassword', email: string): Promise<string> {
  const response = await fetch(`${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; localId?: string };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.idToken!;
}

const seniorPath = (email: string) => `/senior/${encodeURIComponent(email)}`;

describe('an account made with the victim’s e-mail before they register', () => {
  it('is not reused: the victim’s code signs in to their own account and the attacker reads nothing', async () => {
    const form = seniorForm();
    const attackerToken = await passwordSession('signUp', form.email);
    const attackerAccount = await adminAuth().getUserByEmail(form.email);

    const { idToken } = await register('senior', form);

    expect((await api('GET', seniorPath(form.email), undefined, bearer(idToken))).status).toBe(200);
    expect((await api('GET', seniorPath(form.email), undefined, bearer(attackerToken))).status).toBe(401);
    // A fresh password sign-in after the registration fares no better.
    const laterToken = await passwordSession('signInWithPassword', form.email);
    expect((await api('GET', seniorPath(form.email), undefined, bearer(laterToken))).status).toBe(401);
    expect((await api('POST', '/senior/matches', { email: form.email }, bearer(laterToken))).status).toBe(401);

    // The attacker's account was left as it was: not verified, no claims, not the victim's uid.
    const untouched = await adminAuth().getUser(attackerAccount.uid);
    expect(untouched.emailVerified).toBe(false);
    expect(untouched.customClaims ?? {}).toEqual({});
    expect(attackerAccount.uid).not.toBe(memberUid(form.email));
  });

  it('made after the person signed in, is still refused', async () => {
    const email = await addPerson('senior');
    const { idToken } = await signIn('senior', email);
    const attackerToken = await passwordSession('signUp', email);
    expect((await api('GET', seniorPath(email), undefined, bearer(attackerToken))).status).toBe(401);
    expect((await api('GET', seniorPath(email), undefined, bearer(idToken))).status).toBe(200);
  });

  it('a token of the derived account without the member claim is refused', async () => {
    const email = await addPerson('senior');
    await signIn('senior', email);
    // A custom token for the right uid but without the claims the code path sets on the token.
    const bare = await adminAuth().createCustomToken(memberUid(email));
    await adminAuth().setCustomUserClaims(memberUid(email), null);
    expect((await api('GET', seniorPath(email), undefined, bearer(await idTokenFor(bare)))).status).toBe(401);
  });
});
