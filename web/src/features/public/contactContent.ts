/**
 * The /contact page's words are messages (i18n/messages, `contact.*`). What the form shows in
 * the server's words (the shared schema's checks, the file checks, the answer of POST
 * /sendemail, the network error) stays English in the code, the contract's words; this finds
 * each one's message, so the page shows it in its language (contactContent.test.ts keeps the
 * English messages equal to those words).
 */
import { CONTACT_ATTACHMENT_TYPES, MAX_UPLOAD_LABEL, fileTypeList } from '@gh/common/files';
import { SERVER_MESSAGES } from '@gh/common/messages';
import type { MessageValues } from '@gh/common/translate';
import type { MessageKey } from '../../i18n/areas';
import { NETWORK_ERROR_MESSAGE } from '../../lib/api';

/** The values of the attachment's messages: the types and the size, as the server writes them. */
export const ATTACHMENT_VALUES = { types: fileTypeList(CONTACT_ATTACHMENT_TYPES), max: MAX_UPLOAD_LABEL };

type Words = readonly [key: MessageKey, values?: MessageValues];

/** The server's words the form may show, each with its message. */
export const CONTACT_WORDS: ReadonlyMap<string, Words> = new Map<string, Words>([
  ['Name is required', ['contact.problem.nameRequired']],
  ['Name is too long', ['contact.problem.nameTooLong']],
  ['Name must be one line, without line breaks or control characters', ['contact.problem.nameOneLine']],
  ['Email is required', ['contact.problem.emailRequired']],
  ['Email is too long', ['contact.problem.emailTooLong']],
  ['Please enter a valid email address', ['contact.problem.emailInvalid']],
  ['Message is required', ['contact.problem.messageRequired']],
  ['Message is too long', ['contact.problem.messageTooLong']],
  ['Message may not contain control characters', ['contact.problem.messageControl']],
  [SERVER_MESSAGES.fileEmpty, ['contact.problem.fileEmpty']],
  [SERVER_MESSAGES.fileTooLarge, ['contact.problem.fileTooLarge', ATTACHMENT_VALUES]],
  [SERVER_MESSAGES.contactAttachmentType, ['contact.problem.fileType', ATTACHMENT_VALUES]],
  [SERVER_MESSAGES.messageSent, ['contact.sent']],
  [NETWORK_ERROR_MESSAGE, ['contact.networkError']],
]);
