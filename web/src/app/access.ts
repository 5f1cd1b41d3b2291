/**
 * Who may see which page (spec section 2 'Guard for guarded pages', section 6 Redirects).
 * A pure decision, so the whole matrix is easy to read and to test.
 */
import { PAGES } from '@gh/common/routes';
import type { Role } from '../lib/session';

export type PageAccess =
  /** /: the public home, which sends a stored user to their dashboard and an admin to /admin. */
  | 'home'
  /** /careers: anyone but a signed-in senior. */
  | 'careers'
  /** /dashboard, /profile: a stored user only. */
  | 'member'
  /** /login: nobody signed in, neither as a member nor as admin. */
  | 'sign-in'
  /** /register and the registration pages: nobody signed in as a member. */
  | 'registration'
  /** /admin: the admin login, or the admin dashboard once a key is stored. */
  | 'admin';

export interface StoredSession {
  user: unknown;
  role: Role | null;
  adminKey: string | null;
}

/** Where a visitor with this session is sent instead, or null to show the page. */
export function redirectFor(access: PageAccess, { user, role, adminKey }: StoredSession): string | null {
  switch (access) {
    case 'home':
      if (user) return PAGES.dashboard;
      return adminKey ? PAGES.admin : null;
    case 'careers':
      return user && role !== 'volunteer' ? PAGES.dashboard : null;
    case 'member':
      if (adminKey) return PAGES.admin;
      return user ? null : PAGES.login;
    case 'sign-in':
      if (adminKey) return PAGES.admin;
      return user ? PAGES.dashboard : null;
    case 'registration':
      return user ? PAGES.dashboard : null;
    case 'admin':
      return user && !adminKey ? PAGES.dashboard : null;
  }
}
