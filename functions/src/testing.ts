/**
 * @gh/functions/testing: the server code that the local stack's tests, seed, benchmarks and
 * tools run in their own process (testkit/, devstack/). The rest of functions/src is private to
 * the functions. The deployed bundle never imports this file (build.mjs starts at index.ts).
 */
export { customTokenFor, familyTokenFor } from './services/identity/accounts.ts';
export { decideApplication, finalizeDueDecisions, undoDecision } from './services/applications/decisions.ts';
export { answerRequest, connect } from './services/pairs/links.ts';
export { keepMatchesCurrent, matchesFor } from './services/pairs/matching.ts';
export { memberClaims, memberUid } from './services/identity/member-identity.ts';
export { staffClaims, staffUid } from './services/identity/staff-identity.ts';
export { setStaffAccess, staffSignInToken } from './services/identity/staff.ts';
export { inviteStaff } from './services/identity/staff-invites.ts';
export { newSenior, newVolunteer, phoneFields } from './services/people/people.ts';
export { runPlacesJob, upgradedApplication, upgradedPerson } from './services/people/places-job.ts';
export { requestSignInCode, verifySignIn } from './services/identity/sign-in.ts';
export { assignVisits } from './services/visits/visits.ts';
export { leaveAsFamily } from './services/circle/members.ts';
export { limitWindow, type LimitScope } from './services/rate-limit.ts';
export { dueBefore } from './services/retention/rules.ts';
export { runRetention, type RetentionReport } from './services/retention/retention-job.ts';
export { recountAdminStats } from './store/admin-record.ts';
export { addStaffConsent } from './store/staff.ts';
export type { Decision } from './store/applications.ts';
export type { PersonDocs } from './store/people.ts';
