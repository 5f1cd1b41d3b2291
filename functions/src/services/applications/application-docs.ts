/**
 * What a first application and one sent again for the same address share: the document as it
 * is stored, its resume saved (or nothing kept when that fails), and its applicant e-mailed.
 * A failed e-mail never undoes what was stored: it is logged.
 */
import { logger } from 'firebase-functions/logger';
import { applicationSearchable, searchMap } from '@gh/common/admin-fields';
import { APPLICATION_STATUS } from '@gh/common/constants';
import { consentRecord } from '@gh/common/consent';
import type { ApplicationDoc } from '@gh/common/documents';
import { FILE_TYPES } from '@gh/common/files';
import type { Lang } from '@gh/common/i18n';
import type { ApplicationInput } from '@gh/common/schemas';
import type { CheckedFile } from '../files/files.ts';
import { deleteFile, saveFile } from '../../store/files.ts';
import { placeOfPin } from '../people/places.ts';
import type { Mail } from '../mail/application-mail.ts';
import { sendMail } from '../mail/mail.ts';

/**
 * A Submitted application as stored, its resume (if any) under `folder`. `lang`, the page's, is
 * kept with it: the applicant's e-mails are written in it, and it is the language of their
 * agreement to the privacy notice, recorded with the time. A PIN code India Post's directory
 * does not know is a 400 `pinUnknown`, before anything is stored.
 */
export function newApplication(
  { consentVersion, ...input }: ApplicationInput,
  resume: CheckedFile | null,
  lang: Lang,
  folder: string,
  now: number,
): ApplicationDoc {
  return {
    ...input,
    place: input.zipcode ? placeOfPin(input.zipcode) : null,
    lang,
    consent: consentRecord(consentVersion, lang, now, 'application'),
    resume: resume && {
      path: `${folder}/${resume.filename}`,
      filename: resume.filename,
      contentType: FILE_TYPES[resume.type].contentType,
      size: resume.bytes.length,
    },
    status: APPLICATION_STATUS.submitted,
    submittedAt: now,
    search: searchMap(applicationSearchable(input)),
  };
}

/** Saves the application's resume; if that fails, `undo` takes back what was stored for it, and the error goes on. */
export async function saveResume(
  { resume: stored }: ApplicationDoc,
  resume: CheckedFile | null,
  undo: () => Promise<unknown>,
): Promise<void> {
  if (!stored || !resume) return;
  try {
    await saveFile(stored.path, stored.filename, stored.contentType, resume.bytes);
  } catch (error) {
    await Promise.allSettled([undo(), deleteFile(stored.path)]);
    throw error;
  }
}

export async function mailApplicant(to: string, compose: () => Mail): Promise<void> {
  try {
    await sendMail({ to: { address: to }, ...compose() });
  } catch (error) {
    logger.error(error instanceof Error ? error : new Error(String(error)), { mail: 'application' });
  }
}
