/**
 * The /contact page's words are messages (i18n/messages, `contact.*`). What the form shows in
 * the server's words (the shared schema's checks, the file checks, the answer of POST
 * /sendemail, the network error) stays English in the code, the contract's words; this finds
 * each one's message, so the page shows it in its language (contactContent.test.ts keeps the
 * English messages equal to those words).
 */
import { CONTACT_ATTACHMENT_TYPES, FILE_TYPES, MAX_UPLOAD_LABEL } from '@gh/common/files';
import type { Lang } from '@gh/common/i18n';
import { orListIn } from '@gh/common/locale-format';
import { SERVER_MESSAGES } from '@gh/common/messages';
import type { MessageKey } from '../../i18n/areas';
import { NETWORK_ERROR_MESSAGE } from '../../lib/api';

/**
 * The values of the attachment's messages: the types ("PDF, DOC, ... GIF or WEBP", the last
 * joined by the language's "or": या, किंवा; en-IN's is the server's fileTypeList) and the size.
 */
export const attachmentValues = (lang: Lang) => ({
  types: orListIn(
    CONTACT_ATTACHMENT_TYPES.map((type) => FILE_TYPES[type].label),
    lang,
  ),
  max: MAX_UPLOAD_LABEL,
});

/** The server's words the form may show, each with its message (formatted with attachmentValues). */
export const CONTACT_WORDS: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  ['Name is required', 'contact.problem.nameRequired'],
  ['Name is too long', 'contact.problem.nameTooLong'],
  ['Name must be one line, without line breaks or control characters', 'contact.problem.nameOneLine'],
  ['Email is required', 'contact.problem.emailRequired'],
  ['Email is too long', 'contact.problem.emailTooLong'],
  ['Please enter a valid email address', 'contact.problem.emailInvalid'],
  ['Message is required', 'contact.problem.messageRequired'],
  ['Message is too long', 'contact.problem.messageTooLong'],
  ['Message may not contain control characters', 'contact.problem.messageControl'],
  [SERVER_MESSAGES.fileEmpty, 'contact.problem.fileEmpty'],
  [SERVER_MESSAGES.fileTooLarge, 'contact.problem.fileTooLarge'],
  [SERVER_MESSAGES.contactAttachmentType, 'contact.problem.fileType'],
  [SERVER_MESSAGES.messageSent, 'contact.sent'],
  [NETWORK_ERROR_MESSAGE, 'contact.networkError'],
]);
