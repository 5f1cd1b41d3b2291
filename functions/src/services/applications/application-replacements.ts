/**
 * The owner of an address can always apply. An application sent again for an address with one
 * on file (not accepted) gets the spec's answer, carrying a reference (256 random bits) that
 * only its sender gets and the page keeps; the application is kept aside under its hash. The
 * address is mailed a link that proves it received the mail (signed: its e-mail and a day), at
 * most once in two minutes and with nothing either sender typed. The link and a reference
 * together put that application in place of the one on file: the stranger who sent one has a
 * reference but never the link, and whoever reads the inbox replaces nothing with the
 * stranger's application, only with one sent from her own browser. After a day the retention
 * job removes the applications kept aside, with their resumes (services/retention/rules.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { logger } from 'firebase-functions/logger';
import { APPLICATION_REPLACEMENT, APPLICATION_STATUS } from '@gh/common/constants';
import { replaceLinkUrl } from '@gh/common/code-link';
import type { ApplicationDoc } from '@gh/common/documents';
import type { Lang } from '@gh/common/i18n';
import { SERVER_MESSAGES } from '@gh/common/messages';
import type { ApplicationInput } from '@gh/common/schemas';
import { linkSecret, webOrigin } from '../../config.ts';
import { cityOf, statusMove } from '../../store/admin-record.ts';
import { createReplacement, dropReplacement, readReplacement, useReplacement } from '../../store/application-replacements.ts';
import { deleteFile } from '../../store/files.ts';
import { applicationOfferMail } from '../mail/application-mail.ts';
import { mailApplicant, newApplication, saveResume } from './application-docs.ts';
import { decisionIsFinal } from './decisions.ts';
import { ServiceError } from '../errors.ts';
import type { CheckedFile } from '../files/files.ts';
import { emailToken, readEmailToken } from '../identity/invite-links.ts';
import { takeOfferMail } from '../rate-limit.ts';

const replacementId = (reference: string) => createHash('sha256').update(reference).digest('hex');

/** A resume nothing names any more; a failure leaves a file behind, which is logged. */
async function deleteResume(path: string | undefined): Promise<void> {
  if (!path) return;
  await deleteFile(path).catch((error: unknown) =>
    logger.error(error instanceof Error ? error : new Error(String(error)), { file: 'resume' }),
  );
}

/**
 * Keeps the application sent again aside, its resume under a folder of its own, and mails its
 * address the link unless one went in the last two minutes; answers the reference for its sender.
 */
export async function offerReplacement(input: ApplicationInput, resume: CheckedFile | null, lang: Lang, now: number): Promise<string> {
  const { email } = input;
  const reference = randomBytes(32).toString('base64url');
  const id = replacementId(reference);
  const application = newApplication(input, resume, lang, `resumes/${email}/replacements/${id.slice(0, 16)}`, now);
  const expiresAt = now + APPLICATION_REPLACEMENT.ttlMs;
  await createReplacement(id, {
    email,
    application,
    createdAt: now,
    expiresAt,
    deleteAt: new Date(expiresAt + APPLICATION_REPLACEMENT.ttlMs),
  });
  // Infinity: the one kept aside goes, whenever it would expire.
  await saveResume(application, resume, () => dropReplacement(id, Infinity));
  if (await takeOfferMail(email, now)) {
    const token = emailToken('application-replacement', email, linkSecret(), now, APPLICATION_REPLACEMENT.ttlMs);
    await mailApplicant(email, () => applicationOfferMail(replaceLinkUrl(webOrigin(), token, lang), now, lang));
  }
  return reference;
}

/** Refuses while the application on file may not be replaced. */
function checkReplaceable(current: ApplicationDoc | null, now: number): void {
  if (!current) return;
  if (current.status === APPLICATION_STATUS.accepted) throw new ServiceError('applicationAlreadyAccepted');
  // A rejection still inside its Undo window, or not yet mailed, is being decided.
  if (current.status === APPLICATION_STATUS.rejected && (!decisionIsFinal(current, now) || current.pending)) {
    throw new ServiceError('replacementBusy');
  }
}

/** Of the applications kept aside under `references`, the newest still waiting for `email`. */
async function newestKeptFor(email: string, references: readonly string[], now: number): Promise<string | null> {
  const kept = await Promise.all(
    references.map(async (reference) => {
      const id = replacementId(reference);
      return { id, replacement: await readReplacement(id) };
    }),
  );
  const waiting = kept.filter(({ replacement }) => replacement?.email === email && replacement.expiresAt > now);
  waiting.sort((a, b) => b.replacement!.createdAt - a.replacement!.createdAt);
  return waiting[0]?.id ?? null;
}

/**
 * Follows the link with the references the page kept: the newest application sent again for
 * the link's address from that page replaces the one on file (Submitted again, the earlier
 * decision and resume gone). Of many uses at once, one replaces.
 */
export async function replaceApplication(token: string, references: readonly string[], now = Date.now()): Promise<string> {
  const proof = readEmailToken('application-replacement', token, linkSecret(), now);
  if (proof.check !== 'ok') throw new ServiceError('replaceLinkInvalid');
  const id = await newestKeptFor(proof.email, references, now);
  if (!id) throw new ServiceError('replacementNotFound');
  const replaced = await useReplacement(id, (replacement, current) => {
    if (!replacement || replacement.expiresAt <= now) throw new ServiceError('replacementNotFound');
    checkReplaceable(current, now);
    return {
      result: { before: current, after: replacement.application },
      replace: true,
      // The one on file leaves its district's figures; the one sent again joins its own.
      records: [
        { figures: statusMove(current?.status ?? null, null), city: cityOf(current) },
        { figures: statusMove(null, APPLICATION_STATUS.submitted), city: cityOf(replacement.application) },
      ],
    };
  });
  const old = replaced.before?.resume?.path;
  if (old !== replaced.after.resume?.path) await deleteResume(old);
  return SERVER_MESSAGES.applicationReplaced;
}
