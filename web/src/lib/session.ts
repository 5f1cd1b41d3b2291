/**
 * What the browser remembers between visits (spec section 3): the signed-in person in the
 * `user` cookie (path /, JSON) and the admin key in the `adminkey` localStorage entry.
 * Plain functions, no React: hooks and guards build on these.
 */
import { ADMIN_KEY_ENTRY, USER_COOKIE } from '@gh/common/constants';

/** The object sign-in verification returned, stored as is; it always has an email. */
export interface SessionUser {
  email: string;
  [field: string]: unknown;
}

/** Fired on window whenever this tab signs in or out, so the chrome updates at once. */
export const SESSION_CHANGED = 'gh:session-changed';
const changed = () => window.dispatchEvent(new Event(SESSION_CHANGED));

/** Spec section 3: a volunteer has skills, a senior has interests. */
export type Role = 'volunteer' | 'senior';
export function roleOf(user: SessionUser | null): Role | null {
  if (!user) return null;
  if (Array.isArray(user.skills)) return 'volunteer';
  if (Array.isArray(user.interests)) return 'senior';
  return null;
}

/** Older visitors should not have to sign in on every visit. */
const USER_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

function cookieValue(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) return entry.slice(prefix.length);
  }
  return null;
}

export function readUser(): SessionUser | null {
  const raw = cookieValue(USER_COOKIE);
  if (!raw) return null;
  try {
    const user = JSON.parse(decodeURIComponent(raw)) as unknown;
    if (user && typeof user === 'object' && typeof (user as SessionUser).email === 'string') {
      return user as SessionUser;
    }
  } catch {
    // A cookie we cannot read is treated as no session; the next sign-in overwrites it.
  }
  return null;
}

export function writeUser(user: SessionUser): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${USER_COOKIE}=${encodeURIComponent(JSON.stringify(user))}; Path=/; Max-Age=${USER_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  changed();
}

export function clearUser(): void {
  document.cookie = `${USER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  changed();
}

// localStorage can throw (storage disabled, some private modes): then there is no admin key.
export function readAdminKey(): string | null {
  try {
    return localStorage.getItem(ADMIN_KEY_ENTRY) || null;
  } catch {
    return null;
  }
}

export function writeAdminKey(key: string): void {
  localStorage.setItem(ADMIN_KEY_ENTRY, key);
  changed();
}

export function clearAdminKey(): void {
  try {
    localStorage.removeItem(ADMIN_KEY_ENTRY);
  } catch {
    // nothing stored, nothing to clear
  }
  changed();
}
