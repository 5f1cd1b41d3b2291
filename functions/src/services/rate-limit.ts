/**
 * Fixed-window limits: on asking for one-time codes (numbers and reasons: OTP_RATE_LIMITS in
 * @gh/common/constants) and on wrong admin keys (ADMIN_KEY_RATE_LIMITS). Simple, and a burst at
 * a window's edge can at most double a limit once.
 */
import { createHash } from 'node:crypto';
import { ADMIN_KEY_RATE_LIMITS, OTP_RATE_LIMITS } from '@gh/common/constants';
import { ServiceError } from './errors.ts';
import { countHit, readCount } from '../store/rate-limits.ts';

export type LimitScope = 'email' | 'address' | 'adminKey';

const LIMITS: Record<LimitScope, { limit: number; windowMs: number }> = {
  email: { limit: OTP_RATE_LIMITS.perEmail, windowMs: OTP_RATE_LIMITS.windowMs },
  address: { limit: OTP_RATE_LIMITS.perAddress, windowMs: OTP_RATE_LIMITS.windowMs },
  adminKey: { limit: ADMIN_KEY_RATE_LIMITS.perAddress, windowMs: ADMIN_KEY_RATE_LIMITS.windowMs },
};

/** The counter of `key` in the window of `now`, and the 429 to answer once it is past the limit. */
function windowOf(scope: LimitScope, key: string, now: number) {
  const { limit, windowMs } = LIMITS[scope];
  const window = Math.floor(now / windowMs);
  const windowEnd = (window + 1) * windowMs;
  return {
    id: createHash('sha256').update(`${scope}\n${key}\n${window}`).digest('hex'),
    deleteAt: new Date(windowEnd + windowMs),
    limit,
    tooMany: () => new ServiceError('tooManyRequests', { retryAfterSeconds: (windowEnd - now) / 1000 }),
  };
}

/** Counts one hit for `key`; a 429 with Retry-After once the window's limit is passed. */
export async function limitHits(scope: LimitScope, key: string, now = Date.now()): Promise<void> {
  const { id, deleteAt, limit, tooMany } = windowOf(scope, key, now);
  if ((await countHit(id, deleteAt)) > limit) throw tooMany();
}

/** A 429 if `key` has used up the window's limit already; counts nothing. */
export async function refuseWhenLimited(scope: LimitScope, key: string, now = Date.now()): Promise<void> {
  const { id, limit, tooMany } = windowOf(scope, key, now);
  if ((await readCount(id)) >= limit) throw tooMany();
}

/** Counts one code request for `key` (per e-mail or per client address). */
export function limitCodeRequests(scope: 'email' | 'address', key: string, now = Date.now()): Promise<void> {
  return limitHits(scope, key, now);
}
