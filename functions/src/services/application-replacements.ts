/**
 * The owner of an address can always apply: an application sent again for an address with one
 * on file (not accepted) is kept aside, and the address is mailed a link that makes it replace
 * the first. Only whoever reads that inbox can follow it, and the mail holds nothing either
 * sender typed. The link's token is random (256 bits) and stored only as its SHA-256; it works
 * once, for APPLICATION_REPLACEMENT.ttlMs, after which the sweep removes the application kept
 * aside and its resume. At most one such mail goes to an address every two minutes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { logger } from 'firebase-functions/logger';
import { APPLICATION_REPLACEMENT, APPLICATION_STATUS } from '@gh/common/constants';
import { replaceLinkUrl } from '@gh/common/code-link';
import type { ApplicationDoc } from '@gh/common/documents';
import type { Lang } from '@gh/common/i18n';
import { SERVER_MESSAGES } from '@gh/common/messages';
import type { ApplicationInput } from '@gh/common/schemas';
import { webOrigin } from '../config.ts';
import { statusMove } from '../store/admin-record.ts';
import {
  createReplacement, dropReplacement, expiredReplacements, useReplacement,
} from '../store/application-replacements.ts';
import { deleteFile } from '../store/files.ts';
import { applicationOfferMail } from './application-mail.ts';
import { mailApplicant, newApplication, saveResume } from './application-docs.ts';
import { decisionIsFinal } from './decisions.ts';
import { ServiceError } from './errors.ts';
import type { CheckedFile } from './files.ts';
import { limitHits } from './rate-limit.ts';

const replacementId = (token: string) => createHash('sha256').update(token).digest('hex');

/** A resume nothing names any more; a failure leaves a file behind, which is logged. */
async function deleteResume(path: string | undefined): Promise<void> {
  if (!path) return;
  await deleteFile(path).catch((error: unknown) => logger.error(error instanceof Error ? error : new Error(String(error)), { file: 'resume' }));
}

/**
 * Keeps the application sent again aside, its resume under a folder of its own, and mails its
 * address the link that makes it replace the one on file. Past one offer to the address in two
 * minutes, a 429 (the owner applying again is asked to wait that long) and nothing is kept.
 */
export async function offerReplacement(input: ApplicationInput, resume: CheckedFile | null, lang: Lang, now: number): Promise<void> {
  const { email } = input;
  await limitHits('applicationOffer', email, now);
  const token = randomBytes(32).toString('base64url');
  const id = replacementId(token);
  const application = newApplication(input, resume, lang, `resumes/${email}/replacements/${id.slice(0, 16)}`, now);
  const expiresAt = now + APPLICATION_REPLACEMENT.ttlMs;
  await createReplacement(id, { email, application, createdAt: now, expiresAt, deleteAt: new Date(expiresAt + APPLICATION_REPLACEMENT.ttlMs) });
  // Infinity: the one kept aside goes, whenever it would expire.
  await saveResume(application, resume, () => dropReplacement(id, Infinity));
  await mailApplicant(email, () => applicationOfferMail(replaceLinkUrl(webOrigin(), token, lang), now, lang));
}

/** Whether the application on file may be replaced now, or why not. */
function checkReplaceable(current: ApplicationDoc | null, now: number): void {
  if (!current) return;
  if (current.status === APPLICATION_STATUS.accepted) throw new ServiceError('applicationAlreadyAccepted');
  // A rejection still inside its Undo window, or not yet mailed, is being decided.
  if (current.status === APPLICATION_STATUS.rejected && (!decisionIsFinal(current, now) || current.pending)) {
    throw new ServiceError('replacementBusy');
  }
}

/**
 * Follows the link: the application kept aside replaces the one on file (Submitted again, the
 * earlier decision and resume gone). Of many uses of one link at once, one replaces.
 */
export async function replaceApplication(token: string, now = Date.now()): Promise<string> {
  const id = replacementId(token);
  const replaced = await useReplacement(id, (replacement, current) => {
    if (!replacement || replacement.expiresAt <= now) throw new ServiceError('replaceLinkInvalid');
    checkReplaceable(current, now);
    return {
      result: { before: current, after: replacement.application },
      replace: true,
      record: { figures: statusMove(current?.status ?? null, APPLICATION_STATUS.submitted) },
    };
  });
  const old = replaced.before?.resume?.path;
  if (old !== replaced.after.resume?.path) await deleteResume(old);
  return SERVER_MESSAGES.applicationReplaced;
}

/** Removes the applications kept aside whose link has expired, with their resumes; answers how many. */
export async function dropExpiredReplacements(now = Date.now()): Promise<number> {
  const expired = await expiredReplacements(now);
  const dropped = await Promise.all(expired.map(async ({ id, replacement }) => {
    if (!(await dropReplacement(id, now))) return false;
    await deleteResume(replacement.application.resume?.path);
    return true;
  }));
  return dropped.filter(Boolean).length;
}
