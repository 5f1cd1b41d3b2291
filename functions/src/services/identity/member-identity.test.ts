import { describe, expect, it } from 'vitest';
import { memberClaims, memberOf, memberUid, provenPhone } from './member-identity.ts';

const email = 'kamala@example.com';
const token = (fields: { uid?: string; provider?: string; member?: unknown }) => ({
  uid: fields.uid ?? memberUid(email),
  firebase: { sign_in_provider: fields.provider ?? 'custom' },
  auth_time: 0,
  ...('member' in fields ? { member: fields.member } : { member: email }),
});

describe('memberUid', () => {
  it('is the same for any case of the e-mail, different for another e-mail, and a valid uid', () => {
    expect(memberUid('Kamala@Example.COM')).toBe(memberUid(email));
    expect(memberUid('kamala2@example.com')).not.toBe(memberUid(email));
    expect(memberUid(email)).toMatch(/^m-[\w-]{43}$/);
    expect(memberUid(email)).not.toContain('kamala');
  });
});

describe('memberOf', () => {
  it('names the person for their own account signed in with a custom token', () => {
    expect(memberOf(token({}))).toBe(email);
    expect(memberClaims('Kamala@Example.com', 'senior')).toEqual({ role: 'senior', member: email });
  });

  it.each([
    ['another provider', { provider: 'password' }],
    ['another account', { uid: 'attacker-uid' }],
    ['no member claim', { member: undefined }],
    ['a member claim for someone else', { member: 'other@example.com' }],
    ['a member claim that is not text', { member: [email] }],
  ])('is null for %s', (_case, fields) => {
    expect(memberOf(token(fields))).toBeNull();
  });
});

describe('provenPhone', () => {
  const now = Date.UTC(2026, 0, 1, 10);
  const maxAgeMs = 10 * 60_000;
  const phoneToken = (provider: string, authMsAgo: number, phone: unknown = '+919822012345') => ({
    uid: 'p',
    firebase: { sign_in_provider: provider },
    phone_number: phone,
    auth_time: (now - authMsAgo) / 1000,
  });

  it('answers the number of a phone sign-in up to the age allowed', () => {
    expect(provenPhone(phoneToken('phone', 0), maxAgeMs, now)).toBe('+919822012345');
    expect(provenPhone(phoneToken('phone', maxAgeMs), maxAgeMs, now)).toBe('+919822012345');
  });

  it('refuses an older sign-in, another provider (a member session) and a token without a number', () => {
    expect(provenPhone(phoneToken('phone', maxAgeMs + 1000), maxAgeMs, now)).toBeNull();
    expect(provenPhone(phoneToken('custom', 0), maxAgeMs, now)).toBeNull();
    expect(provenPhone(phoneToken('password', 0), maxAgeMs, now)).toBeNull();
    expect(provenPhone(phoneToken('phone', 0, null), maxAgeMs, now)).toBeNull();
  });
});
