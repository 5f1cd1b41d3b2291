import { MAX_UPLOAD_BYTES } from '@gh/common/constants';
import { hasExtensionOf, type FileType } from '@gh/common/files';
import { SERVER_MESSAGES } from '@gh/common/messages';

/**
 * What is wrong with a chosen file, judged by its size and name, in the server's own words
 * (`typeMessage` for a type not in `types`). The server decides by the bytes; this only spares
 * a person a wasted upload.
 */
export function fileProblem(file: File, types: readonly FileType[], typeMessage: string): string | null {
  if (file.size === 0) return SERVER_MESSAGES.fileEmpty;
  if (file.size > MAX_UPLOAD_BYTES) return SERVER_MESSAGES.fileTooLarge;
  if (!hasExtensionOf(file.name, types)) return typeMessage;
  return null;
}
