/**
 * POST /sendemail over HTTP on the local stack (through the Hosting-style /api rewrite): the
 * message is kept in Firestore, its attachment in Storage, and it is mailed with the attachment
 * to the support inbox. Every refusal leaves no document, no file and no mail behind.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { COLLECTIONS, MAX_UPLOAD_BYTES } from '@gh/common/constants';
import type { MessageDoc } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { SUPPORT_INBOX } from '@gh/devstack/config';
import { fixture } from '@gh/testkit/fixtures';
import { apiUrl, fetchFrom, mailbox, newClientAddress, uniqueId } from '@gh/testkit/stack';

const app = initializeApp(
  { projectId: process.env.GCLOUD_PROJECT, storageBucket: process.env.STORAGE_BUCKET },
  `contact-test-${process.pid}`,
);
const messages = getFirestore(app).collection(COLLECTIONS.messages);
const bucket = getStorage(app).bucket();

afterAll(() => deleteApp(app));

interface Upload {
  filename: string;
  bytes: Buffer;
  /** What the browser would declare; the server does not believe it. */
  type?: string;
}

function person() {
  const name = uniqueId('Kamala');
  return { name, email: `${name.toLowerCase()}@example.com`, message: `Hello from ${name}.\nThank you for the visits.` };
}

async function send(fields: Record<string, string>, ...files: Upload[]) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  files.forEach((file, i) =>
    form.append(i === 0 ? 'file' : `file${i}`, new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.filename),
  );
  return post({ body: form });
}

/** From an address of its own unless `headers` names one (contact messages are limited per address). */
async function post(init: { body: FormData | string; headers?: Record<string, string> }) {
  const response = await fetchFrom(`${apiUrl}/sendemail`, { method: 'POST', ...init, headers: { ...newClientAddress(), ...init.headers } });
  return { status: response.status, json: (await response.json()) as { message: string } };
}

/**
 * Everything a request could leave behind. The support inbox also gets other files' mails
 * (concerns, a visit that went badly): only contact messages count.
 */
async function footprint() {
  const [stored, [files], mails] = await Promise.all([messages.get(), bucket.getFiles({ prefix: 'contact/' }), mailbox.to(SUPPORT_INBOX)]);
  return { messages: stored.size, files: files.length, mails: mails.filter((mail) => mail.subject.startsWith('Contact form: ')).length };
}

/** Sends, expects `status` and `message`, and checks that nothing was stored or sent. */
async function expectRefused(request: () => ReturnType<typeof send>, status: number, message: string) {
  const before = await footprint();
  const answer = await request();
  expect(answer).toEqual({ status, json: { message, code: expect.any(String) } });
  expect(await footprint()).toEqual(before);
}

async function storedMessage(email: string): Promise<{ id: string; data: MessageDoc }> {
  const found = await messages.where('email', '==', email).get();
  expect(found.size).toBe(1);
  const doc = found.docs[0]!;
  return { id: doc.id, data: doc.data() as MessageDoc };
}

describe('POST /sendemail', () => {
  it('keeps and mails a message with a PDF attachment, replying to the sender', async () => {
    const fields = person();
    const pdf = fixture('letter.pdf');
    const started = Date.now();
    expect(await send(fields, { filename: 'letter.pdf', bytes: pdf, type: 'application/pdf' })).toEqual({
      status: 200,
      json: { message: SERVER_MESSAGES.messageSent },
    });

    const { id, data } = await storedMessage(fields.email);
    const path = `contact/${id}/letter.pdf`;
    expect(data).toEqual({
      ...fields,
      attachment: { path, filename: 'letter.pdf', contentType: 'application/pdf', size: pdf.length },
      receivedAt: expect.any(Number),
    });
    expect(data.receivedAt).toBeGreaterThanOrEqual(started);

    const [saved] = await bucket.file(path).download();
    expect(saved.equals(pdf)).toBe(true);
    const [metadata] = await bucket.file(path).getMetadata();
    expect(metadata.contentType).toBe('application/pdf');

    const mail = await mailbox.waitFor(SUPPORT_INBOX, new RegExp(fields.name));
    expect(mail.text).toContain(fields.message);
    expect(mail.text).toContain(`E-mail: ${fields.email}`);
    expect(mail.attachments?.map((a) => [a.filename, a.contentType, a.size])).toEqual([['letter.pdf', 'application/pdf', pdf.length]]);
    expect((await mailbox.attachment(mail, 'letter.pdf')).equals(pdf)).toBe(true);
    expect(await mailbox.source(mail)).toMatch(new RegExp(`^Reply-To: "?${fields.name}"? <${fields.email}>\\r?$`, 'm'));
  });

  it('keeps and mails a message without a file', async () => {
    const fields = person();
    expect((await send(fields)).status).toBe(200);
    const { data } = await storedMessage(fields.email);
    expect(data).toMatchObject({ ...fields, attachment: null });
    const mail = await mailbox.waitFor(SUPPORT_INBOX, new RegExp(fields.name));
    expect(mail.attachments ?? []).toEqual([]);
    expect(mail.text).toContain('Attachment: none');
  });

  it('takes an attachment of exactly the limit, and trims the fields', async () => {
    const fields = person();
    const pdf = Buffer.concat([fixture('letter.pdf'), Buffer.alloc(MAX_UPLOAD_BYTES - fixture('letter.pdf').length, 0x20)]);
    expect(pdf.length).toBe(MAX_UPLOAD_BYTES);
    const answer = await send({ ...fields, name: `  ${fields.name}  ` }, { filename: 'big letter.pdf', bytes: pdf });
    expect(answer.status).toBe(200);
    const { data } = await storedMessage(fields.email);
    expect(data.name).toBe(fields.name);
    expect(data.attachment?.size).toBe(MAX_UPLOAD_BYTES);
  });

  it('names a stored file after what its bytes are', async () => {
    const fields = person();
    expect((await send(fields, { filename: 'notes.exe', bytes: fixture('note.txt') })).status).toBe(200);
    const { id, data } = await storedMessage(fields.email);
    expect(data.attachment).toMatchObject({ path: `contact/${id}/notes.exe.txt`, filename: 'notes.exe.txt', contentType: 'text/plain' });
  });

  it.each([
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['message', 'Message is required'],
  ])('refuses a message without %s (400), storing and sending nothing', async (missing, message) => {
    const fields: Record<string, string> = person();
    delete fields[missing];
    await expectRefused(() => send(fields, { filename: 'letter.pdf', bytes: fixture('letter.pdf') }), 400, message);
  });

  it('refuses a blank message and a malformed e-mail address (400)', async () => {
    await expectRefused(() => send({ ...person(), message: '   ' }), 400, 'Message is required');
    await expectRefused(() => send({ ...person(), email: 'kamala@example' }), 400, 'Please enter a valid email address');
  });

  it('refuses an attachment over 5 MB (413)', async () => {
    const bytes = Buffer.concat([fixture('letter.pdf'), Buffer.alloc(MAX_UPLOAD_BYTES, 0x20)]);
    await expectRefused(() => send(person(), { filename: 'huge.pdf', bytes, type: 'application/pdf' }), 413, SERVER_MESSAGES.fileTooLarge);
  });

  it.each([
    ['a ZIP archive', 'program.zip', 'archive.zip', 'application/zip'],
    ['an installer', 'installer.msi', 'setup.msi', 'application/x-msi'],
    ['a renamed Windows program', 'program.exe', 'report.pdf', 'application/pdf'],
    ['a renamed Linux program', 'program.elf', 'photo.jpg', 'image/jpeg'],
    ['a Word file with macros', 'macros.docx', 'letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('refuses %s (415)', async (_what, fixtureName, filename, type) => {
    await expectRefused(() => send(person(), { filename, bytes: fixture(fixtureName), type }), 415, SERVER_MESSAGES.contactAttachmentType);
  });

  it('refuses an empty file (400)', async () => {
    await expectRefused(() => send(person(), { filename: 'empty.txt', bytes: Buffer.alloc(0) }), 400, SERVER_MESSAGES.fileEmpty);
  });

  it('refuses two files (400)', async () => {
    const pdf = { filename: 'letter.pdf', bytes: fixture('letter.pdf') };
    await expectRefused(() => send(person(), pdf, pdf), 400, SERVER_MESSAGES.oneFileOnly);
  });

  it('refuses malformed multipart and bodies that are not multipart (400)', async () => {
    const cutOff = '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nKam';
    await expectRefused(
      () => post({ body: cutOff, headers: { 'content-type': 'multipart/form-data; boundary=XYZ' } }),
      400,
      SERVER_MESSAGES.badForm,
    );
    await expectRefused(() => post({ body: 'name=K', headers: { 'content-type': 'multipart/form-data' } }), 400, SERVER_MESSAGES.badForm);
    await expectRefused(
      () => post({ body: JSON.stringify(person()), headers: { 'content-type': 'application/json' } }),
      400,
      SERVER_MESSAGES.badForm,
    );
  });
});
