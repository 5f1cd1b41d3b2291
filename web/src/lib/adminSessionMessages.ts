/**
 * What the admin's session says when it cannot start or has ended (lib/adminAuth.ts): the
 * browser's own words, not the server's, which the admin page shows in its language.
 */
export const ADMIN_SESSION_FAILED = 'We could not start the admin session. Please try again.';
export const ADMIN_SESSION_ENDED = 'Your admin session has ended. Please enter the admin key again.';
export const STAFF_SESSION_ENDED = 'Your access to the admin area has changed or ended. Please sign in again.';
