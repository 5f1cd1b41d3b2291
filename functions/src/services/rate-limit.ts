/**
 * Fixed-window limits (numbers and reasons in @gh/common/constants): on one-time codes
 * (OTP_RATE_LIMITS: requests per client address, wrong tries per e-mail), on wrong admin keys
 * (ADMIN_KEY_RATE_LIMITS), on codes by SMS (PHONE_SIGN_IN: per number, per address as the e-mail
 * codes, and a daily ceiling for everyone) and on the forms anyone may send (FORM_RATE_LIMITS).
 * Simple, and a burst at a window's edge can at most double a limit once. Past a limit the
 * answer is a 429 whose Retry-After says when the window ends. The mail offering to replace an
 * application (APPLICATION_REPLACEMENT) is spaced instead: at most one in any two minutes.
 */
import { createHash } from 'node:crypto';
import {
  ADMIN_KEY_RATE_LIMITS,
  APPLICATION_REPLACEMENT,
  FORM_RATE_LIMITS,
  HELP_RATE_LIMITS,
  OTP_RATE_LIMITS,
  PHONE_SIGN_IN,
} from '@gh/common/constants';
import { CIRCLE_INVITE_LIMITS } from '@gh/common/circle';
import { NOMINEE_REQUEST_LIMITS } from '@gh/common/grievances';
import type { ErrorCode } from '@gh/common/errors';
import { ServiceError } from './errors.ts';
import { countHit, readHits, takeHit, takeTurn } from '../store/rate-limits.ts';

export type LimitScope =
  | 'wrongTries'
  | 'address'
  | 'adminKey'
  | 'phoneNumber'
  | 'smsDaily'
  | 'applicationAddress'
  | 'applicationGlobal'
  | 'contactAddress'
  | 'contactGlobal'
  | 'seniorHelp'
  | 'circleInvites'
  | 'nomineeRequests';

const LIMITS: Record<LimitScope, { limit: number; windowMs: number }> = {
  wrongTries: { limit: OTP_RATE_LIMITS.wrongTriesPerEmail, windowMs: OTP_RATE_LIMITS.windowMs },
  address: { limit: OTP_RATE_LIMITS.perAddress, windowMs: OTP_RATE_LIMITS.windowMs },
  phoneNumber: { limit: PHONE_SIGN_IN.codesPerNumber, windowMs: PHONE_SIGN_IN.windowMs },
  smsDaily: { limit: PHONE_SIGN_IN.dailyCeiling, windowMs: PHONE_SIGN_IN.dailyWindowMs },
  adminKey: { limit: ADMIN_KEY_RATE_LIMITS.perAddress, windowMs: ADMIN_KEY_RATE_LIMITS.windowMs },
  applicationAddress: { limit: FORM_RATE_LIMITS.applicationsPerAddress, windowMs: FORM_RATE_LIMITS.windowMs },
  applicationGlobal: { limit: FORM_RATE_LIMITS.applicationsGlobal, windowMs: FORM_RATE_LIMITS.windowMs },
  contactAddress: { limit: FORM_RATE_LIMITS.contactPerAddress, windowMs: FORM_RATE_LIMITS.windowMs },
  contactGlobal: { limit: FORM_RATE_LIMITS.contactGlobal, windowMs: FORM_RATE_LIMITS.windowMs },
  seniorHelp: { limit: HELP_RATE_LIMITS.perSenior, windowMs: HELP_RATE_LIMITS.windowMs },
  circleInvites: { limit: CIRCLE_INVITE_LIMITS.perSenior, windowMs: CIRCLE_INVITE_LIMITS.windowMs },
  nomineeRequests: { limit: NOMINEE_REQUEST_LIMITS.perNominee, windowMs: NOMINEE_REQUEST_LIMITS.windowMs },
};

/** The one key of a global limit. */
export const EVERYONE = '*';

/** A rate-limit document's id: a hash, so no e-mail or address is readable in it. */
function limitId(...parts: (string | number)[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

/** The counter document of `key` in the window of `now` (tests read and set it too). */
export function limitWindow(scope: LimitScope, key: string, now = Date.now()) {
  const { limit, windowMs } = LIMITS[scope];
  const window = Math.floor(now / windowMs);
  const windowEnd = (window + 1) * windowMs;
  return {
    id: limitId(scope, key, window),
    deleteAt: new Date(windowEnd + windowMs),
    limit,
    secondsLeft: (windowEnd - now) / 1000,
  };
}

/** Counts one hit for `key`; a 429 with Retry-After (of `code`) once the window's limit is passed. */
export async function limitHits(scope: LimitScope, key: string, now = Date.now(), code: ErrorCode = 'tooManyRequests'): Promise<void> {
  const { id, deleteAt, limit, secondsLeft } = limitWindow(scope, key, now);
  if ((await countHit(id, deleteAt)) > limit) throw new ServiceError(code, { retryAfterSeconds: secondsLeft });
}

/** Counts one code request from a client address; past the limit the 429 names the support phone. */
export function limitCodeRequests(clientAddress: string, now = Date.now()): Promise<void> {
  return limitHits('address', clientAddress, now, 'codeRequestsLimited');
}

/** Counts one request for a code by SMS from a client address, with the e-mail codes' requests. */
export function limitPhoneCodeRequests(clientAddress: string, now = Date.now()): Promise<void> {
  return limitHits('address', clientAddress, now, 'phoneCodesLimited');
}

/**
 * Counts one code by SMS about to be asked for: to the number, then against the day's ceiling
 * for everyone, so one number's flood is refused before it uses up everyone's allowance.
 */
export async function limitSmsCodes(phoneKey: string, now = Date.now()): Promise<void> {
  // Taken, not counted: of many requests at once exactly the limit get a code.
  const number = limitWindow('phoneNumber', phoneKey, now);
  if (!(await takeHit(number.id, number.deleteAt, number.limit))) {
    throw new ServiceError('phoneCodesLimited', { retryAfterSeconds: number.secondsLeft });
  }
  await limitHits('smsDaily', EVERYONE, now, 'smsDailyLimit');
}

/** Counts a wrong try of one of `email`'s codes. */
export async function countWrongTry(email: string, now = Date.now()): Promise<void> {
  const { id, deleteAt } = limitWindow('wrongTries', email, now);
  await countHit(id, deleteAt);
}

/** Refuses a new code for `email` while its codes were tried wrong too often this hour. */
export async function limitNewCodes(email: string, now = Date.now()): Promise<void> {
  const { id, limit, secondsLeft } = limitWindow('wrongTries', email, now);
  if ((await readHits(id)) >= limit) throw new ServiceError('codeRequestsLimited', { retryAfterSeconds: secondsLeft });
}

/** Takes the mail offering `email` to replace its application, unless one went in the last two minutes. */
export function takeOfferMail(email: string, now = Date.now()): Promise<boolean> {
  return takeTurn(limitId('applicationOffer', email), now, APPLICATION_REPLACEMENT.mailEveryMs);
}

/**
 * Counts one sending of a public form: against the caller's address first, so one machine's
 * flood is refused before it uses up everyone's allowance, then against everyone's.
 */
export async function limitFormSends(form: 'application' | 'contact', clientAddress: string): Promise<void> {
  await limitHits(`${form}Address`, clientAddress);
  await limitHits(`${form}Global`, EVERYONE);
}
