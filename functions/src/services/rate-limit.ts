/**
 * Limits on asking for one-time codes (numbers and reasons: OTP_RATE_LIMITS in
 * @gh/common/constants). Fixed one-hour windows: simple, and a burst at a window's edge can at
 * most double a limit once.
 */
import { createHash } from 'node:crypto';
import { OTP_RATE_LIMITS } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { HttpError } from '../http/errors.ts';
import { countHit } from '../store/rate-limits.ts';

export type LimitScope = 'email' | 'address';

const LIMITS: Record<LimitScope, number> = { email: OTP_RATE_LIMITS.perEmail, address: OTP_RATE_LIMITS.perAddress };

/** Counts one code request for `key`; a 429 with Retry-After once the window's limit is passed. */
export async function limitCodeRequests(scope: LimitScope, key: string, now = Date.now()): Promise<void> {
  const { windowMs } = OTP_RATE_LIMITS;
  const window = Math.floor(now / windowMs);
  const windowEnd = (window + 1) * windowMs;
  const id = createHash('sha256').update(`${scope}\n${key}\n${window}`).digest('hex');
  const count = await countHit(id, new Date(windowEnd + windowMs));
  if (count > LIMITS[scope]) {
    throw new HttpError(429, SERVER_MESSAGES.tooManyRequests, (windowEnd - now) / 1000);
  }
}
