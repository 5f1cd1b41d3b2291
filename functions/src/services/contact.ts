/**
 * A message from the contact form: kept (Storage for the attachment, then Firestore), then
 * mailed with the attachment to the support inbox, with Reply-To set to the sender so support
 * answers with one click. Kept before mailed: if the mail fails, the message is not lost.
 */
import { FILE_TYPES, formatFileSize, type FileType } from '@gh/common/files';
import type { z } from 'zod';
import type { StoredFile } from '@gh/common/documents';
import type { contactMessageSchema } from '@gh/common/schemas';
import { supportInbox } from '../config.ts';
import { saveFile } from '../store/files.ts';
import { newMessageId, saveMessage } from '../store/messages.ts';
import { sendMail } from './mail/mail.ts';

export type ContactMessage = z.output<typeof contactMessageSchema>;

/** A file already checked: its type is what its bytes are, its name safe to store. */
export interface ContactAttachment {
  type: FileType;
  filename: string;
  bytes: Buffer;
}

export async function receiveContactMessage(input: ContactMessage, attachment: ContactAttachment | null): Promise<string> {
  const id = newMessageId();
  const receivedAt = Date.now();
  const stored = attachment
    ? await saveFile(`contact/${id}/${attachment.filename}`, attachment.filename, FILE_TYPES[attachment.type].contentType, attachment.bytes)
    : null;
  await saveMessage(id, { ...input, attachment: stored, receivedAt });

  await sendMail({
    to: { address: supportInbox() },
    replyTo: { name: input.name, address: input.email },
    subject: `Contact form: ${input.name.replace(/\s+/g, ' ')}`,
    text: mailText(input, stored, receivedAt, id),
    ...(stored &&
      attachment && {
        attachments: [{ filename: stored.filename, content: attachment.bytes, contentType: stored.contentType }],
      }),
  });
  return id;
}

function mailText({ name, email, message }: ContactMessage, file: StoredFile | null, receivedAt: number, id: string): string {
  return [
    'A message from the Golden Hearts contact form. Reply to this e-mail to answer the sender.',
    '',
    `Name: ${name}`,
    `E-mail: ${email}`,
    `Received: ${new Date(receivedAt).toUTCString()}`,
    `Attachment: ${file ? `${file.filename} (${formatFileSize(file.size)})` : 'none'}`,
    `Reference: ${id}`,
    '',
    message,
    '',
  ].join('\n');
}
