/**
 * The api's answers a member's pages show (issue 15), keyed by the answer's error code or, for a
 * success, which carries none, by the SERVER_MESSAGES entry it is (components/serverText.ts).
 * English is the server's own words, letter for letter (messages.test.ts checks): the `message`
 * strings stay the contract (spec section 8), the other languages translate them here. An answer
 * not listed shows as the server said it. (A catalog is plain strings, no imports: the build
 * evaluates each one on its own, web/compiledMessages.ts.)
 */
export const messages = {
  'api.unreachable': 'We could not reach Golden Hearts. Please check your connection and try again.',
  'api.connectRequested': 'Connection requested. The admin will arrange your first visit and let you both know.',
  'api.answeredYes': 'Thank you. We have told the admin, who will arrange the visit and let you both know.',
  'api.answeredNo': 'Thank you for letting us know. We have told the volunteer kindly, and your matches are open again.',
  'api.checkedIn': 'Checked in. Enjoy your visit!',
  'api.checkedOut': 'Thank you! The visit is recorded as done.',
  'api.feedbackThanks': 'Thank you for telling us how the visit went.',
  'api.profileSaved': 'Your profile has been saved.',
  'api.unauthenticated': 'Please sign in first',
  'api.forbidden': 'You may only see or change your own account',
  'api.serverError': 'Something went wrong on our side. Please try again.',
  'api.tooManyRequests': 'Too many requests. Please try again later.',
  'api.badForm': 'We could not read the form. Please try sending it again.',
  'api.badJson': 'The request body is not valid JSON',
  'api.badRequest': 'We could not read this request.',
  'api.requestTooLarge': 'The request is too large.',
  'api.notFound': 'Not found',
  'api.noProfile': 'No profile',
  'api.volunteerNotFound': 'volunteer does not exists with given email id',
  'api.seniorNotFound': 'senior does not exists with given email id',
  'api.connectSelfOnly': 'You can only connect yourself with a senior',
  'api.notAMatch': 'You can only connect with a senior you are matched with: your own city and a shared interest.',
  'api.seniorAlreadyLinked': 'This senior is already connected with a volunteer. Please choose another match.',
  'api.volunteerAlreadyLinked': 'You are already connected with a senior, so you cannot connect with another one.',
  'api.noRequestToAnswer': 'There is no request from this volunteer waiting for your answer.',
  'api.visitNotFound': 'This visit was not found.',
  'api.visitVolunteerOnly': 'Only the volunteer of this visit can check in and out.',
  'api.visitSeniorOnly': 'Only the senior who was visited can say how the visit went.',
  'api.visitNotYet': 'You can check in on the day of the visit, from 30 minutes before it starts.',
  'api.visitDayPassed': 'The day of this visit has passed, so it can no longer be checked in or out.',
  'api.visitNotScheduled': 'This visit is no longer planned: it was finished, cancelled or missed.',
  'api.alreadyCheckedIn': 'You have already checked in for this visit.',
  'api.feedbackTooEarly': 'You can tell us how the visit went once it has finished.',
  'api.feedbackGiven': 'You have already told us how this visit went. Thank you!',
  'api.visitBusy': 'This visit was changed at the same moment. Please look at it again and retry.',
  'api.emailUnchangeable': 'Email cannot be changed',
  'api.cvBusy': 'Your CV is being replaced by another save right now. Please try again.',
  'api.fileEmpty': 'The file is empty. Please choose another file.',
  'api.oneFileOnly': 'Please attach only one file.',
} as const;
