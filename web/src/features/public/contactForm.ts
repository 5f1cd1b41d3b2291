/**
 * The contact form's rules, without React: the shared schema's messages per field (the same
 * words the server would answer), a first look at a chosen file, and the multipart body.
 */
import { MAX_UPLOAD_BYTES } from '@gh/common/constants';
import { CONTACT_ATTACHMENT_TYPES, hasExtensionOf } from '@gh/common/files';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { contactMessageSchema } from '@gh/common/schemas';

export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', message: '' };

/** The first problem of each field, or {} when the form may be sent. */
export function contactErrors(values: ContactValues): ContactErrors {
  const result = contactMessageSchema.safeParse(values);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * What is wrong with a chosen file, judged by its size and name. The server decides by the
 * bytes; this only spares a person a wasted upload.
 */
export function attachmentProblem(file: File): string | null {
  if (file.size === 0) return SERVER_MESSAGES.fileEmpty;
  if (file.size > MAX_UPLOAD_BYTES) return SERVER_MESSAGES.fileTooLarge;
  if (!hasExtensionOf(file.name, CONTACT_ATTACHMENT_TYPES)) return SERVER_MESSAGES.contactAttachmentType;
  return null;
}

/** The body of POST /sendemail: the spec's field names, and the file as `file`. */
export function contactFormData(values: ContactValues, file: File | null): FormData {
  const data = new FormData();
  for (const field of CONTACT_FIELDS) data.append(field, values[field]);
  if (file) data.append('file', file, file.name);
  return data;
}
