/**
 * Who asks Firestore, as the rules see them: the claims of each session the web app can hold
 * (member-identity.ts and admin-key.ts in functions/src/services/identity/) and the look-alikes
 * the rules must refuse. The table in cases.ts says, per request, which of these may make it.
 */
import type { TokenOptions } from '@firebase/rules-unit-testing';
import { ADMIN_SESSION_TTL_MS, ADMIN_UID, type UserType } from '@gh/common/constants';
import { memberClaims, memberUid } from '@gh/functions/testing';

/** A volunteer, the senior she visits, and another volunteer with a senior of his own. */
export const VERA = 'vera@example.com';
export const SUNIL = 'sunil@example.com';
export const OMAR = 'omar@example.com';
export const SITA = 'sita@example.com';

export interface Identity {
  name: string;
  /** null: no session at all. */
  uid: string | null;
  token?: TokenOptions;
}

const custom = { firebase: { sign_in_provider: 'custom' } } as const;
const password = { firebase: { sign_in_provider: 'password' } } as const;

/** The session a verified code signs a person in with: their uid, their claims, a custom token. */
const member = (email: string, role: UserType): Identity => ({
  name: `${role} ${email}`,
  uid: memberUid(email),
  token: { ...memberClaims(email, role), ...custom },
});

/** An account someone made with a password for the e-mail: Auth puts the e-mail in the token. */
const passwordAccount = (email: string): Identity => ({
  name: `password account of ${email}`,
  uid: `password-${email}`,
  token: { email, email_verified: true, ...password },
});

/** Everything the person's session has (uid and member claim) but the custom sign-in. */
const forgedMember = (email: string): Identity => ({
  name: `password session claiming member ${email}`,
  uid: memberUid(email),
  token: { email, member: email, ...password },
});

const adminClaims = (adminUntil: number) => ({ admin: true, adminUntil, adminSessionId: 'rules-test', ...custom });
const inTime = Date.now() + ADMIN_SESSION_TTL_MS;

export const VOLUNTEER = member(VERA, 'volunteer');
export const SENIOR = member(SUNIL, 'senior');
export const OTHER = member(OMAR, 'volunteer');
export const NOBODY: Identity = { name: 'no session', uid: null };
export const ADMIN: Identity = { name: 'admin', uid: ADMIN_UID, token: adminClaims(inTime) };

export const EVERYONE: readonly Identity[] = [
  VOLUNTEER,
  SENIOR,
  OTHER,
  NOBODY,
  passwordAccount(VERA),
  forgedMember(VERA),
  passwordAccount(SUNIL),
  forgedMember(SUNIL),
  ADMIN,
  { name: 'admin past adminUntil', uid: ADMIN_UID, token: adminClaims(Date.now() - 60_000) },
  { name: 'admin claims on another uid', uid: 'not-the-admin', token: adminClaims(inTime) },
  { name: 'admin claims from a password sign-in', uid: ADMIN_UID, token: { ...adminClaims(inTime), ...password } },
];
