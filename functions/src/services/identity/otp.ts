/**
 * One-time codes (design.md, Identity): sent by e-mail only, stored as a salted hash, valid
 * for OTP_TTL_MS, used once, void after OTP_MAX_WRONG_TRIES tries. One code lives per person and
 * purpose: asking again while it still works mails the same code again (kept sealed for that),
 * so every code a person was mailed works until it is used. How often mail goes, and why nobody
 * is kept from a working code by others asking, is said at OTP_MAILS_PER_CODE (constants.ts).
 */
import { logger } from 'firebase-functions/logger';
import { OTP_MAILS_PER_CODE, OTP_MAX_WRONG_TRIES, OTP_RATE_LIMITS, OTP_RESEND_COOLDOWN_MS, OTP_TTL_MS } from '@gh/common/constants';
import { circleCodeLinkUrl, codeLinkUrl, familyCodeLinkUrl, staffCodeLinkUrl } from '@gh/common/code-link';
import type { Lang } from '@gh/common/i18n';
import { codeWrongMessage } from '@gh/common/messages';
import { ServiceError } from '../errors.ts';
import { codeSealKey, webOrigin } from '../../config.ts';
import { changeOtp, isCircleCodeRole, type CodeRole, type OtpDoc } from '../../store/otps.ts';
import { codeMatches, generateCode, hashCode, newCodeId, openCode, sealCode } from './otp-code.ts';
import { circleInviteMail } from '../mail/circle-mail.ts';
import { codeMail, pageOnly, type OtpPurpose } from '../mail/otp-mail.ts';
import { sendMail } from '../mail/mail.ts';
import { countWrongTry, limitNewCodes } from '../rate-limit.ts';

export interface CodeRequest {
  type: CodeRole;
  email: string;
  purpose: OtpPurpose;
  /** Greets the person in a sign-in code's e-mail; null: an address nobody has proven. */
  name: string | null;
  /**
   * Registration: the validated form, handed back when the code is verified. It stays with the
   * code it came with: a request that mails that code again never changes it.
   */
  pending?: Record<string, unknown>;
  /** The language of the page that asked: the e-mail is written in it, its link opens that page. */
  lang: Lang;
  /** A staff code asked for with an invitation: the token its link carries, so tapping it accepts it. */
  staffInvite?: string;
}

const binding = (purpose: OtpPurpose, type: CodeRole, email: string) => `${purpose}:${type}:${email}`;
/** Spent documents stay until a TTL policy removes them, well after anyone could use them. */
const deleteAfter = (now: number) => new Date(now + OTP_TTL_MS + OTP_RATE_LIMITS.windowMs);

const invalid = () => new ServiceError('codeInvalid');

/** Refusals of a request, with when asking again can send something. */
const cooldown = (waitMs: number) => new ServiceError('codeCooldown', { retryAfterSeconds: waitMs / 1000 });
const stillWorks = (waitMs: number) => new ServiceError('codeStillWorks', { retryAfterSeconds: waitMs / 1000 });

async function newCode({ type, email, purpose, pending }: CodeRequest, now: number): Promise<{ code: string; doc: OtpDoc }> {
  const code = generateCode();
  const { salt, hash } = await hashCode(code, binding(purpose, type, email));
  const doc: OtpDoc = {
    purpose,
    codeId: newCodeId(),
    salt,
    hash,
    sealed: sealCode(code, binding(purpose, type, email), codeSealKey()),
    sentAt: now,
    mails: 1,
    expiresAt: now + OTP_TTL_MS,
    attempts: 0,
    pending: pending ?? null,
    deleteAt: deleteAfter(now),
  };
  return { code, doc };
}

/** The live code, if `current` is one for this purpose that can still be used. */
function liveCode({ type, email, purpose }: CodeRequest, current: OtpDoc, now: number): string | null {
  const usable = current.purpose === purpose && current.expiresAt > now && current.attempts < OTP_MAX_WRONG_TRIES;
  return usable && typeof current.sealed === 'string' ? openCode(current.sealed, binding(purpose, type, email), codeSealKey()) : null;
}

/** A code stored for sending: the code to mail, and the person's code document before it. */
interface Sending {
  code: string;
  before: OtpDoc | null;
}

/**
 * Stores the sending: the code that still works again (with a fresh ten minutes; its form stays
 * the one it was made for), at most once a minute and OTP_MAILS_PER_CODE times, else a refusal
 * saying it still works; otherwise a new code, at most once a minute and not past the wrong
 * tries' limit. Of identical requests at once, the first stores its sending and the others find it.
 */
function storeSending(request: CodeRequest, now: number): Promise<Sending> {
  const { type, email } = request;
  let fresh: Promise<{ code: string; doc: OtpDoc }> | undefined;
  return changeOtp(type, email, async (before) => {
    const waitMs = before ? before.sentAt + OTP_RESEND_COOLDOWN_MS - now : 0;
    const live = before && liveCode(request, before, now);
    if (live) {
      // Documents from before `mails` was kept count as mailed once.
      const mails = before.mails ?? 1;
      if (waitMs > 0) throw stillWorks(waitMs);
      if (mails >= OTP_MAILS_PER_CODE) throw stillWorks(before.expiresAt - now);
      return {
        result: { code: live, before },
        next: { sentAt: now, mails: mails + 1, expiresAt: now + OTP_TTL_MS, deleteAt: deleteAfter(now) },
      };
    }
    if (waitMs > 0) throw cooldown(waitMs);
    await limitNewCodes(email, now);
    // Made once, however often a conflict makes this look again.
    fresh ??= newCode(request, now);
    const { code, doc } = await fresh;
    return { result: { code, before }, next: doc };
  });
}

/** Puts the person's code back as it was before `now`'s sending, unless something changed it since. */
async function undoSending({ type, email }: CodeRequest, { before }: Sending, now: number): Promise<void> {
  await changeOtp(type, email, (current) => (current?.sentAt === now ? { result: null, next: before } : { result: null }));
}

/** The e-mail that carries `code`, with the one-tap link to the page where it is typed (none to erase). */
function mailOf({ type, email, purpose, name, lang, staffInvite }: CodeRequest, code: string) {
  if (purpose === 'join') return codeMail(code, purpose, null, null, lang);
  if (purpose === 'circle' || isCircleCodeRole(type)) {
    const inviteId = type.slice('circle-'.length);
    return circleInviteMail(code, circleCodeLinkUrl(webOrigin(), inviteId, email, code, lang), lang);
  }
  const link = pageOnly(purpose)
    ? null
    : type === 'family'
      ? familyCodeLinkUrl(webOrigin(), email, code, lang)
      : type === 'staff' || purpose === 'staff'
        ? staffCodeLinkUrl(webOrigin(), email, code, lang, staffInvite)
        : codeLinkUrl(webOrigin(), purpose, { role: type, email, code }, lang);
  return codeMail(code, purpose, name, link, lang);
}

/**
 * Mails the person's code that still works again, or a new one (stored as a hash and sealed,
 * voiding any earlier code); a 429 that says what the person can do otherwise.
 */
export async function sendCode(request: CodeRequest): Promise<void> {
  const { type, email, purpose } = request;
  const now = Date.now();
  const sending = await storeSending(request, now);
  try {
    await sendMail({ to: { address: email }, ...mailOf(request, sending.code) });
  } catch (error) {
    // The person never saw this sending: undo it so that it holds nobody back.
    logger.error('one-time code e-mail failed', { purpose, type, error: error instanceof Error ? error.message : String(error) });
    await undoSending(request, sending, now);
    throw new ServiceError('mailFailed', { retryAfterSeconds: 60 });
  }
}

/**
 * Why a stored code cannot be tried at all, or null when it can. A missing code (never asked
 * for, or used) and one for another purpose are the same to the caller.
 */
function unusable(code: OtpDoc | null, purpose: OtpPurpose, now: number): ServiceError | null {
  if (!code || code.purpose !== purpose) return invalid();
  if (code.attempts >= OTP_MAX_WRONG_TRIES) return new ServiceError('codeTriesUsed');
  if (code.expiresAt <= now) return new ServiceError('codeExpired');
  return null;
}

/** A wrong guess that was try number `ordinal`: how many are left, or that none are. */
function wrongGuess(ordinal: number): ServiceError {
  const left = OTP_MAX_WRONG_TRIES - ordinal;
  return left > 0 ? new ServiceError('codeWrong', { message: codeWrongMessage(left) }) : new ServiceError('codeTriesUsed');
}

/**
 * Checks a guess and, if it is right, uses the code up. Answers the pending registration
 * (or null for a sign-in code); throws a 400 that says what happened for anything else.
 * A try takes its number (the code's next attempt) before the slow check, so exactly the first
 * OTP_MAX_WRONG_TRIES tries of a code are checked however many arrive at once; of right tries
 * at once, the one that deletes the code signs in.
 */
export async function redeemCode(
  type: CodeRole,
  email: string,
  purpose: OtpPurpose,
  guess: string,
): Promise<Record<string, unknown> | null> {
  const now = Date.now();
  const { code, ordinal } = await changeOtp(type, email, (current) => {
    const refusal = unusable(current, purpose, now);
    if (refusal || !current) throw refusal ?? invalid();
    return { result: { code: current, ordinal: current.attempts + 1 }, next: { attempts: current.attempts + 1 } };
  });
  if (!(await codeMatches(guess, binding(purpose, type, email), code))) {
    await countWrongTry(email, now);
    throw wrongGuess(ordinal);
  }
  // Replaced or used since this try took its number: maybe a race with the right code (a link
  // opened twice), so it is not called typed wrong.
  const used = await changeOtp(type, email, (current) =>
    current?.codeId === code.codeId ? { result: true, next: null } : { result: false },
  );
  if (!used) throw invalid();
  return code.pending;
}
