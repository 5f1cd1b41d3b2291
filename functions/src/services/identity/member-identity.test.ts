import { describe, expect, it } from 'vitest';
import { memberClaims, memberOf, memberUid } from './member-identity.ts';

const email = 'kamala@example.com';
const token = (fields: { uid?: string; provider?: string; member?: unknown }) => ({
  uid: fields.uid ?? memberUid(email),
  firebase: { sign_in_provider: fields.provider ?? 'custom' },
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
