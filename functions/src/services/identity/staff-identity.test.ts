import { describe, expect, it } from 'vitest';
import type { StaffDoc } from '@gh/common/staff';
import { memberUid } from './member-identity.ts';
import { accessSinceAt, staffClaims, staffSessionOf, staffUid, waitForAccess } from './staff-identity.ts';

const email = 'kiran@example.com';
const doc: StaffDoc = {
  email,
  uid: staffUid(email),
  role: 'coordinator',
  cities: ['maharashtra/pune'],
  accessSince: 1_000,
  addedAt: 1,
  changedBy: 'key',
};
const token = (fields: { uid?: string; provider?: string; staff?: unknown; auth_time?: number } = {}) => ({
  uid: fields.uid ?? staffUid(email),
  firebase: { sign_in_provider: fields.provider ?? 'custom' },
  auth_time: fields.auth_time ?? 1_000,
  ...('staff' in fields ? { staff: fields.staff } : { staff: email }),
});

describe('staffUid', () => {
  it('is the same for any case of the e-mail, and never the person account of that e-mail', () => {
    expect(staffUid('Kiran@Example.com')).toBe(staffUid(email));
    expect(staffUid(email)).toMatch(/^s-[\w-]{43}$/);
    expect(staffUid(email)).not.toBe(memberUid(email));
  });
});

describe('staffSessionOf', () => {
  it('is the member, with the role and cities of their document, for a session signed in since their access changed', () => {
    expect(staffSessionOf(token(), doc)).toEqual({ email, role: 'coordinator', cities: ['maharashtra/pune'] });
    expect(staffSessionOf(token({ auth_time: 5_000 }), doc)?.email).toBe(email);
    expect(staffClaims(doc)).toEqual({ staff: email, staffRole: 'coordinator', cities: ['maharashtra/pune'], accessSince: 1_000 });
  });

  it.each([
    ['signed in before the access changed', token({ auth_time: 999 }), doc],
    ['removed from staff', token(), null],
    ['another provider', token({ provider: 'password' }), doc],
    ['another account', token({ uid: 'attacker-uid' }), doc],
    ['a person account of the same e-mail', token({ uid: memberUid(email) }), doc],
    ['no staff claim', token({ staff: undefined }), doc],
    ['a staff claim for someone else', token({ staff: 'uma@example.com' }), doc],
    ['a document naming another account', token(), { ...doc, uid: 's-other' }],
  ] as const)('is null when %s', (_case, session, stored) => {
    expect(staffSessionOf(session, stored)).toBeNull();
  });
});

describe('accessSinceAt', () => {
  it('is after every session signed in up to the change, even within the same second', () => {
    const change = 1_700_000_000_400;
    const signedInJustBefore = Math.floor((change - 300) / 1000);
    expect(accessSinceAt(change)).toBeGreaterThan(signedInJustBefore);
    expect(accessSinceAt(1_700_000_000_000)).toBe(1_700_000_001);
  });

  it('makes the next sign-in wait at most a second, then none', () => {
    const change = 1_700_000_000_400;
    const stored = { accessSince: accessSinceAt(change) };
    expect(waitForAccess(stored, change)).toBe(600);
    expect(waitForAccess(stored, change + 600)).toBe(0);
    expect(waitForAccess(stored, change + 60_000)).toBe(0);
  });
});
