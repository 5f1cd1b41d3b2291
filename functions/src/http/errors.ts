/**
 * How the API fails: services and routers throw ServiceError (Express 5 forwards rejected
 * promises of async handlers here too), answered `{message, code}` with the status of its code;
 * anything else is a bug, logged in full and answered without details.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions/logger';
import { errorMessage, type ErrorCode } from '@gh/common/errors';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { ServiceError } from '../services/errors.ts';

/** The one table from error code to HTTP status (the adminSession callable reads it too). */
export const STATUS: Readonly<Record<ErrorCode, number>> = {
  volunteerNotFound: 404,
  seniorNotFound: 404,
  registeredAsSenior: 404,
  registeredAsVolunteer: 404,
  emailExists: 409,
  unauthenticated: 401,
  forbidden: 403,
  connectSelfOnly: 403,
  invalidAdminKey: 401,
  codeInvalid: 400,
  codeWrong: 400,
  codeExpired: 400,
  codeTriesUsed: 400,
  codeStillWorks: 429,
  codeCooldown: 429,
  codeRequestsLimited: 429,
  mailFailed: 503,
  tooManyRequests: 429,
  phoneNotRegistered: 404,
  phoneCodesLimited: 429,
  smsDailyLimit: 429,
  phoneProofInvalid: 401,
  phoneNotForm: 403,
  emailProofNeeded: 403,
  eraseByPhone: 409,
  phoneNotAccount: 403,
  applicationMissing: 404,
  applicationPending: 403,
  applicationRejected: 403,
  applicationAlreadySubmitted: 409,
  applicationAlreadyAccepted: 409,
  applicationEmailRegistered: 409,
  applicationDecidedAccepted: 409,
  applicationDecidedRejected: 409,
  nothingToUndo: 409,
  decisionFinal: 409,
  inviteExpired: 403,
  inviteInvalid: 403,
  replaceLinkInvalid: 403,
  replacementNotFound: 404,
  replacementBusy: 409,
  noProfile: 404,
  notAMatch: 400,
  pinUnknown: 400,
  matchingWithdrawn: 409,
  pairKeptApart: 409,
  volunteerAlreadyLinked: 409,
  seniorAlreadyLinked: 409,
  linkNotRequested: 409,
  visitAlreadyAssigned: 409,
  noRequestToAnswer: 409,
  seniorSaidNo: 409,
  nothingToTakeBack: 409,
  visitNotFound: 404,
  visitVolunteerOnly: 403,
  visitSeniorOnly: 403,
  visitNotYet: 409,
  visitDayPassed: 409,
  visitNotScheduled: 409,
  visitUnchanged: 409,
  visitCheckedIn: 409,
  alreadyCheckedIn: 409,
  feedbackTooEarly: 409,
  feedbackGiven: 409,
  visitStartPast: 400,
  visitTooLong: 400,
  notCheckedIn: 409,
  visitNotStarted: 409,
  momentOutOfRange: 400,
  concernNotFound: 404,
  concernAlreadyHandled: 409,
  staffNotFound: 404,
  staffOwnerOnly: 403,
  staffLastOwner: 409,
  staffCityUnknown: 400,
  staffExists: 409,
  staffInviteInvalid: 403,
  staffInviteExpired: 403,
  coordinatorNotOfCity: 409,
  circleSeniorsOnly: 403,
  circleSelf: 400,
  circleFull: 409,
  circleMemberExists: 409,
  circleMemberNotFound: 404,
  circleInviteInvalid: 403,
  circlePhoneNotInvited: 403,
  familyPhoneNotInCircle: 403,
  familyNotInCircle: 403,
  familyNotMember: 403,
  familyHelpNotAllowed: 403,
  nomineeNotJoined: 409,
  nomineeOnly: 403,
  grievanceNotFound: 404,
  grievanceAlreadyAnswered: 409,
  grievanceOfficerOnly: 403,
  grievancesOpenMax: 409,
  linkExpired: 403,
  linkInvalid: 403,
  cvLinkExpired: 403,
  cvLinkInvalid: 403,
  photoLinkExpired: 403,
  photoLinkInvalid: 403,
  noPhoto: 404,
  invalidInput: 400,
  badJson: 400,
  badRequest: 400,
  requestTooLarge: 413,
  badForm: 400,
  oneFileOnly: 400,
  fileTooLarge: 413,
  fileEmpty: 400,
  resumeType: 415,
  cvType: 415,
  photoType: 415,
  contactAttachmentType: 415,
  emailUnchangeable: 400,
  notFound: 404,
  serverError: 500,
};

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: SERVER_MESSAGES.notFound, code: 'notFound' satisfies ErrorCode });
};

/** The shape of errors body-parser raises (http-errors): a status and whether it is the caller's fault. */
interface ClientError {
  status: number;
  expose: boolean;
  type?: string;
  message: string;
}

/** body-parser's error types (http-errors), by what went wrong. */
const CLIENT_ERROR_CODES: Record<string, ErrorCode> = {
  'entity.parse.failed': 'badJson',
  'entity.too.large': 'requestTooLarge',
};

function isClientError(err: unknown): err is ClientError {
  const e = err as Partial<ClientError> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    // The router's own URIError (a malformed %-escape in the path) carries a 400 but no expose.
    (e.expose === true || err instanceof URIError) &&
    typeof e.status === 'number' &&
    e.status >= 400 &&
    e.status < 500
  );
}

export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, next) => {
  // Too late to answer: let Express close the connection.
  if (res.headersSent) return next(err);

  if (err instanceof ServiceError) {
    if (err.retryAfterSeconds !== undefined) res.set('Retry-After', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
    res.status(STATUS[err.code]).json({ ...err.answer, message: err.message, code: err.code });
  } else if (isClientError(err)) {
    // Our own words, never the parser's: those can quote the body or the path back.
    const code = CLIENT_ERROR_CODES[err.type ?? ''] ?? 'badRequest';
    res.status(err.status).json({ message: errorMessage(code), code });
  } else {
    // The Error itself goes first so Cloud Logging keeps its stack. The route pattern, not the
    // URL: paths carry admin keys and e-mail addresses.
    logger.error(err instanceof Error ? err : new Error(String(err)), {
      method: req.method,
      route: (req.route as { path?: string } | undefined)?.path ?? null,
    });
    res.status(500).json({ message: SERVER_MESSAGES.serverError, code: 'serverError' satisfies ErrorCode });
  }
};
