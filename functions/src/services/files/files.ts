/**
 * What an uploaded file really is, decided by its bytes (its "magic"), never by the name or
 * the type the browser declared: a renamed program is refused. Pure functions, no I/O.
 */
import { FILE_TYPES, type FileType } from '@gh/common/files';

/** An uploaded file whose bytes were checked (http/uploads.ts), ready for a service to store. */
export interface CheckedFile {
  /** What the bytes are. */
  type: FileType;
  /** Safe to store and to mail, ending in the type's extension. */
  filename: string;
  bytes: Buffer;
}

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const startsWithText = (bytes: Buffer, text: string, at = 0) => startsWith(bytes, [...Buffer.from(text, 'latin1')], at);

const ZIP_LOCAL_FILE = [0x50, 0x4b, 0x03, 0x04];
const ZIP_CENTRAL_FILE = 0x02014b50;
const ZIP_END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** Microsoft's Compound File Binary header (DOC, but also XLS, PPT and MSI installers). */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** The stream every Word 97-2003 document has, as the compound file's directory names it. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** The names in a ZIP archive's central directory, or null when it is not a readable ZIP. */
function zipEntryNames(bytes: Buffer): string[] | null {
  if (!startsWith(bytes, ZIP_LOCAL_FILE)) return null;
  const end = bytes.lastIndexOf(ZIP_END_OF_DIRECTORY);
  if (end < 0 || end + 22 > bytes.length) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ZIP_CENTRAL_FILE) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return names;
}

/** OpenDocument files start with an uncompressed entry `mimetype` that holds their type. */
function openDocumentType(bytes: Buffer): string | null {
  if (!startsWith(bytes, ZIP_LOCAL_FILE) || bytes.length < 30) return null;
  const stored = bytes.readUInt16LE(8) === 0;
  const size = bytes.readUInt32LE(18);
  const nameLength = bytes.readUInt16LE(26);
  if (!stored || nameLength !== 8 || !startsWithText(bytes, 'mimetype', 30)) return null;
  const start = 30 + nameLength + bytes.readUInt16LE(28);
  return bytes.length >= start + size ? bytes.toString('latin1', start, start + size) : null;
}

function isWordDocument(bytes: Buffer): boolean {
  const names = zipEntryNames(bytes);
  // A macro project makes it a .docm in disguise: not a plain document.
  return (
    !!names &&
    names.includes('[Content_Types].xml') &&
    names.includes('word/document.xml') &&
    !names.some((name) => name.toLowerCase().endsWith('vbaproject.bin'))
  );
}

/**
 * Plain text has no magic, so it is judged by what it lacks: no control bytes other than tab,
 * line feed, form feed and carriage return. Programs and binary formats are full of them.
 */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  for (const byte of bytes) {
    const allowedControl = byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d;
    if ((byte < 0x20 && !allowedControl) || byte === 0x7f) return false;
  }
  return true;
}

/** Tried in this order: every format with magic bytes first, plain text last. */
const DETECTORS: readonly [FileType, (bytes: Buffer) => boolean][] = [
  ['pdf', (b) => startsWithText(b, '%PDF-')],
  ['png', (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['jpeg', (b) => startsWith(b, [0xff, 0xd8, 0xff])],
  ['gif', (b) => startsWithText(b, 'GIF87a') || startsWithText(b, 'GIF89a')],
  ['webp', (b) => startsWithText(b, 'RIFF') && startsWithText(b, 'WEBP', 8)],
  ['doc', (b) => startsWith(b, COMPOUND_FILE) && b.includes(WORD_STREAM)],
  ['docx', isWordDocument],
  ['odt', (b) => openDocumentType(b) === FILE_TYPES.odt.contentType],
  ['txt', isPlainText],
];

/** What the bytes are, among the types the app knows, or null. */
export function detectFileType(bytes: Uint8Array): FileType | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return DETECTORS.find(([, matches]) => matches(buffer))?.[0] ?? null;
}

/** The file's type if its bytes are one of `allowed`, otherwise null. */
export function sniffFileType(bytes: Uint8Array, allowed: readonly FileType[]): FileType | null {
  const type = detectFileType(bytes);
  return type && allowed.includes(type) ? type : null;
}

const MAX_FILENAME_LENGTH = 120;

/**
 * A file name safe to store and to mail: no path, no control or invisible formatting
 * characters (a right-to-left override can disguise "exe.pdf"), at most 120 characters, and
 * ending in an extension of the type the bytes really are ("notes.exe" that is text becomes
 * "notes.exe.txt"), so no mail client opens it as something else.
 */
export function safeFilename(original: string, type: FileType): string {
  const { extensions } = FILE_TYPES[type];
  const leaf = original.split(/[/\\]/).at(-1) ?? '';
  let name = leaf
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}:*?"<>|]+/gu, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const extension = extensions.find((ext) => name.toLowerCase().endsWith(ext)) ?? extensions[0];
  if (!name.toLowerCase().endsWith(extension)) name = `${name || 'attachment'}${extension}`;
  if (name.length > MAX_FILENAME_LENGTH) {
    name = `${name.slice(0, MAX_FILENAME_LENGTH - extension.length).trimEnd()}${name.slice(-extension.length)}`;
  }
  return name;
}
