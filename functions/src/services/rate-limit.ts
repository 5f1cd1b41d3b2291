/**
 * Fixed-window limits (numbers and reasons in @gh/common/constants): on asking for one-time
 * codes (OTP_RATE_LIMITS), on wrong admin keys (ADMIN_KEY_RATE_LIMITS) and on the forms anyone
 * may send (FORM_RATE_LIMITS). Simple, and a burst at a window's edge can at most double a limit
 * once. Past a limit the answer is a 429 whose Retry-After says when the window ends.
 */
import { createHash } from 'node:crypto';
import { ADMIN_KEY_RATE_LIMITS, FORM_RATE_LIMITS, OTP_RATE_LIMITS } from '@gh/common/constants';
import { ServiceError } from './errors.ts';
import { countHit } from '../store/rate-limits.ts';

export type LimitScope =
  | 'email' | 'address' | 'adminKey'
  | 'applicationAddress' | 'applicationGlobal' | 'contactAddress' | 'contactGlobal';

const LIMITS: Record<LimitScope, { limit: number; windowMs: number }> = {
  email: { limit: OTP_RATE_LIMITS.perEmail, windowMs: OTP_RATE_LIMITS.windowMs },
  address: { limit: OTP_RATE_LIMITS.perAddress, windowMs: OTP_RATE_LIMITS.windowMs },
  adminKey: { limit: ADMIN_KEY_RATE_LIMITS.perAddress, windowMs: ADMIN_KEY_RATE_LIMITS.windowMs },
  applicationAddress: { limit: FORM_RATE_LIMITS.applicationsPerAddress, windowMs: FORM_RATE_LIMITS.windowMs },
  applicationGlobal: { limit: FORM_RATE_LIMITS.applicationsGlobal, windowMs: FORM_RATE_LIMITS.windowMs },
  contactAddress: { limit: FORM_RATE_LIMITS.contactPerAddress, windowMs: FORM_RATE_LIMITS.windowMs },
  contactGlobal: { limit: FORM_RATE_LIMITS.contactGlobal, windowMs: FORM_RATE_LIMITS.windowMs },
};

/** The one key of a global limit. */
export const EVERYONE = '*';

/** The counter document of `key` in the window of `now` (tests read and set it too). */
export function limitWindow(scope: LimitScope, key: string, now = Date.now()) {
  const { limit, windowMs } = LIMITS[scope];
  const window = Math.floor(now / windowMs);
  const windowEnd = (window + 1) * windowMs;
  return {
    id: createHash('sha256').update(`${scope}\n${key}\n${window}`).digest('hex'),
    deleteAt: new Date(windowEnd + windowMs),
    limit,
    secondsLeft: (windowEnd - now) / 1000,
  };
}

/** Counts one hit for `key`; a 429 with Retry-After once the window's limit is passed. */
export async function limitHits(scope: LimitScope, key: string, now = Date.now()): Promise<void> {
  const { id, deleteAt, limit, secondsLeft } = limitWindow(scope, key, now);
  if ((await countHit(id, deleteAt)) > limit) throw new ServiceError('tooManyRequests', { retryAfterSeconds: secondsLeft });
}

/** Counts one code request for `key` (per e-mail or per client address). */
export function limitCodeRequests(scope: 'email' | 'address', key: string, now = Date.now()): Promise<void> {
  return limitHits(scope, key, now);
}

/**
 * Counts one sending of a public form: against the caller's address first, so one machine's
 * flood is refused before it uses up everyone's allowance, then against everyone's.
 */
export async function limitFormSends(form: 'application' | 'contact', clientAddress: string): Promise<void> {
  await limitHits(`${form}Address`, clientAddress);
  await limitHits(`${form}Global`, EVERYONE);
}
