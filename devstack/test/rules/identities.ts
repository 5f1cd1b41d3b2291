/**
 * Who asks Firestore, as the rules see them: the claims of each session the web app can hold
 * (member-identity.ts, staff-identity.ts and admin-key.ts in functions/src/services/identity/)
 * and the look-alikes the rules must refuse. The table in cases.ts says, per request, which of
 * these may make it.
 */
import type { TokenOptions } from '@firebase/rules-unit-testing';
import { ADMIN_SESSION_TTL_MS, ADMIN_UID, type UserType } from '@gh/common/constants';
import type { StaffDoc, StaffRole } from '@gh/common/staff';
import { memberClaims, memberUid, staffClaims, staffUid } from '@gh/functions/testing';

/** A volunteer, the senior she visits, and another volunteer with a senior of his own. */
export const VERA = 'vera@example.com';
export const SUNIL = 'sunil@example.com';
export const OMAR = 'omar@example.com';
export const SITA = 'sita@example.com';
/** A senior registered by SMS: nobody has proven her e-mail, and her phone's account signs in. */
export const USHA = 'usha@example.com';
export const USHA_PHONE_ACCOUNT = 'p-usha-phone-account-00';

/** Sunil's daughter, in his family circle, who is neither a volunteer nor a senior. */
export const DEEPA = 'deepa@example.com';

/** Members of staff: an owner, a coordinator and a viewer of Pune, an owner whose access changed, a removed owner. */
export const UMA = 'uma@example.com';
export const KIRAN = 'kiran@example.com';
export const VIKRAM = 'vikram@example.com';
export const CHITRA = 'chitra@example.com';
export const REKHA = 'rekha@example.com';
/** A viewer of Pune the owners named grievance officer. */
export const GITA = 'gita@example.com';
/** A coordinator of Pune who was removed: no document, a session still within its hour. */
export const RAVI = 'ravi@example.com';
/** The coordinators' city, and another. */
export const PUNE = 'maharashtra/pune';
export const MUMBAI = 'maharashtra/mumbai';

/** When the staff documents say access last changed (seconds, like auth_time): ten minutes ago. */
const ACCESS_SINCE = Math.floor(Date.now() / 1000) - 600;
/** When each staff session signed in: five minutes ago, after ACCESS_SINCE, within the token's hour. */
const SIGNED_IN = ACCESS_SINCE + 300;

const staffDoc = (email: string, role: StaffRole, accessSince = ACCESS_SINCE): StaffDoc => ({
  email,
  uid: staffUid(email),
  role,
  cities: role === 'owner' ? [] : [PUNE],
  accessSince,
  addedAt: 1,
  changedBy: 'key',
});

/**
 * The staff documents of fixtures.ts. Chitra's access changed a minute ago, after her session
 * signed in: it is still within its hour, and must open nothing. Rekha was removed: no document.
 */
export const STAFF_DOCS: readonly StaffDoc[] = [
  staffDoc(UMA, 'owner'),
  staffDoc(KIRAN, 'coordinator'),
  staffDoc(VIKRAM, 'viewer'),
  staffDoc(CHITRA, 'coordinator', SIGNED_IN + 240),
  staffDoc(GITA, 'viewer'),
];

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

/** A session of an e-mail a verified code proved, with no role of its own (a family member). */
const provenEmail = (email: string): Identity => ({
  name: `proven session of ${email}`,
  uid: memberUid(email),
  token: { member: email, ...custom },
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

/** A phone account's session (an e-mail nobody has proven): holds while the person's document names it. */
const phoneSession = (uid: string, email: string, role: UserType, name: string): Identity => ({
  name,
  uid,
  token: { ...memberClaims(email, role, true), ...custom },
});

/** A staff session as the server signs it in: their uid, the claims of their document then, a custom token. */
const staffSession = (
  email: string,
  role: StaffRole,
  name: string,
  uid = staffUid(email),
  provider: typeof custom | typeof password = custom,
): Identity => ({
  name,
  uid,
  token: { ...staffClaims(staffDoc(email, role)), auth_time: SIGNED_IN, ...provider },
});

const adminClaims = (adminUntil: number) => ({ admin: true, adminUntil, adminSessionId: 'rules-test', ...custom });
const inTime = Date.now() + ADMIN_SESSION_TTL_MS;

export const VOLUNTEER = member(VERA, 'volunteer');
export const SENIOR = member(SUNIL, 'senior');
export const OTHER = member(OMAR, 'volunteer');
export const FAMILY = provenEmail(DEEPA);
export const NOBODY: Identity = { name: 'no session', uid: null };
export const UNPROVEN = phoneSession(USHA_PHONE_ACCOUNT, USHA, 'senior', `phone account of ${USHA}`);
export const ADMIN: Identity = { name: 'admin', uid: ADMIN_UID, token: adminClaims(inTime) };
export const OWNER = staffSession(UMA, 'owner', 'owner');
export const COORDINATOR = staffSession(KIRAN, 'coordinator', 'coordinator of Pune');
export const VIEWER = staffSession(VIKRAM, 'viewer', 'viewer of Pune');
export const OFFICER = staffSession(GITA, 'viewer', 'viewer of Pune named grievance officer');
/** Everyone the admin area opens to whole: the key's session and an owner. */
export const ADMINS = [ADMIN, OWNER] as const;

export const EVERYONE: readonly Identity[] = [
  VOLUNTEER,
  SENIOR,
  OTHER,
  FAMILY,
  NOBODY,
  UNPROVEN,
  // A phone session her document no longer names (the owner proved the e-mail, or another
  // registration), and one claiming a proven senior's e-mail: ended, both.
  phoneSession('p-ended-phone-account-0', USHA, 'senior', `ended phone account of ${USHA}`),
  phoneSession('p-sunil-phone-account-0', SUNIL, 'senior', `phone account claiming ${SUNIL}`),
  phoneSession('p-deepa-phone-account-0', DEEPA, 'senior', `phone account claiming ${DEEPA}`),
  passwordAccount(DEEPA),
  passwordAccount(VERA),
  forgedMember(VERA),
  passwordAccount(SUNIL),
  forgedMember(SUNIL),
  ADMIN,
  { name: 'admin past adminUntil', uid: ADMIN_UID, token: adminClaims(Date.now() - 60_000) },
  { name: 'admin claims on another uid', uid: 'not-the-admin', token: adminClaims(inTime) },
  { name: 'admin claims from a password sign-in', uid: ADMIN_UID, token: { ...adminClaims(inTime), ...password } },
  OWNER,
  COORDINATOR,
  VIEWER,
  OFFICER,
  // An owner made a coordinator after this session signed in, and a removed owner: both within
  // their token's hour, both refused at once.
  staffSession(CHITRA, 'owner', 'owner whose access changed since'),
  staffSession(REKHA, 'owner', 'removed owner'),
  staffSession(RAVI, 'coordinator', 'removed coordinator of Pune'),
  // An owner's claims on another account, and from a password sign-in.
  staffSession(UMA, 'owner', 'owner claims on another uid', 'not-uma'),
  staffSession(UMA, 'owner', 'owner claims from a password sign-in', staffUid(UMA), password),
];
