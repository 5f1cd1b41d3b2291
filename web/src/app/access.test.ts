import { describe, expect, it } from 'vitest';
import { redirectFor, type PageAccess } from './access';

const none = { user: null, role: null, adminKey: null };
const member = { user: { email: 'kamala@example.com', interests: [] }, role: 'senior', adminKey: null } as const;
const admin = { user: null, role: null, adminKey: 'k' };

describe('redirectFor (spec sections 2 and 6)', () => {
  it.each<[PageAccess, string | null, string | null, string | null]>([
    //  page            nothing stored  stored senior   admin key
    ['home', null, '/dashboard', '/admin'],
    ['careers', null, '/dashboard', null],
    ['member', '/login', null, '/admin'],
    ['sign-in', null, '/dashboard', '/admin'],
    ['registration', null, '/dashboard', null],
    ['admin', null, '/dashboard', null],
  ])('%s: none -> %s, user -> %s, admin -> %s', (access, forNone, forMember, forAdmin) => {
    expect(redirectFor(access, none)).toBe(forNone);
    expect(redirectFor(access, member)).toBe(forMember);
    expect(redirectFor(access, admin)).toBe(forAdmin);
  });

  it('lets an admin who also has a user stored into /admin, and sends them there from members pages', () => {
    const both = { ...member, adminKey: 'k' };
    expect(redirectFor('admin', both)).toBeNull();
    expect(redirectFor('member', both)).toBe('/admin');
    expect(redirectFor('sign-in', both)).toBe('/admin');
    expect(redirectFor('home', both)).toBe('/dashboard');
  });

  it('keeps a signed-in volunteer on /careers', () => {
    const volunteer = { user: { email: 'ananya@example.com', skills: [] }, role: 'volunteer', adminKey: null } as const;
    expect(redirectFor('careers', volunteer)).toBeNull();
  });
});
