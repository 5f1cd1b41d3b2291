/**
 * Uploaded files in Firebase Storage, through the Admin SDK (clients have no Storage access:
 * design.md, Rules). The only module that touches Storage.
 */
import { getStorage } from 'firebase-admin/storage';
import type { StoredFile } from '@gh/common/documents';
import { storageBucket } from '../config.ts';
import { adminApp } from './firebase.ts';

export async function saveFile(path: string, filename: string, contentType: string, bytes: Buffer): Promise<StoredFile> {
  const file = getStorage(adminApp()).bucket(storageBucket()).file(path);
  await file.save(bytes, {
    contentType,
    // One request: the files are small (MAX_UPLOAD_BYTES), a resumable session would add two.
    resumable: false,
    metadata: { contentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(filename)}` },
  });
  return { path, filename, contentType, size: bytes.length };
}
