/**
 * Opening a stored file through a signed link (file-links.ts): the link must sign the file the
 * record names now, so a replaced file's link stops working. Shared by resumes, CVs and photos.
 */
import type { StoredFile } from '@gh/common/documents';
import type { ErrorCode } from '@gh/common/errors';
import { linkSecret } from '../../config.ts';
import { openFile } from '../../store/files.ts';
import { ServiceError } from '../errors.ts';
import { checkLink } from './file-links.ts';

/** The link's parts, as GET /files/... reads them from its query. */
export interface SignedLink {
  email: string;
  expires: number;
  sig: string;
}

/** The file and a stream of it; `refusals` are the 403s for an expired and for any other bad link. */
export function openSignedFile(
  file: StoredFile | null | undefined,
  { email, expires, sig }: SignedLink,
  refusals: { expired: ErrorCode; invalid: ErrorCode },
  now = Date.now(),
) {
  const check = file ? checkLink({ email, path: file.path }, expires, sig, linkSecret(), now) : 'invalid';
  if (check !== 'ok' || !file) throw new ServiceError(check === 'expired' ? refusals.expired : refusals.invalid);
  return { file, stream: openFile(file.path) };
}
