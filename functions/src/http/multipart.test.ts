/**
 * readMultipart over real HTTP (Node's fetch and FormData against app.listen(0)), both ways a
 * request arrives: as a stream (plain Node) and as `rawBody` already read (Cloud Functions).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@gh/common/constants';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { errorHandler } from './errors.ts';
import { readMultipart } from './multipart.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  const answer: express.RequestHandler = async (req, res) => {
    const { fields, file } = await readMultipart(req);
    res.json({ fields, file: file && { ...file, bytes: file.bytes.toString('base64') } });
  };
  app.post('/piped', answer);
  // What the Functions runtime does before the app sees the request.
  app.post(
    '/raw',
    express.raw({ type: '*/*', limit: '32mb' }),
    (req, _res, next) => {
      Object.assign(req, { rawBody: req.body as Buffer });
      next();
    },
    answer,
  );
  app.use(errorHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  fields?: Record<string, string>;
  file?: { field: string; filename: string; bytes: string } | null;
  message?: string;
}

async function post(path: string, body: NonNullable<RequestInit['body']>, headers?: Record<string, string>) {
  const response = await fetch(`${base}${path}`, { method: 'POST', body, headers });
  return { status: response.status, body: (await response.json()) as Answer };
}

function form(fields: Record<string, string>, ...files: [string, Buffer, string][]): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const [field, bytes, name] of files) data.append(field, new Blob([bytes]), name);
  return data;
}

describe.each(['/piped', '/raw'])('readMultipart (%s)', (path) => {
  it('keeps a non-ASCII file name as the UTF-8 the browser sent', async () => {
    const name = 'बायोडाटा-résumé.pdf';
    const { status, body } = await post(path, form({}, ['file', Buffer.from('%PDF-1.4'), name]));
    expect(status).toBe(200);
    expect(body.file?.filename).toBe(name);
  });

  it('reads the fields and the file, byte for byte', async () => {
    const bytes = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256));
    const { status, body } = await post(path, form({ name: 'Kamala', email: 'k@example.com' }, ['file', bytes, 'letter.pdf']));
    expect(status).toBe(200);
    expect(body.fields).toEqual({ name: 'Kamala', email: 'k@example.com' });
    expect(body.file).toEqual({ field: 'file', filename: 'letter.pdf', bytes: bytes.toString('base64') });
  });

  it('keeps line breaks as typed: CRLF from the browser becomes LF', async () => {
    const { body } = await post(path, form({ message: 'line one\nline two\r\nline three' }));
    expect(body.fields?.message).toBe('line one\nline two\nline three');
  });

  it('answers no file when the file input was left empty', async () => {
    const emptyPart = form({ name: 'K' }, ['file', Buffer.alloc(0), '']);
    expect((await post(path, emptyPart)).body.file).toBeNull();
    expect((await post(path, form({ name: 'K' }))).body.file).toBeNull();
  });

  it('takes a file of exactly the limit and refuses one byte more (413)', async () => {
    const atLimit = await post(path, form({}, ['file', Buffer.alloc(MAX_UPLOAD_BYTES, 1), 'a.bin']));
    expect(atLimit.status).toBe(200);
    expect(Buffer.from(atLimit.body.file?.bytes ?? '', 'base64')).toHaveLength(MAX_UPLOAD_BYTES);
    const over = await post(path, form({}, ['file', Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), 'a.bin']));
    expect(over).toEqual({ status: 413, body: { message: SERVER_MESSAGES.fileTooLarge, code: 'fileTooLarge' } });
  });

  it('refuses a second file (400)', async () => {
    const two = form({}, ['file', Buffer.from('a'), 'a.txt'], ['other', Buffer.from('b'), 'b.txt']);
    expect(await post(path, two)).toEqual({ status: 400, body: { message: SERVER_MESSAGES.oneFileOnly, code: 'oneFileOnly' } });
  });

  it.each([
    ['a cut-off body', '--B\r\nContent-Disposition: form-data; name="name"\r\n\r\nKam', 'multipart/form-data; boundary=B'],
    [
      'a body cut off inside a file',
      '--B\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8',
      'multipart/form-data; boundary=B',
    ],
    ['no boundary', 'name=K', 'multipart/form-data'],
    ['JSON', '{"name":"K"}', 'application/json'],
    ['no content type', 'name=K', ''],
  ])('refuses %s (400)', async (_what, body, type) => {
    const headers = type ? { 'content-type': type } : undefined;
    const blob = type ? body : new Blob([body]); // a Blob without a type sends no content-type
    expect(await post(path, blob, headers)).toEqual({ status: 400, body: { message: SERVER_MESSAGES.badForm, code: 'badForm' } });
  });
});
