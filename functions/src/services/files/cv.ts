/**
 * A volunteer's CV for its owner: GET /volunteer/{email} (and the admin's POST /{key}/person)
 * shows its name with a link that works for ten minutes (file-links.ts), and GET /files/cv
 * serves it through that link.
 */
import type { StoredFile } from '@gh/common/documents';
import { API } from '@gh/common/api-routes';
import { linkSecret } from '../../config.ts';
import { readPerson } from '../../store/people.ts';
import { signedFileLink } from './file-links.ts';
import { openSignedFile, type SignedLink } from './signed-files.ts';

/** The CV's name and a link for its owner to open it, valid for ten minutes. */
export function cvLink(email: string, cv: StoredFile, now = Date.now()) {
  return { filename: cv.filename, link: signedFileLink(API.cvFile.path, { email, path: cv.path }, linkSecret(), now) };
}

/** The CV a signed link names: 403 when the link is expired, tampered with, or for a replaced CV. */
export async function linkedCv(link: SignedLink, now = Date.now()) {
  const cv = (await readPerson('volunteer', link.email))?.cv;
  return openSignedFile(cv, link, { expired: 'cvLinkExpired', invalid: 'cvLinkInvalid' }, now);
}
