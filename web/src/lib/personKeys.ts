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

/** Set and removed at once by the tab that signs out: the other tabs hear of it. */
export const SIGNED_OUT = 'gh:signed-out';

/** Firestore's caches in IndexedDB (the SDK names each database `firestore/<app>/<project>/main`). */
export const FIRESTORE_DATABASES = 'firestore/';
