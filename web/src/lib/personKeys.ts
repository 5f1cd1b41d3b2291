/**
 * The names of what this browser keeps under `gh:`, apart from the code that keeps and forgets
 * it (personEntries.ts), so that every page, public ones too, can know them for a few bytes.
 */

/** Everything the app keeps under this prefix is a person's, except the phone's own choices. */
export const PERSON_PREFIX = 'gh:';

/** The phone's own choices, which are nobody's: kept. */
export const DEVICE_CHOICES = {
  languageOfferClosed: 'gh:language-offer-closed',
  installDeclined: 'gh:install-declined',
  /** References of applications sent again from here: random, good only with the mail's link. */
  replacements: 'gh:replacements',
} as const;

/**
 * When a sign-in in this browser last wrote the `user` cookie or the admin entry. A tab whose
 * own Auth has not read that session from the store the tabs share yet gives it time before it
 * calls the session ended (lib/auth.ts followAuthSession, lib/adminAuth.ts); an older cookie or
 * entry with no session behind it has ended.
 */
export const SIGNED_IN_AT = 'gh:signed-in-at';

/**
 * The e-mail of a family circle's session (the /family sign-in's, which writes no `user` cookie),
 * while this browser has one: the top bar reads it, on every page, to offer its Sign Out.
 */
export const FAMILY_SESSION = 'gh:family-session';

/** Set and removed at once by the tab that signs out: the other tabs hear of it. */
export const SIGNED_OUT = 'gh:signed-out';

/** Firestore's caches in IndexedDB (the SDK names each database `firestore/<app>/<project>/main`). */
export const FIRESTORE_DATABASES = 'firestore/';
