/**
 * One-time codes (design.md, Identity): sent by e-mail only, stored as a salted hash, valid
 * for OTP_TTL_MS, used once, void after OTP_MAX_WRONG_TRIES tries, not resent within
 * OTP_RESEND_COOLDOWN_MS, and limited per e-mail (services/rate-limit.ts).
 *
 * The local Firestore emulator does not isolate transactions, so no rule here relies on that:
 * a try is counted with an atomic increment before the code is checked, and the check is made
 * only if the count read back shows the try among the first allowed; a code is used by
 * creating its `otpUses` marker, which only one caller can do.
 */
import { logger } from 'firebase-functions/logger';
import {
  OTP_MAX_WRONG_TRIES, OTP_RATE_LIMITS, OTP_RESEND_COOLDOWN_MS, OTP_TTL_MS, type UserType,
} from '@gh/common/constants';
import { ServiceError } from './errors.ts';
import { countTry, deleteOtp, markUsed, readOtp, writeOtp, type OtpDoc } from '../store/otps.ts';
import { codeMatches, generateCode, hashCode, newCodeId } from './otp-code.ts';
import { codeMail, type OtpPurpose } from './otp-mail.ts';
import { sendMail } from './mail.ts';
import { limitCodeRequests } from './rate-limit.ts';

export interface CodeRequest {
  type: UserType;
  email: string;
  purpose: OtpPurpose;
  /** Greets the person in the e-mail. */
  name: string;
  /** Registration: the validated form, handed back when the code is verified. */
  pending?: Record<string, unknown>;
}

const binding = (purpose: OtpPurpose, type: UserType, email: string) => `${purpose}:${type}:${email}`;
/** Spent documents stay until a TTL policy removes them, well after anyone could use them. */
const deleteAfter = (now: number) => new Date(now + OTP_TTL_MS + OTP_RATE_LIMITS.windowMs);

const invalid = () => new ServiceError('codeInvalid');

/** Makes a new code, stores its hash (voiding any earlier code) and e-mails it. */
export async function sendCode({ type, email, purpose, name, pending }: CodeRequest): Promise<void> {
  const now = Date.now();
  const current = await readOtp(type, email);
  const waitMs = current ? current.sentAt + OTP_RESEND_COOLDOWN_MS - now : 0;
  if (waitMs > 0) throw new ServiceError('codeCooldown', { retryAfterSeconds: waitMs / 1000 });
  // After the cool-down check, so that a stranger pressing the button cannot use up a
  // person's hourly allowance faster than one request a minute.
  await limitCodeRequests('email', email, now);

  const code = generateCode();
  const codeId = newCodeId();
  const { salt, hash } = await hashCode(code, binding(purpose, type, email));
  const doc: OtpDoc = {
    purpose, codeId, salt, hash, sentAt: now, expiresAt: now + OTP_TTL_MS, attempts: 0,
    pending: pending ?? null, deleteAt: deleteAfter(now),
  };
  await writeOtp(type, email, doc);

  try {
    await sendMail({ to: email, ...codeMail(code, purpose, name) });
  } catch (error) {
    // The person never saw this code: remove it so the cool-down does not hold them back.
    logger.error('one-time code e-mail failed', { purpose, type, error: error instanceof Error ? error.message : String(error) });
    await deleteOtp(type, email, codeId);
    throw new ServiceError('mailFailed', { retryAfterSeconds: 60 });
  }
}

/**
 * Checks a guess and, if it is right, uses the code up. Answers the pending registration
 * (or null for a sign-in code); throws a 400 for anything else.
 */
export async function useCode(type: UserType, email: string, purpose: OtpPurpose, guess: string): Promise<Record<string, unknown> | null> {
  const code = await readOtp(type, email);
  if (!code || code.purpose !== purpose || code.expiresAt <= Date.now() || code.attempts >= OTP_MAX_WRONG_TRIES) {
    throw invalid();
  }

  if (!(await countTry(type, email))) throw invalid();
  const counted = await readOtp(type, email);
  // Another code replaced this one meanwhile, or this try came after the allowed ones.
  if (!counted || counted.codeId !== code.codeId || counted.attempts > OTP_MAX_WRONG_TRIES) throw invalid();

  if (!(await codeMatches(guess, binding(purpose, type, email), code))) {
    throw new ServiceError(counted.attempts >= OTP_MAX_WRONG_TRIES ? 'codeInvalid' : 'codeWrong');
  }
  if (!(await markUsed(code.codeId, deleteAfter(Date.now())))) throw invalid();
  await deleteOtp(type, email, code.codeId);
  return code.pending;
}
