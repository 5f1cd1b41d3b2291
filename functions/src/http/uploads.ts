/** An uploaded file checked by its bytes: 400 when empty, 415 when not one of `allowed`. */
import type { FileType } from '@gh/common/files';
import { safeFilename, sniffFileType, type CheckedFile } from '../services/files/files.ts';
import { ServiceError } from '../services/errors.ts';
import type { UploadedFile } from './multipart.ts';

export function checkedUpload(
  { filename, bytes }: UploadedFile,
  allowed: readonly FileType[],
  wrongType: 'resumeType' | 'cvType' | 'photoType' | 'contactAttachmentType',
): CheckedFile {
  if (bytes.length === 0) throw new ServiceError('fileEmpty');
  const type = sniffFileType(bytes, allowed);
  if (!type) throw new ServiceError(wrongType);
  return { type, filename: safeFilename(filename, type), bytes };
}
