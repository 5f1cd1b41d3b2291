/** An uploaded file checked by its bytes: 400 when empty, 415 when not one of `allowed`. */
import type { FileType } from '@gh/common/files';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { safeFilename, sniffFileType } from '../services/files.ts';
import { HttpError } from './errors.ts';
import type { UploadedFile } from './multipart.ts';

export interface CheckedFile {
  /** What the bytes are. */
  type: FileType;
  /** Safe to store and to mail, ending in the type's extension. */
  filename: string;
  bytes: Buffer;
}

export function checkedUpload({ filename, bytes }: UploadedFile, allowed: readonly FileType[], wrongType: string): CheckedFile {
  if (bytes.length === 0) throw new HttpError(400, SERVER_MESSAGES.fileEmpty);
  const type = sniffFileType(bytes, allowed);
  if (!type) throw new HttpError(415, wrongType);
  return { type, filename: safeFilename(filename, type), bytes };
}
