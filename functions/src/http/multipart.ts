/**
 * Reads a multipart/form-data request: its text fields and at most one file, held in memory
 * up to MAX_UPLOAD_BYTES. Past the limit the parser keeps reading (so the caller gets an
 * answer, not a reset connection) but keeps none of the extra bytes.
 *
 * Cloud Functions and its emulator have read the whole body before the app runs and hand it
 * over as `req.rawBody` (the stream is spent by then); anywhere else the request is piped.
 */
import type { Request } from 'express';
import busboy from 'busboy';
import { MAX_UPLOAD_BYTES } from '@gh/common/constants';
import { ServiceError } from '../services/errors.ts';

export interface UploadedFile {
  /** The form field the file came in. */
  field: string;
  /** As the browser sent it: a hint, never trusted (see services/files/files.ts). */
  filename: string;
  bytes: Buffer;
}

export interface MultipartForm {
  /** Each field's last value. */
  fields: Record<string, string>;
  /** Each field's values in order, for lists sent as repeated fields. */
  lists: Record<string, string[]>;
  file: UploadedFile | null;
}

const LIMITS = {
  files: 1,
  // busboy flags a file as over the limit once it reaches it: one byte more lets a file of
  // exactly MAX_UPLOAD_BYTES through.
  fileSize: MAX_UPLOAD_BYTES + 1,
  fields: 50,
  // Far above any text field's own limit (the schemas say how long each may be).
  fieldSize: 64 * 1024,
};

export function readMultipart(req: Request): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // Browsers send a file name as raw UTF-8; busboy would read it as Latin-1 by default.
      parser = busboy({ headers: req.headers, limits: LIMITS, defParamCharset: 'utf8' });
    } catch {
      // Not multipart/form-data, or no boundary.
      reject(new ServiceError('badForm'));
      return;
    }

    const lists = new Map<string, string[]>();
    let file: UploadedFile | null = null;
    let fileRead: Promise<void> = Promise.resolve();
    let refusal: ServiceError | null = null;
    const refuse = (error: ServiceError) => (refusal ??= error);

    // Browsers send every line break in a form field as CRLF; store them as the person typed.
    parser.on('field', (name: string, value: string) => {
      lists.set(name, [...(lists.get(name) ?? []), value.replace(/\r\n?/g, '\n')]);
    });
    parser.on('file', (field: string, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        chunks.length = 0;
        refuse(new ServiceError('fileTooLarge'));
      });
      fileRead = new Promise((done) => {
        // A body cut off inside the file errors the file's stream as well as the parser: the
        // parser's error answers badForm; unheard here, this one would end the process.
        stream.once('error', () => done());
        stream.on('end', () => {
          const bytes = Buffer.concat(chunks);
          // A file input left empty still sends a part: no name and no bytes is no file.
          if (!stream.truncated && (info.filename || bytes.length > 0)) {
            file = { field, filename: info.filename ?? '', bytes };
          }
          done();
        });
      });
    });
    parser.on('filesLimit', () => refuse(new ServiceError('oneFileOnly')));
    parser.on('error', () => reject(new ServiceError('badForm')));
    parser.on('close', () => {
      void fileRead.then(() => (refusal ? reject(refusal) : resolve(form(lists, file))));
    });

    const rawBody = (req as Request & { rawBody?: unknown }).rawBody;
    if (Buffer.isBuffer(rawBody)) {
      parser.end(rawBody);
    } else {
      req.once('error', () => reject(new ServiceError('badForm')));
      req.pipe(parser);
    }
  });
}

function form(lists: Map<string, string[]>, file: UploadedFile | null): MultipartForm {
  const fields = Object.fromEntries([...lists].map(([name, values]) => [name, values.at(-1) ?? '']));
  return { fields, lists: Object.fromEntries(lists), file };
}
