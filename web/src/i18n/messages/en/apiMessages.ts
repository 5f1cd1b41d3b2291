/**
 * The api's answers a member's pages show (issue 15), keyed by the answer's error code or, for a
 * success, which carries none, by the SERVER_MESSAGES entry it is (i18n/serverText.ts). English
 * is the server's own words: the `message` strings stay the contract (spec section 8), the other
 * languages translate them here. An answer not listed shows as the server said it.
 */
import { SERVER_MESSAGES as SAID } from '@gh/common/messages';

export const messages = {
  'apiMessages.unreachable': 'We could not reach Golden Hearts. Please check your connection and try again.',
  'apiMessages.connectRequested': SAID.connectRequested,
  'apiMessages.answeredYes': SAID.answeredYes,
  'apiMessages.answeredNo': SAID.answeredNo,
  'apiMessages.checkedIn': SAID.checkedIn,
  'apiMessages.checkedOut': SAID.checkedOut,
  'apiMessages.feedbackThanks': SAID.feedbackThanks,
  'apiMessages.profileSaved': SAID.profileSaved,
  'apiMessages.unauthenticated': SAID.unauthenticated,
  'apiMessages.forbidden': SAID.forbidden,
  'apiMessages.serverError': SAID.serverError,
  'apiMessages.tooManyRequests': SAID.tooManyRequests,
  'apiMessages.badForm': SAID.badForm,
  'apiMessages.badJson': SAID.badJson,
  'apiMessages.badRequest': SAID.badRequest,
  'apiMessages.requestTooLarge': SAID.requestTooLarge,
  'apiMessages.notFound': SAID.notFound,
  'apiMessages.noProfile': SAID.noProfile,
  'apiMessages.volunteerNotFound': SAID.volunteerNotFound,
  'apiMessages.seniorNotFound': SAID.seniorNotFound,
  'apiMessages.connectSelfOnly': SAID.connectSelfOnly,
  'apiMessages.notAMatch': SAID.notAMatch,
  'apiMessages.seniorAlreadyLinked': SAID.seniorAlreadyLinked,
  'apiMessages.volunteerAlreadyLinked': SAID.volunteerAlreadyLinked,
  'apiMessages.noRequestToAnswer': SAID.noRequestToAnswer,
  'apiMessages.visitNotFound': SAID.visitNotFound,
  'apiMessages.visitVolunteerOnly': SAID.visitVolunteerOnly,
  'apiMessages.visitSeniorOnly': SAID.visitSeniorOnly,
  'apiMessages.visitNotYet': SAID.visitNotYet,
  'apiMessages.visitDayPassed': SAID.visitDayPassed,
  'apiMessages.visitNotScheduled': SAID.visitNotScheduled,
  'apiMessages.alreadyCheckedIn': SAID.alreadyCheckedIn,
  'apiMessages.feedbackTooEarly': SAID.feedbackTooEarly,
  'apiMessages.feedbackGiven': SAID.feedbackGiven,
  'apiMessages.visitBusy': SAID.visitBusy,
  'apiMessages.emailUnchangeable': SAID.emailUnchangeable,
  'apiMessages.cvBusy': SAID.cvBusy,
  'apiMessages.fileEmpty': SAID.fileEmpty,
  'apiMessages.oneFileOnly': SAID.oneFileOnly,
} as const;
