/**
 * File types the app accepts as uploads: how people are told about them and what the
 * browser's file picker offers. The functions decide by the file's bytes, never by its name
 * (functions/src/services/files/files.ts); the extensions here only guide the picker.
 */
import { MAX_UPLOAD_BYTES } from './constants.ts';

export const FILE_TYPES = {
  pdf: { label: 'PDF', extensions: ['.pdf'], contentType: 'application/pdf' },
  doc: { label: 'DOC', extensions: ['.doc'], contentType: 'application/msword' },
  docx: {
    label: 'DOCX',
    extensions: ['.docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  odt: { label: 'ODT', extensions: ['.odt'], contentType: 'application/vnd.oasis.opendocument.text' },
  txt: { label: 'TXT', extensions: ['.txt'], contentType: 'text/plain' },
  png: { label: 'PNG', extensions: ['.png'], contentType: 'image/png' },
  jpeg: { label: 'JPEG', extensions: ['.jpg', '.jpeg'], contentType: 'image/jpeg' },
  gif: { label: 'GIF', extensions: ['.gif'], contentType: 'image/gif' },
  webp: { label: 'WEBP', extensions: ['.webp'], contentType: 'image/webp' },
} as const;

export type FileType = keyof typeof FILE_TYPES;

/** Documents and images: what the contact form takes. */
export const CONTACT_ATTACHMENT_TYPES: readonly FileType[] = ['pdf', 'doc', 'docx', 'odt', 'txt', 'png', 'jpeg', 'gif', 'webp'];

/** What a volunteer's resume or CV may be (the issue: PDF, DOC or DOCX, by content). */
export const RESUME_TYPES: readonly FileType[] = ['pdf', 'doc', 'docx'];

/** What a volunteer's photo may be when sent; it is stored as a JPEG made afresh. */
export const PHOTO_TYPES: readonly FileType[] = ['jpeg', 'png', 'webp'];

/** The upload limit as people read it: "5 MB". */
export const MAX_UPLOAD_LABEL = `${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;

/** "PDF, DOC or TXT": the labels of `types` as one phrase. */
export function fileTypeList(types: readonly FileType[]): string {
  const labels = types.map((type) => FILE_TYPES[type].label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? '');
}

/** The `accept` attribute of a file input for `types`: extensions and content types. */
export function acceptAttribute(types: readonly FileType[]): string {
  return types.flatMap((type) => [...FILE_TYPES[type].extensions, FILE_TYPES[type].contentType]).join(',');
}

/** Whether a file name ends in one of the extensions of `types` (a hint only, for the picker). */
export function hasExtensionOf(filename: string, types: readonly FileType[]): boolean {
  const name = filename.toLowerCase();
  return types.some((type) => FILE_TYPES[type].extensions.some((extension) => name.endsWith(extension)));
}

/** "1.2 MB", "340 KB": a file size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
