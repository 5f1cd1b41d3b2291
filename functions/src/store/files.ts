/**
 * Uploaded files in Firebase Storage, through the Admin SDK (clients have no Storage access:
 * design.md, Rules). The only module that touches Storage.
 */
import { getStorage } from 'firebase-admin/storage';
import type { StoredFile } from '@gh/common/documents';
import { storageBucket } from '../config.ts';
import { adminApp } from './firebase.ts';

const bucket = () => getStorage(adminApp()).bucket(storageBucket());

export async function saveFile(path: string, filename: string, contentType: string, bytes: Buffer): Promise<StoredFile> {
  await bucket()
    .file(path)
    .save(bytes, {
      contentType,
      // One request: the files are small (MAX_UPLOAD_BYTES), a resumable session would add two.
      resumable: false,
      metadata: { contentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(filename)}` },
    });
  return { path, filename, contentType, size: bytes.length };
}

/** A stored file as a stream, for serving it; the stream errors if the file is gone. */
export function openFile(path: string): NodeJS.ReadableStream {
  return bucket().file(path).createReadStream();
}

export async function deleteFile(path: string): Promise<void> {
  await bucket().file(path).delete({ ignoreNotFound: true });
}

/** Deletes every file whose path starts with `prefix` (a folder, ending in '/'). */
export async function deleteFolder(prefix: string): Promise<void> {
  await bucket().deleteFiles({ prefix });
}
