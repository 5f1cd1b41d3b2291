import { OTP_TTL_MS } from './constants.ts';
import { CONTACT_ATTACHMENT_TYPES, MAX_UPLOAD_LABEL, PHOTO_TYPES, RESUME_TYPES, fileTypeList } from './files.ts';
import { SUPPORT } from './support.ts';

/**
 * Server message strings. The first group is the API contract of spec section 8: clients may
 * match on these exact strings, typos included, so never "fix" them. Our own web app keys on
 * the error codes beside them (errors.ts).
 */
const VOLUNTEER_NOT_FOUND = 'volunteer does not exists with given email id';
const SENIOR_NOT_FOUND = 'senior does not exists with given email id';

export const SERVER_MESSAGES = {
  volunteerNotFound: VOLUNTEER_NOT_FOUND,
  seniorNotFound: SENIOR_NOT_FOUND,
  // Asked for the wrong role, registered as the other. The spec's answer for the role
  // asked for (so other clients behave as before), with a code our page offers the switch on.
  registeredAsSenior: VOLUNTEER_NOT_FOUND,
  registeredAsVolunteer: SENIOR_NOT_FOUND,
  applicationMissing: 'email not exists',
  emailExists: 'email id already exists',
  applicationSubmitted: 'Volunteer Application Form Submitted Successfully',
  applicationAlreadySubmitted: 'application arleady submitted',
  applicationAlreadyAccepted: 'application arleady accepted',
  invalidAdminKey: 'Invalid admin key',

  // Ours (the spec leaves these open).
  ok: 'ok',
  codeSent: 'A one-time code has been sent to your e-mail',
  accountErased: 'Your account has been erased',
  applicationErased: 'Your application has been erased',
  codeInvalid: 'The code is wrong or has expired. Please request a new one.',
  // A code refused for now: whether the code sent still works, and who can help at once.
  codeStillWorks: `The code we e-mailed you still works: please look for it in your inbox, and in the spam folder. If it has not arrived, please call us on ${SUPPORT.phone}.`,
  codeCooldown: `A code was sent less than a minute ago. Please wait a minute before asking for a new one. If you need help now, please call us on ${SUPPORT.phone}.`,
  codeRequestsLimited: `We cannot send another code to this e-mail address just now. Please try again later, or call us on ${SUPPORT.phone}.`,
  tooManyRequests: 'Too many requests. Please try again later.',
  phoneCodeAllowed: 'You may ask for the code by SMS now',
  phoneNotRegistered: `Nobody is registered with this mobile number. Please sign in with your e-mail, or call us on ${SUPPORT.phone}.`,
  phoneCodesLimited: `We cannot send another code to this mobile number just now. Please try again later, or call us on ${SUPPORT.phone}.`,
  smsDailyLimit: `We cannot send more codes by SMS today. Please sign in with your e-mail, try again later, or call us on ${SUPPORT.phone}.`,
  phoneProofInvalid: 'Your code by SMS could not be checked, or it is too old. Please ask for a new code.',
  phoneNotForm: 'The code by SMS was sent to another mobile number. Please ask for a code to the number in your form.',
  emailProofNeeded:
    'To register as a volunteer, please use the code we e-mailed you, or open the link in the e-mail that says your application was accepted.',
  eraseByPhone:
    'No code is mailed to your e-mail address, as it has not been proven yours. Please erase your account with a code by SMS to your mobile number.',
  phoneNotAccount: 'The code by SMS was sent to another mobile number. Please ask for a code to the mobile number of your account.',
  choosePerson: 'This mobile number belongs to more than one person. Please choose who is signing in.',
  detailsKept: 'Your details are kept as they are.',
  signedIn: 'Signed in',
  registered: 'Registration complete',
  unauthenticated: 'Please sign in first',
  forbidden: 'You may only see or change your own account',
  notFound: 'Not found',
  badJson: 'The request body is not valid JSON',
  badRequest: 'We could not read this request.',
  requestTooLarge: 'The request is too large.',
  serverError: 'Something went wrong on our side. Please try again.',
  messageSent: 'Thank you! Your message has been sent.',
  badForm: 'We could not read the form. Please try sending it again.',
  oneFileOnly: 'Please attach only one file.',
  fileTooLarge: `The file is larger than ${MAX_UPLOAD_LABEL}. Please choose a smaller file.`,
  fileEmpty: 'The file is empty. Please choose another file.',
  contactAttachmentType: `Please attach a document or an image: ${fileTypeList(CONTACT_ATTACHMENT_TYPES)}.`,
  codeWrong: 'That code is not right. Please check the e-mail and try again.',
  codeExpired: `This code has expired: a code works for ${OTP_TTL_MS / 60_000} minutes. Please ask for a new code.`,
  codeTriesUsed: 'That code was typed wrong too many times, so it no longer works. Please ask for a new code.',
  applicationPending: 'Your application is still being reviewed. You can register once the admin has accepted it.',
  applicationRejected: 'Your application was not accepted, so you cannot register as a volunteer. Please contact us if you have questions.',
  mailFailed: 'We could not send the e-mail with your code. Please try again in a few minutes.',
  resumeType: `Please attach your resume as a ${fileTypeList(RESUME_TYPES)} file.`,
  applicationEmailRegistered: 'This e-mail address is already registered with Golden Hearts. Please sign in instead of applying.',
  applicationReplaced: 'Your new application has replaced the earlier one. Our team will review it and write to you.',
  replaceLinkInvalid:
    'This link is not valid: it has expired, or it was never ours. If you want to apply again, please send the form once more.',
  replacementNotFound:
    'No application sent again from this browser is waiting: it may be in place already, or it was sent from another browser or more than a day ago. Please open the link in the browser you applied from, or send the form again.',
  replacementBusy: 'Your earlier application is being decided just now. Please open the link again in a few minutes.',
  adminSignedIn: 'Welcome, admin',
  noProfile: 'No profile',
  applicationApproved: 'Application approved. Unless it is undone, we e-mail the applicant how to register in a few seconds.',
  applicationRejectedByAdmin: 'Application rejected. Unless it is undone, we e-mail the applicant in a few seconds.',
  decisionUndone: 'Decision undone. The application is pending again and nobody was e-mailed.',
  nothingToUndo: 'There is no decision on this application to undo.',
  decisionFinal: 'This decision is final and the applicant has been e-mailed, so it can no longer be undone.',
  decisionsFinalized: 'Decisions made final.',
  applicationDecidedAccepted: 'This application has already been approved; nothing was changed.',
  applicationDecidedRejected: 'This application has already been rejected; nothing was changed.',
  linkExpired: 'This link has expired. Please open the resume again from the admin page.',
  linkInvalid: 'This link is not valid. Please open the resume again from the admin page.',
  // Matching, connections, visits and profiles.
  connectRequested: 'Connection requested. The admin will arrange your first visit and let you both know.',
  seniorAlreadyLinked: 'This senior is already connected with a volunteer. Please choose another match.',
  volunteerAlreadyLinked: 'You are already connected with a senior, so you cannot connect with another one.',
  connectSelfOnly: 'You can only connect yourself with a senior',
  matchingWithdrawn: 'One of the two has withdrawn consent to being matched, so they cannot be linked until it is given again.',
  pairKeptApart: 'The admin has ended the visits between you and this senior, so you cannot connect again. Please choose another match.',
  notAMatch: 'You can only connect with a senior you are matched with: near you, with a language and an interest in common.',
  pinUnknown: 'We do not know this PIN code. Please check its six digits, e.g. 411001.',
  taskAssigned: 'Task assigned. We have e-mailed the visit to the volunteer and the senior.',
  linkNotRequested: 'This volunteer has not asked to be connected with this senior.',
  visitAlreadyAssigned: 'A visit has already been assigned to this volunteer and senior.',
  answeredYes: 'Thank you. We have told the admin, who will arrange the visit and let you both know.',
  answeredNo: 'Thank you for letting us know. We have told the volunteer kindly, and your matches are open again.',
  noRequestToAnswer: 'There is no request from this volunteer waiting for your answer.',
  seniorSaidNo: 'This senior has said no to a visit from you, so you cannot ask again. Please choose another match.',
  noTakenBack: 'Your No is taken back. This volunteer may ask to visit you again.',
  nothingToTakeBack: 'You have not said No to this volunteer, so there is nothing to take back.',
  datePast: 'The date of the visit cannot be in the past',
  sameStartEnd: 'The end time must be different from the start time',
  visitStartPast: 'The start of the visit has already passed in India. Please choose a later time.',
  visitTooLong: 'A visit can last at most 8 hours. Please choose an earlier end time.',
  profileSaved: 'Your profile has been saved.',
  languageSaved: 'Your language has been saved.',
  noticesSaved: 'Your e-mail choices have been saved.',
  consentRecorded: 'Thank you. Your agreement to the privacy notice is recorded.',
  consentWithdrawn: 'Your consent is withdrawn.',
  consentGivenAgain: 'Your consent is given again.',
  emailUnchangeable: 'Email cannot be changed',
  cvType: `Please attach your CV as a ${fileTypeList(RESUME_TYPES)} file.`,
  cvLinkExpired: 'This link has expired. Please open your CV again from your profile.',
  cvLinkInvalid: 'This link is not valid. Please open your CV again from your profile.',
  photoType: `Please choose a photo: ${fileTypeList(PHOTO_TYPES)}.`,
  photoSaved: 'Your photo has been saved.',
  noPhoto: 'There is no photo yet.',
  photoLinkExpired: 'This link has expired. Please open the page again.',
  photoLinkInvalid: 'This link is not valid. Please open the page again.',
  identityChecked: 'The identity check is recorded.',
  inviteExpired: 'This registration link has expired. Please fill in the form yourself, with the e-mail your application used.',
  inviteInvalid: 'This registration link is not valid. Please fill in the form yourself, with the e-mail your application used.',
  // Visits over time.
  visitsAssigned: 'Visits assigned. We have e-mailed the weekly visits to the volunteer and the senior.',
  visitNotFound: 'This visit was not found.',
  visitVolunteerOnly: 'Only the volunteer of this visit can check in and out.',
  visitSeniorOnly: 'Only the senior who was visited can say how the visit went.',
  visitNotYet: 'You can check in on the day of the visit, from 30 minutes before it starts.',
  visitDayPassed: 'The day of this visit has passed, so it can no longer be checked in or out.',
  visitNotScheduled: 'This visit is no longer planned: it was finished, cancelled or missed.',
  visitUnchanged: 'This visit already has that date, time and task: nothing was changed.',
  visitCheckedIn:
    'The volunteer has already checked in to this visit, so its date and time cannot change. To visit on another day, cancel it and assign a new visit.',
  alreadyCheckedIn: 'You have already checked in for this visit.',
  notCheckedIn: 'Please check in first: a visit can be finished once you have arrived.',
  visitNotStarted: 'This visit has not started yet. You can say it is finished once it has begun.',
  momentOutOfRange:
    'This arrival or finish was kept on the phone too long, or its time is not possible. Please tell the Golden Hearts team when it happened.',
  checkedIn: 'Checked in. Enjoy your visit!',
  checkedOut: 'Thank you! The visit is recorded as done.',
  feedbackTooEarly: 'You can tell us how the visit went once it has finished.',
  feedbackGiven: 'You have already told us how this visit went. Thank you!',
  feedbackThanks: 'Thank you for telling us how the visit went.',
  visitRescheduled: 'Visit moved. We have e-mailed the new time to the volunteer and the senior.',
  visitCancelled: 'Visit cancelled. We have told the volunteer and the senior.',
  pairUnlinked: 'The pair has ended. Future visits are cancelled and both have been told kindly.',
  pairLinked: 'The two are linked. The senior will be asked to say yes, then you can assign visits.',
  remindersRan: 'The daily visit job has run.',
  trialRemindersRan: 'The trial reminder job has run.',
  phoneKeysRan: 'The mobile numbers of people registered before have been made ready for sign-in by SMS.',
  retentionRan: 'The retention job has run.',
  retentionDryRun: 'The retention job has listed what is due, and erased nothing.',
  placesRan: 'The people and applications stored before have their places, languages and search keys.',
  // Concerns.
  helpSent: 'Thank you. Someone from our team will call you soon.',
  concernHandled: 'The concern is marked as handled.',
  concernNotFound: 'This concern was not found.',
  concernAlreadyHandled: 'This concern has already been marked as handled.',
  // Staff.
  staffChanged: 'Their access is changed. Pages they have open lose what they may no longer see.',
  staffRemoved: 'They are no longer staff. Pages they have open close within seconds.',
  staffNotFound: 'This person is not a member of staff.',
  staffOwnerOnly: 'Only an owner may do this.',
  staffLastOwner: 'There must always be at least one owner. Make someone else an owner first.',
  staffCityUnknown: 'One of these cities is not a district we know. Please choose from the list.',
  staffInvited: 'The invitation is on its way. Its link works once, for 7 days.',
  staffExists: 'This person is already a member of staff. Change their role or cities instead.',
  staffInviteInvalid: 'This invitation is not valid, or it was already used. Please ask an owner to invite you again.',
  staffInviteExpired: 'This invitation has expired. Please ask an owner to invite you again.',
  coordinatorNotOfCity: "This member of staff does not coordinate the senior's city.",
  staffSignedIn: 'You are signed in as a member of staff.',
  // The family circle.
  circleInvited: 'The invitation is on its way, with a code that lets them join.',
  circleJoined: 'You are now in the family circle.',
  circleRemoved: 'They are no longer in your family circle. What they could see is closed to them now.',
  circleSeniorsOnly: 'Only a senior can invite people into her family circle.',
  circleSelf: 'You are already at the heart of your own circle. Please invite someone else.',
  circleFull: 'Your family circle has 5 people already. Remove someone to invite another.',
  circleMemberExists: 'This person is already in your family circle.',
  circleMemberNotFound: 'This person is not in your family circle.',
  circleInviteInvalid: 'This invitation is not valid, or it was taken back. Please ask for a new one.',
  circleInvitedByPhone:
    "The invitation is kept. We send nothing to a mobile number: please tell them to open Golden Hearts' family page and sign in with this number.",
  circlePhoneNotInvited: 'The code by SMS was sent to another mobile number. Please sign in with the mobile number she invited.',
  circleEmailCodeSent: 'A code is on its way to your e-mail. It proves the address your e-mails about her will go to.',
  familyInvited: 'An invitation waits for this mobile number. To join, please prove your e-mail with a code.',
  familyPhoneNotInCircle: 'This mobile number is in no family circle now, and no invitation waits for it.',
  familyCodeSent: 'If this e-mail is in a family circle, a code is on its way to it.',
  familySignedIn: 'You are signed in to see your family.',
  familyNotInCircle: 'This e-mail is in no family circle now.',
  familyNoticesSaved: 'Your e-mail choices about her have been saved.',
  familyNotMember: 'You are not in her family circle.',
  familyLeft: 'You have left her family circle. You no longer see anything of hers, and we send you nothing about her.',
  familyHelpSent: 'Thank you. Someone from our team will call her soon.',
  familyHelpNotAllowed: 'She does not share her calls for help with you now, so you cannot ask for help for her here.',
  nomineeSaved: 'Your nominee has been saved.',
  nomineeWithdrawn: 'You have no nominee now.',
  nomineeNotJoined: 'Only someone who has joined your family circle can be your nominee.',
  nomineeRequestSent: 'Your request has reached our grievance officer. You will have an answer within 90 days.',
  nomineeOnly: 'Only the nominee she named can ask to act for her.',
  // Grievances.
  grievanceFiled: 'Your grievance has reached our grievance officer. You will have an answer within 90 days.',
  grievanceAnswerSent: 'The answer is saved and on its way to the person.',
  grievanceOfficerNamed: 'The grievance officer is named. The privacy page shows their contact now.',
  coordinatorNamed: "The senior's coordinator is named. Her dashboard shows their name and phone now.",
  coordinatorCleared: 'The senior has no named coordinator now. Her concerns reach the team.',
  grievanceNotFound: 'This grievance was not found.',
  grievanceAlreadyAnswered: 'This grievance has been answered already.',
  grievanceOfficerOnly: 'Only the grievance officer or an owner may do this.',
  grievancesOpenMax: 'You have 5 grievances waiting for an answer. Please wait for one to be answered before filing another.',
} as const;

export type ServerMessage = (typeof SERVER_MESSAGES)[keyof typeof SERVER_MESSAGES];

/**
 * A wrong code: what happened and how many tries are left, in the same words on
 * /login and on the registration code step (both show the server's message).
 */
export function codeWrongMessage(triesLeft: number): string {
  const tries = triesLeft === 1 ? '1 more try' : `${triesLeft} more tries`;
  return `That code is not right. You have ${tries}. Please check the e-mail and type it again.`;
}

/** The tries left that a codeWrongMessage names (for a page that says it in another language), or null. */
export function triesLeftIn(message: string): number | null {
  const tries = /^That code is not right\. You have (\d+) more tr/.exec(message)?.[1];
  return tries === undefined ? null : Number(tries);
}
