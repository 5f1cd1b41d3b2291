/**
 * Volunteer applications (spec sections 3, 4 and 8): one on file per e-mail with an optional
 * resume, listed and shown to the admin (decisions.ts decides them), and the applicant e-mailed
 * at each step. One sent again for an address with one on file gets the spec's answer, and the
 * address's owner a mail that can make it replace the first (application-replacements.ts).
 */
import { APPLICATION_STATUS } from '@gh/common/constants';
import type { AdminApplicationView, ApplicationDoc, ApplicationSummary, VolunteerSummary } from '@gh/common/documents';
import type { Lang } from '@gh/common/i18n';
import { listCursor, type AdminListQuery, type ApplicationInput } from '@gh/common/schemas';
import { linkSecret } from '../../config.ts';
import { ServiceError } from '../errors.ts';
import type { CheckedFile } from '../files/files.ts';
import { cityOf, statusMove } from '../../store/admin-record.ts';
import { changeApplication, listApplications, readApplication } from '../../store/applications.ts';
import { listVolunteers } from '../../store/people.ts';
import { refuseIfOwned } from '../identity/identity.ts';
import { applicationReceivedMail } from '../mail/application-mail.ts';
import { mailApplicant, newApplication, saveResume } from './application-docs.ts';
import { offerReplacement } from './application-replacements.ts';
import { resumeLink } from '../files/file-links.ts';
import { openSignedFile, type SignedLink } from '../files/signed-files.ts';
import { fileName } from '../people/people.ts';
import { placeOfPin } from '../people/places.ts';

const alreadyApplied = (application: ApplicationDoc) =>
  new ServiceError(application.status === APPLICATION_STATUS.accepted ? 'applicationAlreadyAccepted' : 'applicationAlreadySubmitted');

/** Stores `application` unless one exists for its e-mail, counted; answers the one that was there. */
function createApplication(application: ApplicationDoc): Promise<ApplicationDoc | null> {
  return changeApplication(application.email, (current) =>
    current
      ? { result: current }
      : { result: null, next: application, record: { figures: statusMove(null, application.status), city: cityOf(application) } },
  );
}

/** Takes back the application created at `submittedAt` when its resume could not be stored, uncounted. */
function deleteApplication({ email, submittedAt }: ApplicationDoc): Promise<void> {
  return changeApplication(email, (current) =>
    current?.submittedAt === submittedAt
      ? { result: undefined, next: null, record: { figures: statusMove(current.status, null), city: cityOf(current) } }
      : { result: undefined },
  );
}

/**
 * Stores the first application of an address, then its resume; answers the one already on file
 * instead, if any. The document is created first, only if there is none, so of two submissions
 * at once only the winner uploads: the loser can never overwrite the winner's file. A failed
 * upload takes the document back out.
 */
async function storeFirst(application: ApplicationDoc, resume: CheckedFile | null): Promise<ApplicationDoc | null> {
  const onFile = await createApplication(application);
  if (!onFile) await saveResume(application, resume, () => deleteApplication(application));
  return onFile;
}

export async function submitApplication(input: ApplicationInput, resume: CheckedFile | null, lang: Lang): Promise<void> {
  const { email } = input;
  if (input.zipcode) placeOfPin(input.zipcode);
  // An account a registration by SMS holds unproven never keeps the address's owner from applying.
  await refuseIfOwned(email, 'applicationEmailRegistered');
  const now = Date.now();
  const onFile = (await readApplication(email)) ?? (await storeFirst(newApplication(input, resume, lang, `resumes/${email}`, now), resume));
  if (!onFile) {
    await mailApplicant(email, () => applicationReceivedMail(lang));
    return;
  }
  if (onFile.status === APPLICATION_STATUS.accepted) throw alreadyApplied(onFile);
  // The answer stays the spec's, with the reference that lets the address's owner make this one count.
  const replacement = await offerReplacement(input, resume, lang, now);
  throw new ServiceError('applicationAlreadySubmitted', { answer: { replacement } });
}

export async function applicationSummaries({
  limit,
  after,
}: AdminListQuery): Promise<{ applications: ApplicationSummary[]; next: string | null }> {
  const listed = await listApplications(limit, after);
  return {
    applications: listed.page.map((application) => ({ ...application, resume: fileName(application.resume) })),
    next: listed.next && listCursor(listed.next),
  };
}

export async function volunteerSummaries({
  limit,
  after,
}: AdminListQuery): Promise<{ volunteers: VolunteerSummary[]; next: string | null }> {
  const listed = await listVolunteers(limit, after);
  return {
    volunteers: listed.page.map((volunteer) => ({ ...volunteer, cv: fileName(volunteer.cv), photo: fileName(volunteer.photo) })),
    next: listed.next && listCursor(listed.next),
  };
}

async function existingApplication(email: string): Promise<ApplicationDoc> {
  const application = await readApplication(email);
  if (!application) throw new ServiceError('noProfile');
  return application;
}

/** An application as the admin sees it, its resume behind a link that works for ten minutes. */
export function adminApplication({ resume, ...data }: ApplicationDoc, now = Date.now()): AdminApplicationView['application'] {
  return {
    data,
    resume: resume && { filename: resume.filename, link: resumeLink({ email: data.email, path: resume.path }, linkSecret(), now) },
  };
}

/** One application for the admin (POST /{key}/application). */
export async function applicationView(email: string, now = Date.now()): Promise<AdminApplicationView> {
  return { application: adminApplication(await existingApplication(email), now) };
}

/**
 * The resume a signed link names (GET /files/resume): 403 when the link is expired, tampered
 * with, or for a file that is not this applicant's resume (any more).
 */
export async function linkedResume(link: SignedLink, now = Date.now()) {
  const resume = (await readApplication(link.email))?.resume;
  return openSignedFile(resume, link, { expired: 'linkExpired', invalid: 'linkInvalid' }, now);
}
