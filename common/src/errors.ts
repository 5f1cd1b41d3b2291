import { SERVER_MESSAGES, type ServerMessage } from './messages.ts';

/**
 * The stable codes of the API's error answers, `{message, code}`: the web app keys on the code,
 * so a wording fix cannot silently break a redirect. Each code names its SERVER_MESSAGES entry
 * (the spec's exact string); `invalidInput` is a request that fails its schema and carries the
 * schema's own message (which field, and why).
 */
export const ERROR_CODES = [
  // Who someone is.
  'volunteerNotFound',
  'seniorNotFound',
  'registeredAsSenior',
  'registeredAsVolunteer',
  'emailExists',
  'unauthenticated',
  'forbidden',
  'connectSelfOnly',
  'invalidAdminKey',
  // One-time codes and limits.
  'codeInvalid',
  'codeWrong',
  'codeExpired',
  'codeTriesUsed',
  'codeStillWorks',
  'codeCooldown',
  'codeRequestsLimited',
  'mailFailed',
  'tooManyRequests',
  'phoneNotRegistered',
  'phoneCodesLimited',
  'smsDailyLimit',
  'phoneProofInvalid',
  'phoneNotForm',
  'emailProofNeeded',
  'eraseByPhone',
  'phoneNotAccount',
  // Applications and registration.
  'applicationMissing',
  'applicationPending',
  'applicationRejected',
  'applicationAlreadySubmitted',
  'applicationAlreadyAccepted',
  'applicationEmailRegistered',
  'applicationDecidedAccepted',
  'applicationDecidedRejected',
  'noProfile',
  'nothingToUndo',
  'decisionFinal',
  'inviteExpired',
  'inviteInvalid',
  'replaceLinkInvalid',
  'replacementNotFound',
  'replacementBusy',
  // Connections and visits.
  'notAMatch',
  'matchingWithdrawn',
  'pairKeptApart',
  'volunteerAlreadyLinked',
  'seniorAlreadyLinked',
  'linkNotRequested',
  'visitAlreadyAssigned',
  'noRequestToAnswer',
  'seniorSaidNo',
  'nothingToTakeBack',
  'visitNotFound',
  'visitVolunteerOnly',
  'visitSeniorOnly',
  'visitNotYet',
  'visitDayPassed',
  'visitNotScheduled',
  'visitUnchanged',
  'visitCheckedIn',
  'alreadyCheckedIn',
  'feedbackTooEarly',
  'feedbackGiven',
  'visitStartPast',
  'visitTooLong',
  'notCheckedIn',
  'visitNotStarted',
  'momentOutOfRange',
  'concernNotFound',
  'concernAlreadyHandled',
  // Staff.
  'staffNotFound',
  'staffOwnerOnly',
  'staffLastOwner',
  'staffCityUnknown',
  'staffExists',
  'staffInviteInvalid',
  'staffInviteExpired',
  'coordinatorNotOfCity',
  // The family circle.
  'circleSeniorsOnly',
  'circleSelf',
  'circleFull',
  'circleMemberExists',
  'circleMemberNotFound',
  'circleInviteInvalid',
  'circlePhoneNotInvited',
  'familyPhoneNotInCircle',
  'familyNotInCircle',
  'familyNotMember',
  'familyHelpNotAllowed',
  'nomineeNotJoined',
  'nomineeOnly',
  // Grievances.
  'grievanceNotFound',
  'grievanceAlreadyAnswered',
  'grievanceOfficerOnly',
  'grievancesOpenMax',
  // Signed file links.
  'linkExpired',
  'linkInvalid',
  'cvLinkExpired',
  'cvLinkInvalid',
  'photoLinkExpired',
  'photoLinkInvalid',
  'noPhoto',
  // The request itself.
  'invalidInput',
  'pinUnknown',
  'badJson',
  'badRequest',
  'requestTooLarge',
  'badForm',
  'oneFileOnly',
  'fileTooLarge',
  'fileEmpty',
  'resumeType',
  'cvType',
  'photoType',
  'contactAttachmentType',
  'emailUnchangeable',
  'notFound',
  'serverError',
] as const satisfies readonly (keyof typeof SERVER_MESSAGES | 'invalidInput')[];

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The message a code is answered with unless the thrower names a more precise one. */
export function errorMessage(code: ErrorCode): ServerMessage {
  return code === 'invalidInput' ? SERVER_MESSAGES.badForm : SERVER_MESSAGES[code];
}

/** Whether an answer's `code` is one of ours (the web app reads it from untyped JSON). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(value);
}
