/**
 * The contact form's rules, without React: the shared schema's messages per field (the same
 * words the server would answer), a first look at a chosen file, and the multipart body.
 */
import { CONTACT_ATTACHMENT_TYPES } from '@gh/common/files';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { contactMessageSchema } from '@gh/common/schemas';
import { fileProblem } from '../../components/fileProblem';

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

/** What is wrong with a chosen attachment, if anything (see fileProblem). */
export function attachmentProblem(file: File): string | null {
  return fileProblem(file, CONTACT_ATTACHMENT_TYPES, SERVER_MESSAGES.contactAttachmentType);
}

/** The body of POST /sendemail: the spec's field names, and the file as `file`. */
export function contactFormData(values: ContactValues, file: File | null): FormData {
  const data = new FormData();
  for (const field of CONTACT_FIELDS) data.append(field, values[field]);
  if (file) data.append('file', file, file.name);
  return data;
}
