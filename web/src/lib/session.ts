/**
 * What the browser remembers between visits (spec section 3): the signed-in person in the
 * `user` cookie (path /, JSON) and the admin key in the `adminkey` localStorage entry.
 * Plain functions, no React: hooks and guards build on these.
 *
 * Whether a person is signed in is the Firebase Auth session's to say (lib/auth.ts): the cookie
 * is written once that session has started, and cleared when it is gone, so pages that cannot
 * load Firebase (the public ones) can still read who is signed in, synchronously.
 */
import { ADMIN_KEY_ENTRY, USER_COOKIE, type UserType } from '@gh/common/constants';
import { deviceStore } from './browserStore';
import { FAMILY_SESSION, SIGNED_IN_AT } from './personKeys';

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

/**
 * The session user in a `document.cookie` string: the cookie `name` holding JSON with an e-mail,
 * else null. It names nothing outside itself, because app/signedInMark.ts puts its very source
 * in the prerendered pages' head: the pre-paint mark and readUser are one test.
 */
export function userInCookies(cookies: string, name: string): SessionUser | null {
  const prefix = name + '=';
  for (const part of cookies.split(';')) {
    const entry = part.trim();
    if (!entry.startsWith(prefix)) continue;
    try {
      const user = JSON.parse(decodeURIComponent(entry.slice(prefix.length))) as SessionUser | null;
      return user && typeof user === 'object' && typeof user.email === 'string' ? user : null;
    } catch {
      // A cookie we cannot read is treated as no session; the next sign-in overwrites it.
      return null;
    }
  }
  return null;
}

export function readUser(): SessionUser | null {
  return userInCookies(document.cookie, USER_COOKIE);
}

/** Whether the last stored user went because the Auth session behind it had ended. */
let endedUnderThePerson = false;

/**
 * True when the stored user was cleared because the Firebase Auth session behind it had ended
 * (expired, revoked, or never there), rather than by signing out: /login then says so.
 */
export function sessionEnded(): boolean {
  return endedUnderThePerson;
}

export function writeUser(user: SessionUser): void {
  endedUnderThePerson = false;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${USER_COOKIE}=${encodeURIComponent(JSON.stringify(user))}; Path=/; Max-Age=${USER_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  deviceStore.keep(SIGNED_IN_AT, Date.now());
  changed();
}

/** Forgets the stored user; `ended` when the Auth session was gone, not signed out of. */
export function clearUser(ended = false): void {
  endedUnderThePerson = ended;
  document.cookie = `${USER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  changed();
}

/** The e-mail of this browser's family circle session (no `user` cookie: /family's sign-in), or null. */
export function readFamily(): string | null {
  const email = deviceStore.read(FAMILY_SESSION);
  return typeof email === 'string' && email ? email : null;
}

/** Keeps that `email` has a family circle session here (its Firebase session proves it). */
export function keepFamily(email: string): void {
  if (readFamily() === email) return;
  deviceStore.keep(FAMILY_SESSION, email);
  changed();
}

/** Forgets the family circle session: it ended, or someone signed out. */
export function clearFamily(): void {
  if (readFamily() === null) return;
  deviceStore.forget(FAMILY_SESSION);
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
  // The session behind the entry has just started: other tabs' Auth reads it soon (adminAuth.ts).
  deviceStore.keep(SIGNED_IN_AT, Date.now());
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

/** What the guard hands /login in the location's state. */
export interface LoginState {
  /** The Auth session behind the stored user had ended: say so, calmly. */
  sessionEnded?: boolean;
  /** The page the person asked for (path and query): where signing in leads. */
  from?: string;
  /** Who a registration page found registered already: the form starts with them. */
  prefill?: { email: string; userType: UserType };
}
